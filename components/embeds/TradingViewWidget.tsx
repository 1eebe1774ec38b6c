'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { MarketWidgetConfig } from '@/content/types';
import { useHydrated } from '@/hooks/useHydrated';
import { useLoadTrigger } from '@/hooks/useLoadTrigger';
import { SYMBOL_OVERVIEW_SCRIPT, symbolOverviewConfig, tradingViewSymbolUrl } from '@/lib/tradingview';
import styles from './TradingViewWidget.module.css';

type TradingViewWidgetProps = {
  config: MarketWidgetConfig;
};

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

const listFormat = new Intl.ListFormat('en-IN', { style: 'long', type: 'conjunction' });

/** Past this, a widget that has not drawn its frame is treated as unreachable and the links take over. */
export const WIDGET_TIMEOUT_MS = 15_000;

/**
 * TradingView's Symbol Overview widget, loaded only when the visitor scrolls it near the viewport
 * (so no page talks to TradingView on its first paint), in a box of fixed height (no layout shift),
 * with a titled frame, and with plain links to the symbols on tradingview.com when the script
 * cannot load. One island serves every configuration in content/markets.ts.
 */
export function TradingViewWidget({ config }: TradingViewWidgetProps) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const requested = phase !== 'waiting';
  const json = useMemo(() => JSON.stringify(symbolOverviewConfig(config)), [config]);

  useLoadTrigger(boxRef, { rootMargin: '200px 0px', afterScroll: true, enabled: !requested }, () => setPhase('loading'));

  // Inject TradingView's embed code by hand; React never renders inside the host, so the widget's
  // own DOM is safe from reconciliation. The cleanup empties the host, so StrictMode's second mount
  // (and any remount) starts from nothing and there is never a second widget.
  useEffect(() => {
    const host = hostRef.current;
    if (!requested || !host || host.querySelector('script')) return;

    const titleFrames = () => {
      const frame = host.querySelector('iframe');
      if (!frame) return;
      if (frame.title !== config.title) frame.title = config.title;
      setPhase('loaded');
    };
    const observer = new MutationObserver(titleFrames);
    observer.observe(host, { childList: true, subtree: true, attributes: true, attributeFilter: ['title'] });

    const widget = document.createElement('div');
    widget.className = 'tradingview-widget-container__widget';
    const script = document.createElement('script');
    script.src = SYMBOL_OVERVIEW_SCRIPT;
    script.async = true;
    script.text = json;
    script.addEventListener('error', () => setPhase('failed'));
    host.append(widget, script);

    const timer = setTimeout(() => setPhase((p) => (p === 'loading' ? 'failed' : p)), WIDGET_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      host.replaceChildren();
    };
  }, [requested, json, config.title]);

  const symbols = listFormat.format(config.symbols.map((s) => s.label));

  return (
    <figure className={styles.widget} data-theme={config.theme}>
      <div ref={boxRef} className={styles.box} style={{ height: config.height }} data-phase={phase}>
        <div ref={hostRef} className="tradingview-widget-container embed-fill" />
        {phase !== 'loaded' ? (
          <div className={`embed-placeholder ${styles.placeholder}`}>
            <svg className={styles.ghost} aria-hidden="true" focusable="false" viewBox="0 0 600 160" preserveAspectRatio="none">
              <path d="M0 130 60 118l60 10 60-34 60 14 60-46 60 20 60-40 60 8 60-30 60 12v128H0z" fill="currentColor" />
            </svg>
            <svg className={styles.icon} aria-hidden="true" focusable="false" width="48" height="32" viewBox="0 0 48 32">
              <path
                d="M2 28 14 16l8 7L36 6l10 8"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            </svg>
            <p className={styles.message}>Live chart of {symbols}, from TradingView.</p>
            <ul className={styles.links}>
              {config.symbols.map((s) => (
                <li key={s.symbol}>
                  <ExternalLink href={tradingViewSymbolUrl(s.symbol)}>{s.label}</ExternalLink>
                </li>
              ))}
            </ul>
            {/* Only this last part changes with the phase, and the box is top-aligned: nothing moves. */}
            {phase === 'waiting' ? (
              <button
                type="button"
                className={`button button-secondary ${styles.load}`}
                data-hydrated={hydrated ? '' : undefined}
                onClick={() => setPhase('loading')}
              >
                Load the chart now
              </button>
            ) : null}
            <p className={styles.status} role="status">
              {phase === 'loading' ? 'Loading the chart…' : null}
              {phase === 'failed' ? 'The live chart could not be loaded. The links above show the latest prices on TradingView.' : null}
            </p>
          </div>
        ) : null}
      </div>
      <figcaption className={styles.caption}>
        Charts by <ExternalLink href="https://www.tradingview.com/">TradingView</ExternalLink>. For information only, not a recommendation
        to buy or sell.
      </figcaption>
    </figure>
  );
}
