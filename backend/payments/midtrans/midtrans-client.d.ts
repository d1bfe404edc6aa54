/**
 * The part of `midtrans-client` (1.4.3, CommonJS, untyped) the adapter uses, typed from its source
 * (node_modules/midtrans-client/lib/coreApi.js, transaction.js, httpClient.js). Every answer is
 * Midtrans's JSON as it came: the adapter parses it (./midtrans-schemas.ts) before trusting it.
 */
declare module 'midtrans-client' {
  interface CoreApiOptions {
    isProduction: boolean
    serverKey: string
    clientKey: string
  }

  class ApiConfig {
    isProduction: boolean
    serverKey: string
    clientKey: string
    /** 'https://api.sandbox.midtrans.com' or 'https://api.midtrans.com'. */
    getCoreApiBaseUrl(): string
  }

  /** Its axios instance: `http_client.defaults.timeout` bounds every call of this CoreApi. */
  class HttpClient {
    http_client: { defaults: { timeout?: number } }
  }

  class Transaction {
    status(transactionId: string): Promise<unknown>
    cancel(transactionId: string): Promise<unknown>
    refund(transactionId: string, parameter: object): Promise<unknown>
    refundDirect(transactionId: string, parameter: object): Promise<unknown>
  }

  class CoreApi {
    constructor(options: CoreApiOptions)
    apiConfig: ApiConfig
    httpClient: HttpClient
    transaction: Transaction
    charge(parameter: object): Promise<unknown>
  }

  /**
   * A refusal: `httpStatusCode` is the HTTP status, or the body's `status_code` (a string, as
   * Midtrans writes it) when the HTTP status was 200; null when no answer came (a timeout, a
   * refused connection).
   */
  class MidtransError extends Error {
    httpStatusCode: number | string | null
    ApiResponse: unknown
  }

  const midtransClient: { CoreApi: typeof CoreApi; MidtransError: typeof MidtransError }
  export default midtransClient
}
