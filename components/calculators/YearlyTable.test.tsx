import { render, screen, within } from '@testing-library/react';
import { calculatorTextFor } from '@/lib/calculators/calculatorWords';
import { YearlyTable } from './YearlyTable';

const words = calculatorTextFor('en').table;

it('lists one row per year with whole-rupee figures, named by its caption', () => {
  render(
    <YearlyTable
      caption="Year-by-year value"
      rowHeader={words.year}
      hint={words.scrollHint}
      columns={[
        { header: 'Invested so far', values: [60000, 120000] },
        { header: 'Value at year end', values: [64047.2, 11680400087.86] },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Year-by-year value' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(
    within(rows[0] as HTMLElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Year', 'Invested so far', 'Value at year end']);
  expect(within(rows[2] as HTMLElement).getByRole('rowheader')).toHaveTextContent('2');
  expect(rows[2]).toHaveTextContent('₹11,68,04,00,088');
  // The scrolling box can be reached and scrolled from the keyboard.
  expect(screen.getByRole('region', { name: 'Year-by-year value' })).toHaveAttribute('tabindex', '0');
});

it('labels rows with ages where a table counts by age', () => {
  render(
    <YearlyTable
      caption="By age"
      rowHeader="Age"
      hint={words.scrollHint}
      rowLabels={[31, 32]}
      columns={[{ header: 'Value', values: [1, 2] }]}
    />,
  );
  expect(screen.getByRole('columnheader', { name: 'Age' })).toBeInTheDocument();
  expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['31', '32']);
});
