import type { Locale } from '@/lib/i18n/locale';
import { ExternalIcon } from './Icon';
import { wordsFor } from '@/lib/i18n/words';

type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'target' | 'rel' | 'href'> & {
  href: string;
  /** The page's language, for the words screen readers hear after the link. */
  locale: Locale;
};

/** A link that opens another site in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ href, locale, children, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden">{wordsFor(locale).ui.opensInNewTab}</span>
      <ExternalIcon style={{ marginInlineStart: '0.3em', verticalAlign: 'baseline' }} />
    </a>
  );
}
