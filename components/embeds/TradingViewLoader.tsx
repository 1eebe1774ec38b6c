'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/useHydrated';
import { useLoadTrigger } from '@/hooks/useLoadTrigger';
import styles from './TradingViewWidget.module.css';

type TradingViewLoaderProps = {
  /** TradingView's JSON config (lib/embeds/tradingview), built on the server. */
  json: string;
  /** The title the widget's frame gets. */
  title: string;
  height: number;
  /** The server-rendered placeholder (pictures, what the chart shows, links to the symbols). */
  placeholder: ReactNode;
  /** The button and status words, in the page's language (from content/markets.ts, via the server parent). */
  words: { loadNow: string; loading: string; failed: string };
};

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * The interactive part of TradingViewWidget: the box of fixed height, the "Load the chart now"
 * button and the status line. It watches for the visitor's scroll towards the chart (or the button)
 * and only then fetches the embedding code (tradingViewEmbed) with import(), so the page's own
 * JavaScript carries the watcher alone. If that fetch fails, as if TradingView were unreachable,
 * the links in the placeholder take over.
 */
export function TradingViewLoader({ json, title, height, placeholder, words }: TradingViewLoaderProps) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const requested = phase !== 'waiting';

  useLoadTrigger(boxRef, { rootMargin: '200px 0px', afterScroll: true, enabled: !requested }, () => setPhase('loading'));

  useEffect(() => {
    const host = hostRef.current;
    if (!requested || !host) return;
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    import('./tradingViewEmbed').then(
      ({ embedTradingView }) => {
        if (!cancelled) cleanup = embedTradingView(host, json, title, setPhase);
      },
      () => {
        if (!cancelled) setPhase('failed');
      },
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [requested, json, title]);

  return (
    <div ref={boxRef} className={styles.box} style={{ height }} data-phase={phase}>
      <div ref={hostRef} className="tradingview-widget-container embed-fill" />
      {phase !== 'loaded' ? (
        <div className={`embed-placeholder ${styles.placeholder}`}>
          {placeholder}
          {/* Only this last part changes with the phase, and the box is top-aligned: nothing moves. */}
          {phase === 'waiting' ? (
            <button
              type="button"
              className={`button button-secondary ${styles.load}`}
              data-hydrated={hydrated ? '' : undefined}
              onClick={() => setPhase('loading')}
            >
              {words.loadNow}
            </button>
          ) : null}
          <p className={styles.status} role="status">
            {phase === 'loading' ? words.loading : null}
            {phase === 'failed' ? words.failed : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}
