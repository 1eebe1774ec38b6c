import { site } from '@/content/site';
import { regulatoryLines, siteTextFor } from '@/lib/pages/siteWords';
import { parseOpeningHours } from '../openingHours';
import {
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  definedTermSetJsonLd,
  jsonLdScript,
  OG_IMAGE,
  organisationJsonLd,
  pageMetadata,
} from './seo';

describe('pageMetadata', () => {
  const route = { path: '/about/' as const, title: 'About us', description: 'Who we are.' };

  it('sets the title, description, canonical and Open Graph of a page', () => {
    const metadata = pageMetadata(route);
    expect(metadata.title).toBe('About us');
    expect(metadata.description).toBe('Who we are.');
    expect(metadata.alternates?.canonical).toBe(`${site.url}/about/`);
    expect(metadata.openGraph).toMatchObject({ title: `About us | ${site.name}`, url: `${site.url}/about/`, locale: 'en_IN' });
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: `${site.url}${OG_IMAGE.path}`, width: 1200, height: 630 })]);
    expect(metadata.robots).toBeUndefined();
  });

  it('gives the home page an absolute title, since the layout template does not apply there', () => {
    expect(pageMetadata({ ...route, path: '/', absoluteTitle: true }).title).toEqual({ absolute: `About us | ${site.name}` });
  });

  it('marks redirect stubs noindex', () => {
    expect(pageMetadata({ ...route, noindex: true }).robots).toEqual({ index: false, follow: true });
  });
});

describe('absoluteUrl', () => {
  it('joins the site origin and a path', () => {
    expect(absoluteUrl('/sitemap.xml')).toBe(`${site.url}/sitemap.xml`);
  });
});

describe('organisation JSON-LD', () => {
  it('describes the firm as a FinancialService with its ARN', () => {
    const data = organisationJsonLd();
    expect(data).toMatchObject({ '@type': 'FinancialService' });
    expect(data).toMatchObject({ name: site.name, telephone: site.phone.e164, email: site.email });
    expect(JSON.stringify(data)).toContain(site.arn.number);
  });

  it('describes the firm in the edition’s language: the Hindi record’s words are Hindi, the names stay as registered', () => {
    const hindi = organisationJsonLd('hi');
    const words = siteTextFor('hi');
    const tagline = regulatoryLines('hi').tagline;
    expect(hindi).toMatchObject({
      name: site.name,
      description: `${words.description} ${tagline.official} (${tagline.rendering}), ${site.arn.number}${words.structuredData.sentenceEnd}`,
      url: absoluteUrl('/hi/'),
      areaServed: { name: words.structuredData.country },
      identifier: { propertyID: words.structuredData.arnProperty, value: site.arn.number },
    });
    expect(JSON.stringify(organisationJsonLd('en'))).not.toMatch(/[\u0900-\u097F]/);
    expect(JSON.stringify(hindi)).not.toContain(site.description);
  });

  it('states the office hours that content/site.ts holds, not a copy of them', () => {
    const hours = parseOpeningHours(site.hours.office);
    expect(hours).not.toBeNull();
    expect(organisationJsonLd()).toMatchObject({ openingHoursSpecification: { '@type': 'OpeningHoursSpecification', ...hours } });
  });

  it('cannot break out of its script element', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(script).not.toContain('</script>');
    expect(JSON.parse(script)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('the library JSON-LD', () => {
  it('describes a topic as an Article by the firm, in the language of its path', () => {
    const article = articleJsonLd({ path: '/hi/investor-education/nav/', headline: 'NAV', description: 'D', dateModified: '2026-11-26' });
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'NAV',
      dateModified: '2026-11-26',
      inLanguage: 'hi-IN',
      author: { '@type': 'Organization', name: site.name },
      mainEntityOfPage: `${site.url}/hi/investor-education/nav/`,
    });
  });

  it('numbers the breadcrumbs from 1, each with its absolute address', () => {
    const list = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'NAV', path: '/investor-education/nav/' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'NAV', item: `${site.url}/investor-education/nav/` },
    ]);
  });

  it('gives the glossary a DefinedTerm per entry, at its anchor', () => {
    const set = definedTermSetJsonLd({
      path: '/investor-education/glossary/',
      name: 'Glossary',
      terms: [{ id: 'nav', term: 'NAV', definition: 'The price of a unit.' }],
    });
    expect(set).toMatchObject({ '@type': 'DefinedTermSet', inLanguage: 'en-IN' });
    expect(set.hasDefinedTerm).toEqual([
      expect.objectContaining({ '@type': 'DefinedTerm', name: 'NAV', url: `${site.url}/investor-education/glossary/#nav` }),
    ]);
  });
});
