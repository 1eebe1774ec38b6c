import type { UiText } from '@/content/ui';
import { fillTemplate } from '@/lib/template';
import type { CarouselLayout, Pager } from './CarouselSwiper';
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

/** One button per position, the current one marked; the row keeps its height while empty, so nothing moves when they appear. */
export function CarouselDots({ styles, words, pager, total, controls, onPage }: CarouselDotsProps) {
  return (
    <div className={styles.pagination}>
      {pager && pager.pages > 1
        ? Array.from({ length: pager.pages }, (_, page) => (
            <button
              key={page}
              type="button"
              className={styles.dot}
              aria-label={pageLabel(page, pager, total, words)}
              aria-current={page === pager.current ? 'true' : undefined}
              aria-controls={controls}
              onClick={() => onPage(Math.min(page * pager.group, total - 1))}
            />
          ))
        : null}
    </div>
  );
}

/** Whether Swiper's new pager state says nothing the carousel does not already show (so no re-render). */
export const samePager = (a: Pager | null, b: Pager) =>
  a !== null && a.pages === b.pages && a.current === b.current && a.perView === b.perView && a.group === b.group;

type CarouselSlideProps = { className: string; label: string; children: React.ReactNode };

/** One slide: a group the APG pattern names "slide", labelled "3 of 10" in the page's language. */
export function CarouselSlide({ className, label, children }: CarouselSlideProps) {
  return (
    <div className={className} role="group" aria-roledescription="slide" aria-label={label}>
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
