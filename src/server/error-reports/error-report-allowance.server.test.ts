/**
 * The error reports' allowance asked of a separate API (API_BASE_URL, ADR 025): the site then has
 * no database of its own, and the limit still holds, counted by the API for the visitor's address.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetServerEnvCache } from '../../../app.config'
import { ERROR_REPORT_ALLOWANCE_PATH } from '../../../contract/error-reports/allowance'
import { askErrorReportAllowance } from './error-report-allowance.server'

/** The separate API's answer to the next call, and the calls it had. */
let answer = { status: 204, headers: {} as Record<string, string> }
const calls: IncomingMessage[] = []
let api: Server

beforeAll(async () => {
  api = createServer((request, response) => {
    calls.push(request)
    response.writeHead(answer.status, answer.headers).end()
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  process.env.API_BASE_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
  resetServerEnvCache()
})

afterAll(async () => {
  delete process.env.API_BASE_URL
  resetServerEnvCache()
  await new Promise((resolve) => api.close(resolve))
})

beforeEach(() => {
  calls.length = 0
})

/** A report as srvx hands it over: with the socket's address in `ip`. */
const report = () =>
  Object.assign(new Request('http://localhost/monitoring', { method: 'POST', body: '{}' }), {
    ip: '198.51.100.4',
  })

describe('askErrorReportAllowance, with the API apart', () => {
  it("asks the API for the visitor's address, and admits the report on its 204", async () => {
    answer = { status: 204, headers: {} }
    expect(await askErrorReportAllowance(report())).toEqual({ admitted: true })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.url).toBe(ERROR_REPORT_ALLOWANCE_PATH)
    expect(calls[0]?.headers['x-forwarded-for']).toBe('198.51.100.4')
    expect(calls[0]?.headers['diri-platform']).toBe('web')
  })

  it("refuses the report on the API's 429, with its Retry-After", async () => {
    answer = { status: 429, headers: { 'retry-after': '17', 'content-type': 'application/json' } }
    expect(await askErrorReportAllowance(report())).toEqual({
      admitted: false,
      retryAfterSeconds: '17',
    })
  })

  it('admits the report, and says so in the log, when the API cannot count it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    answer = { status: 503, headers: {} }
    expect(await askErrorReportAllowance(report())).toEqual({ admitted: true })
    expect(warn).toHaveBeenCalledWith(
      "[monitoring] the error reports' limit could not be checked (the API answered 503); forwarded",
    )
    warn.mockRestore()
  })
})
