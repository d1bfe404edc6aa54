/** The landing illustration: a jar, a bottle and soft skin-tone shapes, drawn inline. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 480 400"
      width="480"
      height="400"
      role="img"
      aria-label="Ilustrasi botol serum dan krim perawatan kulit Diri"
    >
      <defs>
        <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#cfeae5" />
          <stop offset="1" stopColor="#ffe4dc" />
        </linearGradient>
        <linearGradient id="hero-bottle" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="1" stopColor="#0a4a46" />
        </linearGradient>
        <clipPath id="hero-frame">
          <rect x="20" y="20" width="440" height="360" rx="48" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-frame)">
        <rect x="20" y="20" width="440" height="360" fill="url(#hero-bg)" />
        <circle cx="360" cy="110" r="70" fill="#f4c9b8" opacity="0.7" />
        <circle cx="120" cy="300" r="90" fill="#e9b59c" opacity="0.35" />
      </g>
      <rect x="150" y="120" width="90" height="200" rx="22" fill="url(#hero-bottle)" />
      <rect x="172" y="86" width="46" height="40" rx="8" fill="#0a4a46" />
      <rect x="184" y="62" width="22" height="28" rx="6" fill="#e8684a" />
      <rect x="166" y="190" width="58" height="70" rx="10" fill="#fbf8f5" opacity="0.92" />
      <rect x="176" y="206" width="38" height="6" rx="3" fill="#0f766e" />
      <rect x="176" y="220" width="28" height="6" rx="3" fill="#8a969b" />
      <rect x="270" y="210" width="120" height="110" rx="26" fill="#fbf8f5" />
      <rect x="262" y="192" width="136" height="34" rx="14" fill="#e8684a" />
      <rect x="292" y="250" width="76" height="8" rx="4" fill="#0f766e" />
      <rect x="302" y="266" width="56" height="8" rx="4" fill="#c9bfb6" />
    </svg>
  )
}
