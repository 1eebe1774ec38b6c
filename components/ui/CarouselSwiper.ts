import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import type { SliderEvents } from '@/hooks/useCarousel';

export type CarouselLayout = {
  slidesPerView: number;
  /** How many slides one step moves; defaults to 1. */
  slidesPerGroup?: number;
};

export type SwiperSettings = {
  /** Under 640 px, from 640 px and from 960 px. */
  layouts: readonly [CarouselLayout, CarouselLayout, CarouselLayout];
  gap: number;
  autoplayDelayMs: number;
  transitionMs: number;
  reducedMotion: boolean;
};

export type RunningSwiper = { swiper: Swiper; destroy: () => void };

const toParams = (l: CarouselLayout) => ({ slidesPerView: l.slidesPerView, slidesPerGroup: l.slidesPerGroup ?? 1 });

/**
 * Fetched with Swiper (this module is imported dynamically too), so the page's first load carries
 * none of it. Fetches Swiper, its script and its stylesheet, only now (the page's first load carries neither),
 * then starts it on `viewport` with autoplay stopped: the Carousel starts and stops it. Off-screen
 * slides are kept inert after every move.
 */
export async function startSwiper(viewport: HTMLElement, settings: SwiperSettings, events: SliderEvents): Promise<RunningSwiper> {
  const [{ default: SwiperClass }, { Autoplay }] = await Promise.all([import('swiper'), import('swiper/modules'), import('swiper/css')]);
  const [base, tablet, desktop] = settings.layouts;

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
    events.onPager({ pages: swiper.snapGrid.length, current: swiper.snapIndex, perView, group: swiper.params.slidesPerGroup ?? 1 });
  };
  let frame = 0;
  const syncSoon = (swiper: Swiper) => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => sync(swiper));
  };

  const options: SwiperOptions = {
    modules: [Autoplay],
    ...toParams(base),
    spaceBetween: settings.gap,
    breakpoints: { 640: toParams(tablet), 960: toParams(desktop) },
    speed: settings.reducedMotion ? 0 : settings.transitionMs,
    rewind: true,
    // Started and stopped from React state, never by Swiper itself.
    autoplay: { delay: settings.autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: false, stopOnLastSlide: false },
    on: {
      afterInit: sync,
      snapIndexChange: sync,
      snapGridLengthChange: syncSoon,
      breakpoint: syncSoon,
      resize: syncSoon,
      // A swipe or drag: the visitor has taken over.
      sliderFirstMove: () => events.onUserMove(),
    },
  };
  // Before Swiper the row scrolls natively (a visitor may have swiped it meanwhile): carry on from
  // the slide they reached, as a swipe, so nothing jumps and rotation stays stopped.
  const track = viewport.querySelector<HTMLElement>('.swiper-wrapper');
  const scrolled = track?.scrollLeft ?? 0;
  const reached = scrolled > 0 && track ? [...track.children].findIndex((slide) => (slide as HTMLElement).offsetLeft >= scrolled - 1) : 0;

  const swiper = new SwiperClass(viewport, options);
  swiper.autoplay.stop();
  if (scrolled > 0 && track) {
    track.scrollLeft = 0;
    swiper.slideTo(Math.max(0, reached), 0);
    events.onUserMove();
  }
  return {
    swiper,
    destroy: () => {
      cancelAnimationFrame(frame);
      const slides = [...swiper.slides];
      swiper.destroy(true, true);
      for (const slide of slides) slide.inert = false;
    },
  };
}
