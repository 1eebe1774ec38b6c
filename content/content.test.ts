import { REGULAR_PLANS_ONLY, trailCommissions } from './commissions';
import { routes } from './routes';
import { MF_RISK_WARNING, site } from './site';
import { specStrings, specTrailCommissions } from './specStrings';
import { allPages } from '@/lib/pages/pages';

describe('the firm', () => {
  it('carries the regulatory facts of the spec', () => {
    // The ARN, its validity and the copyright year are the firm's to change: only their form is checked.
    expect(site.tagline).toBe('AMFI-registered Mutual Fund Distributor');
    expect(site.arn.validTill).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(site.arn.number).toMatch(/^ARN-\d+$/);
    expect(site.copyrightYear).toBeGreaterThanOrEqual(2024);
    // The spec's two readings word for word, each with the time zone for a visitor abroad.
    expect(site.hours.office).toBe(`${specStrings.officeHours.text} IST`);
    expect(site.hours.contact).toBe(`${specStrings.contactHours.text} IST`);
    expect(MF_RISK_WARNING).toBe('Mutual Fund investments are subject to market risks, read all scheme related documents carefully.');
  });

  it('links to the real regulators', () => {
    expect(site.links.scores.href).toBe('https://scores.sebi.gov.in/');
    expect(site.links.smartOdr.href).toBe('https://smartodr.in/');
    expect(new URL(site.links.sebiCirculars.href).hostname).toBe('www.sebi.gov.in');
    expect(new URL(site.links.codeOfConduct.href).hostname).toBe('www.amfiindia.com');
  });

  it('never describes itself as SEBI-registered', () => {
    expect(JSON.stringify(site)).not.toMatch(/SEBI[- ]registered/i);
  });

  it('names each client-facing person with an EUIN, the insurance registration in full and a grievance officer', () => {
    expect(site.clientFacingPeople.length).toBeGreaterThan(0);
    for (const person of site.clientFacingPeople) {
      expect(person.name.trim()).not.toBe('');
      expect(person.euin).toMatch(/^E\d{6}$/);
    }
    expect(site.insurance.number.trim()).not.toBe('');
    expect(site.insurance.insurers.length).toBeGreaterThan(0);
    expect(site.insurance.validTill).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(site.grievanceOfficer.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
    expect(site.grievanceOfficer.phone.e164).toMatch(/^\+91[6-9]\d{9}$/);
  });

  it('has a valid phone, email and origin', () => {
    expect(site.phone.e164).toMatch(/^\+91[6-9]\d{9}$/);
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
    expect(site.url).not.toMatch(/\/$/);
    expect(site.loginProvider).not.toMatch(/\/$/);
  });
});

describe('the route table', () => {
  it('holds every route of the spec, each with the trailing slash the export serves', () => {
    // Other pages (the calculators under /tools/, say) may join; the spec's own must all be there.
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/about/',
        '/contact/',
        '/disclaimer/',
        '/disclosure/',
        '/financial-calculator/',
        '/grievance-redressal/',
        '/investor-education/',
        '/login/',
        '/privacy/',
        '/services/',
      ]),
    );
    for (const route of routes) expect(route.path).toMatch(/^\/([a-z0-9-]+\/)*$/);
  });

  it('lists the calculators hub in the footer and every calculator under /tools/', () => {
    const paths = routes.map((r) => r.path as string);
    for (const slug of ['step-up-sip', 'lumpsum', 'swp', 'goal', 'retirement', 'cost-of-delay', 'regular-vs-direct'])
      expect(paths).toContain(`/tools/${slug}/`);
    expect(routes.find((r) => r.path === '/tools/')?.placements).toContain('footer-organisation');
  });

  it('gives the navbar the spec’s links in order, with the calculators hub before Contact Us', () => {
    const nav = routes.filter((r) => (r.placements as readonly string[]).includes('nav')).map((r) => r.label);
    expect(nav).toEqual(['Home', 'About Us', 'Services', 'Investor Education', 'Calculators', 'Contact Us']);
  });

  it('has unique paths, titles and descriptions across every page', () => {
    for (const key of ['path', 'title', 'description'] as const) {
      const values = allPages.map((p) => p[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('keeps descriptions within what search results show', () => {
    for (const page of allPages) {
      expect(page.description.length).toBeGreaterThan(40);
      expect(page.description.length).toBeLessThanOrEqual(170);
    }
  });
});

describe('trail commissions', () => {
  it('disclose all eleven rows of the spec exactly', () => {
    // Section 9's table as the spec record holds it (content/specStrings.test.tsx holds the record to the spec).
    expect(trailCommissions.map((r) => [r.schemeType, r.trailRange])).toEqual(specTrailCommissions.map((row) => [...row]));
    expect(REGULAR_PLANS_ONLY).toBe('Only Regular Plans are distributed; no commission is earned on Direct Plans.');
  });
});
