import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AMFI_RETURN_RANGE, specSipRate } from '@/content/assumedRates';
import { site } from '@/content/site';
import { COMPLIANCE_OFFICER } from '../approvals';
import { findService } from '../services';
import { LOCALES, localeOfPath, unlocalisedPath } from '../i18n/locale';
import { INSURANCE_PAGES, launchApprovalsNeeded, releaseDecisions } from './launchApprovals';

// The approvals record is for the release check alone.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the launch approvals', () => {
  it('need every insurer named in content/firm.yml for the insurance pages, and the compliance officer for the whole site', () => {
    for (const insurer of site.insurance.insurers)
      expect(launchApprovalsNeeded).toContainEqual({ role: 'insurer', approver: insurer, scope: INSURANCE_PAGES });
    expect(launchApprovalsNeeded).toContainEqual({ role: 'compliance-officer', approver: COMPLIANCE_OFFICER, scope: 'whole site' });
    expect(launchApprovalsNeeded).toHaveLength(site.insurance.insurers.length + 1 + releaseDecisions.length);
  });

  it('need the compliance officer’s approval of testimonials while they are on, and of the SIP range while it leaves AMFI’s', () => {
    const ids = releaseDecisions.map((d) => d.decision.id);
    expect(ids.includes('testimonials')).toBe(site.showTestimonials);
    expect(ids.includes('spec-sip-rate')).toBe(specSipRate.min < AMFI_RETURN_RANGE.min || specSipRate.max > AMFI_RETURN_RANGE.max);
    for (const { pages } of releaseDecisions) expect(pages).toHaveLength(LOCALES.length);
  });

  it('cover real insurance pages in every edition', () => {
    expect(INSURANCE_PAGES).toHaveLength(2 * LOCALES.length);
    for (const path of INSURANCE_PAGES) {
      const locale = localeOfPath(path);
      const slug = unlocalisedPath(path).replace(/^\/services\//, '').replace(/\/$/, '');
      expect(findService(slug, locale)).toBeDefined();
    }
  });

  it('are shown nowhere on the site: no route, component or hook imports them', () => {
    const importers = ['app', 'components', 'hooks']
      .flatMap(sourceFiles)
      .filter((file) => /launchApprovals|lib\/approvals/.test(readFileSync(file, 'utf8')));
    expect(importers).toEqual([]);
  });
});
