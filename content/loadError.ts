// What a page says when part of it fails to load in the browser (the error boundaries in app/(en)/ and
// app/hi/). A module of its own, three strings long: an error boundary is a client component every
// page loads, so it imports its own language's words and nothing else (content/hi/loadError.ts).

export type LoadErrorText = {
  heading: string;
  body: string;
  reload: string;
};

export const loadError: LoadErrorText = {
  heading: 'Part of this page could not load',
  body: 'Your connection may have dropped, or the site was updated while you were reading. Reloading fetches the latest version; if it keeps happening, please contact us.',
  reload: 'Reload page',
};
