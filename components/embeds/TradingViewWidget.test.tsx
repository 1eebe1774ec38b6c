import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { homeMarketsIn } from '@/lib/embeds/markets';
import type { MarketWidgetConfig } from '@/content/types';
import { wordsFor } from '@/lib/i18n/words';
import { SYMBOL_OVERVIEW_SCRIPT, symbolOverviewConfig } from '@/lib/embeds/tradingview';
import { WIDGET_TIMEOUT_MS } from './tradingViewEmbed';
import { TradingViewWidget } from './TradingViewWidget';

const config: MarketWidgetConfig = {
  title: 'Chart of the SENSEX and USD/INR',
  symbols: [
    { symbol: 'BSE:SENSEX|1D', label: 'SENSEX' },
    { symbol: 'FX_IDC:USDINR|1D', label: 'USD/INR' },
  ],
  theme: 'light',
  height: 380,
  dateRange: '12M',
  chartOnly: true,
  locale: 'en',
  currency: 'INR',
};

const english = homeMarketsIn(wordsFor('en').markets, 'en');
const hindi = homeMarketsIn(wordsFor('hi').markets, 'hi');

/** The widget as the English home page sets it up, over this test's config. */
const widget = (
  <TradingViewWidget config={config} chartTitle={config.title} captions={['SENSEX', 'USD/INR']} words={english.words} locale="en" />
);

type ObserverCallback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;
let observers: Array<{ callback: ObserverCallback; disconnected: boolean }> = [];

beforeEach(() => {
  observers = [];
  window.IntersectionObserver = jest.fn((callback: ObserverCallback) => {
    const entry = { callback, disconnected: false };
    observers.push(entry);
    return {
      observe: jest.fn(),
      unobserve: jest.fn(),
      takeRecords: () => [],
      disconnect: jest.fn(() => {
        entry.disconnected = true;
      }),
    };
  }) as unknown as typeof IntersectionObserver;
});

afterEach(() => jest.useRealTimers());

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[src="${SYMBOL_OVERVIEW_SCRIPT}"]`)];

/**
 * The visitor scrolls, and the widget's box comes near the viewport; then the embedding code, fetched
 * with import(), injects the script.
 */
async function scrollIntoView() {
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  const live = observers.filter((o) => !o.disconnected);
  expect(live).toHaveLength(1);
  act(() => live[0]!.callback([{ isIntersecting: true }]));
  await waitFor(() => expect(scripts()).toHaveLength(1));
}

it('reserves its height and offers links to the symbols before loading anything', () => {
  render(widget);
  expect(scripts()).toHaveLength(0);
  expect(document.querySelector('[data-phase]')).toHaveStyle({ height: '380px' });
  expect(screen.getByRole('link', { name: 'SENSEX (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.tradingview.com/symbols/BSE-SENSEX/',
  );
  expect(screen.getByRole('link', { name: 'USD/INR (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.tradingview.com/symbols/FX_IDC-USDINR/',
  );
  // Near the viewport but not yet scrolled: still nothing.
  expect(observers).toHaveLength(0);
});

it('injects exactly one script with the JSON config once scrolled near, even under StrictMode', async () => {
  render(<StrictMode>{widget}</StrictMode>);
  await scrollIntoView();
  const script = scripts()[0]!;
  expect(script.async).toBe(true);
  expect(JSON.parse(script.text)).toEqual(symbolOverviewConfig(config));
  expect(screen.getByRole('status')).toHaveTextContent('Loading the chart');
});

it('titles the frame TradingView creates and then drops the placeholder', async () => {
  render(widget);
  await scrollIntoView();
  const frame = document.createElement('iframe');
  await act(async () => {
    scripts()[0]!.parentElement!.querySelector('.tradingview-widget-container__widget')!.append(frame);
  });
  expect(frame).toHaveAttribute('title', config.title);
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByRole('link', { name: /SENSEX/ })).toBeNull();
});

it('falls back to plain links when the script cannot load', async () => {
  render(widget);
  await scrollIntoView();
  act(() => {
    fireEvent.error(scripts()[0]!);
  });
  expect(screen.getByRole('status')).toHaveTextContent('The live chart could not be loaded');
  expect(screen.getByRole('link', { name: 'SENSEX (opens in a new tab)' })).toBeVisible();
});

it('falls back when the widget is too slow to appear', async () => {
  jest.useFakeTimers();
  render(widget);
  await scrollIntoView();
  act(() => jest.advanceTimersByTime(WIDGET_TIMEOUT_MS));
  expect(screen.getByRole('status')).toHaveTextContent('The live chart could not be loaded');
});

it('loads at once when the visitor asks', async () => {
  const user = userEvent.setup({ delay: null });
  render(widget);
  await user.click(screen.getByRole('button', { name: 'Load the chart now' }));
  await waitFor(() => expect(scripts()).toHaveLength(1));
});

it('leaves nothing behind when unmounted', async () => {
  const { unmount } = render(widget);
  await scrollIntoView();
  unmount();
  expect(scripts()).toHaveLength(0);
});

describe('on a Hindi page', () => {
  const hindiWidget = (
    <TradingViewWidget config={hindi.config} chartTitle={hindi.chartTitle} captions={hindi.captions} words={hindi.words} locale="hi" />
  );

  it('says everything of its own in Hindi, and asks TradingView for the same widget as in English', async () => {
    const user = userEvent.setup({ delay: null });
    render(hindiWidget);
    const newTab = wordsFor('hi').ui.opensInNewTab.trim();
    expect(screen.getByRole('link', { name: `${hindi.captions[1]} ${newTab}` })).toHaveAttribute(
      'href',
      'https://www.tradingview.com/symbols/FX_IDC-USDINR/',
    );
    expect(screen.getByRole('link', { name: `TradingView ${newTab}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: hindi.words.loadNow }));
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(JSON.parse(scripts()[0]!.text)).toEqual(symbolOverviewConfig(english.config));
    expect(screen.getByRole('status')).toHaveTextContent(hindi.words.loading);
    act(() => {
      fireEvent.error(scripts()[0]!);
    });
    expect(screen.getByRole('status')).toHaveTextContent(hindi.words.failed);
  });

  it('titles the frame in Hindi', async () => {
    const user = userEvent.setup({ delay: null });
    render(hindiWidget);
    await user.click(screen.getByRole('button', { name: hindi.words.loadNow }));
    await waitFor(() => expect(scripts()).toHaveLength(1));
    const frame = document.createElement('iframe');
    await act(async () => {
      scripts()[0]!.parentElement!.querySelector('.tradingview-widget-container__widget')!.append(frame);
    });
    expect(frame).toHaveAttribute('title', hindi.chartTitle);
  });
});
