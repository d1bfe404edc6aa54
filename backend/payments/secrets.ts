import { createHmac } from 'node:crypto'

/**
 * The key payment webhooks are signed with. The simulator and the API share it; it is derived
 * from the server's secret (AUTH_SECRET or the generated one) so there is no second secret to
 * manage in development. A real provider brings its own key.
 */
export function webhookSecretFrom(authSecret: string): string {
  return createHmac('sha256', authSecret).update('diri-payment-webhooks').digest('hex')
}
