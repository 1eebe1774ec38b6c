import type { Locale } from '@/lib/i18n/locale';
import { marketsData } from './data';
import type { MarketWidgetConfig } from './types';

// The two TradingView Symbol Overview configurations. The symbols and the labels the widget itself
// shows (in English, like the rest of the widget) are in content/markets.yml; the captions of our own
// fallback links come in the page's language from MarketsText (the English ones are the labels).

/** A year of daily bars, in English: what both blocks show; each sets its own look. */
export const symbolOverview = (
  title: string,
  symbols: MarketWidgetConfig['symbols'],
  look: Pick<MarketWidgetConfig, 'theme' | 'height' | 'chartOnly' | 'currency'>,
): MarketWidgetConfig => ({ title, symbols, dateRange: '12M', locale: 'en', ...look });

/** Home page, Market Overview: an Indian index and the rupee against the dollar over a year. */
export const indiaMarketOverview = symbolOverview(
  'Chart of the BSE SENSEX and the US dollar to Indian rupee rate over the last 12 months, from TradingView',
  marketsData.home,
  { theme: 'light', height: 380, chartOnly: true, currency: 'INR' },
);

/** Investor education, Global markets: three sample US companies, dark theme, 400 px high as the spec says. */
export const globalMarketsOverview = symbolOverview('Chart of Apple, Microsoft and Alphabet shares, from TradingView', marketsData.global, {
  theme: 'dark',
  height: 400,
  chartOnly: false,
  currency: 'USD',
});

/** The words around one chart, in one language. */
export type MarketSectionText = {
  heading: string;
  intro: string;
  /** The title of the frame TradingView creates (what a screen reader announces for it). */
  chartTitle: string;
  /** Our fallback links' words, by symbol (content/markets.yml): the build names a symbol without one. */
  captions: Readonly<Record<string, string>>;
};

/** The words our widget shell says (not TradingView's own, which stay English). "{symbols}" is the list of captions. */
export type TradingViewWords = {
  liveChartOf: string;
  loadNow: string;
  loading: string;
  failed: string;
  /** "{tradingView}" is the link to TradingView. */
  chartsBy: string;
};

/** Every market block's words in one language (content/en/markets.ts, content/hi/markets.ts). */
export type MarketsText = {
  home: MarketSectionText;
  global: MarketSectionText;
  widget: TradingViewWords;
};

/** A market block: the section's id and words, the widget it shows and the captions of its fallback links. */
export type MarketSectionContent = {
  id: string;
  heading: string;
  intro: string;
  config: MarketWidgetConfig;
  chartTitle: string;
  /** One per symbol of the config, in its order. */
  captions: readonly string[];
  words: TradingViewWords;
  locale: Locale;
};
