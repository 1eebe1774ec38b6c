// The testimonials' words are in content/testimonials.yml, every language side by side; what a
// language adds round them is TestimonialWords (content/en/testimonials.ts, content/hi/testimonials.ts),
// and lib/pages/testimonials.ts puts them together.

export type TestimonialWords = {
  /** After a quote the client gave in another language; null where no quote is translated. */
  translationNote: string | null;
};
