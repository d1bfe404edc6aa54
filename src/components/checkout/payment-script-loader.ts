/**
 * The card payment provider's script (PAYMENT_SCRIPT_URL, production only; see
 * payment-script.tsx), added to the page when the member reaches the payment step (issue 17,
 * point 4) and never before: the cart, promo, address and shipping steps run no third-party code.
 *
 * It is inserted by the app's own script, which the page's CSP trusts by nonce, so 'strict-dynamic'
 * lets it run. Once loaded it stays for the rest of the visit (a script cannot be unloaded); after a
 * failed load the card step hears so, and the next ask inserts it again.
 */
let loading: { url: string; done: Promise<void>; failed: boolean } | undefined

export function loadPaymentScript(url: string): Promise<void> {
  if (loading?.url === url && !loading.failed) return loading.done
  const done = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.dataset.paymentProvider = ''
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      if (loading?.done === done) loading.failed = true
      reject(new Error(`The payment provider's script did not load: ${url}`))
    }
    document.head.append(script)
  })
  loading = { url, done, failed: false }
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

/** For tests: forget what this page loaded. */
export function resetPaymentScriptForTests() {
  loading = undefined
}
