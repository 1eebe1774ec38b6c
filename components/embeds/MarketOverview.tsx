import { TradingViewWidget } from '@/components/embeds/TradingViewWidget';
import type { MarketSectionContent } from '@/content/markets';
import { HomeSection } from '@/components/home/HomeSection';

type MarketOverviewProps = MarketSectionContent & { band?: boolean };

/**
 * A section around one TradingView configuration: Market overview on the home page, Global markets
 * elsewhere. Pass it `homeMarketsIn(words.markets, locale)` or `globalMarketsIn(...)` (lib/embeds/markets.ts): the words come in the
 * page's language, the widget's own config stays the same in both.
 */
export function MarketOverview({ id, heading, intro, config, chartTitle, captions, words, locale, band }: MarketOverviewProps) {
  return (
    <HomeSection id={id} heading={heading} intro={intro} band={band}>
      <TradingViewWidget config={config} chartTitle={chartTitle} captions={captions} words={words} locale={locale} />
    </HomeSection>
  );
}
