import { assumedReturnsText } from '@/lib/calculators/calculatorWords';
import type { SiteRoute } from '@/content/routes';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import type { Locale } from '@/lib/i18n/locale';
import { PrintHeader } from './PrintHeader';

type ToolLayoutProps = {
  route: SiteRoute;
  /** A paragraph before the tool: what it does with what the visitor enters. */
  note?: string;
  /** The calculator or questionnaire. */
  tool: React.ReactNode;
  /** The band under the tool: how it works it out, readable without JavaScript. */
  howHeading: string;
  children: React.ReactNode;
  /** The page's language (English unless given): the scheme-agnostic line and the print header follow it. */
  locale: Locale;
};

/** A calculator's or questionnaire's page: print header, page header, the tool and the scheme-agnostic line, then a band on how it works. */
export function ToolLayout({ route, note, tool, howHeading, children, locale }: ToolLayoutProps) {
  return (
    <>
      <PrintHeader path={route.path} locale={locale} />
      <PageHeader heading={route.heading} lead={route.description} />
      <Section>
        {note ? <p>{note}</p> : null}
        {tool}
        {/* Every tool page, on screen and on paper: the tools depict no scheme's returns and recommend none. */}
        <p data-testid="scheme-agnostic">{assumedReturnsText(locale).schemeAgnosticNote}</p>
      </Section>
      <Section band aria-labelledby="how-it-works">
        <h2 id="how-it-works">{howHeading}</h2>
        {children}
      </Section>
    </>
  );
}
