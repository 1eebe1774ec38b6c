/**
 * jsdom has no matchMedia. This stand-in answers every query with "no match", except
 * `(prefers-reduced-motion: reduce)` when `reduce` is true, so tests can switch reduced motion on.
 */
export function setReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
