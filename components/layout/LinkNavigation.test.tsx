import { fireEvent, render, screen } from '@testing-library/react';
import { SiteLink } from '@/components/ui/SiteLink';
import { LinkNavigation } from './LinkNavigation';

const router = { push: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

// Whether each click's default (following the link) was prevented once LinkNavigation had seen it.
// This listener comes after LinkNavigation's on window, so it runs after it; it then prevents the
// default itself, since jsdom cannot load another page.
let prevented: boolean[] = [];
function record(event: MouseEvent) {
  prevented.push(event.defaultPrevented);
  event.preventDefault();
}

function renderLinks() {
  window.history.replaceState(null, '', '/about/');
  const view = render(
    <>
      <LinkNavigation />
      <SiteLink href="/contact/?service=mutual-funds#contact-form-heading">Contact</SiteLink>
      <SiteLink href="/privacy/" target="_blank">
        Privacy in a new tab
      </SiteLink>
      <SiteLink href="/og-image.png" download>
        Download
      </SiteLink>
      <a href="https://www.amfiindia.com/">AMFI</a>
      <a href="#main">Skip</a>
      <SiteLink href="/tools/" onClick={(event) => event.preventDefault()}>
        Handled
      </SiteLink>
    </>,
  );
  window.addEventListener('click', record);
  return view;
}

beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
  prevented = [];
});

afterEach(() => {
  window.removeEventListener('click', record);
});

it('opens a link to another page through the router, with its query and anchor, and no page load', () => {
  renderLinks();
  fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
  expect(prevented).toEqual([true]);
  expect(router.push).toHaveBeenCalledWith('/contact/?service=mutual-funds#contact-form-heading');
});

it('keeps a modifier key, another button, a new tab, a download, another site and an anchor as the browser has them', () => {
  renderLinks();
  const contact = screen.getByRole('link', { name: 'Contact' });
  for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
    fireEvent.click(contact, init);
  for (const name of ['Privacy in a new tab', 'Download', 'AMFI', 'Skip']) fireEvent.click(screen.getByRole('link', { name }));
  expect(prevented).toEqual(Array(9).fill(false));
  expect(router.push).not.toHaveBeenCalled();
});

it('leaves a link alone when the page handled the click itself', () => {
  renderLinks();
  fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
  expect(router.push).not.toHaveBeenCalled();
});

it('prefetches a page once when the visitor points at, touches or focuses its link, without its query or anchor', () => {
  renderLinks();
  const contact = screen.getByRole('link', { name: 'Contact' });
  fireEvent.pointerOver(contact);
  fireEvent.touchStart(contact);
  fireEvent.focusIn(contact);
  expect(router.prefetch).toHaveBeenCalledTimes(1);
  // The query may hold what the visitor answered: pointing at the link is not sending it.
  expect(router.prefetch).toHaveBeenCalledWith('/contact/');
  fireEvent.pointerOver(screen.getByRole('link', { name: 'AMFI' }));
  expect(router.prefetch).toHaveBeenCalledTimes(1);
});
