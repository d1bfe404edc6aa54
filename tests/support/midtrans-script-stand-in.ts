/**
 * A stand-in for Midtrans's card script (`midtrans-new-3ds.min.js`) for the browser tests, served
 * by the browser's routing at the site's PAYMENT_SCRIPT_URL. It implements the two calls
 * Midtrans's Core API card guide documents, against the local fake of Midtrans
 * (backend/payments/testing/midtrans-fake.ts):
 *
 * - `MidtransNew3ds.getCardToken({card_number, card_exp_month, card_exp_year, card_cvv},
 *   {onSuccess, onFailure})`: `GET /v2/token` with the tag's `data-client-key`, as the real script
 *   calls Midtrans; `status_code` "200" is a success, anything else a failure with Midtrans's body.
 * - `MidtransNew3ds.authenticate(redirect_url, {performAuthentication, onSuccess, onFailure,
 *   onPending})`: hands the page to the caller to show, then hears the JSON string the 3-D Secure
 *   page posts to its parent: "200" capture/settlement is a success, "201" pending, else a failure.
 *
 * Where the real script picks its API by `data-environment`, the stand-in uses its own origin: the
 * test serves it at the fake's address. It counts its token calls (`window.__midtransStandIn`), so a
 * test can tell the card went through it.
 */
export const MIDTRANS_SCRIPT_STAND_IN = `
(() => {
  const tag = document.getElementById('midtrans-script')
  if (!tag) throw new Error('midtrans-new-3ds stand-in: no <script id="midtrans-script"> on the page')
  const api = new URL(tag.src).origin
  const seen = (window.__midtransStandIn = {
    tokenCalls: 0,
    clientKey: tag.dataset.clientKey,
    environment: tag.dataset.environment,
  })
  window.MidtransNew3ds = {
    getCardToken(card, options) {
      seen.tokenCalls += 1
      const query = new URLSearchParams({
        client_key: tag.dataset.clientKey,
        card_number: String(card.card_number),
        card_exp_month: String(card.card_exp_month),
        card_exp_year: String(card.card_exp_year),
        card_cvv: String(card.card_cvv),
      })
      fetch(api + '/v2/token?' + query)
        .then((response) => response.json())
        .then(
          (body) => (body.status_code === '200' ? options.onSuccess(body) : options.onFailure(body)),
          (error) => options.onFailure({ status_code: '500', status_message: String(error) }),
        )
    },
    authenticate(redirectUrl, options) {
      const from = new URL(redirectUrl, location.href).origin
      const listener = (event) => {
        if (event.origin !== from || typeof event.data !== 'string') return
        let body
        try {
          body = JSON.parse(event.data)
        } catch {
          return
        }
        window.removeEventListener('message', listener)
        const paid = ['capture', 'settlement'].includes(body.transaction_status)
        if (body.status_code === '201' || body.transaction_status === 'pending') options.onPending(body)
        else if (body.status_code === '200' && paid && body.fraud_status !== 'deny') options.onSuccess(body)
        else options.onFailure(body)
      }
      window.addEventListener('message', listener)
      options.performAuthentication(redirectUrl)
    },
  }
})()
`
