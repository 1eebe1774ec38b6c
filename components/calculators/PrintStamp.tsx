'use client';

import { useEffect, useState } from 'react';

type PrintStampProps = {
  /** The page's own address on the firm's site, shown until the browser knows the full one (with the result's query). */
  fallbackUrl: string;
  /** "Printed on", "Open this result again at", in the page's language (content/ui.ts). */
  printedOn: string;
  reopenResult: string;
  /** The language the date is written in: "en-IN", "hi-IN". */
  dateLocale: string;
};

type Stamp = { date: string; url: string };

/**
 * On paper only: the date the page was printed and the address that reopens this very result (the
 * query holds the inputs). Read when the page loads and again just before printing, so a result
 * changed since still prints its own link.
 */
export function PrintStamp({ fallbackUrl, printedOn, reopenResult, dateLocale }: PrintStampProps) {
  const [stamp, setStamp] = useState<Stamp | null>(null);
  useEffect(() => {
    const read = () =>
      setStamp({
        date: new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()),
        url: window.location.href,
      });
    read();
    window.addEventListener('beforeprint', read);
    return () => window.removeEventListener('beforeprint', read);
  }, [dateLocale]);
  return (
    <>
      {stamp ? (
        <p>
          {printedOn} {stamp.date}.
        </p>
      ) : null}
      <p>
        {reopenResult} <span data-print-link="">{stamp?.url ?? fallbackUrl}</span>
      </p>
    </>
  );
}
