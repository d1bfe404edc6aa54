/**
 * The fake's browser pages: the 3-D Secure page at a card charge's redirect_url, the callback it
 * ends on, and the e-wallet page standing for GoPay's and ShopeePay's app.
 */
import type { FakeTransaction } from './midtrans-fake-ledger'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

export function threeDsPage(transaction: FakeTransaction): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure (Midtrans fake)</title></head>
<body><h1>3-D Secure</h1>
<p>Card ${escapeHtml(transaction.maskedCard ?? '')}, IDR ${transaction.grossAmount}, order ${escapeHtml(transaction.orderId)}: ${escapeHtml(transaction.status)}</p>
<form method="post"><input type="hidden" name="action" value="authenticate"><button type="submit">Authenticate</button></form>
<form method="post"><input type="hidden" name="action" value="fail"><button type="submit">Fail</button></form>
</body></html>`
}

/** As Midtrans's 3-D Secure callback: the status body, posted to the page that framed it. */
export function callbackPage(result: Record<string, unknown>): string {
  const message = JSON.stringify(JSON.stringify(result)).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure done (Midtrans fake)</title></head>
<body><p id="result">${escapeHtml(String(result.transaction_status))}</p>
<script>window.parent.postMessage(${message}, '*')</script></body></html>`
}

export function walletPage(transaction: FakeTransaction): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>E-wallet (Midtrans fake)</title></head>
<body><h1>${escapeHtml(transaction.paymentType)}</h1>
<p>IDR ${transaction.grossAmount}, order ${escapeHtml(transaction.orderId)}: <span id="status">${escapeHtml(transaction.status)}</span></p>
${transaction.status === 'pending' ? '<form method="post"><button type="submit">Bayar</button></form>' : ''}
</body></html>`
}
