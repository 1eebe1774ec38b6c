import { Fragment } from 'react';
import type { Phone } from '@/content/types';
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
        <Icon path="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
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
        <Icon path="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.2V17h16V7.2l-8 5.3zM5.4 7l6.6 4.4L18.6 7z" />
        <div>
          <h3 className={styles.label}>Email us</h3>
          <p className={styles.value}>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        </div>
      </li>
      <li className={styles.item}>
        <Icon path="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
        <div>
          <h3 className={styles.label}>Visit us</h3>
          <address className={styles.value}>{address}</address>
          <p className={styles.note}>
            {officeHours.label}: <KeepWords text={officeHours.value} />
          </p>
        </div>
      </li>
      <li className={styles.item}>
        <Icon path="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v5.4l4.3 2.6 1-1.7-3.3-2V7z" />
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

function Icon({ path }: { path: string }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg focusable="false" width="22" height="22" viewBox="0 0 24 24">
        <path d={path} fill="currentColor" />
      </svg>
    </span>
  );
}
