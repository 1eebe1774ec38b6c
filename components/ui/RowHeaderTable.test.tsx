import { render, screen, within } from '@testing-library/react';
import { RowHeaderTable } from './RowHeaderTable';

it('captions the table, heads the columns and makes each row’s first cell its header', () => {
  render(
    <RowHeaderTable
      caption="KYC statuses"
      columns={['Status', 'Meaning', 'What to do']}
      rows={[
        ['Validated', 'Complete', 'Nothing'],
        ['On Hold', 'A detail is missing', 'Fix it'],
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'KYC statuses' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Status', 'Meaning', 'What to do']);
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent),
  ).toEqual(['Validated', 'On Hold']);
  expect(within(table).getByRole('row', { name: 'On Hold A detail is missing Fix it' })).toBeInTheDocument();
});
