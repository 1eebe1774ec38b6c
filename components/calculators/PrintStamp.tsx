'use client';

import { useEffect, useState } from 'react';
import { ui } from '@/content/ui';

type PrintStampProps = {
  /** The page's own address on the firm's site, shown until the browser knows the full one (with the result's query). */
  fallbackUrl: string;
};

type Stamp = { date: string; url: string };

const printedDate = () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());

/**
 * On paper only: the date the page was printed and the address that reopens this very result (the
 * query holds the inputs). Read when the page loads and again just before printing, so a result
 * changed since still prints its own link.
 */
export function PrintStamp({ fallbackUrl }: PrintStampProps) {
  const [stamp, setStamp] = useState<Stamp | null>(null);
  useEffect(() => {
    const read = () => setStamp({ date: printedDate(), url: window.location.href });
    read();
    window.addEventListener('beforeprint', read);
    return () => window.removeEventListener('beforeprint', read);
  }, []);
  return (
    <>
      {stamp ? (
        <p>
          {ui.printedOn} {stamp.date}.
        </p>
      ) : null}
      <p>
        {ui.reopenResult} <span data-print-link="">{stamp?.url ?? fallbackUrl}</span>
      </p>
    </>
  );
}
