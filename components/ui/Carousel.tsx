'use client';

import { useCallback, useId, useRef } from 'react';
import type { UiText } from '@/content/ui';
import { useCarousel, type StartSlider } from '@/hooks/useCarousel';
import { prefersReducedMotion } from '@/hooks/useReducedMotion';
import { fillTemplate } from '@/lib/template';
import { CarouselButtons, CarouselDots, CarouselSlide, layoutVars } from './CarouselControls';
import type { CarouselLayout } from './CarouselSwiper';
import styles from './Carousel.module.css';

type CarouselProps = {
  /** Names the carousel for assistive technology, e.g. "Our services", in the page's language. */
  label: string;
  /** Its controls' words in the page's language (`wordsFor(locale).ui.carousel`, from the server parent). */
  words: UiText['carousel'];
  slides: readonly React.ReactNode[];
  /** Slides per view under 640 px, from 640 px and from 960 px (the site's breakpoints). */
  layout: { base: CarouselLayout; from640?: CarouselLayout; from960?: CarouselLayout };
  /** Space between slides, in CSS pixels. */
  gap?: number;
  /** How long each position stays before the carousel moves on. */
  autoplayDelayMs: number;
  /** After a mouse hover, how long until rotation resumes. */
  resumeAfterHoverMs: number;
  /** Duration of one move (0 under prefers-reduced-motion). */
  transitionMs: number;
};

/**
 * One carousel for the whole site, on Swiper, following the W3C APG carousel pattern: a labelled
 * carousel of labelled slides, a pause/play button first in its tab order, rotation that stops for
 * good on keyboard focus and on any interaction (a swipe or drag, an arrow, a dot) until play is
 * pressed, and pauses while the mouse is over the slides, no autoplay under
 * prefers-reduced-motion, and off-screen slides made inert so they are neither focused nor read.
 * The exported HTML lays the first slides out at their final width with the carousel's own CSS;
 * Swiper is fetched only when the carousel nears the viewport or the visitor reaches it first.
 */
export function Carousel({ label, words, slides, layout, gap = 24, autoplayDelayMs, resumeAfterHoverMs, transitionMs }: CarouselProps) {
  const trackId = useId();
  const afterRef = useRef<HTMLSpanElement>(null);
  const { base, from640, from960 } = layout;
  const tablet = from640 ?? base;
  const desktop = from960 ?? tablet;

  // Swiper and its wiring are fetched only now (./CarouselSwiper): the page's first load carries none of it.
  const start = useCallback<StartSlider>(
    (viewport, events) =>
      import('./CarouselSwiper').then(({ startSwiper }) =>
        startSwiper(
          viewport,
          { layouts: [base, tablet, desktop], gap, autoplayDelayMs, transitionMs, reducedMotion: prefersReducedMotion() },
          events,
        ),
      ),
    [base, tablet, desktop, gap, autoplayDelayMs, transitionMs],
  );
  const {
    carouselRef,
    viewportRef,
    ready,
    playing,
    rotating,
    pager,
    togglePlay,
    previous,
    next,
    showSlide,
    carouselHandlers,
    viewportHandlers,
  } = useCarousel({ start, resumeAfterHoverMs });

  return (
    <div className={styles.frame}>
      {/*
        Before the carousel, not in it (its pause button stays first inside, as APG asks): one Tab stop
        that passes its controls and slides, shown when focused. The dots are one stop too (arrow keys
        move between them), so a keyboard visitor who does not want the slides is not held up.
      */}
      <a
        className={styles.skip}
        href={`#${trackId}-after`}
        onClick={(event) => {
          event.preventDefault();
          afterRef.current?.focus();
        }}
      >
        {fillTemplate(words.skip, { label })}
      </a>
      <section
        ref={carouselRef}
        className={styles.carousel}
        aria-roledescription={words.roleCarousel}
        aria-label={label}
        data-ready={ready ? '' : undefined}
        {...carouselHandlers}
      >
        <CarouselButtons
          styles={styles}
          words={words}
          playing={playing}
          controls={trackId}
          onPlayToggle={togglePlay}
          onPrevious={previous}
          onNext={next}
        />

        {/* Hovering the slides pauses rotation; hovering the buttons does not, so "Start" starts at once. */}
        <div
          ref={viewportRef}
          className={`swiper ${styles.viewport}`}
          style={layoutVars([base, tablet, desktop], gap)}
          {...viewportHandlers}
        >
          <div className={`swiper-wrapper ${styles.track}`} id={trackId} aria-live={rotating ? 'off' : 'polite'}>
            {slides.map((slide, i) => (
              <CarouselSlide
                key={i}
                className={`swiper-slide ${styles.slide}`}
                roleDescription={words.roleSlide}
                label={fillTemplate(words.slideOf, { n: i + 1, total: slides.length })}
              >
                {slide}
              </CarouselSlide>
            ))}
          </div>
        </div>

        <CarouselDots styles={styles} words={words} pager={pager} total={slides.length} controls={trackId} onPage={showSlide} />
      </section>
      <span ref={afterRef} id={`${trackId}-after`} className={styles.after} tabIndex={-1} />
    </div>
  );
}
