'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  contactMailto,
  deliveryFor,
  firstInvalidField,
  readContactValues,
  submitContact,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ServiceOption,
} from '@/lib/contact';
import { useContactPrefill } from '@/hooks/useContactPrefill';
import { usePhoneRule } from '@/hooks/usePhoneRule';
import { useHydrated } from '@/hooks/useHydrated';
import type { RoutePath } from '@/content/routes';
import type { Phone } from '@/content/types';
import { contactFieldId } from './ContactFormField';
import { ContactFormFields, HONEYPOT_ID } from './ContactFormFields';
import { ContactFormStatus, type ContactStatus } from './ContactFormStatus';
import styles from './ContactForm.module.css';

// Checked against the route table without bundling it into this island (pathTo would import the table).
const PRIVACY_PATH = '/privacy/' satisfies RoutePath;

export type ContactFormProps = {
  heading: string;
  /**
   * Where the request goes: a form service's https URL, or a mailto: URL to the firm. It is the
   * form's `action` (what a browser without JavaScript uses) and the island sends to the same place.
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

/**
 * The contact form and what it does in the browser: messages beside each field, the phone rule,
 * sending to the form service or handing the request to the email app, and saying what happened.
 * Without JavaScript the same HTML is a plain form the browser checks and sends to `action`.
 */
export function ContactForm({ heading, action, email, phone, services, hours }: ContactFormProps) {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const phoneRule = usePhoneRule();
  useContactPrefill(formRef, services);
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
      form.querySelector<HTMLElement>(`#${contactFieldId(first)}`)?.focus();
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

    // Sent where `action` says, the same prop the form renders for a browser without JavaScript.
    const delivery = deliveryFor(action);
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

  const byEndpoint = deliveryFor(action).kind === 'endpoint';
  const telLink = (
    <a className={styles.nowrap} href={`tel:${phone.e164}`}>
      {phone.display}
    </a>
  );

  return (
    <form
      ref={formRef}
      className="card panel"
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

      <ContactFormFields errors={errors} services={services} honeypotName={byEndpoint ? '_gotcha' : undefined} />

      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} aria-disabled={status.kind === 'sending' || undefined}>
          {status.kind === 'sending' ? 'Sending…' : 'Send Request'}
        </button>
        <p className={styles.privacyNote}>
          We use these details only to answer your request: see our <Link href={PRIVACY_PATH}>privacy notice</Link>.
        </p>
      </div>

      <ContactFormStatus status={status} errorCount={errorCount} email={email} telLink={telLink} />
    </form>
  );
}
