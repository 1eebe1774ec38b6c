// The shared look comes first, in the order the tool pages import it (header, section, print header,
// then the share button and the questions), so that the CSS chunker can keep those rules in the chunks
// the tool pages already load and put this page's own rules in a chunk of its own.
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { PrintHeader } from '@/components/calculators/PrintHeader';
import { StartChecklistIsland } from '@/components/tools/StartChecklistIsland';
import { ChecklistView } from '@/components/start/ChecklistView';
import { ContactRoutes } from '@/components/start/ContactRoutes';
import { StartGuideSection } from '@/components/start/StartGuideSection';
import { InlineRuns } from '@/components/legal/InlineRuns';
import { regulatoryReview } from '@/content/regulatoryReview';
import { routeFor } from '@/content/routes';
import { site } from '@/content/site';
import { startGuide } from '@/content/start';
import { whatsappHref } from '@/lib/contactLinks';
import { formatRegulatoryDate } from '@/lib/format';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { START_STEP_IDS, startChecklist, type StartStepId } from '@/lib/startChecklist';
// Last: this page's own rules (see the comment above and components/start/Start.module.css).
import styles from '@/components/start/Start.module.css';

const route = routeFor('/start/');

export const metadata = pageMetadata(route);

export default function StartPage() {
  const { checklist, sections, cost, cases } = startGuide;
  const { steps, ...text } = checklist;
  // Rendered here, once: the island and the static cases pick them by id, and carry no link code.
  const stepNodes = Object.fromEntries(START_STEP_IDS.map((id) => [id, <InlineRuns key={id} runs={steps[id]} />])) as Record<
    StartStepId,
    React.ReactNode
  >;
  const contactRoutes = (
    <ContactRoutes
      lead={text.contactLead}
      phone={{ label: text.callLabel, value: site.phone }}
      email={{ label: text.emailLabel, value: site.email }}
      whatsapp={site.whatsapp ? { label: text.whatsappLabel, href: whatsappHref(site.whatsapp.e164, site.whatsapp.message) } : null}
    />
  );
  const reviewed = `${startGuide.reviewedLabel} ${formatRegulatoryDate(regulatoryReview.lastReviewed)}`;
  return (
    <>
      <PrintHeader path={route.path} />
      <PageHeader heading={route.heading} lead={route.lead} />
      <Section aria-labelledby="your-checklist">
        <h2 id="your-checklist">{text.heading}</h2>
        <p>{text.intro}</p>
        <StartChecklistIsland
          text={text}
          steps={stepNodes}
          contactRoutes={contactRoutes}
          contactService={startGuide.contactService}
          pageUrl={absoluteUrl(route.path)}
          classes={styles}
        />
      </Section>
      {sections.map((section, index) => (
        <Section key={section.id} band={index % 2 === 0} aria-labelledby={section.id} data-print="hide">
          <StartGuideSection section={section} sourcesLabel={startGuide.sourcesLabel} reviewed={reviewed} classes={styles} />
        </Section>
      ))}
      <Section band={sections.length % 2 === 0} aria-labelledby="start-cost">
        <div className="prose">
          <h2 id="start-cost">{cost.heading}</h2>
          <p>
            <InlineRuns runs={cost.text} />
          </p>
        </div>
      </Section>
      <Section band={sections.length % 2 === 1} aria-labelledby="start-cases" data-print="hide">
        <h2 id="start-cases">{cases.heading}</h2>
        <p>{cases.intro}</p>
        <div className={styles.cases}>
          {cases.list.map((item) => (
            <details key={item.label} className={styles.case}>
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
