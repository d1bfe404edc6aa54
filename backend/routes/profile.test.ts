/**
 * The member's profile (issue 29 §1): `PUT /auth/me/profile` and `POST /auth/me/profile/skip`,
 * read back through `GET /auth/me`. The test clock reads 2 June 2025, 09:01 in Jakarta.
 */
import { describe, expect, it } from 'vitest'
import { CurrentUser } from '../../contract/auth/schemas'
import { PROFILE_MESSAGES, Profile } from '../../contract/profile/schemas'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { expectBody, expectProblem, setUpTestApi } from '../test/harness'

const api = setUpTestApi()

const NEW_NUMBER = '+6281311113333'
const SITI = { fullName: 'Siti Nurhaliza', dateOfBirth: '1994-05-17', gender: 'female' }

async function newMember() {
  const { request, signIn } = api()
  const token = await signIn(NEW_NUMBER)
  return {
    put: (body: unknown) => request('PUT', '/auth/me/profile', { token, body }),
    skip: () => request('POST', '/auth/me/profile/skip', { token }),
    me: async () => expectBody(await request('GET', '/auth/me', { token }), 200, CurrentUser),
  }
}

/** The field errors of a refused profile, by field. */
async function refusedFields(response: Response) {
  const body = await expectProblem(response, 400)
  return Object.fromEntries((body.errors ?? []).map((error) => [error.path, error.message]))
}

describe('PUT /auth/me/profile', () => {
  it('saves the profile, and GET /auth/me carries it from then on, asked once', async () => {
    const member = await newMember()
    expect((await member.me()).profilePrompted).toBe(false)
    const saved = await expectBody(
      await member.put({ ...SITI, email: '  Siti.N@Contoh.CO.id ' }),
      200,
      Profile,
    )
    expect(saved).toEqual({
      firstName: 'Siti',
      lastName: 'Nurhaliza',
      fullName: 'Siti Nurhaliza',
      gender: 'female',
      dateOfBirth: '1994-05-17',
      email: 'siti.n@contoh.co.id',
      profilePrompted: true,
    })
    const me = await member.me()
    expect(me.user).toMatchObject({
      firstName: 'Siti',
      lastName: 'Nurhaliza',
      fullName: 'Siti Nurhaliza',
      gender: 'female',
      dateOfBirth: '1994-05-17',
    })
    expect(me.email).toBe('siti.n@contoh.co.id')
    expect(me.profilePrompted).toBe(true)
  })

  it('takes names with diacritics, apostrophes, periods and hyphens', async () => {
    const member = await newMember()
    for (const [fullName, firstName, lastName] of [
      ["Ni Luh Putu Ayu Ma'ruf", 'Ni', "Luh Putu Ayu Ma'ruf"],
      ['Théo Nur-Aini', 'Théo', 'Nur-Aini'],
      ['M. Rizki Ramadhan', 'M.', 'Rizki Ramadhan'],
      ['Dewi  Sartika’s ', 'Dewi', 'Sartika’s'],
    ] as const) {
      const saved = await expectBody(await member.put({ ...SITI, fullName }), 200, Profile)
      expect(saved, fullName).toMatchObject({ firstName, lastName })
    }
  })

  it('keeps a single name as the first name, with no last name', async () => {
    const member = await newMember()
    const saved = await expectBody(await member.put({ ...SITI, fullName: 'Sukarno' }), 200, Profile)
    expect(saved).toMatchObject({ firstName: 'Sukarno', lastName: null, fullName: 'Sukarno' })
    expect((await member.me()).user.lastName).toBeNull()
  })

  it('refuses a date of birth today or later, in Jakarta, by the API clock', async () => {
    const member = await newMember()
    for (const dateOfBirth of ['2025-06-02', '2025-12-31']) {
      expect(await refusedFields(await member.put({ ...SITI, dateOfBirth }))).toEqual({
        dateOfBirth: PROFILE_MESSAGES.dateFuture,
      })
    }
    // Yesterday in Jakarta is a date of birth (a baby's profile kept by a parent).
    expect((await member.put({ ...SITI, dateOfBirth: '2025-06-01' })).status).toBe(200)
  })

  it('refuses a date of birth more than 120 years ago, and one that is no date', async () => {
    const member = await newMember()
    expect(await refusedFields(await member.put({ ...SITI, dateOfBirth: '1905-06-01' }))).toEqual({
      dateOfBirth: PROFILE_MESSAGES.dateTooOld,
    })
    expect((await member.put({ ...SITI, dateOfBirth: '1905-06-02' })).status).toBe(200)
    for (const dateOfBirth of ['1990-02-30', '17-05-1994', '']) {
      expect(Object.keys(await refusedFields(await member.put({ ...SITI, dateOfBirth })))).toEqual([
        'dateOfBirth',
      ])
    }
  })

  it('refuses a bad e-mail, a name without letters, and a missing sex, in Indonesian', async () => {
    const member = await newMember()
    expect(
      await refusedFields(
        await member.put({ fullName: '12345', dateOfBirth: '1994-05-17', email: 'siti@' }),
      ),
    ).toEqual({
      fullName: PROFILE_MESSAGES.nameLetters,
      gender: PROFILE_MESSAGES.genderRequired,
      email: PROFILE_MESSAGES.emailInvalid,
    })
    expect(await refusedFields(await member.put({ ...SITI, fullName: '   ' }))).toEqual({
      fullName: PROFILE_MESSAGES.nameRequired,
    })
    expect((await member.me()).user.firstName).toBeNull()
  })

  it('needs a session', async () => {
    const { request } = api()
    await expectProblem(await request('PUT', '/auth/me/profile', { body: SITI }), 401)
    await expectProblem(await request('POST', '/auth/me/profile/skip'), 401)
  })
})

describe('POST /auth/me/profile/skip', () => {
  it('counts the step as asked without touching the profile', async () => {
    const member = await newMember()
    const skipped = await expectBody(await member.skip(), 200, Profile)
    expect(skipped).toMatchObject({ firstName: null, dateOfBirth: null, profilePrompted: true })
    const me = await member.me()
    expect(me.profilePrompted).toBe(true)
    expect(me.user.fullName).toBeNull()
  })

  it('leaves a demo member, asked long ago, as they are', async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.budi)
    const me = await expectBody(await request('GET', '/auth/me', { token }), 200, CurrentUser)
    expect(me.profilePrompted).toBe(true)
    const skipped = await expectBody(
      await request('POST', '/auth/me/profile/skip', { token }),
      200,
      Profile,
    )
    expect(skipped).toMatchObject({ fullName: 'Budi Santoso', gender: 'male' })
  })
})
