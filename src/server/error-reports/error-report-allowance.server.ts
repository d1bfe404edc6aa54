/**
 * Whether `/monitoring` may forward one more error report from this visitor's address (ADR 025):
 * the API counts it (`POST /v2/public/error-reports/allowance`), in-process or through
 * API_BASE_URL as every other call goes, because the site may have no database of its own.
 */
import { PLATFORM_HEADER } from '../../../app.config'
import { ERROR_REPORT_ALLOWANCE_PATH } from '../../../contract/error-reports/allowance'
import { callApi, visitorIp } from '../http/embedded-api.server'

export type ErrorReportAdmission =
  | { admitted: true }
  | { admitted: false; retryAfterSeconds: string }

/** The wait the SDK is told when the API names none (its own default for a 429). */
const DEFAULT_RETRY_AFTER_SECONDS = '60'

export async function askErrorReportAllowance(request: Request): Promise<ErrorReportAdmission> {
  let answer: Response
  try {
    answer = await callApi(
      ERROR_REPORT_ALLOWANCE_PATH,
      { method: 'POST', headers: { [PLATFORM_HEADER.name]: PLATFORM_HEADER.value } },
      visitorIp(request),
    )
  } catch (error) {
    return admittedUnchecked(error instanceof Error ? error.message : String(error))
  }
  await answer.body?.cancel().catch(() => {})
  if (answer.status === 429) {
    const retryAfter = answer.headers.get('retry-after')
    return {
      admitted: false,
      retryAfterSeconds:
        retryAfter && /^\d{1,6}$/.test(retryAfter) ? retryAfter : DEFAULT_RETRY_AFTER_SECONDS,
    }
  }
  if (answer.status !== 204) return admittedUnchecked(`the API answered ${answer.status}`)
  return { admitted: true }
}

/**
 * The report goes on when the limit cannot be asked: the reports of an outage (the API down, its
 * database gone) are the ones most wanted, and a flood still meets Sentry's own rate limits.
 */
function admittedUnchecked(reason: string): ErrorReportAdmission {
  console.warn(`[monitoring] the error reports' limit could not be checked (${reason}); forwarded`)
  return { admitted: true }
}
