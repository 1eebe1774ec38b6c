import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setReducedMotion } from '@/test/reducedMotion';
import { useCarousel, type Pager, type Slider, type StartSlider } from './useCarousel';

// The carousel's behaviour without Swiper: a stand-in slider records what the hook asks of it, and a
// bare harness attaches the hook's refs and handlers as components/ui/Carousel.tsx does.

const RESUME_MS = 2000;
const FIRST_PAGE: Pager = { pages: 3, current: 0, perView: 3, group: 1 };

function standIn() {
  const slider: Slider & { autoplay: { running: boolean } } = {
    destroyed: false,
    autoplay: {
      running: false,
      start: jest.fn(() => (slider.autoplay.running = true)),
      stop: jest.fn(() => (slider.autoplay.running = false)),
    },
    slidePrev: jest.fn(),
    slideNext: jest.fn(),
    slideTo: jest.fn(),
  };
  const destroy = jest.fn();
  const start = jest.fn<ReturnType<StartSlider>, Parameters<StartSlider>>(async (_viewport, events) => {
    events.onPager(FIRST_PAGE);
    return { swiper: slider, destroy };
  });
  return { slider, destroy, start };
}

function Harness({ start }: { start: StartSlider }) {
  const { carouselRef, viewportRef, ready, playing, rotating, togglePlay, next, showSlide, carouselHandlers, viewportHandlers } =
    useCarousel({
      start,
      resumeAfterHoverMs: RESUME_MS,
    });
  return (
    <section
      ref={carouselRef}
      aria-label="carousel"
      data-ready={ready ? '' : undefined}
      data-rotating={String(rotating)}
      {...carouselHandlers}
    >
      <button onClick={togglePlay}>{playing ? 'stop' : 'play'}</button>
      <button onClick={next}>next</button>
      <button onClick={() => showSlide(2)}>third</button>
      <div ref={viewportRef} data-testid="slides" {...viewportHandlers}>
        <a href="#slide">slide</a>
      </div>
    </section>
  );
}

/** Renders the harness and waits until the slider runs (at once: jsdom has no IntersectionObserver). */
async function running(start: StartSlider) {
  const view = render(<Harness start={start} />);
  await waitFor(() => expect(screen.getByRole('region', { name: 'carousel' })).toHaveAttribute('data-ready'));
  return view;
}

beforeEach(() => setReducedMotion(false));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('starts the slider on its viewport and rotates once it reports its pages', async () => {
  const { slider, start } = standIn();
  await running(start);
  expect(start).toHaveBeenCalledWith(screen.getByTestId('slides'), expect.anything());
  expect(slider.autoplay.start).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('region')).toHaveAttribute('data-rotating', 'true');
});

it('stops for good when the visitor moves it, until play is pressed', async () => {
  const user = userEvent.setup({ delay: null });
  const { slider, start } = standIn();
  await running(start);
  await user.click(screen.getByRole('button', { name: 'next' }));
  expect(slider.slideNext).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'third' }));
  expect(slider.slideTo).toHaveBeenCalledWith(2);
  expect(slider.autoplay.running).toBe(false);
  await user.click(screen.getByRole('button', { name: 'play' }));
  expect(slider.autoplay.running).toBe(true);
});

it('stops when a swipe or drag moves it', async () => {
  const { slider, start } = standIn();
  await running(start);
  act(() => start.mock.calls[0]?.[1].onUserMove());
  expect(slider.autoplay.running).toBe(false);
  expect(screen.getByRole('button', { name: 'play' })).toBeInTheDocument();
});

it('stops on keyboard focus, but not on the focus a mouse press brings', async () => {
  const { slider, start } = standIn();
  await running(start);
  const slide = screen.getByRole('link', { name: 'slide' });
  fireEvent.pointerDown(slide);
  act(() => slide.focus());
  expect(slider.autoplay.running).toBe(true);
  jest.spyOn(performance, 'now').mockReturnValue(performance.now() + 60_000);
  act(() => screen.getByRole('button', { name: 'stop' }).focus());
  expect(slider.autoplay.running).toBe(false);
});

it('pauses while the mouse is over the slides and resumes the set time after it leaves', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { slider, start } = standIn();
  await running(start);
  await user.hover(screen.getByTestId('slides'));
  expect(slider.autoplay.running).toBe(false);
  await user.unhover(screen.getByTestId('slides'));
  act(() => jest.advanceTimersByTime(RESUME_MS - 1));
  expect(slider.autoplay.running).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(slider.autoplay.running).toBe(true);
  expect(screen.getByRole('button', { name: 'stop' })).toBeInTheDocument();
});

it('does not rotate under prefers-reduced-motion until the visitor presses play', async () => {
  setReducedMotion(true);
  const user = userEvent.setup({ delay: null });
  const { slider, start } = standIn();
  await running(start);
  expect(slider.autoplay.running).toBe(false);
  await user.click(screen.getByRole('button', { name: 'play' }));
  expect(slider.autoplay.running).toBe(true);
});

it('destroys the slider when the carousel goes', async () => {
  const { destroy, start } = standIn();
  const { unmount } = await running(start);
  unmount();
  expect(destroy).toHaveBeenCalledTimes(1);
});

it('leaves the slides as they are when the slider cannot be fetched', async () => {
  const start: StartSlider = () => Promise.reject(new Error('offline'));
  render(<Harness start={start} />);
  await act(async () => {});
  expect(screen.getByRole('region', { name: 'carousel' })).not.toHaveAttribute('data-ready');
});
