import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { wordsFor } from '@/lib/i18n/words';
import { fillTemplate } from '@/lib/template';
import { Carousel } from './Carousel';
import { setReducedMotion } from '@/test/reducedMotion';

// Swiper needs real layout, which jsdom does not have. This stand-in lays out five 100 px slides in a
// 300 px viewport (three in view, one step at a time) and records what the island asks of it.
type Handler = (swiper: FakeSwiper) => void;
class FakeSwiper {
  static last: FakeSwiper | undefined;
  destroyed = false;
  slides: HTMLElement[];
  size = 300;
  snapIndex = 0;
  snapGrid = [0, 100, 200];
  slidesGrid: number[];
  slidesSizesGrid: number[];
  params = { slidesPerView: 3, slidesPerGroup: 1 };
  on: Record<string, Handler>;
  autoplay = {
    running: false,
    start: jest.fn(() => {
      this.autoplay.running = true;
    }),
    stop: jest.fn(() => {
      this.autoplay.running = false;
    }),
  };
  constructor(
    el: HTMLElement,
    public options: { on: Record<string, Handler> },
  ) {
    this.slides = [...el.querySelectorAll<HTMLElement>('.swiper-slide')];
    this.slidesGrid = this.slides.map((_, i) => i * 100);
    this.slidesSizesGrid = this.slides.map(() => 100);
    this.on = options.on;
    FakeSwiper.last = this;
    this.on.afterInit?.(this);
  }
  slideTo(index: number) {
    this.snapIndex = Math.min(index, this.snapGrid.length - 1);
    this.on.snapIndexChange?.(this);
  }
  slideNext() {
    this.slideTo(this.snapIndex + 1 >= this.snapGrid.length ? 0 : this.snapIndex + 1);
  }
  slidePrev() {
    this.slideTo(this.snapIndex === 0 ? this.snapGrid.length - 1 : this.snapIndex - 1);
  }
  destroy() {
    this.destroyed = true;
  }
}

jest.mock('swiper', () => ({ __esModule: true, default: jest.fn((el, options) => new FakeSwiper(el, options)) }));
jest.mock('swiper/modules', () => ({ Autoplay: {} }));

const slides = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name) => (
  <a key={name} href={`/${name.toLowerCase()}/`}>
    {name}
  </a>
));

const props = {
  label: 'Our services',
  words: wordsFor('en').ui.carousel,
  slides,
  layout: { base: { slidesPerView: 1 }, from640: { slidesPerView: 2 }, from960: { slidesPerView: 3 } },
  autoplayDelayMs: 4000,
  resumeAfterHoverMs: 2000,
  transitionMs: 600,
};

beforeEach(() => {
  setReducedMotion(false);
  FakeSwiper.last = undefined;
});
afterEach(() => jest.useRealTimers());

/** Renders the carousel and waits for Swiper, which it fetches on its own (at once here: jsdom has no IntersectionObserver). */
async function renderRunning(): Promise<FakeSwiper> {
  render(<Carousel {...props} />);
  await waitFor(() => expect(screen.getByRole('region', { name: 'Our services' })).toHaveAttribute('data-ready'));
  return FakeSwiper.last!;
}

it('renders a labelled carousel of labelled slides, with the pause button first, before any script runs', () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Carousel {...props} />);
  document.body.append(host);
  const region = within(host).getByRole('region', { name: 'Our services' });
  expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  const groups = within(region).getAllByRole('group');
  expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
  expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
  expect(within(groups[0]!).getByRole('link', { name: 'Alpha' })).toBeInTheDocument();
  expect(region.querySelector('button, a')).toHaveAccessibleName('Stop automatic slide show');
  expect(region.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
  host.remove();
});

it('rotates once running, and the pause button stops and restarts it, saying what it will do', async () => {
  const user = userEvent.setup({ delay: null });
  const swiper = await renderRunning();
  expect(swiper.autoplay.start).toHaveBeenCalledTimes(1);
  expect(document.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'off');

  await user.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
  expect(swiper.autoplay.running).toBe(false);
  expect(document.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');

  await user.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
  expect(swiper.autoplay.running).toBe(true);
  expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument();
});

// Under load, Swiper's code once arrived after keyboard focus was already inside (under load), and the
// carousel started rotating anyway. Hydrated and started with focus already in a slide, it stays put.
it('stays paused when focus is already inside as its code arrives', async () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Carousel {...props} />);
  document.body.append(host);
  within(host).getByRole('link', { name: 'Alpha' }).focus();
  await act(async () => {
    hydrateRoot(host, <Carousel {...props} />);
  });
  await waitFor(() => expect(host.querySelector('[aria-roledescription="carousel"]')).toHaveAttribute('data-ready'));
  expect(FakeSwiper.last?.autoplay.running).toBe(false);
  expect(within(host).getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  host.remove();
});

it('stops for good when keyboard focus enters', async () => {
  const user = userEvent.setup({ delay: null });
  const swiper = await renderRunning();
  // The link past the carousel comes first, outside it: reaching it changes nothing.
  await user.tab();
  expect(screen.getByRole('link', { name: fillTemplate(props.words.skip, { label: props.label }) })).toHaveFocus();
  expect(swiper.autoplay.running).toBe(true);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toHaveFocus();
  expect(swiper.autoplay.running).toBe(false);
  await user.tab();
  await user.tab();
  expect(swiper.autoplay.running).toBe(false);
});

it('offers one Tab stop past the carousel, and makes its dots one Tab stop that the arrow keys move along', async () => {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <Carousel {...props} />
      <a href="/after/">After</a>
    </>,
  );
  const region = screen.getByRole('region', { name: 'Our services' });
  await waitFor(() => expect(region).toHaveAttribute('data-ready'));
  // The skip link: Enter, then Tab, reaches what follows the carousel.
  await user.tab();
  await user.keyboard('{Enter}');
  await user.tab();
  expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();

  const dots = within(region).getAllByRole('button', { name: /^Show slides/ });
  expect(dots.filter((dot) => dot.tabIndex === 0)).toEqual([dots[0]]);
  act(() => dots[0]!.focus());
  await user.keyboard('{ArrowRight}');
  expect(dots[1]).toHaveFocus();
  expect(dots[1]).toHaveAttribute('aria-current', 'true');
  expect(dots.filter((dot) => dot.tabIndex === 0)).toEqual([dots[1]]);
  await user.keyboard('{End}');
  expect(dots.at(-1)).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(dots[0]).toHaveFocus();
  // Tab leaves the row: the next stop is past the carousel.
  await user.tab();
  expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
});

it.each([
  ['a swipe or drag', async () => act(() => FakeSwiper.last!.on.sliderFirstMove?.(FakeSwiper.last!))],
  ['the next arrow', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Next slide' }))],
  [
    'the previous arrow',
    async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Previous slide' })),
  ],
  ['a dot', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Show slides 3 to 5' }))],
])('stops for good after %s, until play is pressed', async (_name, interact) => {
  const user = userEvent.setup({ delay: null });
  const swiper = await renderRunning();
  expect(swiper.autoplay.running).toBe(true);
  await interact(user);
  expect(swiper.autoplay.running).toBe(false);
  expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
  expect(swiper.autoplay.running).toBe(true);
});

it('pauses while the mouse is over the slides and resumes two seconds after it leaves', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const swiper = await renderRunning();
  const slidesArea = screen.getByRole('group', { name: '1 of 5' });
  await user.hover(slidesArea);
  expect(swiper.autoplay.running).toBe(false);
  await user.unhover(slidesArea);
  act(() => jest.advanceTimersByTime(1900));
  expect(swiper.autoplay.running).toBe(false);
  act(() => jest.advanceTimersByTime(200));
  expect(swiper.autoplay.running).toBe(true);
  // Hovering is not the visitor's choice: the button still offers to stop.
  expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument();
});

it('does not autoplay under prefers-reduced-motion, but lets the visitor start it', async () => {
  setReducedMotion(true);
  const user = userEvent.setup({ delay: null });
  const swiper = await renderRunning();
  expect(swiper.autoplay.running).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
  expect(swiper.autoplay.running).toBe(true);
});

it('makes off-screen slides inert and keeps them in step with prev, next and the page buttons', async () => {
  const user = userEvent.setup({ delay: null });
  await renderRunning();
  const inert = () => screen.getAllByRole('group', { hidden: true }).map((g) => g.inert);
  expect(inert()).toEqual([false, false, false, true, true]);

  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(inert()).toEqual([true, false, false, false, true]);

  const pages = screen.getAllByRole('button', { name: /^Show slides/ });
  expect(pages.map((p) => p.getAttribute('aria-label'))).toEqual(['Show slides 1 to 3', 'Show slides 2 to 4', 'Show slides 3 to 5']);
  expect(pages[1]).toHaveAttribute('aria-current', 'true');

  await user.click(pages[2]!);
  expect(inert()).toEqual([true, true, false, false, false]);
  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(inert()).toEqual([false, false, false, true, true]);
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(screen.getByRole('button', { name: 'Show slides 3 to 5' })).toHaveAttribute('aria-current', 'true');
});

describe('before the carousel nears the viewport', () => {
  let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  beforeEach(() => {
    observed = [];
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      observed.push({ callback, options });
      return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [] };
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as Partial<typeof window>).IntersectionObserver;
  });
  const nearViewport = () =>
    act(() => observed[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));

  it('fetches no Swiper until it comes near, then starts rotating', async () => {
    render(<Carousel {...props} />);
    const region = screen.getByRole('region', { name: 'Our services' });
    await act(async () => {});
    expect(FakeSwiper.last).toBeUndefined();
    expect(region).not.toHaveAttribute('data-ready');
    expect(observed[0]?.options?.rootMargin).toMatch(/\S/);
    nearViewport();
    await waitFor(() => expect(region).toHaveAttribute('data-ready'));
    expect(FakeSwiper.last?.autoplay.running).toBe(true);
  });

  it.each([
    ['pointed at', 'pointerover'],
    ['touched', 'touchstart'],
    ['focused', 'focusin'],
  ])('fetches Swiper at once when %s first', async (_name, type) => {
    render(<Carousel {...props} />);
    const region = screen.getByRole('region', { name: 'Our services' });
    await act(async () => {});
    expect(FakeSwiper.last).toBeUndefined();
    act(() => {
      screen.getByRole('group', { name: '2 of 5' }).dispatchEvent(new Event(type, { bubbles: true }));
    });
    await waitFor(() => expect(region).toHaveAttribute('data-ready'));
  });
});

describe('on a Hindi page', () => {
  const hindi = wordsFor('hi').ui.carousel;
  const hindiProps = { ...props, label: 'हमारी सेवाएँ', words: hindi };

  it('names the carousel, its slides and its buttons in the words it is given', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Carousel {...hindiProps} />);
    const region = screen.getByRole('region', { name: hindiProps.label });
    await waitFor(() => expect(region).toHaveAttribute('data-ready'));
    // What a screen reader calls them is Hindi too, not "carousel" and "slide".
    expect(region).toHaveAttribute('aria-roledescription', hindi.roleCarousel);
    const groups = within(region).getAllByRole('group', { hidden: true });
    for (const group of groups) expect(group).toHaveAttribute('aria-roledescription', hindi.roleSlide);
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => fillTemplate(hindi.slideOf, { n, total: 5 })),
    );
    expect(region.querySelector('button')).toHaveAccessibleName(hindi.stop);
    const pages = within(region).getAllByRole('button', {
      name: new RegExp(`^${fillTemplate(hindi.showSlides, { from: '\\d', to: '\\d' })}$`),
    });
    expect(pages.map((p) => p.getAttribute('aria-label'))).toEqual(
      [
        { from: 1, to: 3 },
        { from: 2, to: 4 },
        { from: 3, to: 5 },
      ].map((page) => fillTemplate(hindi.showSlides, page)),
    );
    await user.click(within(region).getByRole('button', { name: hindi.next }));
    expect(within(region).getByRole('button', { name: hindi.start })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: hindi.previous })).toBeInTheDocument();
    // Nothing English is left on its controls.
    for (const control of within(region).getAllByRole('button')) expect(control.getAttribute('aria-label')).not.toMatch(/[A-Za-z]/);
  });
});
