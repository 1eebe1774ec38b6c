import { CallBackIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/Icon';
import { LOCALE_TABLE, type Locale } from '@/lib/i18n/locale';
import { CallBackLink } from './CallBackLink';
import styles from './ActionBar.module.css';
import { wordsFor } from '@/lib/i18n/words';

type ActionBarProps = {
  locale: Locale;
  /** tel: target, E.164. */
  phoneE164: string;
  /** The wa.me link (its greeting in the page's language), or null when the firm has no WhatsApp number. */
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
export function ActionBar({ locale, phoneE164, whatsappHref, contactPath, serviceSlugs }: ActionBarProps) {
  const words = wordsFor(locale).ui;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label={words.quickContact}>
        <ul className={styles.list}>
          <li>
            <a className={styles.action} href={`tel:${phoneE164}`}>
              <PhoneIcon />
              {words.call}
            </a>
          </li>
          {whatsappHref ? (
            <li>
              <a className={styles.action} href={whatsappHref} target="_blank" rel="noopener noreferrer">
                <WhatsAppIcon />
                {words.whatsApp}
                <span className="visually-hidden">{words.opensWhatsApp}</span>
              </a>
            </li>
          ) : null}
          <li>
            <CallBackLink
              className={`${styles.action} ${styles.primary}`}
              contactPath={contactPath}
              editionPrefix={LOCALE_TABLE[locale].prefix}
              serviceSlugs={serviceSlugs}
              message={words.callBackMessage}
            >
              <CallBackIcon />
              {words.requestCallBack}
            </CallBackLink>
          </li>
        </ul>
      </nav>
    </>
  );
}
