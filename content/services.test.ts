import { findViolations } from '@/lib/compliance/complianceText';
import { isYoutubeId } from '@/lib/embeds/youtube';
import { complianceRules } from './complianceRules';
import { legacyServicePaths } from './services';
import { findService, legacyTarget, relatedServices, servicesFor, services as servicesAsDeclared } from '@/lib/pages/services';
import type { Service } from './types';

// Widened to the content type, so optional fields read the same on every entry.
const services: readonly Service[] = servicesAsDeclared;

const SLUGS = [
  'future-freedom-planning',
  'mutual-funds',
  'life-insurance',
  'general-insurance',
  'estate-guidance',
  'tax-guidance',
  'education-guidance',
  'retirement-superannuation',
  'research-development',
  'childs-wedding',
];

function allText(service: Service): string {
  const { intro, sections, description, heading, video } = service;
  const videoText = video ? [video.title, video.description] : [];
  return [
    heading,
    description,
    ...intro,
    ...videoText,
    ...sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.bullets ?? [])]),
  ].join('\n');
}

it('has the ten services of the spec, in order, each at /services/<id>/', () => {
  expect(services.map((s) => s.id)).toEqual(SLUGS);
  for (const s of services) {
    expect(s.route).toBe(`/services/${s.id}/`);
    expect(s.thumbnailImage.src).toMatch(/^\/images\//);
    expect(s.thumbnailImage.alt).not.toBe('');
  }
});

it('gives every service real content: an introduction and sections with text and bullet lists', () => {
  for (const s of services) {
    expect(s.intro.length).toBeGreaterThanOrEqual(2);
    expect(s.sections.length).toBeGreaterThanOrEqual(3);
    expect(s.sections.some((section) => (section.bullets?.length ?? 0) >= 3)).toBe(true);
    for (const section of s.sections) expect((section.paragraphs?.length ?? 0) + (section.bullets?.length ?? 0)).toBeGreaterThan(0);
  }
});

it('puts a video on most pages and leaves at least two without, each with a well-formed id', () => {
  const videos = services.flatMap((s) => (s.video ? [s.video] : []));
  expect(videos.length).toBeGreaterThanOrEqual(6);
  expect(services.length - videos.length).toBeGreaterThanOrEqual(2);
  for (const video of videos) {
    expect(isYoutubeId(video.youtubeId)).toBe(true);
  }
  const ids = videos.map((v) => v.youtubeId);
  expect(new Set(ids).size).toBe(ids.length);
});

it('says nothing a mutual fund distributor may not say', () => {
  for (const s of services) {
    const text = allText(s);
    expect(findViolations(text, complianceRules)).toEqual([]);
    expect(text).not.toMatch(/TODO|lorem/i);
  }
});

it('keeps the spec’s categories recognisable where a heading is worded the distributor’s way', () => {
  const byId = (id: string) => allText(services.find((s) => s.id === id) ?? services[0]!);
  expect(byId('future-freedom-planning')).toMatch(/financial planning/i);
  expect(byId('research-development')).toMatch(/research/i);
  expect(services.find((s) => s.id === 'childs-wedding')?.heading).toMatch(/wedding/i);
  expect(byId('tax-guidance')).toMatch(/tax/i);
  expect(byId('estate-guidance')).toMatch(/estate/i);
});

it('names no service with "Planning" or "Planner": financial planning is investment advice', () => {
  for (const s of services) {
    expect(s.heading).not.toMatch(/plann(?:ing|er)/i);
    expect(s.route).not.toMatch(/child-marriage/);
  }
});

it('links each service to related ones, never to itself', () => {
  for (const s of services) {
    const related = relatedServices(s.id);
    expect(related.length).toBeGreaterThanOrEqual(2);
    expect(related.map((r) => r.id)).not.toContain(s.id);
  }
  expect(relatedServices('no-such-service')).toEqual([]);
});

it('sends each old footer address to its service', () => {
  expect(Object.keys(legacyServicePaths)).toEqual(['financial-planning', 'estate-planning', 'tax-planning', 'child-marriage-guidance']);
  expect(legacyTarget('child-marriage-guidance').route).toBe('/services/childs-wedding/');
  expect(legacyTarget('financial-planning').route).toBe('/services/future-freedom-planning/');
  expect(legacyTarget('estate-planning').route).toBe('/services/estate-guidance/');
  expect(legacyTarget('tax-planning').route).toBe('/services/tax-guidance/');
  expect(findService('financial-planning')).toBeUndefined();
});

describe('the Hindi edition', () => {
  const english = servicesFor('en');
  const hindi = servicesFor('hi');

  const shape = (s: Service) => ({
    intro: s.intro.length,
    sections: s.sections.map((section) => [section.paragraphs?.length ?? 0, section.bullets?.length ?? 0, section.links?.length ?? 0]),
    video: s.video?.youtubeId,
  });
  // Figures, section numbers and dates: every run of digits (with the letters of a section such as 80CCD(1B)).
  const figures = (s: Service) => (allText(s).match(/\d[\d,.]*\d[A-Z]*(?:\(\d[A-Z]\))?|\d[A-Z]*/g) ?? []).sort();

  it('has the same services in the same order, each at /hi/services/<id>/ with the same picture', () => {
    expect(hindi.map((s) => s.id)).toEqual(english.map((s) => s.id));
    for (const [i, s] of hindi.entries()) {
      expect(s.route).toBe(`/hi/services/${s.id}/`);
      expect(s.thumbnailImage.src).toBe(english[i]?.thumbnailImage.src);
      expect(s.thumbnailImage.alt).not.toBe('');
    }
  });

  it('keeps the shape of the English: as many paragraphs, sections and bullets, the same videos', () => {
    for (const [i, s] of hindi.entries()) expect(shape(s)).toEqual(shape(english[i]!));
  });

  it('keeps every figure, section number and date of the English', () => {
    for (const [i, s] of hindi.entries()) expect([s.id, figures(s)]).toEqual([s.id, figures(english[i]!)]);
  });

  it('is written in Devanagari, with only acronyms left in Latin letters', () => {
    // A reference to the register of facts ({{fact:tax.stcg-equity-rate}}) becomes the value in Hindi when the page is built.
    for (const s of hindi) {
      const latinWords = (allText(s).replace(/\{\{fact:[^}]*\}\}/g, '').match(/(?<![\dA-Za-z])[A-Za-z][A-Za-z-]*/g) ?? []).filter((word) => !/^[A-Z]{2,}s?$/.test(word));
      expect([s.id, latinWords]).toEqual([s.id, []]);
    }
  });

  it('uses the words for advice and planning only to say the firm does not do it, or to send the reader elsewhere', () => {
    // Compared without the nukta (U+093C), which may arrive precomposed or not: ज़ and ज match alike.
    const bare = (text: string) => text.normalize('NFD').replace(/\u093C/g, '');
    const risky = new RegExp(bare('सलाह|परामर्श|एडवाइजर|योजना बना|प्लानिंग|फाइनेंशियल प्लान|गारंटी|जोखिम-मुक्त|बिना जोखिम'));
    const allowed = new RegExp(bare('नहीं|से पूछें|SEBI में रजिस्टर्ड (?:इन्वेस्टमेंट एडवाइजर|निवेश सलाहकार)'));
    for (const s of hindi) {
      for (const sentence of bare(allText(s)).split(/[।\n;:]/)) {
        if (risky.test(sentence)) expect([s.id, sentence, allowed.test(sentence)]).toEqual([s.id, sentence, true]);
      }
    }
  });
});

describe('the retirement page’s steps before retirement (N6 of the second compliance review)', () => {
  it.each(['en', 'hi'] as const)('frames them as what investor-education material describes, not as instructions (%s)', (locale) => {
    const page = servicesFor(locale).find((s) => s.id === 'retirement-superannuation');
    const section = page?.sections[2];
    expect(section?.paragraphs?.at(-1)).toMatch(
      locale === 'en' ? /^Investor-education material commonly describes/ : /^निवेशक-शिक्षा सामग्री/,
    );
    expect(section?.paragraphs?.at(-1)).toMatch(/SEBI/);
    // Each point is a description (a gerund in English, a verbal noun in Hindi), never a command.
    for (const bullet of section?.bullets ?? []) expect(bullet).toMatch(locale === 'en' ? /^\w+ing\b/ : /ना(?:[ ,;]|$)/);
  });
});
