import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ui as hindi } from '@/content/hi/ui';
import { ui } from '@/content/en/ui';
import { VideoEmbed } from './VideoEmbed';

// lib/embeds/frameWatch asks the player's host whether it can be reached: answered (opaque) unless a test says otherwise.
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ type: 'opaque' });
  global.fetch = fetchMock;
});

function renderVideo() {
  return render(
    <VideoEmbed locale="en" title="What is a SIP?" youtubeId="6dJmILRJU7E" description="Small, regular investing explained." />,
  );
}

it('shows a play button named after the video and no player before the click', () => {
  const { container } = renderVideo();
  expect(screen.getByRole('button', { name: 'Play video: What is a SIP?' })).toBeInTheDocument();
  expect(container.querySelector('iframe')).toBeNull();
});

it('loads the privacy-enhanced player with a title after the click', async () => {
  const user = userEvent.setup({ delay: null });
  const { container } = renderVideo();
  await user.click(screen.getByRole('button', { name: 'Play video: What is a SIP?' }));
  const frame = container.querySelector('iframe');
  expect(frame).not.toBeNull();
  expect(frame).toHaveAttribute('title', 'What is a SIP?');
  expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/6dJmILRJU7E?autoplay=1&rel=0');
  expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
  expect(frame).toHaveFocus();
  expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
});

it('always offers a plain link to the video', () => {
  renderVideo();
  expect(screen.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=6dJmILRJU7E',
  );
  expect(screen.getByText('Small, regular investing explained.')).toBeInTheDocument();
});

it('offers no play button in the HTML a browser without JavaScript gets, only the poster, its title and the link', () => {
  const html = renderToString(<VideoEmbed locale="en" title="What is a SIP?" youtubeId="6dJmILRJU7E" />);
  expect(html).not.toContain('<button');
  expect(html).not.toContain('<iframe');
  expect(html).toContain('What is a SIP?');
  expect(html).toContain('https://www.youtube.com/watch?v=6dJmILRJU7E');
});

it('names its play button and its link in Hindi on a Hindi page', async () => {
  const user = userEvent.setup({ delay: null });
  const { container } = render(<VideoEmbed locale="hi" title="SIP क्या है?" youtubeId="6dJmILRJU7E" />);
  await user.click(screen.getByRole('button', { name: `${hindi.video.play}SIP क्या है?` }));
  expect(container.querySelector('iframe')).toHaveAttribute('title', 'SIP क्या है?');
  expect(screen.getByRole('link', { name: `${hindi.video.watch}${hindi.opensInNewTab}` })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=6dJmILRJU7E',
  );
});

it('replaces a player YouTube cannot serve with a plain message and the direct link, which takes the focus', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  const user = userEvent.setup({ delay: null });
  const { container } = renderVideo();
  await user.click(screen.getByRole('button', { name: 'Play video: What is a SIP?' }));
  const link = await screen.findByRole('link', { name: `${ui.video.failedLink}${ui.opensInNewTab}` });
  expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=6dJmILRJU7E');
  expect(link).toHaveFocus();
  expect(link.parentElement).toHaveTextContent(ui.video.failed);
  expect(container.querySelector('iframe')).toBeNull();
});
