import { ui } from '@/content/en/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from './ShareButton';

const URL_TO_SHARE = 'https://example.test/tools/lumpsum/?amount=100000&rate=12&years=10&inflation=6';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

it('opens the system share sheet where the browser has one, and says so', async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  render(<ShareButton words={ui.share} getUrl={() => URL_TO_SHARE} title="Lumpsum estimate" />);
  await userEvent.click(screen.getByRole('button', { name: 'Share this result' }));
  expect(share).toHaveBeenCalledWith({ title: 'Lumpsum estimate', url: URL_TO_SHARE });
  expect(screen.getByRole('status')).toHaveTextContent('Shared.');
});

it('stays quiet when the visitor closes the share sheet', async () => {
  Object.defineProperty(navigator, 'share', {
    value: jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError')),
    configurable: true,
  });
  render(<ShareButton words={ui.share} getUrl={() => URL_TO_SHARE} title="Lumpsum estimate" />);
  await userEvent.click(screen.getByRole('button', { name: 'Share this result' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('copies the link where there is no share sheet, and confirms it in a live region', async () => {
  const user = userEvent.setup({ delay: null });
  render(<ShareButton words={ui.share} getUrl={() => URL_TO_SHARE} title="Lumpsum estimate" />);
  await user.click(screen.getByRole('button', { name: 'Share this result' }));
  await expect(navigator.clipboard.readText()).resolves.toBe(URL_TO_SHARE);
  expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
  expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
});

it('shows the link itself when copying fails', async () => {
  const user = userEvent.setup({ delay: null });
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  render(<ShareButton words={ui.share} getUrl={() => URL_TO_SHARE} title="Lumpsum estimate" />);
  await user.click(screen.getByRole('button', { name: 'Share this result' }));
  expect(screen.getByRole('status')).toHaveTextContent(`Could not copy. The link is: ${URL_TO_SHARE}`);
});

it('does not share while the form holds an invalid entry', async () => {
  const getUrl = jest.fn(() => URL_TO_SHARE);
  render(<ShareButton words={ui.share} getUrl={getUrl} title="Lumpsum estimate" onBeforeShare={() => false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share this result' }));
  expect(getUrl).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('Correct the marked entry first, then share.');
});
