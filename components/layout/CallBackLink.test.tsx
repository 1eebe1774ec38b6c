import { render, screen } from '@testing-library/react';
import { ui as hindi } from '@/content/hi/ui';
import { ui as english } from '@/content/en/ui';
import { LOCALE_TABLE, localeOfPath } from '@/lib/i18n/locale';
import { CallBackLink } from './CallBackLink';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const slugs = ['mutual-funds', 'life-insurance'];

function renderLink(contactPath: `/${string}`, message: string, label: string) {
  render(
    <CallBackLink
      className="action"
      contactPath={contactPath}
      editionPrefix={LOCALE_TABLE[localeOfPath(contactPath)].prefix}
      serviceSlugs={slugs}
      message={message}
    >
      {label}
    </CallBackLink>,
  );
  return new URL(screen.getByRole('link', { name: label }).getAttribute('href') ?? '', 'https://example.com');
}

/** The message a link carries, in its fragment (contactHrefFor). */
const messageOf = (url: URL) => new URLSearchParams(url.hash.slice(1)).get('message');

it('asks for a call back in English, naming the service on an English service page', () => {
  mockPathname = '/services/mutual-funds/';
  const url = renderLink('/contact/', english.callBackMessage, english.requestCallBack);
  expect(url.pathname).toBe('/contact/');
  expect(url.searchParams.get('service')).toBe('mutual-funds');
  expect(messageOf(url)).toBe(english.callBackMessage);
  expect(url.searchParams.has('message')).toBe(false);
});

it('asks in Hindi on a Hindi page and still finds the service behind the /hi/ prefix', () => {
  mockPathname = '/hi/services/life-insurance/';
  const url = renderLink('/hi/contact/', hindi.callBackMessage, hindi.requestCallBack);
  expect(url.pathname).toBe('/hi/contact/');
  expect(url.searchParams.get('service')).toBe('life-insurance');
  expect(messageOf(url)).toBe(hindi.callBackMessage);
});

it('names no service off a service page', () => {
  mockPathname = '/hi/about/';
  expect(renderLink('/hi/contact/', hindi.callBackMessage, hindi.requestCallBack).searchParams.has('service')).toBe(false);
});

it('ignores an unknown slug', () => {
  mockPathname = '/hi/services/not-a-service/';
  expect(renderLink('/hi/contact/', hindi.callBackMessage, hindi.requestCallBack).searchParams.has('service')).toBe(false);
});
