/** The hero's picture, drawn for this site: a plan rising to a goal, protected. Inline, so it costs no request. */
export function HeroIllustration() {
  return (
    <svg aria-hidden="true" focusable="false" width="480" height="400" viewBox="0 0 480 400">
      <defs>
        <linearGradient id="hero-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f766e" stopOpacity="0.35" />
          <stop offset="1" stopColor="#0f766e" stopOpacity="0.02" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="200" r="180" fill="#e6f4f2" />
      <circle cx="410" cy="70" r="34" fill="#fff4dc" />

      {/* The plan: a card with a rising chart */}
      <rect x="58" y="86" width="312" height="214" rx="18" fill="#0b2e4f" opacity="0.08" transform="translate(6 10)" />
      <rect x="58" y="86" width="312" height="214" rx="18" fill="#ffffff" />
      <rect x="82" y="108" width="96" height="10" rx="5" fill="#0b2e4f" />
      <rect x="82" y="128" width="150" height="8" rx="4" fill="#d5dde6" />
      <rect x="300" y="106" width="48" height="24" rx="12" fill="#e6f4f2" />
      <path d="M312 122l8-8 8 8" fill="none" stroke="#0f766e" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M82 268 L82 250 L124 236 L162 244 L204 212 L246 220 L288 182 L346 156 L346 268 Z" fill="url(#hero-area)" />
      <path
        d="M82 250 L124 236 L162 244 L204 212 L246 220 L288 182 L346 156"
        fill="none"
        stroke="#0f766e"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="204" cy="212" r="6" fill="#ffffff" stroke="#0f766e" strokeWidth="3" />
      <circle cx="346" cy="156" r="7" fill="#0f766e" />
      <line x1="82" y1="268" x2="346" y2="268" stroke="#d5dde6" strokeWidth="2" />

      {/* The goal: a flag on the summit */}
      <path d="M346 156 L346 64" stroke="#0b2e4f" strokeWidth="4" strokeLinecap="round" />
      <path d="M348 66 L392 78 L348 92 Z" fill="#f4a300" />

      {/* Protection: a shield */}
      <path d="M376 238 l52 -18 l52 18 v36 c0 40 -26 64 -52 76 c-26 -12 -52 -36 -52 -76 z" fill="#0b2e4f" transform="translate(-28 0)" />
      <path d="M380 290 l16 16 l30 -32" fill="none" stroke="#ffffff" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />

      {/* Savings: a rupee coin */}
      <circle cx="96" cy="316" r="40" fill="#f4a300" />
      <circle cx="96" cy="316" r="30" fill="none" stroke="#ffffff" strokeWidth="3" opacity="0.7" />
      <path
        d="M82 298h28M82 308h28M88 298c18 0 18 22 0 22h-6l24 20"
        fill="none"
        stroke="#0b2e4f"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
