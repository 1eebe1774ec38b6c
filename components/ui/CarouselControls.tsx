import type { UiText } from '@/content/ui';
import { fillTemplate } from '@/lib/template';
import type { Pager } from '@/hooks/useCarousel';
import type { CarouselLayout } from './CarouselSwiper';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './Icon';

type CarouselWords = UiText['carousel'];

/** "Show slides 4 to 6" for page 2 of a three-up carousel, clamped where the last page is short. */
function pageLabel(page: number, pager: Pager, total: number, words: CarouselWords): string {
  const first = Math.max(0, Math.min(page * pager.group, total - pager.perView));
  const last = Math.min(total, first + pager.perView);
  return last - first <= 1
    ? fillTemplate(words.showSlide, { from: first + 1 })
    : fillTemplate(words.showSlides, { from: first + 1, to: last });
}

/**
 * The carousel's class names, from Carousel.tsx: its stylesheet has one importer, since Turbopack
 * merged it into the site-wide CSS chunk (loaded by every page) when a second module imported it.
 */
type CarouselStyles = Readonly<Record<string, string>>;

type CarouselButtonsProps = {
  styles: CarouselStyles;
  words: CarouselWords;
  playing: boolean;
  /** The id of the slide track the arrows move. */
  controls: string;
  onPlayToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
};

/** Pause/play on the left, previous and next on the right: first in the carousel's tab order, as APG asks. */
export function CarouselButtons({ styles, words, playing, controls, onPlayToggle, onPrevious, onNext }: CarouselButtonsProps) {
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={`${styles.control} ${styles.pause}`}
        aria-label={playing ? words.stop : words.start}
        onClick={onPlayToggle}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button type="button" className={styles.control} aria-label={words.previous} aria-controls={controls} onClick={onPrevious}>
        <ChevronLeftIcon />
      </button>
      <button type="button" className={styles.control} aria-label={words.next} aria-controls={controls} onClick={onNext}>
        <ChevronRightIcon />
      </button>
    </div>
  );
}

type CarouselDotsProps = {
  styles: CarouselStyles;
  words: CarouselWords;
  /** Null until Swiper has measured the slides. */
  pager: Pager | null;
  total: number;
  controls: string;
  onPage: (firstSlide: number) => void;
};

/** The dot an arrow key moves to from `page` of `pages` (Home and End to the ends), or null for any other key. */
function dotAfterKey(key: string, page: number, pages: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (page + 1) % pages;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (page - 1 + pages) % pages;
  if (key === 'Home') return 0;
  if (key === 'End') return pages - 1;
  return null;
}

/**
 * One button per position, the current one marked; the row keeps its height while empty, so nothing
 * moves when they appear. The row is one Tab stop (the current dot; a roving tabindex): the arrow keys,
 * Home and End move to another dot and show its slides, as a tab list's would.
 */
export function CarouselDots({ styles, words, pager, total, controls, onPage }: CarouselDotsProps) {
  const show = (page: number) => pager && onPage(Math.min(page * pager.group, total - 1));
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!pager) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const from = buttons.indexOf(event.target as HTMLButtonElement);
    const to = from < 0 ? null : dotAfterKey(event.key, from, buttons.length);
    if (to === null) return;
    event.preventDefault();
    buttons[to]?.focus();
    show(to);
  };
  return (
    <div className={styles.pagination} onKeyDown={onKeyDown}>
      {pager && pager.pages > 1
        ? Array.from({ length: pager.pages }, (_, page) => (
            <button
              key={page}
              type="button"
              className={styles.dot}
              aria-label={pageLabel(page, pager, total, words)}
              aria-current={page === pager.current ? 'true' : undefined}
              aria-controls={controls}
              tabIndex={page === pager.current ? 0 : -1}
              onClick={() => show(page)}
            />
          ))
        : null}
    </div>
  );
}

/** Whether Swiper's new pager state says nothing the carousel does not already show (so no re-render). */
type CarouselSlideProps = { className: string; label: string; roleDescription: string; children: React.ReactNode };

/** One slide: a group the APG pattern names "slide" (in the page's language), labelled "3 of 10". */
export function CarouselSlide({ className, label, roleDescription, children }: CarouselSlideProps) {
  return (
    <div className={className} role="group" aria-roledescription={roleDescription} aria-label={label}>
      {children}
    </div>
  );
}

/** The CSS the exported HTML lays the slides out with before Swiper arrives: slides per view at each breakpoint, and the gap. */
export function layoutVars(
  [base, tablet, desktop]: readonly [CarouselLayout, CarouselLayout, CarouselLayout],
  gap: number,
): React.CSSProperties {
  return {
    '--pv-base': base.slidesPerView,
    '--pv-640': tablet.slidesPerView,
    '--pv-960': desktop.slidesPerView,
    '--gap': `${gap}px`,
  } as React.CSSProperties;
}
