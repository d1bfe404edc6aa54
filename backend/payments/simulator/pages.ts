/**
 * The simulator's pages, as a provider would show them: the card's 3-D Secure challenge (framed by
 * the checkout), the VA, e-wallet and QRIS pages (opened beside it), the result of a button, and
 * the refusals. Server-rendered, Indonesian, small: system font, the site's teal and coral, one
 * column, every control labelled and with a visible focus. Forms post without JavaScript; the one
 * inline script tells the checkout that a payment moved.
 */
import { LOCALE, SITE_NAME } from '../../../app.config'
import { DEMO_NOTICE, SIMULATOR_3DS_OTP } from '../../../contract/checkout/simulator-schemas'
import { formatDeadline, formatRupiah } from '../../../contract/indonesian-format'
import { type Html, html, scriptJson, trustedHtml } from './html'
import { qrisSvg } from './qris'
import type { SimulatorCharge, SimulatorResult } from './simulator'

/** `7001 2345 6789 0123`: read and typed in groups of four. */
const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

/** The source the checkout listens for (src/components/checkout/payment-instructions.tsx). */
export const PAYMENT_MESSAGE_SOURCE = 'diri-payment'

const STYLE = `
:root{color-scheme:light;--primary:#0b5f59;--primary-50:#eaf6f4;--accent:#c2462b;--accent-dark:#a13a23;--bg:#fbf8f5;--surface:#fff;--border:#e4ded8;--text:#1f2a2e;--muted:#556268;--field:#7b878c;--error:#b42318;--error-bg:#fdecea;--success:#1e7a3c;--success-bg:#e7f5ec;--warning:#7a4f00;--warning-bg:#fff4d6;--focus:#1d4ed8}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--text);background:var(--bg)}
.banner{margin:0;padding:8px 16px;background:var(--warning-bg);color:var(--warning);font-size:14px;font-weight:600;text-align:center;border-bottom:1px solid #ecd9a4}
main{max-width:440px;margin:0 auto;padding:16px}
.sheet{background:var(--surface);border:1px solid var(--border);border-radius:16px;padding:20px}
.merchant{display:flex;justify-content:space-between;align-items:baseline;gap:12px;margin:0 0 16px;padding-bottom:12px;border-bottom:1px solid var(--border);font-size:14px;color:var(--muted)}
.merchant strong{font-size:20px;color:var(--primary);letter-spacing:.01em}
h1{font-size:22px;line-height:1.3;margin:0 0 8px}
p{margin:0 0 12px}
.lead{color:var(--muted)}
.amount{font-size:28px;font-weight:700;line-height:1.2;margin:4px 0 16px;font-variant-numeric:tabular-nums}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 16px;padding:12px 0;border-top:1px solid var(--border);border-bottom:1px solid var(--border)}
dt{color:var(--muted)}
dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.va{margin:0 0 16px;padding:12px 16px;border-radius:12px;background:var(--primary-50)}
.va__label{margin:0;font-size:14px;color:var(--muted)}
.va__number{margin:0;font-size:clamp(18px,5.4vw,24px);font-weight:700;line-height:1.3;color:var(--primary);font-variant-numeric:tabular-nums;letter-spacing:.04em}
.deadline{padding:12px 0;border-top:1px solid var(--border);border-bottom:1px solid var(--border)}
label{display:block;font-weight:600;margin:0 0 4px}
input{display:block;width:100%;font:inherit;font-size:22px;letter-spacing:.3em;font-variant-numeric:tabular-nums;padding:10px 12px;border:1.5px solid var(--field);border-radius:10px;background:var(--surface);color:var(--text)}
input[aria-invalid=true]{border-color:var(--error)}
.hint{font-size:14px;color:var(--muted);margin:6px 0 0}
.alert{margin:0 0 12px;padding:10px 12px;border-radius:10px;font-size:14px;font-weight:600;color:var(--error);background:var(--error-bg)}
.actions{display:grid;gap:8px;margin-top:20px}
button,.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:12px 16px;font:inherit;font-weight:600;border-radius:999px;border:1.5px solid transparent;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:var(--accent);color:#fff}
.primary:hover{background:var(--accent-dark)}
.secondary{background:var(--surface);color:var(--primary);border-color:var(--primary)}
.secondary:hover{background:var(--primary-50)}
.quiet{background:transparent;color:var(--muted);text-decoration:underline;min-height:44px}
.quiet:hover{color:var(--text)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.status{display:flex;gap:12px;align-items:flex-start;margin:0 0 16px;padding:12px;border-radius:12px}
.status svg{flex:none;margin-top:2px}
.status h1{font-size:20px;margin:0 0 4px}
.status p{margin:0}
.status--paid{background:var(--success-bg);color:var(--success)}
.status--failed{background:var(--error-bg);color:var(--error)}
.status--expired{background:var(--warning-bg);color:var(--warning)}
.status p{color:var(--text)}
.qr{display:block;width:232px;height:232px;max-width:100%;margin:4px auto 16px;border:1px solid var(--border);border-radius:12px}
.small{font-size:14px;color:var(--muted)}
.compact{background:var(--surface)}
.compact .banner{padding:4px 12px;font-size:12px;line-height:1.35;font-weight:500}
.compact main{padding:12px 16px}
.compact .sheet{border:0;border-radius:0;padding:0;background:transparent}
.compact .merchant{display:none}
.compact h1{font-size:18px;margin-bottom:4px}
.compact .lead{font-size:14px;margin-bottom:8px}
.compact dl{gap:2px 12px;margin-bottom:12px;padding:8px 0;font-size:15px}
.compact input{font-size:20px;padding:6px 12px}
.compact .hint{margin-top:4px}
.compact .alert{margin-bottom:8px;padding:6px 10px}
.compact .actions{grid-template-columns:1fr 1fr;margin-top:12px}
.compact .actions>:first-child{grid-column:1/-1}
.compact button,.compact .button{min-height:44px;padding:8px 12px}
.compact .status{margin-bottom:12px;padding:10px}
@media (max-width:799px){.compact .lead{display:none}}
@media (min-width:720px){main{padding:40px 16px}}
@media (min-width:800px){.compact{background:var(--bg)}.compact .banner{padding:8px 16px;font-size:14px}.compact main{padding:40px 16px}.compact .sheet{border:1px solid var(--border);border-radius:16px;padding:20px;background:var(--surface)}.compact .merchant{display:flex;margin-bottom:16px}}
`

/**
 * The page around the content: the 'Mode demo' note (a note by its role and name, and in words,
 * not by its colour), the merchant line, one sheet. `nonce` is the
 * page's own CSP nonce, for its style element and script. `compact`: the card's pages, which the
 * checkout shows in a frame about the size of a bank's 3-D Secure window (480 px high), where
 * they must fit without scrolling: tighter, no sheet inside the frame's own border, no
 * merchant line (the merchant is in the facts), and no lead (the checkout says it above the
 * frame), which leaves room for the 'Mode demo' note. Opened on its own in a wide window (800 px and
 * more, wider than any frame of the checkout), it is the sheet again.
 */
function layout(
  nonce: string,
  title: string,
  content: Html,
  options: { script?: Html; compact?: boolean } = {},
): Html {
  const { script, compact = false } = options
  return html`<!doctype html>
<html lang="${LOCALE.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} · ${DEMO_NOTICE.title}</title>
<style nonce="${nonce}">${trustedHtml(STYLE)}</style>
</head>
<body${compact ? html` class="compact"` : ''}>
<p class="banner" role="note" aria-label="${DEMO_NOTICE.title}"><strong>${DEMO_NOTICE.title}:</strong> ${DEMO_NOTICE.body}</p>
<main>
<div class="sheet">
<p class="merchant"><strong>${SITE_NAME}</strong><span>Pembayaran aman</span></p>
${content}
</div>
</main>
${script ? html`<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`
}

const ICONS = {
  paid: '<path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" stroke-width="2.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  failed:
    '<path d="M7 7l10 10M17 7L7 17" stroke="currentColor" stroke-width="2.5" fill="none" stroke-linecap="round"/>',
  expired:
    '<circle cx="12" cy="12" r="8.5" stroke="currentColor" stroke-width="2" fill="none"/><path d="M12 7.5V12l3 2" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round"/>',
}

function statusBox(kind: keyof typeof ICONS, title: string, body: string): Html {
  return html`<div class="status status--${kind}" role="status">
<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">${trustedHtml(ICONS[kind])}</svg>
<div><h1>${title}</h1><p>${body}</p></div>
</div>`
}

/** The way back to the order the payment belongs to (the web app's order page). */
function backToOrder(orderId: string | null, kind: 'primary' | 'secondary' = 'primary'): Html {
  const href = orderId ? `/akun/pesanan/${encodeURIComponent(orderId)}` : '/akun/pesanan'
  // `_top`: inside the checkout's frame, the order page replaces the checkout, not the frame.
  return html`<a class="button ${kind}" href="${href}" target="_top">${orderId ? 'Lihat pesanan' : 'Lihat pesanan saya'}</a>`
}

function facts(rows: ReadonlyArray<readonly [string, string | Html]>): Html {
  return html`<dl>${rows.map(([term, value]) => html`<dt>${term}</dt><dd>${value}</dd>`)}</dl>`
}

const cardName = (charge: SimulatorCharge) => {
  const { cardBrand, cardLast4 } = charge.details
  return cardLast4 ? `${cardBrand ?? 'Kartu'} •••• ${cardLast4}` : (cardBrand ?? 'Kartu')
}

export interface ChargePageInput {
  nonce: string
  charge: SimulatorCharge
  orderId: string | null
  /** The 3-D Secure page after a wrong code. */
  otpError?: string
}

/** A waiting charge's page: what to pay and the buttons that play the member's bank or app. */
export function chargePage(input: ChargePageInput): Html {
  const { charge } = input
  if (charge.status === 'paid' || charge.status === 'failed' || charge.status === 'expired') {
    return resultPage({ ...input, result: resultOf(charge) })
  }
  switch (charge.type) {
    case 'card':
      return challengePage(input)
    case 'va':
      return vaPage(input)
    case 'ewallet':
      return ewalletPage(input)
    case 'qris':
      return qrisPage(input)
  }
}

function challengePage({ nonce, charge, otpError }: ChargePageInput): Html {
  const invalid = otpError !== undefined
  return layout(
    nonce,
    'Verifikasi 3-D Secure',
    html`<h1>Verifikasi 3-D Secure</h1>
<p class="lead">Bank penerbit kartumu meminta kode OTP untuk menyetujui pembayaran ini.</p>
${facts([
  ['Merchant', SITE_NAME],
  ['Jumlah', formatRupiah(charge.amount)],
  ['Kartu', cardName(charge)],
])}
<form method="post">
${invalid ? html`<p class="alert" id="otp-error" role="alert">${otpError}</p>` : ''}
<label for="otp">Kode OTP</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}" required${invalid ? html` aria-invalid="true" autofocus` : ''} aria-describedby="${invalid ? 'otp-error otp-hint' : 'otp-hint'}">
<p class="hint" id="otp-hint">Di mode demo, kode OTP-nya <strong>${SIMULATOR_3DS_OTP}</strong>.</p>
<div class="actions">
<button class="primary" type="submit" name="action" value="approve">Setujui</button>
<button class="secondary" type="submit" name="action" value="deny" formnovalidate>Tolak</button>
<button class="quiet" type="submit" name="action" value="abandon" formnovalidate>Batalkan</button>
</div>
</form>`,
    { compact: true },
  )
}

/** When the charge lapses, in Jakarta's time. */
function deadlineLine(expiresAt: Date): Html {
  return html`<p class="deadline">Bayar sebelum <strong>${formatDeadline(expiresAt)}</strong></p>`
}

/** 'Saya sudah bayar' / 'Bayar' and 'Biarkan kedaluwarsa', the two ends a waiting charge has. */
function payOrExpire(payLabel: string): Html {
  return html`<form method="post" class="actions">
<button class="primary" type="submit" name="action" value="pay">${payLabel}</button>
<button class="secondary" type="submit" name="action" value="expire">Biarkan kedaluwarsa</button>
</form>`
}

function vaPage({ nonce, charge }: ChargePageInput): Html {
  const bank = charge.details.bank ?? 'Bank'
  return layout(
    nonce,
    `Virtual Account ${bank}`,
    html`<h1>Transfer ke Virtual Account ${bank}</h1>
<p class="amount">${formatRupiah(charge.amount)}</p>
<div class="va">
<p class="va__label">Nomor Virtual Account ${bank}</p>
<p class="va__number">${groupDigits(charge.details.vaNumber ?? '')}</p>
</div>
${deadlineLine(charge.expiresAt)}
<p class="small">Tombol di bawah berperan sebagai transfer dari bank.</p>
${payOrExpire('Saya sudah bayar')}`,
  )
}

function ewalletPage({ nonce, charge }: ChargePageInput): Html {
  const wallet = charge.details.wallet ?? 'dompet digital'
  return layout(
    nonce,
    `Bayar dengan ${wallet}`,
    html`<h1>Bayar dengan ${wallet}</h1>
<p class="lead">Halaman ini menggantikan aplikasi ${wallet} yang dibuka oleh tautan pembayaran.</p>
<p class="amount">${formatRupiah(charge.amount)}</p>
${deadlineLine(charge.expiresAt)}
${payOrExpire('Bayar')}`,
  )
}

function qrisPage({ nonce, charge }: ChargePageInput): Html {
  return layout(
    nonce,
    'Bayar dengan QRIS',
    html`<h1>Bayar dengan QRIS</h1>
<p class="amount">${formatRupiah(charge.amount)}</p>
${trustedHtml(qrisSvg(charge.details.qrString ?? charge.ref, `Kode QRIS untuk membayar ${formatRupiah(charge.amount)} ke ${SITE_NAME}`))}
${deadlineLine(charge.expiresAt)}
<p class="small">Pindai dengan aplikasi bank atau dompet digital. Di mode demo, tekan Bayar untuk meniru pembayaran.</p>
${payOrExpire('Bayar')}`,
  )
}

/** The result a charge's final state stands for, as the checkout is told it. */
export function resultOf(charge: SimulatorCharge): SimulatorResult {
  if (charge.status === 'paid') return charge.type === 'card' ? 'approved' : 'paid'
  if (charge.status === 'failed') {
    return charge.details.failureCode === 'authentication_abandoned' ? 'abandoned' : 'denied'
  }
  return 'expired'
}

const RESULT_TEXT: Readonly<
  Record<SimulatorResult, { kind: keyof typeof ICONS; title: string; body?: string }>
> = {
  approved: {
    kind: 'paid',
    title: 'Pembayaran berhasil',
    body: 'Verifikasi berhasil dan pembayaranmu sudah kami terima.',
  },
  paid: {
    kind: 'paid',
    title: 'Pembayaran berhasil',
    body: 'Terima kasih, pembayaranmu sudah kami terima.',
  },
  denied: { kind: 'failed', title: 'Pembayaran ditolak' },
  abandoned: { kind: 'failed', title: 'Verifikasi dibatalkan' },
  expired: {
    kind: 'expired',
    title: 'Waktu pembayaran habis',
    body: 'Pembayaran ini sudah kedaluwarsa. Buka pesananmu untuk melihat langkah berikutnya.',
  },
}

/**
 * The charge's end, said plainly, with the way back to the order. Its script tells the checkout
 * (the page framing it, the tab that opened it, or any tab of the site) so it reloads the order.
 */
export function resultPage(input: ChargePageInput & { result: SimulatorResult }): Html {
  const { nonce, charge, orderId, result } = input
  const text = RESULT_TEXT[result]
  const body = text.body ?? charge.details.failureReason ?? 'Pembayaran tidak berhasil.'
  const message = { source: PAYMENT_MESSAGE_SOURCE, ref: charge.ref, result }
  return layout(
    nonce,
    text.title,
    html`${statusBox(text.kind, text.title, body)}
${facts([
  ['Merchant', SITE_NAME],
  ['Jumlah', formatRupiah(charge.amount)],
  ...(charge.type === 'card' ? [['Kartu', cardName(charge)] as const] : []),
])}
<div class="actions">${backToOrder(orderId)}</div>`,
    {
      compact: charge.type === 'card',
      script: html`(function () {
  var message = ${scriptJson(message)};
  var origin = window.location.origin;
  try { if (window.parent && window.parent !== window) window.parent.postMessage(message, origin); } catch (e) {}
  try { if (window.opener) window.opener.postMessage(message, origin); } catch (e) {}
  try { if ('BroadcastChannel' in window) { var channel = new BroadcastChannel(${scriptJson(PAYMENT_MESSAGE_SOURCE)}); channel.postMessage(message); channel.close(); } } catch (e) {}
})();`,
    },
  )
}

/** A link to a charge the simulator does not have (or not of this page's kind). */
export function notFoundPage(nonce: string): Html {
  return layout(
    nonce,
    'Pembayaran tidak ditemukan',
    html`<h1>Pembayaran tidak ditemukan</h1>
<p class="lead">Tautan pembayaran ini tidak dikenal atau sudah tidak berlaku. Buka pesananmu lalu coba bayar lagi.</p>
<div class="actions">${backToOrder(null)}</div>`,
  )
}

/** A form post that names no button of this page. */
export function badRequestPage(nonce: string): Html {
  return layout(
    nonce,
    'Pilihan tidak dikenal',
    html`<h1>Pilihan tidak dikenal</h1>
<p class="lead">Muat ulang halaman ini lalu pilih salah satu tombol yang ada.</p>
<div class="actions">${backToOrder(null, 'secondary')}</div>`,
  )
}
