import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wordsFor } from '@/lib/i18n/words';
import { pathTo } from '@/content/routes';
import { LIBRARY_HOME, glossaryPath, loadLibrary, topicPath } from '@/lib/library';
import { localisePath, type Locale } from '@/lib/i18n/locale';
import { fillTemplate } from '@/lib/template';
import { serialisedIndex } from '@/test/librarySearch';
import { SearchBox } from './SearchBox';

const words = wordsFor('en').search;
const linksFor = (locale: Locale) => ({
  topics: localisePath(LIBRARY_HOME, locale) as `/${string}`,
  glossary: glossaryPath(locale),
  contact: pathTo('/contact/', locale),
});

// Building an edition's whole index from content/ takes seconds on a busy machine (CI runs Jest beside
// the endpoint build): done here, outside any test's own time limit, so a test times only the box.
beforeAll(() => {
  serialisedIndex('en');
  serialisedIndex('hi');
}, 60_000);

const fetchMock = jest.fn<Promise<Pick<Response, 'ok' | 'status' | 'json'>>, Parameters<typeof fetch>>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

// Each test has its own index address: the hook keeps one loaded index per address for the whole visit.
let n = 0;
function renderBox(locale: 'en' | 'hi' = 'en') {
  const indexUrl = `/test-${String((n += 1))}/search-index.json` as const;
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(serialisedIndex(locale)) });
  render(<SearchBox indexUrl={indexUrl} action={pathTo('/search/', locale)} links={linksFor(locale)} words={wordsFor(locale).search} />);
  return { indexUrl, box: screen.getByRole('searchbox', { name: wordsFor(locale).search.label }) };
}

it('asks for nothing until the box is used, then fetches its edition index once', async () => {
  const user = userEvent.setup({ delay: null });
  const { indexUrl, box } = renderBox();
  expect(fetchMock).not.toHaveBeenCalled();
  await user.click(box);
  await user.type(box, 'sip');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith(indexUrl);
});

it('lists results as links within the edition and announces their count', async () => {
  const user = userEvent.setup({ delay: null });
  const hindi = wordsFor('hi').search;
  const { box } = renderBox('hi');
  await user.type(box, 'nav kya hai');
  const nav = loadLibrary('hi').topics.find((topic) => topic.slug === 'nav');
  const list = await within(screen.getByRole('search')).findByRole('list', {
    name: fillTemplate(hindi.resultsLabel, { query: 'nav kya hai' }),
  });
  const links = within(list).getAllByRole('link');
  expect(links[0]).toHaveAttribute('href', topicPath('nav', 'hi'));
  expect(links[0]).toHaveTextContent(nav?.title ?? 'missing');
  for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/hi\//);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(fillTemplate(hindi.resultMany, { count: links.length })));
});

it('says so when nothing matches, and leads to the topics, the glossary and the contact page', async () => {
  const user = userEvent.setup({ delay: null });
  const { box } = renderBox();
  await user.type(box, 'xqzvw');
  expect(await screen.findByRole('link', { name: words.glossaryLink })).toHaveAttribute('href', glossaryPath('en'));
  expect(screen.getByRole('link', { name: words.topicsLink })).toHaveAttribute('href', linksFor('en').topics);
  expect(screen.getByRole('link', { name: words.contactLink })).toHaveAttribute('href', pathTo('/contact/', 'en'));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(fillTemplate(words.none, { query: 'xqzvw' })));
});

it('moves between the box and the results with the arrow keys', async () => {
  const user = userEvent.setup({ delay: null });
  const { box } = renderBox();
  await user.type(box, 'lock in');
  const list = await within(screen.getByRole('search')).findByRole('list');
  const [first, second] = within(list).getAllByRole('link');
  await user.keyboard('{ArrowDown}');
  expect(first).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(second).toHaveFocus();
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(box).toHaveFocus();
});

it('says when the index cannot load, and tries again on the next focus', async () => {
  const user = userEvent.setup({ delay: null });
  const { box } = renderBox();
  const index = serialisedIndex('en');
  fetchMock.mockRejectedValue(new TypeError('offline'));
  await user.type(box, 'sip');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words.failed));
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(index) });
  act(() => box.blur());
  await user.click(box);
  expect(await within(screen.getByRole('search')).findByRole('list')).toBeInTheDocument();
});

it('carries over what was typed in the exported HTML box, and the focus, then loads the index', async () => {
  const html = document.createElement('div');
  html.innerHTML = '<input type="search" value="lock in" />';
  document.body.append(html);
  html.querySelector('input')?.focus();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(serialisedIndex('en')) });
  render(<SearchBox indexUrl="/carried/search-index.json" action={pathTo('/search/')} links={linksFor('en')} words={words} html={html} />);
  html.remove();
  const box = screen.getByRole('searchbox', { name: words.label });
  expect(box).toHaveValue('lock in');
  expect(box).toHaveFocus();
  expect(await within(screen.getByRole('search')).findByRole('list')).toBeInTheDocument();
});

it('leaves the page the visitor is on out of its results', async () => {
  const user = userEvent.setup({ delay: null });
  window.history.replaceState(null, '', topicPath('nav', 'en'));
  const { box } = renderBox();
  await user.type(box, 'nav');
  const list = await within(screen.getByRole('search')).findByRole('list');
  const hrefs = within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs).not.toContain(topicPath('nav', 'en'));
  window.history.replaceState(null, '', '/');
});

it('on the search page, answers the query in the address at once', async () => {
  window.history.replaceState(null, '', `${pathTo('/search/')}?q=sip+calculator`);
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(serialisedIndex('en')) });
  render(<SearchBox indexUrl="/address/search-index.json" action={pathTo('/search/')} links={linksFor('en')} words={words} fromAddress />);
  expect(screen.getByRole('searchbox', { name: words.label })).toHaveValue('sip calculator');
  const list = await within(screen.getByRole('search')).findByRole('list');
  expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', pathTo('/financial-calculator/'));
  window.history.replaceState(null, '', '/');
});
