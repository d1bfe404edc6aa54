/**
 * The harness's app with Midtrans as its payment provider, against the local fake
 * (midtrans-fake.ts): a second app on the test's database (`anotherInstance`), served over real
 * HTTP on 127.0.0.1 so that the fake's notifications reach `POST /payments/midtrans/notification`
 * as Midtrans's would. Close it after each test.
 */
import { serve } from 'srvx'
import { anotherInstance, type TestApi } from '../../test/harness'
import { createMidtransProvider, type MidtransProvider } from '../midtrans/midtrans-provider'
import { MIDTRANS_NOTIFICATION_PATH } from '../midtrans/notification-routes'
import { type MidtransFake, startMidtransFake } from './midtrans-fake'

export interface MidtransTestApi {
  fake: MidtransFake
  midtrans: MidtransProvider
  /** The app whose provider is Midtrans (its own clock, SMS outbox and reported errors). */
  api: TestApi
  /** Where the fake posts its notifications. */
  notificationUrl: string
  close(): Promise<void>
}

export async function startMidtransTestApi(
  base: TestApi,
  options: { chargeTimeoutMs?: number; statusTimeoutMs?: number } = {},
): Promise<MidtransTestApi> {
  const fake = await startMidtransFake()
  const midtrans = createMidtransProvider({
    serverKey: fake.serverKey,
    clientKey: fake.clientKey,
    environment: 'sandbox',
    apiBaseUrl: fake.url,
    clock: base.clock,
    chargeTimeoutMs: options.chargeTimeoutMs ?? 1_000,
    statusTimeoutMs: options.statusTimeoutMs ?? 1_000,
  })
  const api = anotherInstance(base, { payments: midtrans })
  // The second app keeps the first one's clock: the fake's times and the order's agree.
  api.clock.advance(base.clock.now().getTime() - api.clock.now().getTime())
  const server = serve({
    fetch: (request) => api.app.fetch(request),
    port: 0,
    hostname: '127.0.0.1',
    gracefulShutdown: false,
    silent: true,
  })
  await server.ready()
  const notificationUrl = new URL(MIDTRANS_NOTIFICATION_PATH, server.url).toString()
  fake.setNotificationUrl(notificationUrl)
  return {
    fake,
    midtrans,
    api,
    notificationUrl,
    close: async () => {
      await fake.close()
      await server.close(true)
    },
  }
}
