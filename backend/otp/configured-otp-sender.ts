/**
 * The sign-in code sender the configuration names (OTP_PROVIDER, app.config.ts), with the line
 * the start-up log says about it. A real deployment that would keep codes in the log, or give
 * every number one fixed code, is refused here too, not only when the environment is parsed: the
 * parse lets a site with API_BASE_URL through, and this is the API that sends.
 */
import { ConfigError, otpDeliveryRefusal, type ServerEnv } from '../../app.config'
import { type Clock, logOtpSender, type OtpSender } from '../deps'
import { createSmsGatewayOtpSender } from './sms-gateway-sender'
import { createWhatsAppOtpSender } from './whatsapp-sender'

export interface OtpDelivery {
  sender: OtpSender
  /** What the start-up log says (`warning`: console.warn); none for a test's own sender. */
  announcement: { level: 'info' | 'warning'; text: string } | null
}

export function configuredOtpDelivery(
  env: ServerEnv,
  devOtp: string | undefined,
  clock: Clock,
): OtpDelivery {
  const refusal = otpDeliveryRefusal({ ...env, AUTH_DEV_OTP: devOtp })
  if (refusal) throw new ConfigError(`Invalid environment configuration:\n  ${refusal}`)
  switch (env.OTP_PROVIDER) {
    case 'whatsapp': {
      // app.config.ts (otpConfigProblems) stops a start that lacks any of these.
      const sender = createWhatsAppOtpSender({
        accessToken: required(env.WHATSAPP_ACCESS_TOKEN, 'WHATSAPP_ACCESS_TOKEN'),
        phoneNumberId: required(env.WHATSAPP_PHONE_NUMBER_ID, 'WHATSAPP_PHONE_NUMBER_ID'),
        templateName: required(env.WHATSAPP_TEMPLATE_NAME, 'WHATSAPP_TEMPLATE_NAME'),
        apiVersion: env.WHATSAPP_API_VERSION,
        apiBaseUrl: env.WHATSAPP_API_BASE_URL,
      })
      const standIn = env.WHATSAPP_API_BASE_URL
        ? ` through ${env.WHATSAPP_API_BASE_URL} (a test stand-in)`
        : ''
      return {
        sender,
        announcement: {
          level: 'info',
          text: `[api] Sign-in codes go by WhatsApp: template ${env.WHATSAPP_TEMPLATE_NAME} from number id ${env.WHATSAPP_PHONE_NUMBER_ID}, Graph API ${env.WHATSAPP_API_VERSION}${standIn}.`,
        },
      }
    }
    case 'sms': {
      const url = required(env.SMS_GATEWAY_URL, 'SMS_GATEWAY_URL')
      return {
        sender: createSmsGatewayOtpSender({
          url,
          key: required(env.SMS_GATEWAY_KEY, 'SMS_GATEWAY_KEY'),
          clock,
        }),
        announcement: {
          level: 'info',
          // The origin only: a gateway's path or query may carry a key.
          text: `[api] Sign-in codes go by SMS through the gateway at ${new URL(url).origin}.`,
        },
      }
    }
    case 'log':
      return {
        sender: logOtpSender,
        announcement: {
          level: 'warning',
          text: '[api] WARNING: OTP_PROVIDER=log: sign-in codes are written to this log and sent to nobody. Members can sign in only with a code someone reads here: a demo, never a service. Set OTP_PROVIDER=whatsapp or OTP_PROVIDER=sms to send them.',
        },
      }
    default:
      return {
        sender: logOtpSender,
        announcement: {
          level: 'info',
          text: '[api] No SMS provider is configured: sign-in codes are written to this log.',
        },
      }
  }
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new ConfigError(`Invalid environment configuration:\n  ${name} is unset.`)
  return value
}
