import type { Locale } from '@/lib/locale';
import { testimonialText as hindi, translationNote } from './hi/testimonials';
import type { Testimonial } from './types';

// Client testimonials for the home page. SEBI's advertisement code frowns on testimonials in mutual
// fund advertising, so these speak only of service (clarity, responsiveness, paperwork), never of
// returns or performance, and none describes financial planning or advice, which a distributor does not
// give (N of the second compliance review, testimonials 1 and 4). The whole section is switched off
// with `showTestimonials` in content/site.ts.
const photo = (id: string, alt: string) => ({ src: `/images/testimonials/${id}.svg` as const, alt, width: 96, height: 96 });

// SAMPLE: replace with real clients' words, published only with their written consent.
export const testimonials = [
  {
    quote:
      'They took two evenings to explain, without jargon, how SIPs and the schemes we were looking at work, and filled in every form with us. The choices were ours, and for the first time we understood them.',
    name: 'Priya Raghavan',
    jobTitle: 'School principal, Chennai',
    photo: photo('priya-raghavan', 'Illustrated portrait of Priya Raghavan'),
  },
  {
    quote:
      'Working in Dubai, I worried about KYC and FATCA paperwork. The team explained every form, tracked each step and kept me updated on WhatsApp until it was done.',
    name: 'Arjun Mehta',
    jobTitle: 'Project engineer, NRI in Dubai',
    photo: photo('arjun-mehta', 'Illustrated portrait of Arjun Mehta'),
  },
  {
    quote:
      'When my father passed away, they guided us through the transmission of his folios patiently and without jargon. We never had to chase them for an update.',
    name: 'Farah Siddiqui',
    jobTitle: 'Chartered accountant, Pune',
    photo: photo('farah-siddiqui', 'Illustrated portrait of Farah Siddiqui'),
  },
  {
    quote:
      'The yearly review is the part I value most: a clear statement of what we hold through them, what each scheme cost us and what changed in the schemes themselves. Every decision stays ours, and there is never any pressure to buy.',
    name: 'Rohit Kulkarni',
    jobTitle: 'Small business owner, Nashik',
    photo: photo('rohit-kulkarni', 'Illustrated portrait of Rohit Kulkarni'),
  },
] as const satisfies readonly Testimonial[];

export type TestimonialName = (typeof testimonials)[number]['name'];

/**
 * A testimonial's words, and the name as the page's script writes it: the Hindi twin gives these for each,
 * by English name. `translated` marks words that are a translation of what the client said (Hindi S3).
 */
export type TestimonialText = Pick<Testimonial, 'quote' | 'name' | 'jobTitle'> & { photoAlt: string; translated: boolean };

/** The testimonials in the page's language. */
export function testimonialsFor(locale: Locale): readonly Testimonial[] {
  if (locale === 'en') return testimonials;
  return testimonials.map((t) => {
    const { quote, name, jobTitle, photoAlt, translated } = hindi[t.name];
    return { ...t, quote, name, jobTitle, photo: { ...t.photo, alt: photoAlt }, ...(translated ? { translationNote } : {}) };
  });
}
