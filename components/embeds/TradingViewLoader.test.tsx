import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TradingViewLoader } from './TradingViewLoader';

// The embedding code cannot be fetched (a deploy replaced the chunk, or the connection dropped).
jest.mock('./tradingViewEmbed', () => {
  throw new Error('Failed to load chunk static/chunks/tradingview.js');
});

it('shows the fallback links when its embedding code cannot be fetched', async () => {
  const user = userEvent.setup({ delay: null });
  render(
    <TradingViewLoader
      json="{}"
      title="Chart of the SENSEX"
      height={380}
      words={{ loadNow: 'Load the chart now', loading: 'Loading the chart…', failed: 'The live chart could not be loaded.' }}
      placeholder={<a href="https://www.tradingview.com/symbols/BSE-SENSEX/">SENSEX</a>}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Load the chart now' }));
  expect(await screen.findByText(/The live chart could not be loaded/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'SENSEX' })).toBeVisible();
  expect(document.querySelector('script')).toBeNull();
});
