/**
 * Refusals the API answers with on purpose. Handlers throw an `ApiProblem`; the app's error
 * handler turns it into the JSON error body of the contract (`ApiErrorBody` in contract/errors.ts).
 * Anything else thrown is a bug and becomes a logged 500.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export interface FieldError {
  path: string
  message: string
}

/** What a person reads: Indonesian, and saying what to do next. */
export const MESSAGES = {
  invalidInput: 'Data yang dikirim belum benar.',
  malformedJson: 'Data yang dikirim harus berupa JSON yang valid.',
  bodyTooLarge: 'Data yang dikirim terlalu besar.',
  unsupportedCharacters:
    'Data yang dikirim berisi karakter yang tidak didukung. Hapus karakter itu lalu coba lagi.',
  unsupportedCharactersField: 'Isian ini berisi karakter yang tidak didukung.',
  missingPlatform: 'Permintaan harus menyertakan header diri-platform.',
  sessionEnded: 'Sesi kamu sudah berakhir. Silakan masuk lagi.',
  notFound: 'Data tidak ditemukan.',
  routeNotFound: 'Alamat API tidak ditemukan.',
  internal: 'Maaf, terjadi kesalahan di server kami. Coba lagi beberapa saat lagi.',
  unavailable: 'Layanan sedang tidak tersedia. Coba lagi beberapa saat lagi.',
} as const

export class ApiProblem extends Error {
  override name = 'ApiProblem'
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }

  toBody() {
    return {
      statusCode: this.status,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    }
  }
}

export const invalidInput = (errors: FieldError[], message: string = MESSAGES.invalidInput) =>
  new ApiProblem(400, message, errors)

export const unauthorized = () => new ApiProblem(401, MESSAGES.sessionEnded)

/** Also the answer for another member's data: its existence is none of the caller's business. */
export const notFound = (message: string = MESSAGES.notFound) => new ApiProblem(404, message)

export const conflict = (message: string) => new ApiProblem(409, message)

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiProblem(429, message, undefined, { 'retry-after': String(retryAfterSeconds) })
