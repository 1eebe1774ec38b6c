import type { ContactStatusText } from '@/content/contact';
import { fillTemplate } from '@/lib/template';
import { fillNodes } from '@/components/ui/TemplateText';
import styles from './ContactForm.module.css';

export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string; reference?: string }
  | { kind: 'mail-app'; mailto: string }
  | { kind: 'failed'; reason: 'server' | 'network'; status?: number; mailto: string; whatsapp?: string };

type ContactFormStatusProps = {
  status: ContactStatus;
  errorCount: number;
  email: string;
  /** The firm's phone link, offered whenever something did not go through. */
  telLink: React.ReactNode;
  /** The words, in the page's language (content/contact.ts, `status`). */
  text: ContactStatusText;
};

/** What the form's live region says: how many fields need attention, progress, and results. */
export function ContactStatusMessages({ status, errorCount, email, telLink, text }: ContactFormStatusProps) {
  return (
    <>
      {errorCount > 0 ? (
        <p className={styles.summary}>
          {errorCount === 1 ? text.errorSummaryOne : fillTemplate(text.errorSummaryMany, { count: errorCount })}
        </p>
      ) : null}
      {status.kind === 'sending' ? <p>{text.sendingMessage}</p> : null}
      {status.kind === 'sent' ? <p className={styles.success}>{sentWords(status, text)}</p> : null}
      {status.kind === 'mail-app' ? (
        <p className={styles.note}>
          {fillNodes(text.mailApp, { again: <a href={status.mailto}>{text.mailAgain}</a>, email, phone: telLink })}
        </p>
      ) : null}
    </>
  );
}

/** The alert when the request was not sent, with the email and phone ways instead. */
export function ContactFailureAlert({ status, telLink, text }: Pick<ContactFormStatusProps, 'status' | 'telLink' | 'text'>) {
  if (status.kind !== 'failed') return null;
  return (
    <div role="alert" className={styles.failure}>
      <p>
        <strong>{text.failedHeading}</strong>{' '}
        {status.reason === 'network'
          ? text.failedNetwork
          : status.status === 429
            ? text.failedBusy
            : fillTemplate(text.failedServer, { status: status.status ?? '' })}{' '}
        {text.keptTyped}
      </p>
      <p>
        {status.whatsapp
          ? fillNodes(text.failedNextWithWhatsApp, {
              email: <a href={status.mailto}>{text.failedEmailLink}</a>,
              whatsapp: (
                <a href={status.whatsapp} target="_blank" rel="noopener noreferrer">
                  {text.failedWhatsAppLink}
                </a>
              ),
              phone: telLink,
            })
          : fillNodes(text.failedNext, { email: <a href={status.mailto}>{text.failedEmailLink}</a>, phone: telLink })}
      </p>
    </div>
  );
}

/** The thanks, with the reference the site's own endpoint gave ("Your request KPR-482 has reached us"). */
function sentWords(status: Extract<ContactStatus, { kind: 'sent' }>, text: ContactStatusText): string {
  const { name, reference } = status;
  if (reference)
    return name ? fillTemplate(text.sentReferenceNamed, { name, reference }) : fillTemplate(text.sentReferenceUnnamed, { reference });
  return name ? fillTemplate(text.sentNamed, { name }) : text.sentUnnamed;
}
