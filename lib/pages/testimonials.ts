import { testimonialsData } from '@/content/data';
import type { Testimonial } from '@/content/types';
import { pictureOf } from '../data/firmSchema';
import type { Locale } from '../i18n/locale';
import { wordsFor } from '../i18n/words';

// Client testimonials for the home page, from content/testimonials.yml (each client's words in every
// language side by side; the rules they follow are written at the top of that file). The whole
// section is switched off with `showTestimonials` in content/firm.yml.

/** The testimonials in the page's language; a quote that translates what the client said in another says so after it. */
export function testimonialsFor(locale: Locale): readonly Testimonial[] {
  const { translationNote } = wordsFor(locale).testimonials;
  return testimonialsData.testimonials.map((record) => {
    const words = record[locale];
    const translated = 'translated' in words && words.translated;
    return {
      quote: words.quote,
      name: words.name,
      jobTitle: words.jobTitle,
      photo: { src: pictureOf.testimonial(record.photo), alt: words.photoAlt, width: 96, height: 96 },
      ...(translated && translationNote ? { translationNote } : {}),
    };
  });
}

/** The testimonials in English. */
export const testimonials: readonly Testimonial[] = testimonialsFor('en');
