import { TradingViewWidget } from '@/components/embeds/TradingViewWidget';
import type { MarketSectionContent } from '@/content/markets';
import { HomeSection } from '@/components/home/HomeSection';

type MarketOverviewProps = MarketSectionContent & { band?: boolean };

/** A section around one TradingView configuration: Market overview on the home page, Global markets elsewhere. */
export function MarketOverview({ id, heading, intro, config, band }: MarketOverviewProps) {
  return (
    <HomeSection id={id} heading={heading} intro={intro} band={band}>
      <TradingViewWidget config={config} />
    </HomeSection>
  );
}
