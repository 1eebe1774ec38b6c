import type { TestimonialWords } from '../testimonials';

// The English quotes are the clients' own: none is marked as a translation.
export const testimonialWords: TestimonialWords = { translationNote: null };
