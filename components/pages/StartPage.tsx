// The shared look comes first, in the order the tool pages import it (header, section, print header,
// then the share button and the questions), so that the CSS chunker can keep those rules in the chunks
// the tool pages already load and put this page's own rules in a chunk of its own.
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { PrintHeader } from '@/components/calculators/PrintHeader';
import { StartChecklistIsland } from '@/components/tools/StartChecklistIsland';
import { LibraryLinks } from '@/components/library/LibraryLinks';
import { loadLibrary } from '@/lib/library';
import { topicsForStart } from '@/lib/library/related';
import { ChecklistView } from '@/components/start/ChecklistView';
import { ContactRoutes } from '@/components/start/ContactRoutes';
import { StartGuideSection } from '@/components/start/StartGuideSection';
import { InlineRuns } from '@/components/legal/InlineRuns';
import { regulatoryReview } from '@/content/regulatoryReview';
import { pathTo } from '@/content/routes';
import { routeFor } from '@/lib/routes';
import { site } from '@/content/site';
import { siteTextFor } from '@/lib/pages/siteWords';
import { withStartingAmounts } from '@/lib/calculators/minimumInvestment';
import { START_CHECKLIST_ID } from '@/content/start';
import { whatsappHref } from '@/lib/contact/prefill';
import { formatRegulatoryDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { absoluteUrl, pageMetadata } from '@/lib/pages/seo';
import { START_STEP_IDS, startChecklist, type StartStepId } from '@/lib/questionnaires/startChecklist';
// Last: this page's own rules (see the comment above and components/start/Start.module.css).
import styles from '@/components/start/Start.module.css';
import { assembleStartGuide } from '@/lib/questionnaires/startGuide';

export function startMetadata(locale: Locale) {
  return pageMetadata(routeFor('/start/', locale));
}

/** The getting-started guide and its checklist, in either language: the same rules and links, one language's words. */
export function StartPage({ locale }: { locale: Locale }) {
  const route = routeFor('/start/', locale);
  const startGuide = assembleStartGuide(wordsFor(locale).start);
  const { checklist, sections, cost, cases } = startGuide;
  // "How little can I start with?", from the one record every page reads (content/startingAmounts.ts).
  const minimum = withStartingAmounts(wordsFor(locale).minimumInvestment);
  const library = wordsFor(locale).library.related;
  const { steps, ...text } = checklist;
  // Rendered here, once: the island and the static cases pick them by id, and carry no link code.
  const stepNodes = Object.fromEntries(
    START_STEP_IDS.map((id) => [id, <InlineRuns key={id} runs={steps[id]} locale={locale} />]),
  ) as Record<StartStepId, React.ReactNode>;
  const whatsappMessage = siteTextFor(locale).whatsappMessage;
  const contactRoutes = (
    <ContactRoutes
      lead={text.contactLead}
      phone={{ label: text.callLabel, value: site.phone }}
      email={{ label: text.emailLabel, value: site.email }}
      whatsapp={site.whatsapp ? { label: text.whatsappLabel, href: whatsappHref(site.whatsapp.e164, whatsappMessage) } : null}
      locale={locale}
    />
  );
  const reviewed = `${startGuide.reviewedLabel} ${formatRegulatoryDate(regulatoryReview.lastReviewed, locale)}`;
  return (
    <>
      <PrintHeader path={route.path} locale={locale} />
      <PageHeader heading={route.heading} lead={route.lead} />
      <Section aria-labelledby={START_CHECKLIST_ID}>
        <h2 id={START_CHECKLIST_ID}>{text.heading}</h2>
        <p>{text.intro}</p>
        <StartChecklistIsland
          share={wordsFor(locale).ui.share}
          text={text}
          steps={stepNodes}
          contactRoutes={contactRoutes}
          contactService={startGuide.contactService}
          pageUrl={absoluteUrl(route.path)}
          classes={styles}
          locale={locale}
          contactPath={pathTo('/contact/', locale)}
          checklistId={START_CHECKLIST_ID}
        />
      </Section>
      {sections.map((section, index) => (
        <Section key={section.id} band={index % 2 === 0} aria-labelledby={section.id} data-print="hide">
          <StartGuideSection
            section={section}
            sourcesLabel={startGuide.sourcesLabel}
            reviewed={reviewed}
            classes={styles}
            locale={locale}
          />
        </Section>
      ))}
      <Section band={sections.length % 2 === 0} aria-labelledby="start-cost">
        <div className="prose">
          <h2 id="start-cost">{cost.heading}</h2>
          <p>
            <InlineRuns runs={cost.text} locale={locale} />
          </p>
          <h2 id="start-minimum">{minimum.heading}</h2>
          <p data-testid="start-minimum">{minimum.answer}</p>
          <LibraryLinks id="start-library" heading={library.heading} lead={library.lead} topics={topicsForStart(loadLibrary(locale))} />
        </div>
      </Section>
      <Section band={sections.length % 2 === 1} aria-labelledby="start-cases" data-print="hide">
        <h2 id="start-cases">{cases.heading}</h2>
        <p>{cases.intro}</p>
        <div className={styles.cases}>
          {cases.list.map((item) => (
            <details key={item.id} className={styles.case}>
              <summary>{item.label}</summary>
              <ChecklistView
                groups={startChecklist(item.answers)}
                headings={text.groups}
                steps={stepNodes}
                extras={{ next: <p>{contactRoutes}</p> }}
                classes={styles}
              />
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}
