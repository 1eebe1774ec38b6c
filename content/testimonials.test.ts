import { testimonials, testimonialsFor } from '@/lib/pages/testimonials';
import { translationNote } from './hi/testimonials';
import { testimonialsData } from './data';

// What a compliance review asks of a testimonial: no planning or advice described, no return promised,
// and a translated quote marked as a translation.
describe('testimonials', () => {
  it('describe no financial planning or advice in either language', () => {
    for (const t of testimonialsFor('en')) expect(t.quote).not.toMatch(/\b(plan|planning|advi[cs]e|adviser|recommend|adjust|goal)/i);
    // "प्लान" alone is SIP's own name (सिस्टमैटिक इन्वेस्टमेंट प्लान); a plan for the client is योजना.
    for (const t of testimonialsFor('hi')) expect(t.quote).not.toMatch(/योजना|सलाह|सुझा|सिफ़ारिश|लक्ष्य|बदलना है/);
  });

  it('mark each Hindi quote that translates the client’s English, and no English one', () => {
    expect(translationNote).toBe('(अंग्रेज़ी से अनुवाद)');
    for (const t of testimonials) expect('translationNote' in t).toBe(false);
    const hindi = testimonialsFor('hi');
    expect(hindi).toHaveLength(testimonialsData.testimonials.length);
    testimonialsData.testimonials.forEach((record, i) => {
      expect(hindi[i]?.name).toBe(record.hi.name);
      expect(hindi[i]?.translationNote).toBe(record.hi.translated ? translationNote : undefined);
    });
  });

  it('show each client with the same portrait in both languages', () => {
    const hindi = testimonialsFor('hi');
    testimonials.forEach((t, i) => expect(hindi[i]?.photo.src).toBe(t.photo.src));
  });
});
