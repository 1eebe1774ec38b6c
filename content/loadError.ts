// What a page says when part of it fails to load in the browser (the error boundaries in app/(en)/ and
// app/[lang]/). A module of its own, three strings long: an error boundary is a client component every
// page loads, so it imports its own language's words and nothing else (content/en/loadError.ts,
// content/hi/loadError.ts).

export type LoadErrorText = {
  heading: string;
  body: string;
  reload: string;
};
