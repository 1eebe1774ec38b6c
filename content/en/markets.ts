import { globalMarketsOverview, indiaMarketOverview, type MarketsText } from '../markets';
import { specStrings } from '../specStrings';
import type { MarketWidgetConfig } from '../types';

// The words around the TradingView charts in English.

/** The English captions are the labels the widget shows. */
const labels = (config: MarketWidgetConfig) => Object.fromEntries(config.symbols.map((s) => [s.symbol, s.label]));

export const marketsText: MarketsText = {
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
      'Many Indian investors hold international funds or fund of funds that invest abroad. Here is how the shares of three large US companies have moved over the last year. For information only, not a recommendation of any share or fund. Past performance may or may not be sustained in future.',
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
