/**
 * Brings a result that has just appeared (after Calculate, after a questionnaire's submit) into view,
 * its top clear of the sticky header and its bottom clear of the phone action bar: the band the page's
 * scroll-padding (app/globals.css) leaves free. A result already wholly in that band stays where it is;
 * one outside it, or taller than it, is brought to the band's top. The scroll is smooth only where the
 * page scrolls smoothly (CSS scroll-behavior, which app/globals.css sets only without
 * prefers-reduced-motion), so under reduced motion it is instant. The result's live region announces it.
 */
function revealInView(element: Element | null): void {
  if (!element) return;
  const style = getComputedStyle(document.documentElement);
  const top = parseFloat(style.scrollPaddingTop) || 0;
  const bottom = window.innerHeight - (parseFloat(style.scrollPaddingBottom) || 0);
  const box = element.getBoundingClientRect();
  if (box.top >= top && box.bottom <= bottom) return;
  element.scrollIntoView({ block: 'start' });
}

/**
 * After an answer appears (a calculator's result after Calculate, a self-check's verdict after Check):
 * brings `region` into view as revealInView does and moves keyboard focus to `target` (the result's
 * heading, the verdict), made focusable with tabindex=-1, so that focus and view agree: the button
 * pressed is no longer left under the sticky header or below the screen with focus on it. Focus
 * moving there is what a screen reader announces, once; the target is no live region as well. The
 * scroll is instant under reduced motion (see revealInView); preventScroll keeps focus() from
 * starting a second, instant scroll of its own.
 */
export function revealAndFocus(region: HTMLElement | null, target: HTMLElement | null = region): void {
  if (!region || !target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  revealInView(region);
  target.focus({ preventScroll: true });
}
