/**
 * 'Batalkan Booking' before the app's JavaScript has loaded (ADR 007): the pass page's cancel
 * form posts here, and the app takes the press over once it runs. Importable from the browser.
 */
export const CANCEL_FORM_PATH = '/akun/booking/batalkan'

/** A booking number and a reason of at most 500 characters (up to 4 bytes each), encoded. */
export const CANCEL_FORM_MAX_BODY_BYTES = 8 * 1024

export const CANCEL_FORM_FIELDS = { bookingNumber: 'booking', reason: 'alasan' } as const

/** What the pass says after the form: `?batal=ok` cancelled, `?batal=gagal` refused or failed. */
export const CANCEL_FORM_OUTCOME = 'batal'
