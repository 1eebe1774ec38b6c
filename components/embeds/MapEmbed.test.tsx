import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ui as hindi } from '@/content/hi/ui';
import { MapEmbed } from './MapEmbed';

const props = { query: '12 MG Road, Mumbai', title: 'Map of our office', address: '12 MG Road, Mumbai' };

const box = () => document.querySelector('details');

it('keeps the lazy frame in a closed box, with the address and the link beside it, until the visitor asks', async () => {
  const user = userEvent.setup({ delay: null });
  render(<MapEmbed locale="en" {...props} />);
  expect(screen.getByText('12 MG Road, Mumbai')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
  const frame = screen.getByTitle('Map of our office');
  // Browsers fetch a lazy frame only once it is rendered, and a closed <details> renders only its summary.
  expect(frame).toHaveAttribute('loading', 'lazy');
  expect(frame).toHaveAttribute('src', expect.stringContaining('output=embed'));
  expect(box()).not.toHaveAttribute('open');
  expect(box()?.querySelector(':scope > summary')).toHaveTextContent('Show map');

  await user.click(screen.getByText('Show map'));
  expect(box()).toHaveAttribute('open');
  expect(screen.getByText('Loading map…')).toBeInTheDocument();
  // A frame Google could not fill still shows the browser's error page: the address and the link stay outside it.
  expect(screen.getByText('12 MG Road, Mumbai')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toBeInTheDocument();
});

it('speaks Hindi on a Hindi page: the button, the loading line and the link to Google Maps', async () => {
  const user = userEvent.setup({ delay: null });
  render(<MapEmbed locale="hi" {...props} />);
  expect(box()?.querySelector(':scope > summary')).toHaveTextContent(hindi.map.show);
  expect(screen.getByRole('link', { name: `${hindi.openInMaps}${hindi.opensInNewTab}` })).toHaveAttribute(
    'href',
    expect.stringContaining('google.com/maps'),
  );
  await user.click(screen.getByText(hindi.map.show));
  expect(screen.getByText(hindi.map.loading)).toBeInTheDocument();
  expect(screen.queryByText(/Show map|Loading map|Open in Google Maps/)).toBeNull();
});
