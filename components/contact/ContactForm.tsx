'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  contactMailto,
  deliveryFor,
  firstInvalidField,
  MAX_MESSAGE_LENGTH,
  MIN_MESSAGE_LENGTH,
  PHONE_PATTERN,
  readContactValues,
  submitContact,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ServiceOption,
} from '@/lib/contact';
import type { Phone } from '@/content/types';
import { useContactPrefill } from '@/hooks/useContactPrefill';
import { usePhoneRule } from '@/hooks/usePhoneRule';
import { useHydrated } from '@/hooks/useHydrated';
import type { RoutePath } from '@/content/routes';
import { ContactFormField, contactFieldId } from './ContactFormField';
import styles from './ContactForm.module.css';

// Checked against the route table without bundling it into this island (pathTo would import the table).
const PRIVACY_PATH = '/privacy/' satisfies RoutePath;

type ContactFormProps = {
  heading: string;
  /**
   * Where the request goes: a form service's https URL, or a mailto: URL to the firm. It is the
   * form's `action` (what a browser without JavaScript uses), and the island reads the rendered
   * action back when it submits, so both paths always deliver to the same place.
   */
  action: string;
  /** The firm's address, for the email fallback when the form service cannot be reached. */
  email: string;
  phone: Phone;
  /** The select's choices after its "Services" prompt; a link's `?service=<slug>` preselects one. */
  services: readonly ServiceOption[];
  /** When the firm answers, e.g. "Monday-Friday 9am-7pm". */
  hours: string;
};

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string }
  | { kind: 'mail-app'; mailto: string }
  | { kind: 'failed'; reason: 'server' | 'network'; status?: number; mailto: string };

const HONEYPOT_ID = 'contact-website';
const fieldId = (field: ContactField) => contactFieldId(field);

export function ContactForm({ heading, action, email, phone, services, hours }: ContactFormProps) {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const phoneRule = usePhoneRule();
  useContactPrefill(formRef, services);
  const byEndpoint = deliveryFor(action).kind === 'endpoint';
  const errorCount = Object.keys(errors).length;

  // Once a submit has flagged fields, each one clears as soon as it is fixed; none is added while typing.
  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const phoneProblem = phoneRule.ready();
    if (errorCount === 0 || !phoneProblem) return;
    const current = validateContact(readContactValues(new FormData(event.currentTarget)), phoneProblem);
    const next: ContactErrors = {};
    for (const field of Object.keys(errors) as ContactField[]) {
      const message = current[field];
      if (message) next[field] = message;
    }
    setErrors(next);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;
    const values = readContactValues(new FormData(form));
    const found = validateContact(values, await phoneRule.rule());
    const first = firstInvalidField(found);
    if (first) {
      // Render the messages first, so the field's description is there when focus announces it.
      flushSync(() => {
        setErrors(found);
        setStatus({ kind: 'idle' });
      });
      form.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
      return;
    }
    setErrors({});

    const mailto = contactMailto(email, values);
    if (form.querySelector<HTMLInputElement>(`#${HONEYPOT_ID}`)?.value) {
      // A bot filled the hidden field: look successful, send nothing.
      form.reset();
      setStatus({ kind: 'sent', name: values.name.trim() });
      return;
    }

    const delivery = deliveryFor(form.getAttribute('action'));
    if (delivery.kind === 'mailto') {
      window.location.href = mailto;
      setStatus({ kind: 'mail-app', mailto });
      return;
    }

    sendingRef.current = true;
    setStatus({ kind: 'sending' });
    const result = await submitContact(delivery.url, values);
    sendingRef.current = false;
    if (result.ok) {
      form.reset();
      setStatus({ kind: 'sent', name: values.name.trim() });
    } else {
      setStatus({ kind: 'failed', reason: result.reason, status: result.reason === 'server' ? result.status : undefined, mailto });
    }
  }

  const telLink = (
    <a className={styles.nowrap} href={`tel:${phone.e164}`}>
      {phone.display}
    </a>
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      action={action}
      method="post"
      encType={byEndpoint ? undefined : 'text/plain'}
      // The island's messages replace the browser's bubbles once it runs; without it, the browser validates.
      noValidate={hydrated}
      aria-labelledby="contact-form-heading"
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={phoneRule.prepare}
    >
      <h2 id="contact-form-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.intro}>
        {byEndpoint ? (
          <>
            We reply within one business day (<span className={styles.nowrap}>{hours}</span>).{' '}
          </>
        ) : (
          <>
            Send Request opens your email app with your request written out to <a href={`mailto:${email}`}>{email}</a>: check it and press
            send. We reply within one business day (<span className={styles.nowrap}>{hours}</span>).{' '}
          </>
        )}
        Prefer to talk? Call {telLink}.
      </p>

      <div className={styles.fields}>
        <ContactFormField field="name" label="Full Name" error={errors.name}>
          {(describedBy, invalid) => (
            <input
              id={fieldId('name')}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={120}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </ContactFormField>
        <ContactFormField field="email" label="Email" error={errors.email} half>
          {(describedBy, invalid) => (
            <input
              id={fieldId('email')}
              name="email"
              type="email"
              autoComplete="email"
              spellCheck={false}
              autoCapitalize="none"
              required
              maxLength={254}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </ContactFormField>
        <ContactFormField
          field="phone"
          label="Phone"
          hint="Mobile or landline. Outside India, start with + or 00 and the country code."
          error={errors.phone}
          half
        >
          {(describedBy, invalid) => (
            <input
              id={fieldId('phone')}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              pattern={PHONE_PATTERN}
              maxLength={24}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </ContactFormField>
        <ContactFormField field="service" label="Service (optional)" error={errors.service}>
          {(describedBy) => (
            <select id={fieldId('service')} name="service" defaultValue="" aria-describedby={describedBy}>
              <option value="">Services</option>
              {services.map((service) => (
                <option key={service.slug} value={service.label}>
                  {service.label}
                </option>
              ))}
            </select>
          )}
        </ContactFormField>
        <ContactFormField field="message" label="Message" hint="A few words about your goal or question." error={errors.message}>
          {(describedBy, invalid) => (
            <textarea
              id={fieldId('message')}
              name="message"
              rows={5}
              required
              minLength={MIN_MESSAGE_LENGTH}
              maxLength={MAX_MESSAGE_LENGTH}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </ContactFormField>

        {/* Hidden from people and assistive technology; naive bots fill every field they find. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={HONEYPOT_ID}>Leave this field empty</label>
          {/* Named only for form services, which recognise "_gotcha"; an email would just show it empty. */}
          <input id={HONEYPOT_ID} name={byEndpoint ? '_gotcha' : undefined} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </div>

      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} aria-disabled={status.kind === 'sending' || undefined}>
          {status.kind === 'sending' ? 'Sending…' : 'Send Request'}
        </button>
        <p className={styles.privacyNote}>
          We use these details only to answer your request: see our <Link href={PRIVACY_PATH}>privacy notice</Link>.
        </p>
      </div>

      <div role="status" className={styles.status}>
        {errorCount > 0 ? (
          <p className={styles.summary}>
            {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} your attention: see the message
            {errorCount === 1 ? '' : 's'} above.
          </p>
        ) : null}
        {status.kind === 'sending' ? <p>Sending your request…</p> : null}
        {status.kind === 'sent' ? (
          <p className={styles.success}>
            Thank you{status.name ? `, ${status.name}` : ''}. Your request has reached us and we will reply within one business day.
          </p>
        ) : null}
        {status.kind === 'mail-app' ? (
          <p className={styles.note}>
            Your email app should now show your request, ready to send. Nothing opened? <a href={status.mailto}>Open the email again</a>,
            write to {email} directly, or call {telLink}.
          </p>
        ) : null}
      </div>

      {status.kind === 'failed' ? (
        <div role="alert" className={styles.failure}>
          <p>
            <strong>Your request was not sent.</strong>{' '}
            {status.reason === 'server'
              ? `Our form service could not accept it just now (error ${status.status ?? ''}).`
              : 'We could not reach our form service: check your connection.'}{' '}
            Everything you typed is still in the form.
          </p>
          <p>
            Try again in a moment, <a href={status.mailto}>send it by email instead</a> (your email app opens with it written out), or call{' '}
            {telLink}.
          </p>
        </div>
      ) : null}
    </form>
  );
}
