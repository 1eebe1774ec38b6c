import { CallBackLink } from './CallBackLink';
import styles from './ActionBar.module.css';

type ActionBarProps = {
  /** tel: target, E.164. */
  phoneE164: string;
  /** The wa.me link, or null when the firm has no WhatsApp number. */
  whatsappHref: string | null;
  /** The contact page's path. */
  contactPath: `/${string}`;
  /** Slugs of the service pages: on one of them, the call-back request names that service. */
  serviceSlugs: readonly string[];
};

/**
 * One tap to the firm on a phone: Call, WhatsApp and Request a call back, fixed at the bottom of
 * the screen under 960 px (where the thumb is), with a spacer of the same height in the page so it
 * never covers the last lines. Hidden on wider screens, where the header already holds everything,
 * and in print. Only the call-back link is an island, to read the path: on a service page it
 * carries that service to the contact form, like every other contact link there.
 */
export function ActionBar({ phoneE164, whatsappHref, contactPath, serviceSlugs }: ActionBarProps) {
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label="Quick contact">
        <ul className={styles.list}>
          <li>
            <a className={styles.action} href={`tel:${phoneE164}`}>
              <Icon d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
              Call
            </a>
          </li>
          {whatsappHref ? (
            <li>
              <a className={styles.action} href={whatsappHref} target="_blank" rel="noopener noreferrer">
                <Icon d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20zm4.4-6c-.2-.1-1.4-.7-1.6-.8s-.4-.1-.5.1-.6.8-.8.9-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3a.4.4 0 0 0 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.8 2 4.7 4.7 0 0 0 1 2.5 10.7 10.7 0 0 0 4.1 3.6c1.5.7 2.1.7 2.9.6a2.4 2.4 0 0 0 1.6-1.1 2 2 0 0 0 .1-1.1c0-.1-.2-.2-.4-.3z" />
                WhatsApp<span className="visually-hidden"> (opens WhatsApp)</span>
              </a>
            </li>
          ) : null}
          <li>
            <CallBackLink className={`${styles.action} ${styles.primary}`} contactPath={contactPath} serviceSlugs={serviceSlugs}>
              <Icon d="M20 15.5a11.4 11.4 0 0 1-3.6-.57 1 1 0 0 0-1 .25l-2.2 2.2a15.2 15.2 0 0 1-6.6-6.6l2.2-2.2a1 1 0 0 0 .25-1A11.4 11.4 0 0 1 8.5 4a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1 17 17 0 0 0 17 17 1 1 0 0 0 1-1v-3.5a1 1 0 0 0-1-1zM15 3v2h2.6l-4.3 4.3 1.4 1.4L19 6.4V9h2V3z" />
              Request a call back
            </CallBackLink>
          </li>
        </ul>
      </nav>
    </>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
