import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MapEmbed } from './MapEmbed';
import { NearViewportMapFrame } from './NearViewportMapFrame';

const props = { query: '12 MG Road, Mumbai', title: 'Map of our office', address: '12 MG Road, Mumbai' };

type ObserverCallback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;
let observerCallbacks: ObserverCallback[] = [];

beforeEach(() => {
  observerCallbacks = [];
  window.IntersectionObserver = jest.fn((callback: ObserverCallback) => {
    observerCallbacks.push(callback);
    return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [] };
  }) as unknown as typeof IntersectionObserver;
});

it('shows a placeholder with the address and creates no frame until asked', async () => {
  const user = userEvent.setup();
  render(<MapEmbed {...props} />);
  expect(screen.getByText('12 MG Road, Mumbai')).toBeInTheDocument();
  expect(document.querySelector('iframe')).toBeNull();
  expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
  await user.click(screen.getByRole('button', { name: 'Show map' }));
  const frame = screen.getByTitle('Map of our office');
  expect(frame).toHaveAttribute('src', expect.stringContaining('output=embed'));
  expect(screen.getByRole('status')).toHaveTextContent('Loading map');
  fireEvent.load(frame);
  expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
  // A frame Google could not fill also fires load: the address and the link must not go with the placeholder.
  expect(screen.getByText('12 MG Road, Mumbai')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toBeInTheDocument();
});

it('loads near the viewport only after the visitor scrolls', () => {
  render(<MapEmbed {...props} frame={NearViewportMapFrame} />);
  expect(observerCallbacks).toHaveLength(0);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  expect(observerCallbacks).toHaveLength(1);
  expect(document.querySelector('iframe')).toBeNull();
  act(() => observerCallbacks[0]?.([{ isIntersecting: true }]));
  expect(screen.getByTitle('Map of our office')).toBeInTheDocument();
});
