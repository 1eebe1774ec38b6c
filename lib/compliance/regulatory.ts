import { INSURANCE_SOLICITATION, MF_RISK_WARNING, site, type RegulatoryLines, type RegulatoryRenderings } from '@/content/site';

/** The lines that stand in English word for word, with a language's rendering of each beside it where it has one. */
export function regulatoryLinesWith(renderings: RegulatoryRenderings): RegulatoryLines {
  const rendering = (key: keyof RegulatoryLines) => {
    const text = renderings[key];
    return text === null ? {} : { rendering: text };
  };
  return {
    mfRiskWarning: { official: MF_RISK_WARNING, ...rendering('mfRiskWarning') },
    tagline: { official: site.tagline, ...rendering('tagline') },
    insuranceSolicitation: { official: INSURANCE_SOLICITATION, ...rendering('insuranceSolicitation') },
  };
}
