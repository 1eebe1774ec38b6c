/**
 * Brings a result that has just appeared (after Calculate, after a questionnaire's submit) into view,
 * its top clear of the sticky header and its bottom clear of the phone action bar: the band the page's
 * scroll-padding (app/globals.css) leaves free. A result already wholly in that band stays where it is;
 * one outside it, or taller than it, is brought to the band's top. The scroll is smooth only where the
 * page scrolls smoothly (CSS scroll-behavior, which app/globals.css sets only without
 * prefers-reduced-motion), so under reduced motion it is instant. The result's live region announces it.
 */
export function revealInView(element: Element | null): void {
  if (!element) return;
  const style = getComputedStyle(document.documentElement);
  const top = parseFloat(style.scrollPaddingTop) || 0;
  const bottom = window.innerHeight - (parseFloat(style.scrollPaddingBottom) || 0);
  const box = element.getBoundingClientRect();
  if (box.top >= top && box.bottom <= bottom) return;
  element.scrollIntoView({ block: 'start' });
}
