/**
 * A sign-in code a provider did not take. The route answers 503 'Kode belum bisa dikirim…' for
 * any failure of the sender; this one says which provider, what it answered, and whether the
 * message may have gone out anyway (an answer lost to a timeout), for the log.
 */
export class OtpDeliveryError extends Error {
  override name = 'OtpDeliveryError'

  constructor(
    message: string,
    readonly details: {
      provider: string
      /** The provider's HTTP status; absent when it never answered. */
      status?: number | undefined
      /** True when the provider may have sent it anyway (no answer, or a 5xx after the request). */
      maybeSent: boolean
      cause?: unknown
    },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
  }
}
