import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { servicePageWordsFor, servicesFor } from '@/lib/pages/services';
import type { Locale } from '@/lib/i18n/locale';
import { ServicesSidebar } from './ServicesSidebar';

// jsdom cannot follow links; stop the browser's default after React has handled the click.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => window.addEventListener('click', stopNavigation));
afterAll(() => window.removeEventListener('click', stopNavigation));

function setup(locale: Locale) {
  const words = servicePageWordsFor(locale);
  const all = servicesFor(locale);
  const links = all.slice(0, 6).map((s) => ({ href: s.route, label: s.heading }));
  const [, mutualFunds, , , , tax] = all;
  if (!mutualFunds || !tax) throw new Error('content/services.ts has fewer services than this test expects');
  const props = { links, label: words.sidebarLabel, title: words.sidebarTitle };
  return { words, props, mutualFunds, tax };
}

function list(button: HTMLElement) {
  const element = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!element) throw new Error('the toggle controls nothing');
  return element;
}

describe.each<Locale>(['en', 'hi'])('in %s', (locale) => {
  const { words, props, mutualFunds, tax } = setup(locale);

  it('starts open, with a toggle named for the services that reports its state', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ServicesSidebar {...props} current={mutualFunds.route} />);
    expect(screen.getByRole('navigation', { name: words.sidebarLabel })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: words.sidebarTitle });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list(button)).toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list(button)).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: tax.heading })).toBeVisible();
  });

  it('marks the current page, and links to the services in the same language', () => {
    render(<ServicesSidebar {...props} current={mutualFunds.route} />);
    expect(screen.getByRole('link', { name: mutualFunds.heading })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: tax.heading })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: tax.heading })).toHaveAttribute('href', tax.route);
    expect(tax.route).toBe(locale === 'hi' ? '/hi/services/tax-guidance/' : '/services/tax-guidance/');
  });

  it('closes when a service is chosen, and stays closed on the page it leads to', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<ServicesSidebar {...props} current={mutualFunds.route} />);
    const button = screen.getByRole('button', { name: words.sidebarTitle });
    await user.click(screen.getByRole('link', { name: tax.heading }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    unmount();

    // The chosen page mounts its own sidebar.
    render(<ServicesSidebar {...props} current={tax.route} />);
    expect(screen.getByRole('button', { name: words.sidebarTitle })).toHaveAttribute('aria-expanded', 'false');
  });
});
