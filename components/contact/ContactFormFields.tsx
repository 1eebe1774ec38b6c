import { MAX_MESSAGE_LENGTH, PHONE_PATTERN, type ServiceOption } from '@/lib/contact';
import { ContactFormField } from './ContactFormField';
import styles from './ContactForm.module.css';

export const HONEYPOT_ID = 'contact-website';

type ContactFormFieldsProps = {
  services: readonly ServiceOption[];
  /** Form services recognise a honeypot named "_gotcha"; an email would just show it as an empty line. */
  honeypotName?: string;
};

/**
 * The contact form's five fields, with the browser's own rules for when no script runs, and a honeypot
 * for bots. Only the name and the phone are required: that is all a call back needs.
 */
export function ContactFormFields({ services, honeypotName }: ContactFormFieldsProps) {
  return (
    <div className={styles.fields}>
      <ContactFormField field="name" label="Full Name">
        {(control) => <input {...control} type="text" autoComplete="name" required maxLength={120} />}
      </ContactFormField>
      <ContactFormField field="phone" label="Phone" hint="Mobile or landline. Outside India, start with + or 00 and the country code." half>
        {(control) => <input {...control} type="tel" inputMode="tel" autoComplete="tel" required pattern={PHONE_PATTERN} maxLength={24} />}
      </ContactFormField>
      <ContactFormField field="email" label="Email (optional)" half>
        {(control) => <input {...control} type="email" autoComplete="email" spellCheck={false} autoCapitalize="none" maxLength={254} />}
      </ContactFormField>
      <ContactFormField field="service" label="Service (optional)">
        {(control) => (
          <select {...control} defaultValue="">
            <option value="">Choose a service</option>
            {services.map((service) => (
              <option key={service.slug} value={service.label}>
                {service.label}
              </option>
            ))}
          </select>
        )}
      </ContactFormField>
      <ContactFormField field="message" label="Message (optional)" hint="A few words about your goal or question, if you like.">
        {(control) => <textarea {...control} rows={5} maxLength={MAX_MESSAGE_LENGTH} />}
      </ContactFormField>

      {/* Hidden from people and assistive technology; naive bots fill every field they find. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={HONEYPOT_ID}>Leave this field empty</label>
        <input id={HONEYPOT_ID} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </div>
  );
}
