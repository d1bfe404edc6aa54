/**
 * The error reports' allowance (contract/error-reports/allowance.ts, ADR 025): the site's
 * `/monitoring` has no database of its own when the API runs apart (API_BASE_URL), so it asks here
 * before forwarding each report, and the count lives where the other anonymous writes' do.
 */
import { Hono } from 'hono'
import { ERROR_REPORT_ALLOWANCE_PATH } from '../../contract/error-reports/allowance'
import type { ApiDeps, ApiEnv } from '../deps'
import { limitAnonymousWrite } from '../http/anonymous-write-limits'

export function errorReportRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().post(ERROR_REPORT_ALLOWANCE_PATH, async (c) => {
    await limitAnonymousWrite(deps, c, 'error-report')
    return c.body(null, 204)
  })
}
