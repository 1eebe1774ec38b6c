import { SiteLink } from '@/components/ui/SiteLink';
import { PhoneLink } from '@/components/ui/PhoneLink';
import type { ContactFormText, ContactIslandText } from '@/content/contact';
import { pathTo } from '@/content/routes';
import type { Phone } from '@/content/types';
import { contactFormAction, deliveryFor } from '@/lib/contact/submit';
import { type ServiceOption } from '@/lib/contact/prefill';
import { whatsappHref } from '@/lib/contact/prefill';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { fillTemplate } from '@/lib/template';
import { WhatsAppIcon } from '@/components/ui/Icon';
import { ContactFormEnhancer } from './ContactFormEnhancer';
import { ContactFormFields } from './ContactFormFields';
import { fillNodes } from '@/components/ui/TemplateText';
import styles from './ContactForm.module.css';

/** The form's id: the island finds the server-rendered form by it. */
const FORM_ID = 'contact-form';
/** The form's heading's id: the anchor a link that fills the form in lands on (hooks/useContactPrefill.ts). */
const HEADING_ID = 'contact-form-heading';

export type ContactFormProps = {
  locale: Locale;
  /** The form's words and the island's, in the page's language (wordsFor(locale).contact). */
  text: ContactFormText & ContactIslandText;
  /**
   * Where the request goes: the site's own endpoint ('/api/contact'), a form service's https URL, or
   * a mailto: URL to the firm. The island sends there; it is also the form's `action` (what a browser
   * without JavaScript uses), except for the site's own endpoint, which takes JSON only: without
   * JavaScript that form opens the email app instead, as in email mode.
   */
  action: string;
  /** The firm's address, for the email fallback when the form service cannot be reached. */
  email: string;
  phone: Phone;
  /** The select's choices after its prompt, labelled in the page's language; a link's `?service=<slug>` preselects one. */
  services: readonly ServiceOption[];
  /** When the firm answers, in the page's language, e.g. "Monday-Friday 9am-7pm IST". */
  hours: string;
  /**
   * The firm's WhatsApp: with no form service, the request can go by WhatsApp as well as by e-mail (a
   * phone without an e-mail app is otherwise a dead end). `message` is the greeting in the page's
   * language. Null when the firm has no WhatsApp number.
   */
  whatsapp: { e164: string; message: string } | null;
};

/**
 * The contact form, rendered on the server: without JavaScript it is a plain form the browser checks
 * and sends to `action`. The island (ContactFormEnhancer) adds the messages beside each field, the
 * phone rule, sending and saying what happened; it fetches that code only when the visitor starts on
 * the form, so the page's own JavaScript stays small.
 */
export function ContactForm({ locale, text, action, email, phone, services, hours, whatsapp }: ContactFormProps) {
  const delivery = deliveryFor(action);
  const byEndpoint = delivery.kind === 'endpoint';
  // What the browser does with JavaScript off: post to a form service, or open the email app.
  const htmlAction = byEndpoint && delivery.firstParty ? contactFormAction(null, email) : action;
  const htmlByEndpoint = deliveryFor(htmlAction).kind === 'endpoint';
  const byWhatsApp = !byEndpoint && whatsapp !== null;
  const telLink = <PhoneLink phone={phone} />;
  const ui = wordsFor(locale).ui;
  const replyWithin = fillTemplate(text.replyWithin, { hours });

  return (
    <form
      id={FORM_ID}
      className="card panel"
      action={htmlAction}
      method="post"
      encType={htmlByEndpoint ? undefined : 'text/plain'}
      aria-labelledby={HEADING_ID}
    >
      <h2 id={HEADING_ID} className={styles.heading}>
        {text.heading}
      </h2>
      <p className={styles.intro}>
        {byEndpoint ? null : (
          <>
            {fillNodes(text.mailAppIntro, { email: <a href={`mailto:${email}`}>{email}</a> })}{' '}
            {byWhatsApp ? <>{fillTemplate(ui.sendByWhatsAppExplained, { button: ui.sendByWhatsApp })} </> : null}
          </>
        )}
        {replyWithin} {fillNodes(text.preferToTalk, { phone: telLink })}
      </p>

      <ContactFormFields services={services} locale={locale} text={text} honeypotName={htmlByEndpoint ? '_gotcha' : undefined} />

      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`}>
          {text.status.submit}
        </button>
        {byWhatsApp ? (
          // A link, so it works without JavaScript too (with the firm's greeting); the island writes the
          // request into it as it is pressed (ContactFormEnhancer).
          <a
            className={`button button-secondary ${styles.submit} ${styles.whatsapp}`}
            href={whatsappHref(whatsapp.e164, whatsapp.message)}
            target="_blank"
            rel="noopener noreferrer"
            data-whatsapp-number={whatsapp.e164}
          >
            <WhatsAppIcon />
            {ui.sendByWhatsApp}
            <span className="visually-hidden">{ui.opensWhatsApp}</span>
          </a>
        ) : null}
        <p className={styles.privacyNote}>
          {fillNodes(text.privacyNote, { privacy: <SiteLink href={pathTo('/privacy/', locale)}>{text.privacyLink}</SiteLink> })}
        </p>
      </div>

      {/* The island writes progress and results here (ContactFormStatus), and a failure just after it. */}
      <div role="status" className={styles.status} />
      <ContactFormEnhancer
        formId={FORM_ID}
        headingId={HEADING_ID}
        action={action}
        email={email}
        phone={phone}
        services={services}
        locale={locale}
        text={{ status: text.status, validation: text.validation, draft: text.draft }}
        whatsappNumber={whatsapp?.e164 ?? null}
      />
    </form>
  );
}
