import { render, screen } from '@testing-library/react';
import { sipSchedule } from '@/lib/sip';
import { GrowthChart } from './GrowthChart';

it('draws one invested and one gains bar per year, with a text alternative that gives the figures', () => {
  const { container } = render(<GrowthChart schedule={sipSchedule({ amount: 5000, rate: 12, years: 10 })} />);
  const chart = screen.getByRole('img');
  expect(chart).toHaveAccessibleName(
    'Bar chart of the value at the end of each of 10 years, split into amount invested and estimated gains. ' +
      'After year 1: ₹64,047, of which ₹60,000 invested. ' +
      'After year 10: ₹11,61,695, of which ₹6,00,000 invested and ₹5,61,695 estimated gains. The table below lists every year.',
  );
  expect(container.querySelectorAll('rect')).toHaveLength(20);
  expect(screen.getByText('Invested so far')).toBeInTheDocument();
  expect(screen.getByText('Estimated gains')).toBeInTheDocument();
  // The axis tops out at the first round figure above the maturity.
  expect(screen.getByText('₹15 lakh')).toBeInTheDocument();
});

it('keeps every bar inside the plot, the tallest reaching no higher than the top tick', () => {
  const { container } = render(<GrowthChart schedule={sipSchedule({ amount: 50000, rate: 20, years: 30 })} />);
  for (const rect of container.querySelectorAll('rect')) {
    const y = Number(rect.getAttribute('y'));
    const height = Number(rect.getAttribute('height'));
    expect(y).toBeGreaterThanOrEqual(0);
    expect(height).toBeGreaterThanOrEqual(0);
    expect(y + height).toBeLessThanOrEqual(100 + 1e-9);
  }
  expect(container.querySelectorAll('rect')).toHaveLength(60);
});

it('describes a one-year chart in one sentence and draws nothing for an empty schedule', () => {
  const { unmount } = render(<GrowthChart schedule={sipSchedule({ amount: 1000, rate: 1, years: 1 })} />);
  expect(screen.getByRole('img')).toHaveAccessibleName(
    'Bar chart of the value after 1 year: ₹12,065, of which ₹12,000 invested and ₹65 estimated gains.',
  );
  unmount();
  const { container } = render(<GrowthChart schedule={[]} />);
  expect(container).toBeEmptyDOMElement();
});
