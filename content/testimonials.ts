import type { Locale } from '@/lib/locale';
import { testimonialText as hindi } from './hi/testimonials';
import type { Testimonial } from './types';

// Client testimonials for the home page. SEBI's advertisement code frowns on testimonials in mutual
// fund advertising, so these speak only of service (clarity, responsiveness, paperwork), never of
// returns or performance. The whole section is switched off with `showTestimonials` in content/site.ts.
const photo = (id: string, alt: string) => ({ src: `/images/testimonials/${id}.svg` as const, alt, width: 96, height: 96 });

// SAMPLE: replace with real clients' words, published only with their written consent.
export const testimonials = [
  {
    quote:
      'They sat with us for two evenings and put every goal on paper: our daughter’s education, the home loan, our retirement. For the first time we know what each SIP is for.',
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
      'The yearly review is the part I value most: a clear note on where we stand, what changed in our life and what, if anything, to adjust. No pressure to buy anything.',
    name: 'Rohit Kulkarni',
    jobTitle: 'Small business owner, Nashik',
    photo: photo('rohit-kulkarni', 'Illustrated portrait of Rohit Kulkarni'),
  },
] as const satisfies readonly Testimonial[];

export type TestimonialName = (typeof testimonials)[number]['name'];

/** A testimonial's words, and the name as the page's script writes it: the Hindi twin gives these for each, by English name. */
export type TestimonialText = Pick<Testimonial, 'quote' | 'name' | 'jobTitle'> & { photoAlt: string };

/** The testimonials in the page's language. */
export function testimonialsFor(locale: Locale): readonly Testimonial[] {
  if (locale === 'en') return testimonials;
  return testimonials.map((t) => {
    const { quote, name, jobTitle, photoAlt } = hindi[t.name];
    return { ...t, quote, name, jobTitle, photo: { ...t.photo, alt: photoAlt } };
  });
}
