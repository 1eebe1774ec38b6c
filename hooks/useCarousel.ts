import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useLoadTrigger } from './useLoadTrigger';
import { useReducedMotion } from './useReducedMotion';

/** Where the carousel stands: how many positions, which one shows, and how slides are grouped. */
export type Pager = { pages: number; current: number; perView: number; group: number };

/** What the slider tells the carousel as it runs. */
export type SliderEvents = {
  /** After every move, resize or breakpoint change. */
  onPager: (pager: Pager) => void;
  /** The visitor swiped or dragged. */
  onUserMove: () => void;
};

/** The running slider as the carousel drives it (Swiper's own object is one). */
export type Slider = {
  destroyed?: boolean;
  autoplay: { running: boolean; start: () => unknown; stop: () => unknown };
  slidePrev: () => unknown;
  slideNext: () => unknown;
  slideTo: (index: number) => unknown;
};

/** Fetches and starts the slider on the carousel's viewport, with its autoplay stopped: the hook starts and stops it. */
export type StartSlider = (viewport: HTMLElement, events: SliderEvents) => Promise<{ swiper: Slider; destroy: () => void }>;

type CarouselOptions = {
  /** Called when the carousel nears the viewport or is reached first; a new function restarts the slider. */
  start: StartSlider;
  /** After a mouse hover, how long until rotation resumes. */
  resumeAfterHoverMs: number;
};

/** A focus that follows a pointer press this soon is the mouse's doing, not the keyboard's. */
const POINTER_FOCUS_WINDOW_MS = 600;

/** The slider is fetched when the carousel comes this near the viewport (or is reached first). */
const LOAD_MARGIN = '50% 0px';

const samePager = (a: Pager | null, b: Pager) =>
  a !== null && a.pages === b.pages && a.current === b.current && a.perView === b.perView && a.group === b.group;

/**
 * The carousel's behaviour, following the W3C APG carousel pattern: the slider is fetched only when
 * the carousel nears the viewport or the visitor reaches it; it rotates unless the visitor asks for
 * less motion; rotation stops for good on keyboard focus and on any interaction (a swipe or drag, an
 * arrow, a dot) until play is pressed, and pauses while the mouse is over the slides. The component
 * attaches the refs and handlers and draws the state.
 */
export function useCarousel({ start, resumeAfterHoverMs }: CarouselOptions) {
  const carouselRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastPointerDown = useRef(Number.NEGATIVE_INFINITY);

  const [wanted, setWanted] = useState(false);
  const [slider, setSlider] = useState<Slider | null>(null);
  const [pager, setPager] = useState<Pager | null>(null);
  /** The visitor's choice from the pause/play button; null until they make one. */
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovering, setHovering] = useState(false);
  const reducedMotion = useReducedMotion();

  const ready = slider !== null && pager !== null;
  const playing = userPlaying ?? !reducedMotion;
  const rotating = ready && playing && !hovering;

  useLoadTrigger(carouselRef, { rootMargin: LOAD_MARGIN, onInteraction: true }, () => setWanted(true));

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!wanted || !viewport) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void start(viewport, {
      onPager: (next) => setPager((prev) => (samePager(prev, next) ? prev : next)),
      // A swipe or drag: rotation stops until the visitor presses play.
      onUserMove: () => setUserPlaying(false),
    })
      .then((running) => {
        if (cancelled) return running.destroy();
        stop = running.destroy;
        // The slider's code can arrive after the visitor is already in the carousel (seen under load): the
        // focus and pointer events went by before anything listened, so ask now. Keyboard focus inside
        // stops rotation as onFocus would; a mouse resting on the slides pauses it as a hover would.
        const focused = document.activeElement;
        if (focused && carouselRef.current?.contains(focused) && focused.matches(':focus-visible')) setUserPlaying(false);
        if (viewport.matches(':hover')) setHovering(true);
        setSlider(running.swiper);
      })
      // The slider could not be fetched: the slides stay a row that scrolls sideways, as without JavaScript.
      .catch(() => {});
    return () => {
      cancelled = true;
      stop?.();
      setSlider(null);
      setPager(null);
    };
  }, [wanted, start]);

  useEffect(() => {
    if (!slider || slider.destroyed || !ready) return;
    if (rotating && !slider.autoplay.running) slider.autoplay.start();
    if (!rotating && slider.autoplay.running) slider.autoplay.stop();
  }, [slider, rotating, ready]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  /** An arrow or a dot: the visitor has taken over, so rotation stops until they press play. */
  const takeOver = (move: (slider: Slider) => void) => {
    setUserPlaying(false);
    if (slider) move(slider);
  };

  return {
    carouselRef,
    viewportRef,
    ready,
    playing,
    rotating,
    pager,
    togglePlay: () => setUserPlaying(!playing),
    previous: () => takeOver((s) => s.slidePrev()),
    next: () => takeOver((s) => s.slideNext()),
    showSlide: (index: number) => takeOver((s) => s.slideTo(index)),
    /** For the carousel: a keyboard focus inside stops rotation until play is pressed; a click is covered by hover. */
    carouselHandlers: {
      onPointerDown: () => {
        lastPointerDown.current = performance.now();
      },
      onFocus: () => {
        if (performance.now() - lastPointerDown.current < POINTER_FOCUS_WINDOW_MS) return;
        setUserPlaying(false);
      },
    },
    /** For the slides' viewport: a mouse over it pauses rotation, which resumes a while after it leaves. */
    viewportHandlers: {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(resumeTimer.current);
        setHovering(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(resumeTimer.current);
        resumeTimer.current = setTimeout(() => setHovering(false), resumeAfterHoverMs);
      },
    },
  };
}
