import { act, render, screen } from '@testing-library/react';
import { calculatorTextFor } from '@/lib/calculators/calculatorWords';
import { sipSchedule } from '@/lib/calculators/sip';
import { YearlyChart } from './YearlyChart';

const { chart: words } = calculatorTextFor('en');

const sipSeries = (schedule: ReturnType<typeof sipSchedule>) =>
  [
    { label: 'Invested so far', values: schedule.map((row) => row.invested) },
    { label: 'Estimated gains', values: schedule.map((row) => row.gains) },
  ] as const;

// First in the file: once fetched, the drawing's code stays, and later charts draw at once.
it("holds the plot's box, with the legend, and fetches the drawing only when the chart nears the viewport", async () => {
  const near: IntersectionObserverCallback[] = [];
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    near.push(callback);
    return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [] };
  }) as unknown as typeof IntersectionObserver;
  try {
    render(
      <YearlyChart words={words} locale="en" subject="the value" series={sipSeries(sipSchedule({ amount: 5000, rate: 12, years: 10 }))} />,
    );
    expect(screen.getByText('Estimated gains')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(near).toHaveLength(1);
    act(() => near[0]?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('img')).toHaveAccessibleName(/^Bar chart of the value at the end of each of 10 years/);
  } finally {
    delete (window as Partial<typeof window>).IntersectionObserver;
  }
});

// jsdom has no IntersectionObserver, so the drawing's code is fetched at once, as it is near the viewport.
it('stacks two series per year, with a text alternative that gives the figures', async () => {
  const { container } = render(
    <YearlyChart words={words} locale="en" subject="the value" series={sipSeries(sipSchedule({ amount: 5000, rate: 12, years: 10 }))} />,
  );
  expect(await screen.findByRole('img')).toHaveAccessibleName(
    'Bar chart of the value at the end of each of 10 years, split into invested so far and estimated gains. ' +
      'After year 1: ₹64,047, of which invested so far ₹60,000 and estimated gains ₹4,047. ' +
      'After year 10: ₹11,61,695, of which invested so far ₹6,00,000 and estimated gains ₹5,61,695. The table below lists every year.',
  );
  expect(container.querySelectorAll('rect')).toHaveLength(20);
  expect(screen.getByText('Invested so far')).toBeInTheDocument();
  // The axis tops out at the first round figure above the maturity.
  expect(screen.getByText('₹15 lakh')).toBeInTheDocument();
});

it('keeps every bar inside the plot, the tallest reaching no higher than the top tick', async () => {
  const { container } = render(
    <YearlyChart words={words} locale="en" subject="the value" series={sipSeries(sipSchedule({ amount: 50000, rate: 20, years: 30 }))} />,
  );
  await screen.findByRole('img');
  for (const rect of container.querySelectorAll('rect')) {
    const y = Number(rect.getAttribute('y'));
    const height = Number(rect.getAttribute('height'));
    expect(y).toBeGreaterThanOrEqual(0);
    expect(height).toBeGreaterThanOrEqual(0);
    expect(y + height).toBeLessThanOrEqual(100 + 1e-9);
  }
});

it('draws one series alone, describes one year in one sentence, and nothing for no years', async () => {
  const { container, unmount } = render(
    <YearlyChart words={words} locale="en" subject="the balance" series={[{ label: 'Balance', values: [250000] }]} />,
  );
  expect(await screen.findByRole('img')).toHaveAccessibleName('Bar chart of the balance after 1 year: ₹2,50,000.');
  expect(container.querySelectorAll('rect')).toHaveLength(1);
  unmount();
  const empty = render(<YearlyChart words={words} locale="en" subject="the balance" series={[{ label: 'Balance', values: [] }]} />);
  expect(empty.container).toBeEmptyDOMElement();
});
