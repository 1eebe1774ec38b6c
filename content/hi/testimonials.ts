import type { TestimonialWords } from '../testimonials';

// The testimonials' Hindi words sit beside the English in content/testimonials.yml. Real clients' words
// are published only with their written consent, in the language they gave them: a translation is
// marked as one, so no client seems to have written words they did not, after the quote, with this note.

/** After a quote the client gave in English. */
export const translationNote = '(अंग्रेज़ी से अनुवाद)';

export const testimonialWords: TestimonialWords = { translationNote };
