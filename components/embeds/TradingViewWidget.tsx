import { ExternalLink } from '@/components/ui/ExternalLink';
import type { TradingViewWords } from '@/content/markets';
import type { MarketWidgetConfig } from '@/content/types';
import { HTML_LANG, type Locale } from '@/lib/i18n/locale';
import { fillTemplate } from '@/lib/template';
import { symbolOverviewConfig, tradingViewSymbolUrl } from '@/lib/embeds/tradingview';
import { TradingViewLoader } from './TradingViewLoader';
import styles from './TradingViewWidget.module.css';

type TradingViewWidgetProps = {
  /** What TradingView draws: its own words stay English, whatever the page's language. */
  config: MarketWidgetConfig;
  /** The title of the frame TradingView creates, in the page's language. */
  chartTitle: string;
  /** The fallback links' words, one per symbol of the config, in its order. */
  captions: readonly string[];
  words: TradingViewWords;
  locale: Locale;
};

/**
 * TradingView's Symbol Overview widget, loaded only when the visitor scrolls it near the viewport
 * (so no page talks to TradingView on its first paint), in a box of fixed height (no layout shift),
 * with a titled frame, and with plain links to the symbols on tradingview.com when the script
 * cannot load. One widget serves every configuration in content/markets.ts. A server shell: the
 * placeholder, the links and the caption are plain HTML, and only TradingViewLoader ships.
 */
export function TradingViewWidget({ config, chartTitle, captions, words, locale }: TradingViewWidgetProps) {
  const symbols = new Intl.ListFormat(HTML_LANG[locale], { style: 'long', type: 'conjunction' }).format(captions);
  const [beforeLink, afterLink = ''] = words.chartsBy.split('{tradingView}');
  return (
    <figure className={styles.widget} data-theme={config.theme}>
      <TradingViewLoader
        json={JSON.stringify(symbolOverviewConfig(config))}
        title={chartTitle}
        height={config.height}
        words={{ loadNow: words.loadNow, loading: words.loading, failed: words.failed }}
        placeholder={
          <>
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
            <p className={styles.message}>{fillTemplate(words.liveChartOf, { symbols })}</p>
            <ul className={styles.links}>
              {config.symbols.map((s, i) => (
                <li key={s.symbol}>
                  <ExternalLink locale={locale} href={tradingViewSymbolUrl(s.symbol)}>
                    {captions[i] ?? s.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </>
        }
      />
      <figcaption className={styles.caption}>
        {beforeLink}
        <ExternalLink locale={locale} href="https://www.tradingview.com/">
          TradingView
        </ExternalLink>
        {afterLink}
      </figcaption>
    </figure>
  );
}
