/**
 * The site's small icons, one module so a shape is drawn once. Every icon here is decorative: the
 * words beside it (or the button's accessible name) carry the meaning, so each is hidden from
 * assistive technology and never takes focus. Illustrations (the logo, the hero, posters, the chart)
 * stay with their components: they are pictures, not icons.
 *
 * Named function exports rather than one `<Icon name>` switch (and no module-level calls), so the
 * bundler can drop every shape a client island does not draw.
 */
type IconProps = Omit<React.SVGProps<SVGSVGElement>, 'viewBox' | 'children' | 'width' | 'height'> & {
  /** Width and height in CSS pixels. */
  size?: number;
};

function Svg({ size, viewBox, children, ...rest }: IconProps & { size: number; viewBox: string; children: React.ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox={viewBox} {...rest}>
      {children}
    </svg>
  );
}

/** A 24-unit icon drawn as one filled path. */
function Filled({ d, size, ...rest }: IconProps & { d: string; size: number }) {
  return (
    <Svg size={size} viewBox="0 0 24 24" {...rest}>
      <path d={d} fill="currentColor" />
    </Svg>
  );
}

export function PhoneIcon({ size = 20, ...rest }: IconProps) {
  return (
    <Filled
      d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      size={size}
      {...rest}
    />
  );
}

export function MailIcon({ size = 22, ...rest }: IconProps) {
  return (
    <Filled
      d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.2V17h16V7.2l-8 5.3zM5.4 7l6.6 4.4L18.6 7z"
      size={size}
      {...rest}
    />
  );
}

export function MapPinIcon({ size = 22, ...rest }: IconProps) {
  return (
    <Filled
      d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
      size={size}
      {...rest}
    />
  );
}

export function ClockIcon({ size = 22, ...rest }: IconProps) {
  return (
    <Filled
      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v5.4l4.3 2.6 1-1.7-3.3-2V7z"
      size={size}
      {...rest}
    />
  );
}

export function WhatsAppIcon({ size = 20, ...rest }: IconProps) {
  return (
    <Filled
      d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20zm4.4-6c-.2-.1-1.4-.7-1.6-.8s-.4-.1-.5.1-.6.8-.8.9-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3a.4.4 0 0 0 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.8 2 4.7 4.7 0 0 0 1 2.5 10.7 10.7 0 0 0 4.1 3.6c1.5.7 2.1.7 2.9.6a2.4 2.4 0 0 0 1.6-1.1 2 2 0 0 0 .1-1.1c0-.1-.2-.2-.4-.3z"
      size={size}
      {...rest}
    />
  );
}

export function CallBackIcon({ size = 20, ...rest }: IconProps) {
  return (
    <Filled
      d="M20 15.5a11.4 11.4 0 0 1-3.6-.57 1 1 0 0 0-1 .25l-2.2 2.2a15.2 15.2 0 0 1-6.6-6.6l2.2-2.2a1 1 0 0 0 .25-1A11.4 11.4 0 0 1 8.5 4a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1 17 17 0 0 0 17 17 1 1 0 0 0 1-1v-3.5a1 1 0 0 0-1-1zM15 3v2h2.6l-4.3 4.3 1.4 1.4L19 6.4V9h2V3z"
      size={size}
      {...rest}
    />
  );
}

export function PauseIcon({ size = 16, ...rest }: IconProps) {
  return (
    <Svg size={size} viewBox="0 0 16 16" {...rest}>
      <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
    </Svg>
  );
}

export function PlayIcon({ size = 16, ...rest }: IconProps) {
  return (
    <Svg size={size} viewBox="0 0 16 16" {...rest}>
      <path d="M4 2l10 6-10 6z" fill="currentColor" />
    </Svg>
  );
}

export function ChevronLeftIcon({ size = 16, ...rest }: IconProps) {
  return (
    <Svg size={size} viewBox="0 0 16 16" {...rest}>
      <path d="M10.5 2.5 5 8l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </Svg>
  );
}

export function ChevronRightIcon({ size = 16, ...rest }: IconProps) {
  return (
    <Svg size={size} viewBox="0 0 16 16" {...rest}>
      <path d="M5.5 2.5 11 8l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </Svg>
  );
}

export function ChevronDownIcon({ size = 18, ...rest }: IconProps) {
  return (
    <Svg size={size} viewBox="0 0 18 18" {...rest}>
      <path d="M4 7l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

export function ArrowRightIcon({ size = 16, ...rest }: IconProps) {
  return (
    <Svg size={size} viewBox="0 0 16 16" {...rest}>
      <path d="M3 8h9M8.5 4.5 12 8l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </Svg>
  );
}

export function ExternalIcon({ size = 12, ...rest }: IconProps) {
  return (
    <Svg size={size} viewBox="0 0 12 12" {...rest}>
      <path d="M4.5 1.5h6v6M10.5 1.5 4 8M8.5 7v3.5h-7v-7H5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </Svg>
  );
}

/** Stroke and fill come from the button's CSS. */
export function ShareIcon({ size = 18, ...rest }: IconProps) {
  return (
    <Svg size={size} viewBox="0 0 24 24" {...rest}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </Svg>
  );
}

export function MenuIcon({ size = 22, ...rest }: IconProps) {
  return (
    <Svg size={size} viewBox="0 0 22 22" {...rest}>
      <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

export function CloseIcon({ size = 22, ...rest }: IconProps) {
  return (
    <Svg size={size} viewBox="0 0 22 22" {...rest}>
      <path d="M5 5l12 12M17 5 5 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

/** A tick on a filled disc, for a point in a list of what the firm does. */
export function CheckCircleIcon({ size = 28, ...rest }: IconProps) {
  return (
    <Svg size={size} viewBox="0 0 28 28" {...rest}>
      <circle cx="14" cy="14" r="14" fill="#0f766e" />
      <path d="m8 14.5 4 4 8-9" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

/** A cross on a disc in the current colour, for something the firm does not do. */
export function CrossCircleIcon({ size = 20, ...rest }: IconProps) {
  return (
    <Svg size={size} viewBox="0 0 20 20" {...rest}>
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}
