import { Fragment } from 'react';
import { PhoneLink } from '@/components/ui/PhoneLink';
import type { Phone } from '@/content/types';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/Icon';
import type { ContactDetailsText } from '@/content/contact';
import type { Locale } from '@/lib/i18n/locale';
import { LocalHoursNote } from './LocalHoursNote';
import styles from './ContactDetails.module.css';
import { wordsFor } from '@/lib/i18n/words';

type ContactDetailsProps = {
  locale: Locale;
  /** The headings of each way, in the page's language. */
  text: ContactDetailsText;
  phone: Phone;
  email: string;
  /** The firm's wa.me link, or null when it has no WhatsApp number: offered at every width. */
  whatsappHref: string | null;
  /** The postal address on one line. */
  address: string;
  /** When the firm answers calls and email, with its label, e.g. "Phone and email hours", in the page's language. */
  hours: LabelledHours;
  /** When the office is open for visits, shown under the address. */
  officeHours: LabelledHours;
  /** The hours again in the visitor's time zone (LocalHoursNote), under the IST line; null where they cannot be read. */
  localHours?: Omit<React.ComponentProps<typeof LocalHoursNote>, 'className'> | null;
};

type LabelledHours = { label: string; value: string };

/** The ways to reach the firm, each a block with the action a visitor can take from a phone: call, write, visit. */
export function ContactDetails({ locale, text, phone, email, whatsappHref, address, hours, officeHours, localHours }: ContactDetailsProps) {
  const ui = wordsFor(locale).ui;
  return (
    <ul className={styles.list}>
      <Detail glyph={PhoneIcon} label={text.callUs}>
        <p className={styles.value}>
          <PhoneLink phone={phone} />
        </p>
      </Detail>
      <Detail glyph={MailIcon} label={text.emailUs}>
        <p className={styles.value}>
          <a href={`mailto:${email}`}>{email}</a>
        </p>
      </Detail>
      {whatsappHref ? (
        <Detail glyph={WhatsAppIcon} label={ui.whatsApp}>
          <p className={styles.value}>
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
              {ui.whatsAppUs}
              <span className="visually-hidden">{ui.opensWhatsApp}</span>
            </a>
          </p>
        </Detail>
      ) : null}
      <Detail glyph={MapPinIcon} label={text.visitUs}>
        <address className={styles.value}>{address}</address>
        <p className={styles.note}>
          {officeHours.label}: <KeepWords text={officeHours.value} />
        </p>
      </Detail>
      <Detail glyph={ClockIcon} label={hours.label}>
        <p className={styles.value}>
          <KeepWords text={hours.value} />
        </p>
        {localHours ? <LocalHoursNote {...localHours} className={styles.localHours} /> : null}
      </Detail>
    </ul>
  );
}

/** One way to reach the firm: its icon, what to do, and the details. */
function Detail({ glyph: Glyph, label, children }: { glyph: typeof PhoneIcon; label: string; children: React.ReactNode }) {
  return (
    <li className={styles.item}>
      <span className={styles.icon} aria-hidden="true">
        <Glyph size={22} />
      </span>
      <div>
        <h3 className={styles.label}>{label}</h3>
        {children}
      </div>
    </li>
  );
}

/** Breaks only between words, so "9:30 AM-5:30 PM" never splits at its hyphens. */
function KeepWords({ text }: { text: string }) {
  return text.split(' ').map((word, i) => (
    <Fragment key={i}>
      {i > 0 ? ' ' : null}
      <span className={styles.keep}>{word}</span>
    </Fragment>
  ));
}
