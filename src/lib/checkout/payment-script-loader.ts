/**
 * The card payment provider's script (see payment-script.tsx), added to the page when the member
 * reaches the payment step and never before: the cart, promo, address and
 * shipping steps run no third-party code.
 *
 * It is inserted by the app's own script, which the page's CSP trusts by nonce, so 'strict-dynamic'
 * lets it run. Once loaded it stays for the rest of the visit (a script cannot be unloaded); after a
 * failed load the card step hears so, and the next ask inserts it again.
 */

/** Which script, from the server (payment-script.server.ts). */
export interface PaymentScript {
  url: string
  /**
   * Set when the script is Midtrans's: its tag carries what the script reads from it, as
   * Midtrans's docs write the tag (`id="midtrans-script"`, `data-environment`, `data-client-key`).
   * The client key is public by design; the server key never reaches the browser.
   */
  midtrans: { clientKey: string; environment: 'sandbox' | 'production' } | null
}

let loading: { script: PaymentScript; done: Promise<void>; failed: boolean } | undefined

export function loadPaymentScript(wanted: PaymentScript): Promise<void> {
  if (loading?.script.url === wanted.url && !loading.failed) return loading.done
  const done = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    if (wanted.midtrans) {
      script.id = 'midtrans-script'
      script.dataset.environment = wanted.midtrans.environment
      script.dataset.clientKey = wanted.midtrans.clientKey
    }
    script.src = wanted.url
    script.async = true
    script.dataset.paymentProvider = wanted.midtrans ? 'midtrans' : ''
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      if (loading?.done === done) loading.failed = true
      reject(new Error(`The payment provider's script did not load: ${wanted.url}`))
    }
    document.head.append(script)
  })
  loading = { script: wanted, done, failed: false }
  return done
}

/**
 * Waits for the provider's script when the page asked for it. Resolves false when it was asked
 * for and failed (the card cannot be tokenized by the provider now), true otherwise.
 */
export async function paymentScriptSettled(): Promise<boolean> {
  if (!loading) return true
  try {
    await loading.done
    return true
  } catch {
    return false
  }
}

/** The script this page asked for (loaded or not), or null when none. */
export function requestedPaymentScript(): PaymentScript | null {
  return loading?.script ?? null
}

/** For tests: forget what this page loaded. */
export function resetPaymentScriptForTests() {
  loading = undefined
}
