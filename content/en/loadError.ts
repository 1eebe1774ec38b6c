import type { LoadErrorText } from '../loadError';

// The English error boundary's words (app/(en)/error.tsx imports only these).
export const loadError: LoadErrorText = {
  heading: 'Part of this page could not load',
  body: 'Your connection may have dropped, or the site was updated while you were reading. Reloading fetches the latest version; if it keeps happening, please contact us.',
  reload: 'Reload page',
};
