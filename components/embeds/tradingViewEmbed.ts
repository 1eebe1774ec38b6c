import { SYMBOL_OVERVIEW_SCRIPT } from '@/lib/embeds/tradingview';

/** Past this, a widget that has not drawn its frame is treated as unreachable and the links take over. */
export const WIDGET_TIMEOUT_MS = 15_000;

/**
 * TradingView's embed code, injected by hand into `host` (which React never renders inside, so the
 * widget's own DOM is safe from reconciliation): the script with its JSON config, a title on the
 * frame it creates, and a verdict, `loaded` once that frame exists or `failed` when the script
 * errors or nothing arrives in time. Returns the cleanup, which empties the host, so a remount
 * (StrictMode's included) starts from nothing and there is never a second widget. Loaded by
 * TradingViewLoader with import() only once the visitor scrolls near the chart or asks for it.
 */
export function embedTradingView(host: HTMLElement, json: string, title: string, report: (phase: 'loaded' | 'failed') => void): () => void {
  let settled = false;
  const settle = (phase: 'loaded' | 'failed') => {
    if (settled) return;
    settled = true;
    report(phase);
  };
  const titleFrames = () => {
    const frame = host.querySelector('iframe');
    if (!frame) return;
    if (frame.title !== title) frame.title = title;
    settled = true;
    report('loaded');
  };
  const observer = new MutationObserver(titleFrames);
  observer.observe(host, { childList: true, subtree: true, attributes: true, attributeFilter: ['title'] });

  const widget = document.createElement('div');
  widget.className = 'tradingview-widget-container__widget';
  const script = document.createElement('script');
  script.src = SYMBOL_OVERVIEW_SCRIPT;
  script.async = true;
  script.text = json;
  script.addEventListener('error', () => settle('failed'));
  host.append(widget, script);

  const timer = setTimeout(() => settle('failed'), WIDGET_TIMEOUT_MS);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    host.replaceChildren();
  };
}
