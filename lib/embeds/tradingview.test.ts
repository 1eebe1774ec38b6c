import { symbolOverview } from '@/content/markets';
import { instrumentOf, symbolOverviewConfig, tradingViewSymbolUrl } from './tradingview';

const config = symbolOverview(
  'Test chart',
  [
    { symbol: 'BSE:SENSEX|1D', label: 'SENSEX' },
    { symbol: 'FX_IDC:USDINR|1D', label: 'USD/INR' },
  ],
  { theme: 'light', height: 360, chartOnly: true, currency: 'INR' },
);

it('builds the widget JSON in the shape TradingView reads', () => {
  expect(symbolOverviewConfig(config)).toMatchObject({
    symbols: [
      ['SENSEX', 'BSE:SENSEX|1D|INR'],
      ['USD/INR', 'FX_IDC:USDINR|1D|INR'],
    ],
    chartOnly: true,
    dateRange: '12M',
    colorTheme: 'light',
    locale: 'en',
    autosize: true,
  });
});

it('leaves the symbol alone when no currency is set', () => {
  expect(symbolOverviewConfig({ ...config, currency: undefined }).symbols).toEqual([
    ['SENSEX', 'BSE:SENSEX|1D'],
    ['USD/INR', 'FX_IDC:USDINR|1D'],
  ]);
});

it('links each symbol to its page on tradingview.com', () => {
  expect(instrumentOf('NASDAQ:AAPL|1D')).toBe('NASDAQ:AAPL');
  expect(tradingViewSymbolUrl('BSE:SENSEX|1D')).toBe('https://www.tradingview.com/symbols/BSE-SENSEX/');
  expect(tradingViewSymbolUrl('FX_IDC:USDINR|1D')).toBe('https://www.tradingview.com/symbols/FX_IDC-USDINR/');
  expect(tradingViewSymbolUrl('AAPL')).toBe('https://www.tradingview.com/symbols/AAPL/');
});
