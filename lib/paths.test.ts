import { clientRoute, inSection, samePath } from './paths';

it('treats a trailing slash as the same page', () => {
  expect(samePath('/about', '/about/')).toBe(true);
  expect(samePath('/', '/')).toBe(true);
  expect(samePath('/about/', '/contact/')).toBe(false);
});

it('knows which section a page is in', () => {
  expect(inSection('/services/tax-guidance/', '/services/')).toBe(true);
  expect(inSection('/services', '/services/')).toBe(true);
  expect(inSection('/servicesx/', '/services/')).toBe(false);
  expect(inSection('/about/', '/')).toBe(false);
  expect(inSection('/', '/')).toBe(true);
});

describe('clientRoute', () => {
  const here = new URL('https://www.example.com/about/?a=1#team');
  const route = (href: string) => clientRoute(new URL(href, here), here);

  it('opens another page of the site in place, with its query and anchor', () => {
    expect(route('/contact/?service=mutual-funds#message=Hi')).toBe('/contact/?service=mutual-funds#message=Hi');
    expect(route('/contact/?service=mutual-funds#contact-form-heading')).toBe('/contact/?service=mutual-funds#contact-form-heading');
    expect(route('/')).toBe('/');
  });

  it('leaves the page already open to the browser: an anchor on it, or another query its islands read on load', () => {
    expect(route('#main')).toBeNull();
    expect(route('/about/#team')).toBeNull();
    expect(route('?amount=5000')).toBeNull();
    expect(route('/about/')).toBeNull();
  });

  it('leaves files, other sites and other schemes to the browser', () => {
    expect(route('/og-image.png')).toBeNull();
    expect(route('/sitemap.xml')).toBeNull();
    expect(route('https://www.amfiindia.com/')).toBeNull();
    expect(route('http://www.example.com/about/')).toBeNull();
    expect(route('mailto:hello@example.com')).toBeNull();
    expect(route('tel:+911234567890')).toBeNull();
  });
});
