import { fillNodes } from '@/components/ui/TemplateText';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { NextStepPanel } from '@/components/ui/NextStepPanel';
import { RoutePage } from '@/components/ui/RoutePage';
import { SiteLink } from '@/components/ui/SiteLink';
import { nextStepsFor } from '@/lib/pages/nextSteps';
import { privacyFor } from '@/lib/pages/privacy';
import { regulatoryReview } from '@/content/regulatoryReview';
import { pathTo } from '@/content/routes';
import { routeFor } from '@/lib/routes';
import { formatRegulatoryDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/pages/seo';

export function privacyMetadata(locale: Locale) {
  return pageMetadata(routeFor('/privacy/', locale));
}

/** The privacy notice at /privacy/ and /hi/privacy/. */
export function PrivacyPage({ locale }: { locale: Locale }) {
  const { words, sections } = privacyFor(locale);
  return (
    <RoutePage route={routeFor('/privacy/', locale)} lead={words.lead} prose>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.bullets ? (
            <ul>
              {section.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
          {section.links?.map((link) => (
            <p key={link.href}>
              <ExternalLink locale={locale} className="link-target" href={link.href}>
                {link.label}
              </ExternalLink>
            </p>
          ))}
        </section>
      ))}
      <p>
        {fillNodes(
          words.closing,
          {
            grievance: <SiteLink href={pathTo('/grievance-redressal/', locale)}>{words.grievanceLink}</SiteLink>,
            date: formatRegulatoryDate(regulatoryReview.lastReviewed, locale),
          },
          'throw',
        )}
      </p>
      <NextStepPanel step={nextStepsFor(locale).privacy} />
    </RoutePage>
  );
}
