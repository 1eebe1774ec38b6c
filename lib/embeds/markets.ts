import {
  globalMarketsOverview,
  indiaMarketOverview,
  type MarketSectionContent,
  type MarketSectionText,
  type MarketsText,
  type TradingViewWords,
} from '@/content/markets';
import type { MarketWidgetConfig } from '@/content/types';
import type { Locale } from '../i18n/locale';

// A market block (the home page's, investor education's): the chart's config with one language's words.

function section(
  id: string,
  config: MarketWidgetConfig,
  text: MarketSectionText,
  words: TradingViewWords,
  locale: Locale,
): MarketSectionContent {
  const captions = config.symbols.map((s) => {
    const caption = (text.captions as Record<string, string | undefined>)[s.symbol];
    if (caption === undefined) throw new Error(`content/${locale}/markets.ts: no caption for ${s.symbol} (content/markets.yml)`);
    return caption;
  });
  return { id, heading: text.heading, intro: text.intro, config, chartTitle: text.chartTitle, captions, words, locale };
}

/** The home page's Market Overview section, in one language's words. */
export function homeMarketsIn(text: MarketsText, locale: Locale): MarketSectionContent {
  return section('market-overview', indiaMarketOverview, text.home, text.widget, locale);
}

/** A Global markets block for the investor-education page: how the largest US companies have moved. */
export function globalMarketsIn(text: MarketsText, locale: Locale): MarketSectionContent {
  return section('global-markets', globalMarketsOverview, text.global, text.widget, locale);
}
