import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity, type Finding } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { site } from '@/content/site';
import { thirdParties, type ThirdParty } from '@/content/thirdParties';
import { cspMetaContent, inlineScripts } from './html';
import { pagePolicy, serializePolicy, sha256Source, thirdPartiesUsed } from './csp';
import { CONTACT_API_PATH } from '@/lib/contact/rules';

/** Findings that make a policy bypassable (Google's HIGH and SYNTAX, and "maybe" HIGH). */
function seriousFindings(policy: string): string[] {
  const findings: Finding[] = new CspEvaluator(new CspParser(policy).csp).evaluate();
  return findings
    .filter((f) => [Severity.HIGH, Severity.SYNTAX, Severity.HIGH_MAYBE].includes(f.severity))
    .map((f) => `${f.directive} ${f.value ?? ''}: ${f.description}`);
}

const settings = {
  loginProvider: site.loginProvider,
  contactFormEndpoint: site.contactFormEndpoint,
  webVitalsEndpoint: site.webVitalsEndpoint,
  thirdParties,
};
const hashes = [sha256Source('self.__next_f=[]'), sha256Source('alert(1)')];
/** The hosts lib/embeds/frameWatch.ts may ask (the third parties' connect-src), in the list's order. */
const FRAME_PROBES = thirdParties.flatMap((party) => ('connect-src' in party.sources ? party.sources['connect-src'] : []));

describe('sha256Source', () => {
  test('is the quoted base64 sha256 a browser computes for the script text', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('pagePolicy', () => {
  const policy = pagePolicy(hashes, settings);

  test('allows scripts from this site, the hashed inline scripts and the TradingView host only', () => {
    expect(policy['script-src']).toEqual(["'self'", ...hashes, 'https://s3.tradingview.com']);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  test('frames only the map, video and TradingView hosts, and nothing when none is used', () => {
    expect(policy['frame-src']).toEqual([
      'https://s.tradingview.com',
      'https://www.tradingview-widget.com',
      'https://www.google.com',
      'https://www.youtube-nocookie.com',
    ]);
    expect(pagePolicy(hashes, { ...settings, thirdParties: [] })['frame-src']).toEqual(["'none'"]);
  });

  test('forms go to this site, the login provider and the contact endpoint, or mail when there is none', () => {
    expect(policy['form-action']).toEqual(["'self'", 'https://login.example.com', 'mailto:']);
    const withEndpoint = pagePolicy(hashes, { ...settings, contactFormEndpoint: 'https://forms.example.net/f/abc' });
    expect(withEndpoint['form-action']).toEqual(["'self'", 'https://login.example.com', 'https://forms.example.net/f/abc']);
    expect(withEndpoint['connect-src']).toEqual(["'self'", 'https://forms.example.net/f/abc', ...FRAME_PROBES]);
  });

  test("the site's own endpoint needs no source of its own ('self' covers it); mailto: stays for the form without JavaScript", () => {
    const own = pagePolicy(hashes, { ...settings, contactFormEndpoint: CONTACT_API_PATH });
    expect(own['form-action']).toEqual(["'self'", 'https://login.example.com', 'mailto:']);
    expect(own['connect-src']).toEqual(["'self'", ...FRAME_PROBES]);
  });

  test('lets the web-vitals beacon through only when an endpoint is set', () => {
    expect(policy['connect-src']).toEqual(["'self'", ...FRAME_PROBES]);
    expect(pagePolicy(hashes, { ...settings, webVitalsEndpoint: 'https://rum.example.net/v' })['connect-src']).toEqual([
      "'self'",
      'https://rum.example.net/v',
      ...FRAME_PROBES,
    ]);
    expect(pagePolicy(hashes, { ...settings, thirdParties: [] })['connect-src']).toEqual(["'self'"]);
  });

  // lib/embeds/frameWatch.ts asks a map's or a video's host whether it can be reached before the frame shows.
  test('lets the map and video hosts be asked whether they can be reached, and nothing when none is used', () => {
    expect(FRAME_PROBES).toEqual(['https://www.google.com', 'https://www.youtube-nocookie.com']);
  });

  test('blocks plugins and <base> hijacking, and carries nothing a <meta> policy ignores', () => {
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(Object.keys(policy).filter((d) => ['frame-ancestors', 'report-uri', 'sandbox'].includes(d))).toEqual([]);
  });

  test('refuses hosts that are not https origins', () => {
    const bad: ThirdParty = { id: 'bad', purpose: 'test', sources: { 'script-src': ['https://cdn.example.net/lib/'] } };
    expect(() => pagePolicy(hashes, { ...settings, thirdParties: [bad] })).toThrow(/origin/);
    expect(() => pagePolicy(hashes, { ...settings, webVitalsEndpoint: 'http://rum.example.net' as `https://${string}` })).toThrow(/https/);
  });

  test("passes Google's CSP Evaluator with no high-severity finding, with every option on", () => {
    const everything = pagePolicy(hashes, {
      ...settings,
      contactFormEndpoint: 'https://forms.example.net/f/abc',
      webVitalsEndpoint: 'https://rum.example.net/v',
    });
    expect(seriousFindings(serializePolicy(everything))).toEqual([]);
    expect(seriousFindings(serializePolicy(policy))).toEqual([]);
  });

  test('the evaluator does catch a weak policy (the check is not a no-op)', () => {
    expect(seriousFindings("script-src 'self' 'unsafe-inline' https:")).not.toEqual([]);
  });
});

describe('thirdPartiesUsed', () => {
  test('keeps a third party whose host appears in a built file and drops the others', () => {
    const files = ['var u="https://www.youtube-nocookie.com/embed/"+id', '<p>no embeds</p>'];
    expect(thirdPartiesUsed(thirdParties, files).map((p) => p.id)).toEqual(['youtube']);
    expect(thirdPartiesUsed(thirdParties, ['s.src="https://s3.tradingview.com/external-embedding/x.js"']).map((p) => p.id)).toEqual([
      'tradingview',
    ]);
  });
});

// npm test builds before it runs the unit tests, so this checks the pages about to be tested and shipped
// check the policy every exported page really carries.
describe('the exported pages', () => {
  const out = join(process.cwd(), 'out');
  const pages: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith('.html')) pages.push(join(dir, entry.name));
    }
  };
  if (existsSync(out)) walk(out);

  test('each carries a policy that hashes all its inline scripts and passes the evaluator', () => {
    const problems: string[] = [];
    // Pages differ only in their hashes: the evaluator reads each policy shape once.
    const findingsByShape = new Map<string, string[]>();
    const findingsOf = (policy: string): string[] => {
      const shape = policy.replace(/'sha256-[^']+'/g, "'sha256-'");
      let findings = findingsByShape.get(shape);
      if (!findings) {
        findings = seriousFindings(policy);
        findingsByShape.set(shape, findings);
      }
      return findings;
    };
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const policy = cspMetaContent(html);
      if (policy === null) {
        problems.push(`${file}: no CSP <meta> (was the build run through npm run build?)`);
        continue;
      }
      const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      for (const hash of inlineScripts(html).map(sha256Source)) if (!scriptSrc.includes(hash)) problems.push(`${file}: ${hash} missing`);
      problems.push(...findingsOf(policy).map((f) => `${file}: ${f}`));
    }
    expect(problems).toEqual([]);
  });
});
