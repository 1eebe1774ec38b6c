import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServicesSidebar } from './ServicesSidebar';

// jsdom cannot follow links; stop the browser's default after React has handled the click.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => window.addEventListener('click', stopNavigation));
afterAll(() => window.removeEventListener('click', stopNavigation));

const links = [
  { href: '/services/future-freedom-planning/', label: 'Financial Planning' },
  { href: '/services/mutual-funds/', label: 'Mutual Funds' },
  { href: '/services/tax-guidance/', label: 'Tax Planning' },
];

function list(button: HTMLElement) {
  const element = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!element) throw new Error('the toggle controls nothing');
  return element;
}

it('starts open, with a toggle named for the services that reports its state', async () => {
  const user = userEvent.setup();
  render(<ServicesSidebar links={links} current="/services/mutual-funds/" />);
  const button = screen.getByRole('button', { name: /services/i });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(list(button)).toBeVisible();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(list(button)).not.toBeVisible();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Tax Planning' })).toBeVisible();
});

it('marks the current page', () => {
  render(<ServicesSidebar links={links} current="/services/mutual-funds/" />);
  expect(screen.getByRole('link', { name: 'Mutual Funds' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Tax Planning' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Tax Planning' })).toHaveAttribute('href', '/services/tax-guidance/');
});

it('closes when a service is chosen, and stays closed on the page it leads to', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<ServicesSidebar links={links} current="/services/mutual-funds/" />);
  const button = screen.getByRole('button', { name: /services/i });
  await user.click(screen.getByRole('link', { name: 'Tax Planning' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  unmount();

  // The chosen page mounts its own sidebar.
  render(<ServicesSidebar links={links} current="/services/tax-guidance/" />);
  expect(screen.getByRole('button', { name: /services/i })).toHaveAttribute('aria-expanded', 'false');
});
