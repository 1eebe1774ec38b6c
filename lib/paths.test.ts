import { inSection, samePath, withBasePath } from './paths';

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

it('leaves paths alone when the site is served from the root', () => {
  expect(withBasePath('/images/services/mutual-funds.svg')).toBe('/images/services/mutual-funds.svg');
});
