'use client';

import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useLibrarySearch, useSettled } from '@/hooks/useLibrarySearch';
import type { SearchText } from '@/content/search';
import { fillTemplate } from '@/lib/template';
import { fillNodes } from '@/components/ui/TemplateText';
import styles from './LibrarySearch.module.css';
import type { FromHtml } from './onFirstUse';

/** The box's words in the page's language (content/<locale>/search.ts; the library's box gives its own label). */
type SearchBoxWords = Pick<
  SearchText,
  | 'label'
  | 'hint'
  | 'button'
  | 'loading'
  | 'failed'
  | 'resultOne'
  | 'resultMany'
  | 'resultsLabel'
  | 'none'
  | 'noneHelp'
  | 'topicsLink'
  | 'glossaryLink'
  | 'contactLink'
  | 'kind'
>;

export type SearchBoxProps = FromHtml & {
  /** The edition's index (a site path). */
  indexUrl: `/${string}`;
  /** The search page: where the form leads without JavaScript (a GET with the query as `q`). */
  action: `/${string}`;
  /** Where "nothing found" points: the library's topics, the glossary and the contact page, in the page's language. */
  links: { topics: `/${string}`; glossary: `/${string}`; contact: `/${string}` };
  words: SearchBoxWords;
  /** The search page: the query comes from the address, and the index loads at once. */
  fromAddress?: boolean;
  limit?: number;
};

const noSubscription = () => () => {};

/** The query the search page was opened with (`?q=`), or the empty string. */
function queryOfAddress(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/**
 * The site's search box. The index and the search code are fetched on the first focus or keystroke
 * (on the search page, at once), never before; results are links within the page's edition, never
 * the page the visitor is on, reachable with the arrow keys, and their count is announced once typing
 * pauses. Without JavaScript the form opens the search page, which lists the topics and tools.
 */
export function SearchBox({ indexUrl, action, links: to, words, html, fromAddress = false, limit = 8 }: SearchBoxProps) {
  // What the visitor typed in the exported HTML's box before this code arrived, and whether they are still in it.
  const [carried] = useState(() => {
    const before = html?.querySelector('input');
    return { query: before?.value ?? '', focused: !!before && before === document.activeElement };
  });
  // The page the visitor is on, left out of its results, and on the search
  // page the query in its address: both known only in the browser, read after hydration so the
  // server's empty box and the browser's first render agree.
  const here = useSyncExternalStore(noSubscription, () => window.location.pathname, () => undefined);
  const asked = useSyncExternalStore(
    noSubscription,
    () => (fromAddress ? queryOfAddress(window.location.search) : ''),
    () => '',
  );
  const [typed, setQuery] = useState<string | null>(carried.query || null);
  const query = typed ?? asked;
  const { status, index, start } = useLibrarySearch(indexUrl);
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    if (carried.focused) input.current?.focus();
  }, [carried]);
  // The search page was opened to search: the index loads at once, once (a failure waits for the visitor).
  const opened = useRef(false);
  useEffect(() => {
    if (!fromAddress || opened.current) return;
    opened.current = true;
    start();
  }, [fromAddress, start]);
  const hits = useMemo(
    () => (index && query.trim() ? index.search(query, { limit, ...(here ? { exclude: here } : {}) }) : []),
    [index, query, limit, here],
  );

  let message = '';
  if (query.trim()) {
    if (status === 'failed') message = words.failed;
    else if (status !== 'ready') message = words.loading;
    else if (hits.length === 0) message = fillTemplate(words.none, { query: query.trim() });
    else message = fillTemplate(hits.length === 1 ? words.resultOne : words.resultMany, { count: hits.length });
  }
  const announced = useSettled(message, 500);
  const nothing = status === 'ready' && query.trim() !== '' && hits.length === 0;

  const resultLinks = () => [...(list.current?.querySelectorAll('a') ?? [])];
  const move = (event: KeyboardEvent, step: number) => {
    const all = resultLinks();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = all[at + step];
    if (event.key === 'Escape' || (at === 0 && step < 0)) input.current?.focus();
    else if (next) next.focus();
    else return;
    event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') move(event, 1);
    else if (event.key === 'ArrowUp') move(event, -1);
    else if (event.key === 'Escape' && event.target !== input.current) move(event, 0);
  };

  return (
    <form
      role="search"
      className={styles.search}
      // Where the search stands (idle, loading, ready, failed): what a test waits for, never a time.
      data-search-state={status}
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        resultLinks()[0]?.focus();
      }}
      onKeyDown={onKeyDown}
    >
      <label htmlFor={`${id}-q`} className={styles.label}>
        {words.label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {words.hint}
      </p>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-q`}
          name="q"
          type="search"
          className={styles.input}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          aria-controls={`${id}-results`}
          value={query}
          onFocus={start}
          onChange={(event) => {
            start();
            setQuery(event.target.value);
            if (fromAddress) {
              // The address follows the box, so a shared or reloaded link opens the same results.
              const address = new URL(window.location.href);
              if (event.target.value.trim()) address.searchParams.set('q', event.target.value);
              else address.searchParams.delete('q');
              window.history.replaceState(window.history.state, '', address);
            }
          }}
        />
        <button type="submit" className="button button-secondary">
          {words.button}
        </button>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {announced}
      </p>
      {nothing && (
        <p className={styles.none}>
          {fillNodes(words.noneHelp, {
            topics: <a href={to.topics}>{words.topicsLink}</a>,
            glossary: <a href={to.glossary}>{words.glossaryLink}</a>,
            contact: <a href={to.contact}>{words.contactLink}</a>,
          })}
        </p>
      )}
      <ul
        ref={list}
        id={`${id}-results`}
        className={styles.results}
        hidden={hits.length === 0}
        // Named once it holds results for a query (the exported HTML's empty list has nothing to name).
        aria-label={query.trim() ? fillTemplate(words.resultsLabel, { query: query.trim() }) : undefined}
      >
        {hits.map((hit) => (
          <li key={hit.url}>
            <a href={hit.url} className={styles.hit}>
              <span className={styles.title}>{hit.title}</span>
              <span className={styles.kind}>{words.kind[hit.kind]}</span>
            </a>
            <p className={styles.summary}>{hit.summary}</p>
          </li>
        ))}
      </ul>
    </form>
  );
}
