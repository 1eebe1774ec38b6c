import { ExternalLink } from '@/components/ui/ExternalLink';
import { PhoneLink } from '@/components/ui/PhoneLink';
import type { Phone } from '@/content/types';
import type { Locale } from '@/lib/i18n/locale';

type ContactRoutesProps = {
  lead: string;
  phone: { label: string; value: Phone };
  email: { label: string; value: string };
  /** A wa.me link; null when the firm has no WhatsApp. */
  whatsapp: { label: string; href: string } | null;
  locale: Locale;
};

/** The firm's direct routes in one line: call, e-mail, WhatsApp. Nothing opens until the visitor picks one. */
export function ContactRoutes({ lead, phone, email, whatsapp, locale }: ContactRoutesProps) {
  return (
    <>
      {lead} {phone.label} <PhoneLink phone={phone.value} />
      {' · '}
      <a href={`mailto:${email.value}`}>{`${email.label} ${email.value}`}</a>
      {whatsapp ? (
        <>
          {' · '}
          <ExternalLink locale={locale} href={whatsapp.href}>
            {whatsapp.label}
          </ExternalLink>
        </>
      ) : null}
    </>
  );
}
