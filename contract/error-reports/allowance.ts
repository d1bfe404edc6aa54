/**
 * `POST /v2/public/error-reports/allowance`: the site's `/monitoring` asks it before forwarding a
 * browser's error report (ADR 025). It takes one place in the limit of error reports of the
 * caller's address (ADR 003 finds it): 204 when there was one, else a 429 with `Retry-After` and
 * the usual error body. No body either way. Public, like the tunnel it serves: a caller can only
 * spend its own address's places, which posting to `/monitoring` spends anyway.
 */
export const ERROR_REPORT_ALLOWANCE_PATH = '/v2/public/error-reports/allowance'
