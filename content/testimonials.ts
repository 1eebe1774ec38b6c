import { pictureOf } from '@/lib/firmSchema';
import type { Locale } from '@/lib/locale';
import { testimonialsData } from './data';
import { translationNote } from './hi/testimonials';
import type { Testimonial } from './types';

// Client testimonials for the home page, from content/testimonials.yml (each client's words in English
// and Hindi side by side; the rules they follow are written at the top of that file). The whole
// section is switched off with `showTestimonials` in content/firm.yml.
const photo = (id: string, alt: string) => ({ src: pictureOf.testimonial(id), alt, width: 96, height: 96 });

/** The testimonials in English. */
export const testimonials: readonly Testimonial[] = testimonialsData.testimonials.map(({ photo: id, en }) => ({
  quote: en.quote,
  name: en.name,
  jobTitle: en.jobTitle,
  photo: photo(id, en.photoAlt),
}));

/** The testimonials in the page's language; a Hindi quote that translates the client's English says so after it. */
export function testimonialsFor(locale: Locale): readonly Testimonial[] {
  if (locale === 'en') return testimonials;
  return testimonialsData.testimonials.map(({ photo: id, hi }) => ({
    quote: hi.quote,
    name: hi.name,
    jobTitle: hi.jobTitle,
    photo: photo(id, hi.photoAlt),
    ...(hi.translated ? { translationNote } : {}),
  }));
}
