import type { Locale } from '@/lib/locale';
import { marketsData } from './data';
import { marketsText as hindi } from './hi/markets';
import { specStrings } from './specStrings';
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

/** Every market block's words in one language: the Hindi twin is content/hi/markets.ts. */
export type MarketsText = {
  home: MarketSectionText;
  global: MarketSectionText;
  widget: TradingViewWords;
};

/** The English captions are the labels the widget shows. */
const labels = (config: MarketWidgetConfig) => Object.fromEntries(config.symbols.map((s) => [s.symbol, s.label]));

const english: MarketsText = {
  home: {
    heading: specStrings.marketSection.text,
    intro:
      'The BSE SENSEX and the US dollar to rupee rate over the last twelve months. For information only: past movements do not indicate future performance.',
    chartTitle: indiaMarketOverview.title,
    captions: labels(indiaMarketOverview),
  },
  global: {
    heading: 'Global markets',
    intro:
      'Many Indian investors hold international funds or fund of funds that invest abroad. Here is how three of the largest US companies have moved over the last year. For information only, not a recommendation of any share or fund: past movements do not indicate future performance.',
    chartTitle: globalMarketsOverview.title,
    captions: labels(globalMarketsOverview),
  },
  widget: {
    liveChartOf: 'Live chart of {symbols}, from TradingView.',
    loadNow: 'Load the chart now',
    loading: 'Loading the chart…',
    failed: 'The live chart could not be loaded. The links above show the latest prices on TradingView.',
    chartsBy: 'Charts by {tradingView}. For information only, not a recommendation to buy or sell.',
  },
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

function section(
  id: string,
  config: MarketWidgetConfig,
  text: MarketSectionText,
  words: TradingViewWords,
  locale: Locale,
): MarketSectionContent {
  const captions = config.symbols.map((s) => {
    const caption = (text.captions as Record<string, string | undefined>)[s.symbol];
    if (caption === undefined) throw new Error(`content/hi/markets.ts: no caption for ${s.symbol} (content/markets.yml)`);
    return caption;
  });
  return { id, heading: text.heading, intro: text.intro, config, chartTitle: text.chartTitle, captions, words, locale };
}

function marketsText(locale: Locale): MarketsText {
  return locale === 'hi' ? hindi : english;
}

/** The home page's Market Overview section, in the page's language. */
export function homeMarketsFor(locale: Locale): MarketSectionContent {
  const text = marketsText(locale);
  return section('market-overview', indiaMarketOverview, text.home, text.widget, locale);
}

/** A Global markets block for the investor-education page: how the largest US companies have moved. */
export function globalMarketsFor(locale: Locale): MarketSectionContent {
  const text = marketsText(locale);
  return section('global-markets', globalMarketsOverview, text.global, text.widget, locale);
}

/** The English blocks, as the existing English pages and the e2e suite read them. */
export const homeMarkets = homeMarketsFor('en');
export const globalMarkets = globalMarketsFor('en');
