import styles from './ContactForm.module.css';

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

/** What happened to the request: a live region for progress and results, and an alert when it was not sent. */
export function ContactFormStatus({ status, errorCount, email, telLink }: ContactFormStatusProps) {
  return (
    <>
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
    </>
  );
}
