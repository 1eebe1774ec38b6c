/** The firm's mark: a navy tile with a saffron rule, drawn for this site. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 64 64">
      <rect width="64" height="64" rx="14" fill="#0b2e4f" />
      <path d="M14 46 28 18h8l14 28h-8l-3-7H25l-3 7zm14-13h8l-4-9z" fill="#fff" />
      <rect x="14" y="50" width="36" height="4" rx="2" fill="#f4a300" />
    </svg>
  );
}
