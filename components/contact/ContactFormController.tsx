import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { createPortal, flushSync } from 'react-dom';
import { FieldError } from '@/components/ui/FieldError';
import { usePhoneRule } from '@/hooks/usePhoneRule';
import {
  CONTACT_FIELDS,
  contactPayload,
  firstInvalidField,
  readContactValues,
  validateContact,
  type ContactErrors,
  type ContactField,
} from '@/lib/contact/rules';
import { contactMailto, contactRequestText } from '@/lib/contact/draft';
import { deliveryFor, submitContact } from '@/lib/contact/submit';
import type { ContactIslandText } from '@/content/contact';
import { whatsappHref } from '@/lib/contact/prefill';
import type { Phone } from '@/content/types';
import type { Locale } from '@/lib/i18n/locale';
import { contactErrorId, contactFieldId, contactHintId } from './ContactFormField';
import { HONEYPOT_ID } from './ContactFormFields';
import { ContactFailureAlert, ContactStatusMessages, type ContactStatus } from './ContactFormStatus';

export type ContactFormControllerProps = {
  /** The server-rendered form (ContactForm.tsx) this brings to life. */
  form: HTMLFormElement;
  /** The form's action, as rendered: where the request goes (lib/contact/submit.ts, deliveryFor). */
  action: string;
  email: string;
  phone: Phone;
  /** The page's language: the request tells the firm which one the visitor wrote from. */
  locale: Locale;
  /** Every word this code shows (messages, progress, results), in the page's language. */
  text: ContactIslandText;
  /** The visitor pressed Send Request before this code had arrived: send as soon as it is here. */
  submitOnMount: boolean;
  /** The firm's WhatsApp number (E.164), offered with the request written out when sending fails; null: none. */
  whatsappNumber: string | null;
};

/**
 * What the contact form does in the browser: messages beside each field, the phone rule, sending to
 * the form service or handing the request to the email app, and saying what happened. The form's
 * HTML is the server's (so it works without JavaScript and nothing typed is ever replaced): this
 * component, loaded when the visitor starts on the form, renders into it through portals and sets
 * the attributes that tie each control to its message.
 */
export function ContactFormController({
  form,
  action,
  email,
  phone,
  locale,
  text,
  submitOnMount,
  whatsappNumber,
}: ContactFormControllerProps) {
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });
  const sendingRef = useRef(false);
  const replayedRef = useRef(false);
  const attemptRef = useRef<{ key: string; body: string } | null>(null);
  const phoneRule = usePhoneRule();
  useFieldStates(form, errors);
  const sending = status.kind === 'sending';
  useSubmitButton(form, sending ? text.status.sending : text.status.submit, sending);
  const errorCount = Object.keys(errors).length;

  // Once a submit has flagged fields, each one clears as soon as it is fixed; none is added while typing.
  const recheck = useEffectEvent(() => {
    const phoneProblem = phoneRule.ready();
    if (errorCount === 0 || !phoneProblem) return;
    const current = validateContact(readContactValues(new FormData(form)), phoneProblem, text.validation);
    const next: ContactErrors = {};
    for (const field of Object.keys(errors) as ContactField[]) {
      const message = current[field];
      if (message) next[field] = message;
    }
    setErrors(next);
  });

  const send = useEffectEvent(async () => {
    if (sendingRef.current) return;
    const values = readContactValues(new FormData(form));
    const found = validateContact(values, await phoneRule.rule(), text.validation);
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

    const mailto = contactMailto(email, values, locale, text.draft);
    if (form.querySelector<HTMLInputElement>(`#${HONEYPOT_ID}`)?.value) {
      // A bot filled the hidden field: look successful, send nothing.
      form.reset();
      setStatus({ kind: 'sent', name: values.name.trim() });
      return;
    }

    const delivery = deliveryFor(action);
    if (delivery.kind === 'mailto') {
      window.location.href = mailto;
      setStatus({ kind: 'mail-app', mailto });
      return;
    }

    sendingRef.current = true;
    setStatus({ kind: 'sending' });
    // The site's own endpoint stores a request once per Idempotency-Key: a retry of the same words (the
    // first try's answer lost on a flaky network) reuses the key, so it finds the first row and its
    // reference. A form service gets no such header (it would need a CORS preflight it may refuse).
    const key = delivery.firstParty ? idempotencyKey(attemptRef, JSON.stringify(contactPayload(values, locale))) : undefined;
    const result = await submitContact(delivery.url, values, locale, fetch, key);
    sendingRef.current = false;
    if (result.ok) {
      attemptRef.current = null;
      form.reset();
      setStatus({ kind: 'sent', name: values.name.trim(), reference: result.reference });
    } else {
      setStatus({
        kind: 'failed',
        reason: result.reason,
        status: result.reason === 'server' ? result.status : undefined,
        mailto,
        whatsapp: whatsappNumber ? whatsappHref(whatsappNumber, contactRequestText(values, locale, text.draft)) : undefined,
      });
    }
  });

  useEffect(() => {
    // This code arrives when the visitor starts on the form: fetch the phone rule now, so that it is
    // usually there by the time they send.
    phoneRule.prepare();
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      void send();
    };
    const onInput = () => recheck();
    form.addEventListener('submit', onSubmit);
    form.addEventListener('input', onInput);
    // The press that fetched this code, made again now that there is something to handle it (once,
    // even where Strict Mode sets effects up twice).
    if (submitOnMount && !replayedRef.current) {
      replayedRef.current = true;
      form.requestSubmit();
    }
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('input', onInput);
    };
    // Set up once: the form and the pending submit belong to the page load that rendered this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const telLink = <PhoneLink phone={phone} />;
  const live = form.querySelector('[role="status"]');
  return (
    <>
      {CONTACT_FIELDS.map((field) => {
        const message = errors[field];
        const box = fieldBox(form, field);
        return message && box ? createPortal(<FieldError id={contactErrorId(field)} message={message} />, box, field) : null;
      })}
      {live
        ? createPortal(
            <ContactStatusMessages status={status} errorCount={errorCount} email={email} telLink={telLink} text={text.status} />,
            live,
          )
        : null}
      {createPortal(<ContactFailureAlert status={status} telLink={telLink} text={text.status} />, form)}
    </>
  );
}

/** The key of the request being sent: the last one's while the words are unchanged, else a new one. */
function idempotencyKey(attempt: { current: { key: string; body: string } | null }, body: string): string {
  if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
  return attempt.current.key;
}

/** The element around a field's label, control and hint (ContactFormField), where its message goes last. */
function fieldBox(form: HTMLFormElement, field: ContactField): HTMLElement | null {
  return form.querySelector(`#${contactFieldId(field)}`)?.parentElement ?? null;
}

function setAttribute(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Marks each flagged control invalid and describes it by its hint and its message, as the message renders. */
function useFieldStates(form: HTMLFormElement, errors: ContactErrors) {
  useLayoutEffect(() => {
    for (const field of CONTACT_FIELDS) {
      const control = form.querySelector(`#${contactFieldId(field)}`);
      if (!control) continue;
      const invalid = errors[field] !== undefined;
      const hint = document.getElementById(contactHintId(field)) ? contactHintId(field) : '';
      setAttribute(control, 'aria-invalid', invalid ? 'true' : null);
      setAttribute(control, 'aria-describedby', [hint, invalid ? contactErrorId(field) : ''].filter(Boolean).join(' ') || null);
      setAttribute(fieldBox(form, field) ?? control, 'data-invalid', invalid ? 'true' : null);
    }
  }, [form, errors]);
}

/**
 * The button says when a request is on its way (`label` is then the "Sending…" words), and refuses a
 * second press meanwhile (sendingRef).
 */
function useSubmitButton(form: HTMLFormElement, label: string, sending: boolean) {
  useLayoutEffect(() => {
    const button = form.querySelector('button[type="submit"]');
    if (!button) return;
    button.textContent = label;
    setAttribute(button, 'aria-disabled', sending ? 'true' : null);
  }, [form, label, sending]);
}
