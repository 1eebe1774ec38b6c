import { ExternalIcon } from './Icon';

type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'target' | 'rel' | 'href'> & { href: string };

/** A link that opens another site in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
      <ExternalIcon style={{ marginInlineStart: '0.3em', verticalAlign: 'baseline' }} />
    </a>
  );
}
