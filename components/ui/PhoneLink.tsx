import type { Phone } from '@/content/types';

type PhoneLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'children'> & {
  phone: Phone;
  /** Shown before the number (an icon). */
  children?: React.ReactNode;
};

/**
 * A phone number a tap calls: the number written with non-breaking spaces, so it never splits across
 * two lines (and the exported HTML validates: html-validate's tel-non-breaking rule).
 */
export function PhoneLink({ phone, children, ...rest }: PhoneLinkProps) {
  return (
    <a {...rest} href={`tel:${phone.e164}`}>
      {children}
      {phone.display.replace(/ /g, '\u00a0')}
    </a>
  );
}
