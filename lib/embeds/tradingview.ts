import type { MarketWidgetConfig, TradingViewSymbol } from '@/content/types';

/** TradingView's embed script for the Symbol Overview widget; it reads its config from its own text. */
export const SYMBOL_OVERVIEW_SCRIPT = 'https://s3.tradingview.com/external-embedding/embed-widget-symbol-overview.js';

/** The JSON TradingView's embed code puts inside the script element, built from our typed config. */
export function symbolOverviewConfig(config: MarketWidgetConfig): Record<string, unknown> {
  return {
    symbols: config.symbols.map(({ label, symbol }) => [label, config.currency ? `${symbol}|${config.currency}` : symbol]),
    chartOnly: config.chartOnly,
    dateRange: config.dateRange,
    colorTheme: config.theme,
    locale: config.locale,
    // The widget fills the box we reserve, so the page never moves when it arrives.
    autosize: true,
    width: '100%',
    height: '100%',
    isTransparent: false,
    showVolume: false,
    showMA: false,
    hideDateRanges: false,
    hideMarketStatus: false,
    hideSymbolLogo: false,
    scalePosition: 'right',
    scaleMode: 'Normal',
    chartType: 'area',
    changeMode: 'price-and-percent',
    valuesTracking: '1',
    noTimeScale: false,
  };
}

/** "BSE:SENSEX|1D" -> "BSE:SENSEX": the instrument without the widget's interval suffix. */
export function instrumentOf(symbol: TradingViewSymbol['symbol']): string {
  return symbol.split('|')[0] ?? symbol;
}

/** The instrument's public page on tradingview.com, the fallback when the widget cannot load. */
export function tradingViewSymbolUrl(symbol: TradingViewSymbol['symbol']): `https://${string}` {
  const slug = instrumentOf(symbol).replace(':', '-');
  return `https://www.tradingview.com/symbols/${encodeURIComponent(slug)}/`;
}
