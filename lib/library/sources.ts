// The library's rules on where a source may come from, over the policy kept as data in
// content/sourcePolicy.ts: no source on a refused host (a raw CDN, a pre-production mirror, a re-hosted
// copy, an aggregator's repost, a wiki-style blog), and at least one primary source in every topic, so
// each rule a topic states can be checked where it is made. One line per problem, naming the file, the
// field, the value and the rule.
import type { SourcePolicy } from '@/content/sourcePolicy';
import type { Locale } from '../i18n/locale';

export type { SourcePolicy } from '@/content/sourcePolicy';

/** The host of an address, lower-cased, or null when it is not one. */
export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** A domain covers itself and its sub-domains: "irdai.gov.in" covers "bimabharosa.irdai.gov.in", not "notirdai.gov.in". */
export const coversHost = (domain: string, host: string) => host === domain || host.endsWith(`.${domain}`);

/** Why a host is refused, or null when it is not. */
function refusedBecause(host: string, policy: SourcePolicy): string | null {
  const listed = policy.refused.find((r) => coversHost(r.domain, host));
  if (listed) return listed.note;
  return policy.refusedPatterns.find((p) => p.pattern.test(host))?.note ?? null;
}

/** Whether a host is a primary source's (a regulator, exchange, AMFI, registrar, statute...). */
const isPrimaryHost = (host: string, policy: SourcePolicy) => policy.primary.some((p) => coversHost(p.domain, host));

/** Every problem with one topic's sources, one line each. */
export function sourceProblems(file: string, sources: readonly { url: string }[], policy: SourcePolicy): string[] {
  const problems: string[] = [];
  const hosts = sources.map((s) => hostOf(s.url) ?? '');
  hosts.forEach((host, i) => {
    const why = refusedBecause(host, policy);
    if (why) problems.push(`${file}: sources[${i}].url ${JSON.stringify(sources[i]?.url)} is on a refused host, ${host}: ${why}`);
  });
  if (!hosts.some((host) => isPrimaryHost(host, policy)))
    problems.push(
      `${file}: sources cite no primary source (they cite ${[...new Set(hosts)].join(', ')}): add the regulator's, exchange's, AMFI's, registrar's or the statute's own page (the hosts in content/sourcePolicy.ts)`,
    );
  return problems;
}

/**
 * The lang attribute a source's title needs on a page in `locale`: the source's own language (English
 * when it names none) where it differs from the page's, nothing where they agree.
 */
export function sourceLangAttribute(source: { lang?: Locale }, locale: Locale): Locale | undefined {
  const lang = source.lang ?? 'en';
  return lang === locale ? undefined : lang;
}
