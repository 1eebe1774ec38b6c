import type { ContactFormText } from '@/content/contact';
import { MAX_MESSAGE_LENGTH, PHONE_PATTERN, REQUEST_LANGUAGE } from '@/lib/contact/rules';
import { type ServiceOption } from '@/lib/contact/prefill';
import type { Locale } from '@/lib/i18n/locale';
import { ContactFormField } from './ContactFormField';
import styles from './ContactForm.module.css';

export const HONEYPOT_ID = 'contact-website';

type ContactFormFieldsProps = {
  services: readonly ServiceOption[];
  /** The page's language: sent with the request, so the firm knows which one to answer in. */
  locale: Locale;
  /** The labels, hints and prompts, in the page's language. */
  text: Pick<ContactFormText, 'labels' | 'hints' | 'servicePrompt' | 'honeypotLabel'>;
  /** Form services recognise a honeypot named "_gotcha"; an email would just show it as an empty line. */
  honeypotName?: string;
};

/**
 * The contact form's five fields, with the browser's own rules for when no script runs, and a honeypot
 * for bots. Only the name and the phone are required: that is all a call back needs. A hidden field
 * names the page's language, so a browser without JavaScript sends it too (the island sends it itself).
 */
export function ContactFormFields({ services, locale, text, honeypotName }: ContactFormFieldsProps) {
  return (
    <div className={styles.fields}>
      <ContactFormField field="name" label={text.labels.name}>
        {(control) => <input {...control} type="text" autoComplete="name" required maxLength={120} />}
      </ContactFormField>
      <ContactFormField field="phone" label={text.labels.phone} hint={text.hints.phone} half>
        {(control) => <input {...control} type="tel" inputMode="tel" autoComplete="tel" required pattern={PHONE_PATTERN} maxLength={24} />}
      </ContactFormField>
      <ContactFormField field="email" label={text.labels.email} half>
        {(control) => <input {...control} type="email" autoComplete="email" spellCheck={false} autoCapitalize="none" maxLength={254} />}
      </ContactFormField>
      <ContactFormField field="service" label={text.labels.service}>
        {(control) => (
          <select {...control} defaultValue="">
            <option value="">{text.servicePrompt}</option>
            {services.map((service) => (
              <option key={service.slug} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        )}
      </ContactFormField>
      <ContactFormField field="message" label={text.labels.message} hint={text.hints.message}>
        {(control) => <textarea {...control} rows={5} maxLength={MAX_MESSAGE_LENGTH} />}
      </ContactFormField>
      <input type="hidden" name="language" value={REQUEST_LANGUAGE[locale]} />

      {/* Hidden from people and assistive technology; naive bots fill every field they find. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={HONEYPOT_ID}>{text.honeypotLabel}</label>
        <input id={HONEYPOT_ID} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </div>
  );
}
