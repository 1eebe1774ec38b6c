import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RotatingTitle } from './RotatingTitle';
import { setReducedMotion } from '@/test/reducedMotion';
import { wordsFor } from '@/lib/i18n/words';

const lines = ['Welcome to Arthavidya', 'Namaste, and welcome', 'Planning for families and NRIs'];

/** The line a sighted visitor and a screen reader get: the one not hidden. */
const current = () => screen.getAllByText(/./, { selector: 'span[data-current]' }).map((el) => el.textContent);

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

it('puts the first line in the exported HTML and hides the others from assistive technology', () => {
  const html = renderToString(<RotatingTitle lines={lines} intervalMs={3000} />);
  expect(html).toContain('Welcome to Arthavidya');
  expect(html).not.toContain('aria-live');
  render(<RotatingTitle lines={lines} intervalMs={3000} />);
  expect(current()).toEqual(['Welcome to Arthavidya']);
  expect(screen.getByText('Namaste, and welcome')).toHaveAttribute('aria-hidden', 'true');
});

it('cycles through the lines once and settles back on the first', () => {
  render(<RotatingTitle lines={lines} intervalMs={3000} />);
  act(() => jest.advanceTimersByTime(3000));
  expect(current()).toEqual(['Namaste, and welcome']);
  expect(screen.getByText('Welcome to Arthavidya')).toHaveAttribute('aria-hidden', 'true');
  act(() => jest.advanceTimersByTime(3000));
  expect(current()).toEqual(['Planning for families and NRIs']);
  act(() => jest.advanceTimersByTime(3000));
  expect(current()).toEqual(['Welcome to Arthavidya']);
  act(() => jest.advanceTimersByTime(30_000));
  expect(current()).toEqual(['Welcome to Arthavidya']);
});

it('does not rotate under prefers-reduced-motion', () => {
  setReducedMotion(true);
  render(<RotatingTitle lines={lines} intervalMs={3000} />);
  act(() => jest.advanceTimersByTime(10_000));
  expect(current()).toEqual(['Welcome to Arthavidya']);
});

it('shows the Hindi welcome lines it is given, the first in the exported HTML', () => {
  const hindi = wordsFor('hi').home.hero.welcomeLines;
  expect(renderToString(<RotatingTitle lines={hindi} intervalMs={3000} />)).toContain(hindi[0]);
  render(<RotatingTitle lines={hindi} intervalMs={3000} />);
  expect(current()).toEqual([hindi[0]]);
  act(() => jest.advanceTimersByTime(3000));
  expect(current()).toEqual([hindi[1]]);
});
