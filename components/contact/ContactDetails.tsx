import { Fragment } from 'react';
import type { Phone } from '@/content/types';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/Icon';
import styles from './ContactDetails.module.css';

type ContactDetailsProps = {
  phone: Phone;
  email: string;
  /** The postal address on one line. */
  address: string;
  /** When the firm answers calls and email, with its label, e.g. "Phone and email hours". */
  hours: LabelledHours;
  /** When the office is open for visits, shown under the address. */
  officeHours: LabelledHours;
};

type LabelledHours = { label: string; value: string };

/** The ways to reach the firm, each a block with the action a visitor can take from a phone: call, write, visit. */
export function ContactDetails({ phone, email, address, hours, officeHours }: ContactDetailsProps) {
  return (
    <ul className={styles.list}>
      <li className={styles.item}>
        <Icon glyph={PhoneIcon} />
        <div>
          <h3 className={styles.label}>Call us</h3>
          <p className={styles.value}>
            <a className={styles.keep} href={`tel:${phone.e164}`}>
              {phone.display}
            </a>
          </p>
        </div>
      </li>
      <li className={styles.item}>
        <Icon glyph={MailIcon} />
        <div>
          <h3 className={styles.label}>Email us</h3>
          <p className={styles.value}>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        </div>
      </li>
      <li className={styles.item}>
        <Icon glyph={MapPinIcon} />
        <div>
          <h3 className={styles.label}>Visit us</h3>
          <address className={styles.value}>{address}</address>
          <p className={styles.note}>
            {officeHours.label}: <KeepWords text={officeHours.value} />
          </p>
        </div>
      </li>
      <li className={styles.item}>
        <Icon glyph={ClockIcon} />
        <div>
          <h3 className={styles.label}>{hours.label}</h3>
          <p className={styles.value}>
            <KeepWords text={hours.value} />
          </p>
        </div>
      </li>
    </ul>
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

function Icon({ glyph: Glyph }: { glyph: typeof PhoneIcon }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      <Glyph size={22} />
    </span>
  );
}
