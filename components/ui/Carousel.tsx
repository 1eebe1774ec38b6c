'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type Swiper from 'swiper';
import type { UiText } from '@/content/ui';
import { useLoadTrigger } from '@/hooks/useLoadTrigger';
import { prefersReducedMotion, useReducedMotion } from '@/hooks/useReducedMotion';
import { fillTemplate } from '@/lib/template';
import { CarouselButtons, CarouselDots, CarouselSlide, layoutVars, samePager } from './CarouselControls';
import type { CarouselLayout, Pager } from './CarouselSwiper';
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

/** A focus that follows a pointer press this soon is the mouse's doing, not the keyboard's. */
const POINTER_FOCUS_WINDOW_MS = 600;

/** Swiper is fetched when the carousel comes this near the viewport (or is reached first). */
const LOAD_MARGIN = '50% 0px';

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
  const carouselRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastPointerDown = useRef(Number.NEGATIVE_INFINITY);
  const trackId = useId();
  const afterRef = useRef<HTMLSpanElement>(null);

  const [wanted, setWanted] = useState(false);
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [pager, setPager] = useState<Pager | null>(null);
  /** The visitor's choice from the pause/play button; null until they make one. */
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovering, setHovering] = useState(false);
  const reducedMotion = useReducedMotion();

  const ready = swiper !== null && pager !== null;
  const playing = userPlaying ?? !reducedMotion;
  const rotating = ready && playing && !hovering;

  const { base, from640, from960 } = layout;
  const tablet = from640 ?? base;
  const desktop = from960 ?? tablet;

  useLoadTrigger(carouselRef, { rootMargin: LOAD_MARGIN, onInteraction: true }, () => setWanted(true));

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!wanted || !viewport) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    const settings = {
      layouts: [base, tablet, desktop] as const,
      gap,
      autoplayDelayMs,
      transitionMs,
      reducedMotion: prefersReducedMotion(),
    };
    void import('./CarouselSwiper')
      .then(({ startSwiper }) =>
        startSwiper(viewport, settings, {
          onPager: (next) => setPager((prev) => (samePager(prev, next) ? prev : next)),
          // A swipe or drag: rotation stops until the visitor presses play.
          onUserMove: () => setUserPlaying(false),
        }),
      )
      .then((running) => {
        if (cancelled) return running.destroy();
        stop = running.destroy;
        // Swiper's code can arrive after the visitor is already in the carousel (seen under load): the
        // focus and pointer events went by before anything listened, so ask now. Keyboard focus inside
        // stops rotation as onFocus would; a mouse resting on the slides pauses it as a hover would.
        const focused = document.activeElement;
        if (focused && carouselRef.current?.contains(focused) && focused.matches(':focus-visible')) setUserPlaying(false);
        if (viewport.matches(':hover')) setHovering(true);
        setSwiper(running.swiper);
      })
      // Swiper could not be fetched: the slides stay a row that scrolls sideways, as without JavaScript.
      .catch(() => {});
    return () => {
      cancelled = true;
      stop?.();
      setSwiper(null);
      setPager(null);
    };
  }, [wanted, base, tablet, desktop, gap, autoplayDelayMs, transitionMs]);

  useEffect(() => {
    if (!swiper || swiper.destroyed || !ready) return;
    if (rotating && !swiper.autoplay.running) swiper.autoplay.start();
    if (!rotating && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, rotating, ready]);

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

  /** An arrow or a dot: the visitor has taken over, so rotation stops until they press play. */
  const takeOver = (move: () => void) => {
    setUserPlaying(false);
    move();
  };

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
        onPointerDown={() => {
          lastPointerDown.current = performance.now();
        }}
        onFocus={onFocus}
      >
        <CarouselButtons
          styles={styles}
          words={words}
          playing={playing}
          controls={trackId}
          onPlayToggle={() => setUserPlaying(!playing)}
          onPrevious={() => takeOver(() => swiper?.slidePrev())}
          onNext={() => takeOver(() => swiper?.slideNext())}
        />

        {/* Hovering the slides pauses rotation; hovering the buttons does not, so "Start" starts at once. */}
        <div
          ref={viewportRef}
          className={`swiper ${styles.viewport}`}
          style={layoutVars([base, tablet, desktop], gap)}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
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

        <CarouselDots
          styles={styles}
          words={words}
          pager={pager}
          total={slides.length}
          controls={trackId}
          onPage={(slide) => takeOver(() => swiper?.slideTo(slide))}
        />
      </section>
      <span ref={afterRef} id={`${trackId}-after`} className={styles.after} tabIndex={-1} />
    </div>
  );
}
