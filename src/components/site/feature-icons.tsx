/** Line icons for the landing's service cards; decorative, so hidden from screen readers. */
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  focusable: false,
}

export function ChatIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
    </svg>
  )
}

export function BottleIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M10 2h4v3h-4zM9 5h6l1 3v12a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2V8z" />
      <path d="M8 12h8" />
    </svg>
  )
}

export function ClinicIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M3 21h18M5 21V7l7-4 7 4v14" />
      <path d="M12 9v6M9 12h6" />
    </svg>
  )
}
