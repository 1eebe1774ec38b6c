'use client';

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLibrarySearch, useSettled } from '@/hooks/useLibrarySearch';
import { withBasePath } from '@/lib/paths';
import type { LibraryText } from '@/content/libraryText';
import { fillTemplate } from '@/lib/template';
import styles from './LibrarySearch.module.css';
import type { FromHtml } from './onFirstUse';

type SearchBoxProps = FromHtml & {
  /** The edition's index (site path, without the base path). */
  indexUrl: `/${string}`;
  /** Where the box leads without JavaScript, and where "no results" points. */
  glossaryUrl: `/${string}`;
  /** The box's words in the page's language (content/en/library.ts, content/hi/library.ts). */
  words: LibraryText['search'];
};

/**
 * The library's search box. The index and the search code are fetched on the first focus or
 * keystroke, never before; results are links within the page's edition, reachable with the arrow
 * keys, and their count is announced once typing pauses. Without JavaScript the form leads to the glossary.
 */
export function SearchBox({ indexUrl, glossaryUrl, words, html }: SearchBoxProps) {
  // What the visitor typed in the exported HTML's box before this code arrived, and whether they are still in it.
  const [carried] = useState(() => {
    const before = html?.querySelector('input');
    return { query: before?.value ?? '', focused: !!before && before === document.activeElement };
  });
  const [query, setQuery] = useState(carried.query);
  const { status, index, start } = useLibrarySearch(withBasePath(indexUrl));
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    if (carried.focused) input.current?.focus();
  }, [carried]);
  const hits = useMemo(() => (index && query.trim() ? index.search(query) : []), [index, query]);

  let message = '';
  if (query.trim()) {
    if (status === 'failed') message = words.failed;
    else if (status !== 'ready') message = words.loading;
    else if (hits.length === 0) message = fillTemplate(words.none, { query: query.trim() });
    else message = fillTemplate(hits.length === 1 ? words.resultOne : words.resultMany, { count: hits.length });
  }
  const announced = useSettled(message, 500);
  const nothing = status === 'ready' && query.trim() !== '' && hits.length === 0;

  const links = () => [...(list.current?.querySelectorAll('a') ?? [])];
  const move = (event: KeyboardEvent, step: number) => {
    const all = links();
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
      action={withBasePath(glossaryUrl)}
      onSubmit={(event) => {
        event.preventDefault();
        links()[0]?.focus();
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
          <a href={withBasePath(glossaryUrl)}>{words.noneLink}</a>
        </p>
      )}
      <ul ref={list} id={`${id}-results`} className={styles.results} hidden={hits.length === 0}>
        {hits.map((hit) => (
          <li key={hit.url}>
            <a href={withBasePath(hit.url as `/${string}`)} className={styles.hit}>
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
