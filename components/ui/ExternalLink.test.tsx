import { render, screen } from '@testing-library/react';
import { ExternalLink } from './ExternalLink';

it('opens in a new tab without leaking the opener and says so', () => {
  render(
    <ExternalLink locale="en" href="https://www.amfiindia.com/">
      AMFI
    </ExternalLink>,
  );
  const link = screen.getByRole('link', { name: 'AMFI (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveAttribute('href', 'https://www.amfiindia.com/');
});
