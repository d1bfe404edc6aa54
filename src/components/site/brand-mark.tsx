/** Diri's mark: a drop on a soft circle, drawn inline so it costs no request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#cfeae5" />
      <path d="M16 6c4.5 5.2 7 9 7 12.2A7 7 0 0 1 9 18.2C9 15 11.5 11.2 16 6Z" fill="#0f766e" />
      <circle cx="19.2" cy="18.6" r="2.2" fill="#e8684a" />
    </svg>
  )
}
