'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './Icon';
import styles from './Carousel.module.css';

export type CarouselLayout = {
  slidesPerView: number;
  /** How many slides one step moves; defaults to 1. */
  slidesPerGroup?: number;
};

type CarouselProps = {
  /** Names the carousel for assistive technology, e.g. "Our services". */
  label: string;
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

type Pager = { pages: number; current: number; perView: number; group: number };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** A focus that follows a pointer press this soon is the mouse's doing, not the keyboard's. */
const POINTER_FOCUS_WINDOW_MS = 600;

/** "Show slides 4 to 6" for page 2 of a three-up carousel, clamped where the last page is short. */
function pageLabel(page: number, pager: Pager, total: number): string {
  const first = Math.max(0, Math.min(page * pager.group, total - pager.perView));
  const last = Math.min(total, first + pager.perView);
  return last - first <= 1 ? `Show slide ${first + 1}` : `Show slides ${first + 1} to ${last}`;
}

/**
 * One carousel for the whole site, on Swiper, following the W3C APG carousel pattern: a labelled
 * carousel of labelled slides, a pause/play button first in its tab order, rotation that stops for
 * good on keyboard focus and on any interaction (a swipe or drag, an arrow, a dot) until play is
 * pressed, and pauses while the mouse is over the slides, no autoplay under
 * prefers-reduced-motion, and off-screen slides made inert so they are neither focused nor read.
 * Before hydration the first slides already sit at their final width, laid out by the same CSS.
 */
export function Carousel({ label, slides, layout, gap = 24, autoplayDelayMs, resumeAfterHoverMs, transitionMs }: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastPointerDown = useRef(Number.NEGATIVE_INFINITY);
  const trackId = useId();

  const [pager, setPager] = useState<Pager | null>(null);
  /** The visitor's choice from the pause/play button; null until they make one. */
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovering, setHovering] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );

  const ready = pager !== null;
  const playing = userPlaying ?? !reducedMotion;
  const rotating = ready && playing && !hovering;

  const { base, from640, from960 } = layout;
  const tablet = from640 ?? base;
  const desktop = from960 ?? tablet;

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const reduce = window.matchMedia(REDUCED_MOTION).matches;
    const toParams = (l: CarouselLayout) => ({ slidesPerView: l.slidesPerView, slidesPerGroup: l.slidesPerGroup ?? 1 });

    const sync = (swiper: Swiper) => {
      if (swiper.destroyed) return;
      const offset = swiper.snapGrid[swiper.snapIndex] ?? 0;
      swiper.slides.forEach((slide, i) => {
        const start = swiper.slidesGrid[i] ?? 0;
        const end = start + (swiper.slidesSizesGrid[i] ?? 0);
        // Off-screen slides leave the tab order and the accessibility tree.
        slide.inert = !(start >= offset - 1 && end <= offset + swiper.size + 1);
      });
      const perView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
      const next: Pager = { pages: swiper.snapGrid.length, current: swiper.snapIndex, perView, group: swiper.params.slidesPerGroup ?? 1 };
      setPager((prev) =>
        prev && prev.pages === next.pages && prev.current === next.current && prev.perView === next.perView && prev.group === next.group
          ? prev
          : next,
      );
    };
    let frame = 0;
    const syncSoon = (swiper: Swiper) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => sync(swiper));
    };

    const options: SwiperOptions = {
      modules: [Autoplay],
      ...toParams(base),
      spaceBetween: gap,
      breakpoints: { 640: toParams(tablet), 960: toParams(desktop) },
      speed: reduce ? 0 : transitionMs,
      rewind: true,
      // Started and stopped from React state below, never by Swiper itself.
      autoplay: { delay: autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: false, stopOnLastSlide: false },
      on: {
        afterInit: sync,
        snapIndexChange: sync,
        snapGridLengthChange: syncSoon,
        breakpoint: syncSoon,
        resize: syncSoon,
        // A swipe or drag: the visitor has taken over, so rotation stops until they press play.
        sliderFirstMove: () => setUserPlaying(false),
      },
    };
    const swiper = new Swiper(viewport, options);
    swiper.autoplay.stop();
    swiperRef.current = swiper;
    return () => {
      cancelAnimationFrame(frame);
      swiperRef.current = null;
      const slideEls = [...swiper.slides];
      swiper.destroy(true, true);
      for (const slide of slideEls) slide.inert = false;
    };
  }, [base, tablet, desktop, gap, autoplayDelayMs, transitionMs]);

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed || !ready) return;
    if (rotating && !swiper.autoplay.running) swiper.autoplay.start();
    if (!rotating && swiper.autoplay.running) swiper.autoplay.stop();
  }, [rotating, ready]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(resumeTimer.current);
    setHovering(true);
  };
  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setHovering(false), resumeAfterHoverMs);
  };
  const onFocus = () => {
    // Keyboard focus stops rotation until the visitor presses play; a click is covered by hover.
    if (performance.now() - lastPointerDown.current < POINTER_FOCUS_WINDOW_MS) return;
    setUserPlaying(false);
  };

  const cssVars = {
    '--pv-base': base.slidesPerView,
    '--pv-640': tablet.slidesPerView,
    '--pv-960': desktop.slidesPerView,
    '--gap': `${gap}px`,
  } as React.CSSProperties;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={ready ? '' : undefined}
      onPointerDown={() => {
        lastPointerDown.current = performance.now();
      }}
      onFocus={onFocus}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={`${styles.control} ${styles.pause}`}
          aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
          onClick={() => setUserPlaying(!playing)}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label="Previous slide"
          aria-controls={trackId}
          onClick={() => {
            setUserPlaying(false);
            swiperRef.current?.slidePrev();
          }}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label="Next slide"
          aria-controls={trackId}
          onClick={() => {
            setUserPlaying(false);
            swiperRef.current?.slideNext();
          }}
        >
          <ChevronRightIcon />
        </button>
      </div>

      {/* Hovering the slides pauses rotation; hovering the buttons does not, so "Start" starts at once. */}
      <div
        ref={viewportRef}
        className={`swiper ${styles.viewport}`}
        style={cssVars}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        <div className={`swiper-wrapper ${styles.track}`} id={trackId} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      <div className={styles.pagination}>
        {pager && pager.pages > 1
          ? Array.from({ length: pager.pages }, (_, page) => (
              <button
                key={page}
                type="button"
                className={styles.dot}
                aria-label={pageLabel(page, pager, slides.length)}
                aria-current={page === pager.current ? 'true' : undefined}
                aria-controls={trackId}
                onClick={() => {
                  setUserPlaying(false);
                  swiperRef.current?.slideTo(Math.min(page * pager.group, slides.length - 1));
                }}
              />
            ))
          : null}
      </div>
    </section>
  );
}
