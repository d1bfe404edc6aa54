/**
 * The member's own calls to the API, made from the replay's browser context (its address header
 * and cookies): how an arrangement puts a consult where a path needs it before the page opens,
 * and what the member does "in another tab" (start the questionnaire over, clear an answer, sign
 * out). Every call is one the member's own app makes; nothing here reaches past the API.
 */
import * as v from 'valibot'
import { AUTH_COOKIE } from '../../../../app.config'
import { AccessGrant, OtpRequested } from '../../../../contract/auth/schemas'
import {
  ConsultQuestionnaire,
  ConsultSummary,
  type SavedAnswer,
} from '../../../../contract/consults/schemas'
import { TEST_OTP } from '../../../support/app-server'
import { headerNameFor } from '../../../support/fixtures'
import type { QaMember, QaWorld } from '../../replay/qa-world'

const PLATFORM = { 'diri-platform': 'web' }

export interface SignedInMember extends QaMember {
  token: string
}

async function call<T>(
  world: QaWorld,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; body?: unknown; schema?: v.GenericSchema<unknown, T> } = {},
): Promise<T> {
  const response = await world.context.request.fetch(`/api${path}`, {
    method,
    headers: {
      ...PLATFORM,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { data: options.body }),
    failOnStatusCode: false,
  })
  if (!response.ok()) {
    throw new Error(`${method} /api${path} answered ${response.status()}: ${await response.text()}`)
  }
  const text = await response.text()
  const json: unknown = text === '' ? null : JSON.parse(text)
  return options.schema ? v.parse(options.schema, json) : (json as T)
}

/**
 * A number nobody has used, signed in through the API as the app does (the test server's code),
 * its session put in the browser: the next page opens signed in, as a member who comes back.
 */
export async function signInNewMember(world: QaWorld): Promise<SignedInMember> {
  const member = world.newMember()
  const phone = member.localPhone
  const { challengeId } = await call(world, 'POST', '/auth/otp/request', {
    body: { phone },
    schema: OtpRequested,
  })
  const { accessToken } = await call(world, 'POST', '/auth/otp/verify', {
    body: { phone, code: TEST_OTP, challengeId },
    schema: AccessGrant,
  })
  const origin = new URL(world.baseUrl)
  await world.context.addCookies([
    {
      name: AUTH_COOKIE,
      value: encodeURIComponent(JSON.stringify({ accessToken })),
      url: origin.origin,
    },
  ])
  world.member = { localPhone: member.localPhone, name: headerNameFor(member.localPhone) }
  return { ...world.member, token: accessToken }
}

/** Name, date of birth and sex: what a doctor needs before a questionnaire is sent. */
export async function completeProfile(world: QaWorld, member: SignedInMember) {
  await call(world, 'PUT', '/auth/me/profile', {
    token: member.token,
    body: { fullName: 'Dewi Lestari', dateOfBirth: '1994-03-12', gender: 'female', email: '' },
  })
}

/** 'Mulai Konsul' for a flow (`restart`: 'Mulai Baru', which sets the open questionnaire aside). */
export function startConsult(
  world: QaWorld,
  member: SignedInMember,
  flowId: string,
  restart = false,
) {
  return call(world, 'POST', '/v2/consults', {
    token: member.token,
    body: { flowId, ...(restart ? { restart: true } : {}) },
    schema: ConsultSummary,
  })
}

export function questionnaireOf(world: QaWorld, member: SignedInMember, consultId: string) {
  return call(world, 'GET', `/v2/consults/${consultId}/questionnaire`, {
    token: member.token,
    schema: ConsultQuestionnaire,
  })
}

export async function saveAnswers(
  world: QaWorld,
  member: SignedInMember,
  consultId: string,
  items: SavedAnswer[],
  lastVisitedContentId: string,
) {
  await call(world, 'PUT', `/v2/consults/${consultId}/answers`, {
    token: member.token,
    body: { items, lastVisitedContentId },
  })
}

export function submitConsult(
  world: QaWorld,
  member: SignedInMember,
  consultId: string,
  consents: Array<{ kind: string; version: string }>,
) {
  return call(world, 'POST', `/v2/consults/${consultId}/submit`, {
    token: member.token,
    body: { consents },
    schema: ConsultSummary,
  })
}

/** Signing out on another device: the session's token is revoked, the browser's cookie stays. */
export async function signOutElsewhere(world: QaWorld, member: SignedInMember) {
  await call(world, 'POST', '/auth/logout', { token: member.token })
}
