import type { NextStep, NextStepId, NextStepsText } from '@/content/nextSteps';
import { pathTo } from '@/content/routes';
import { site } from '@/content/site';
import type { UiText } from '@/content/ui';
import { contactHrefFor } from '../contact/prefill';
import type { Locale } from '../i18n/locale';
import { wordsFor } from '../i18n/words';
import { fillTemplate } from '../template';

// The next step at the end of a page, so no page is a dead end: one language's words with the links of its edition.

/** Each page's next step from one language's words, its links in that edition. */
function nextStepsFrom(
  words: NextStepsText,
  ui: Pick<UiText, 'requestCallBack' | 'callBackMessage'>,
  locale: Locale,
): Record<NextStepId, NextStep> {
  const contact = pathTo('/contact/', locale);
  return {
    tools: {
      heading: words.tools.heading,
      text: words.tools.text,
      links: [
        // The form lands a link that fills it in at its heading (hooks/useContactPrefill.ts).
        { label: ui.requestCallBack, href: contactHrefFor(contact, undefined, ui.callBackMessage) },
        { label: words.tools.riskProfile, href: pathTo('/tools/risk-profile/', locale) },
      ],
    },
    disclosure: {
      heading: words.disclosure.heading,
      text: words.disclosure.text,
      links: [
        { label: words.disclosure.contact, href: contact },
        { label: words.disclosure.grievance, href: pathTo('/grievance-redressal/', locale) },
      ],
    },
    privacy: {
      heading: words.privacy.heading,
      text: words.privacy.text,
      links: [
        { label: fillTemplate(words.privacy.write, { email: site.email }), href: `mailto:${site.email}` },
        { label: words.privacy.contact, href: contact },
      ],
    },
  };
}

/** Each page's next step in the page's language. */
export function nextStepsFor(locale: Locale): Record<NextStepId, NextStep> {
  const words = wordsFor(locale);
  return nextStepsFrom(words.nextSteps, words.ui, locale);
}
