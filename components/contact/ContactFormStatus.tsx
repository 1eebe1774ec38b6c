import styles from './ContactForm.module.css';

/** The submit button's words while nothing is being sent (ContactForm renders it; the island restores it). */
export const SUBMIT_LABEL = 'Send Request';
export const SENDING_LABEL = 'Sending…';

export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string }
  | { kind: 'mail-app'; mailto: string }
  | { kind: 'failed'; reason: 'server' | 'network'; status?: number; mailto: string };

type ContactFormStatusProps = {
  status: ContactStatus;
  errorCount: number;
  email: string;
  /** The firm's phone link, offered whenever something did not go through. */
  telLink: React.ReactNode;
};

/** What the form's live region says: how many fields need attention, progress, and results. */
export function ContactStatusMessages({ status, errorCount, email, telLink }: ContactFormStatusProps) {
  return (
    <>
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
    </>
  );
}

/** The alert when the request was not sent, with the email and phone ways instead. */
export function ContactFailureAlert({ status, telLink }: Pick<ContactFormStatusProps, 'status' | 'telLink'>) {
  if (status.kind !== 'failed') return null;
  return (
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
  );
}
