import type { TestimonialWords } from '../testimonials';

// Real clients' words are published only with their written consent, in the language they gave them:
// a translation is marked as one, after the quote, with this note.

/** After a quote the client gave in English. */
const translationNote = '(इंग्रजीतून अनुवाद)';

export const testimonialWords: TestimonialWords = { translationNote };
