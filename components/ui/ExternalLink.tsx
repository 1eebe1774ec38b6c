type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'target' | 'rel' | 'href'> & { href: string };

/** A link that opens another site in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
      <svg
        aria-hidden="true"
        focusable="false"
        width="12"
        height="12"
        viewBox="0 0 12 12"
        style={{ marginInlineStart: '0.3em', verticalAlign: 'baseline' }}
      >
        <path d="M4.5 1.5h6v6M10.5 1.5 4 8M8.5 7v3.5h-7v-7H5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      </svg>
    </a>
  );
}
