import type { MarketWidgetConfig } from './types';

/** A market block: the section's id, heading and introduction, and the widget it shows. */
export type MarketSectionContent = { id: string; heading: string; intro: string; config: MarketWidgetConfig };

// The two TradingView Symbol Overview configurations. TradingView restricts some NSE/BSE symbols in
// its free widgets: if a chart shows "symbol not available", swap the symbol here (for example
// "BSE:SENSEX|1D" for "NSE:NIFTY|1D" or an index ETF). Labels are what readers see in the fallback links.

/** A year of daily bars, in English: what both blocks show; each sets its own look. */
export const symbolOverview = (
  title: string,
  symbols: MarketWidgetConfig['symbols'],
  look: Pick<MarketWidgetConfig, 'theme' | 'height' | 'chartOnly' | 'currency'>,
): MarketWidgetConfig => ({ title, symbols, dateRange: '12M', locale: 'en', ...look });

/** Home page, Market Overview: an Indian index and the rupee against the dollar over a year. */
export const indiaMarketOverview = symbolOverview(
  'Chart of the BSE SENSEX and the US dollar to Indian rupee rate over the last 12 months, from TradingView',
  [
    { symbol: 'BSE:SENSEX|1D', label: 'BSE SENSEX' },
    { symbol: 'FX_IDC:USDINR|1D', label: 'US dollar to Indian rupee (USD/INR)' },
  ],
  { theme: 'light', height: 380, chartOnly: true, currency: 'INR' },
);

/** Investor education, Global markets: three sample US companies, dark theme, 400 px high as the spec says. */
export const globalMarketsOverview = symbolOverview(
  'Chart of Apple, Microsoft and Alphabet shares, from TradingView',
  [
    { symbol: 'NASDAQ:AAPL|1D', label: 'Apple (AAPL)' },
    { symbol: 'NASDAQ:MSFT|1D', label: 'Microsoft (MSFT)' },
    { symbol: 'NASDAQ:GOOGL|1D', label: 'Alphabet (GOOGL)' },
  ],
  { theme: 'dark', height: 400, chartOnly: false, currency: 'USD' },
);

/** The home page's Market Overview section. */
export const homeMarkets: MarketSectionContent = {
  id: 'market-overview',
  heading: 'Market overview',
  intro:
    'The BSE SENSEX and the US dollar to rupee rate over the last twelve months. For information only: past movements do not indicate future performance.',
  config: indiaMarketOverview,
};

/** A Global markets block for the investor-education page: how the largest US companies have moved. */
export const globalMarkets: MarketSectionContent = {
  id: 'global-markets',
  heading: 'Global markets',
  intro:
    'Many Indian investors hold international funds or fund of funds that invest abroad. Here is how three of the largest US companies have moved over the last year. For information only, not a recommendation.',
  config: globalMarketsOverview,
};
