import { DEMO_NOTICE } from '../../../contract/checkout/simulator-schemas'

/**
 * 'Mode demo', said plainly where the payment simulator takes part: the payment step,
 * the payment that waits, the order. A note by its role and name, and in words with a sign, so it
 * does not rest on its colour. Shown when the API says the mode is 'demo' (`PaymentMode`): the
 * site may stand in front of another API, so it never guesses.
 */
export function DemoModeNotice() {
  return (
    <div className="demo-notice" role="note" aria-label={DEMO_NOTICE.title}>
      <svg
        className="demo-notice__sign"
        width="20"
        height="20"
        viewBox="0 0 20 20"
        aria-hidden="true"
      >
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M10 5.5v5.5M10 13.6v.9"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <p>
        <strong>{DEMO_NOTICE.title}:</strong> {DEMO_NOTICE.body}
      </p>
    </div>
  )
}
