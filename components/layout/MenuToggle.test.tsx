import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ui } from '@/content/en/ui';
import { languageSwitchFor } from '@/lib/i18n/words';
import { MenuToggle } from './MenuToggle';

let mockPathname = '/about/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const links = [
  { href: '/', label: 'Home' },
  { href: '/about/', label: 'About Us' },
  { href: '/services/', label: 'Services' },
];

// Stand-ins for the server-rendered icons, so a test can see which one the button shows.
const icons = {
  menuIcon: <svg data-testid="menu-icon" />,
  closeIcon: <svg data-testid="close-icon" />,
  editionPrefix: '' as const,
  languageSwitch: languageSwitchFor('en'),
  words: { mainNav: ui.mainNav, menu: ui.menu },
};

function renderMenu() {
  return render(<MenuToggle links={links} login={{ href: '/login/', label: 'Login' }} fallbackHref="#footer-nav" {...icons} />);
}

beforeEach(() => {
  mockPathname = '/about/';
});

it('toggles the link list with a button that reports its state', async () => {
  const user = userEvent.setup({ delay: null });
  renderMenu();
  const button = screen.getByRole('button', { name: 'Menu' });
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  expect(list).not.toBeNull();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(list).toHaveAttribute('data-open', 'true');
  expect(screen.getByTestId('close-icon')).toBeInTheDocument();
  expect(screen.queryByTestId('menu-icon')).toBeNull();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByTestId('menu-icon')).toBeInTheDocument();
});

it('closes when a link is clicked', async () => {
  // jsdom cannot navigate; stop the browser default so only the menu's own handler runs.
  const preventNavigation = (event: MouseEvent) => event.preventDefault();
  window.addEventListener('click', preventNavigation, { capture: true });
  const user = userEvent.setup({ delay: null });
  renderMenu();
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  await user.click(screen.getByRole('link', { name: 'Services' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  window.removeEventListener('click', preventNavigation, { capture: true });
});

it('closes on Escape and returns focus to the button', async () => {
  const user = userEvent.setup({ delay: null });
  renderMenu();
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  await user.tab();
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

it('marks the current page and its section', () => {
  mockPathname = '/services/tax-guidance/';
  renderMenu();
  expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

it('links to the trailing-slash URLs the export serves', () => {
  renderMenu();
  expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about/');
  expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login/');
});

it('closes on a tap outside the menu and holds the page still while open', async () => {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <MenuToggle links={links} login={{ href: '/login/', label: 'Login' }} fallbackHref="#footer-nav" {...icons} />
      <p>Page text</p>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  expect(document.documentElement.style.overflow).toBe('hidden');
  await user.click(screen.getByRole('link', { name: 'About Us' }).closest('ul') ?? button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByText('Page text'));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(document.documentElement.style.overflow).toBe('');
});

// The APG disclosure navigation menu's behaviour: focus leaving the menu closes it, so the control Tab
// reaches next is never under the open list (WCAG 2.4.11).
it('stays open while Tab moves through it and closes when Tab leaves its last item', async () => {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <MenuToggle links={links} login={{ href: '/login/', label: 'Login' }} fallbackHref="#footer-nav" {...icons} />
      <a href="#main">Page link</a>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  const items = screen.getAllByRole('link').filter((link) => link.closest('ul'));
  for (const item of items) {
    await user.tab();
    expect(item).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  }
  await user.tab();
  expect(screen.getByRole('link', { name: 'Page link' })).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('closes on Escape pressed anywhere on the page', async () => {
  const user = userEvent.setup({ delay: null });
  renderMenu();
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  button.blur();
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

it('starts a new page at the top, but leaves a reload and a link to an anchor where the browser puts them', () => {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  const { rerender } = renderMenu();
  expect(scrollTo).not.toHaveBeenCalled();

  mockPathname = '/services/';
  rerender(<MenuToggle links={links} login={{ href: '/login/', label: 'Login' }} fallbackHref="#footer-nav" {...icons} />);
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });

  scrollTo.mockClear();
  window.location.hash = '#contact-form-heading';
  mockPathname = '/contact/';
  rerender(<MenuToggle links={links} login={{ href: '/login/', label: 'Login' }} fallbackHref="#footer-nav" {...icons} />);
  expect(scrollTo).not.toHaveBeenCalled();
  window.location.hash = '';
});

it('links to the same page in every other language, named in that language, with the query kept', () => {
  mockPathname = '/tools/goal/';
  window.history.replaceState(null, '', '/tools/goal/?cost=500000');
  renderMenu();
  for (const edition of languageSwitchFor('en')) {
    const [inBar] = screen.getAllByRole('link', { name: edition.label });
    expect(inBar).toHaveAttribute('href', `${edition.prefix}/tools/goal/?cost=500000`);
    expect(inBar).toHaveAttribute('hreflang', edition.lang);
    expect(inBar).toHaveAttribute('lang', edition.lang);
    expect(inBar).toHaveAttribute('title', edition.description);
  }
  window.history.replaceState(null, '', '/');
});

it('marks the Hindi home link current only on the Hindi home page', () => {
  mockPathname = '/hi/tools/goal/';
  render(
    <MenuToggle
      links={[
        { href: '/hi/', label: 'होम' },
        { href: '/hi/tools/', label: 'कैलकुलेटर' },
      ]}
      login={{ href: '/hi/login/', label: 'लॉग इन' }}
      fallbackHref="#footer-nav"
      {...icons}
      editionPrefix="/hi"
      languageSwitch={languageSwitchFor('hi')}
    />,
  );
  expect(screen.getByRole('link', { name: 'होम' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'कैलकुलेटर' })).toHaveAttribute('aria-current', 'true');
});
