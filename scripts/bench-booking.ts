/**
 * `npm run bench:booking`: what booking at once does on a real PostgreSQL.
 *
 *   DATABASE_URL=postgres://user@host:port/db npx tsx scripts/bench-booking.ts [--rounds 5] [--pool 10] [--crash-rounds 10]
 *
 * Makes a throw-away database next to the one DATABASE_URL names (dropped at the end, pass or
 * fail), migrates and seeds it, and runs the API in this process on it (requests go through the
 * app itself; the database work overlaps across the connection pool). Three scenarios:
 *
 *   (a) 50 members book the same slot at once: exactly 1 booking, 49 clean 409s ('Jam itu baru
 *       saja diambil'); whichever way each lost (the schedule read after the winner committed, or
 *       the exclusion constraint refusing the insert), never a 500;
 *   (b) one booking rescheduled to 20 different slots at once: exactly one successor, 19 clean
 *       409s ('sudah dijadwalkan ulang'), and a watcher reading the member's confirmed bookings
 *       over and over while it runs never sees other than exactly one;
 *   (c) 6 branches × 30 days of dense bookings, then ~200 schedule reads: p50 and p95;
 *   (crash), run first: 8 members book a slot each (each its own key) on the standalone API in a
 *       child process, killed with SIGKILL while they are in flight, then started again; every key
 *       is retried: no key left running, no committed booking answering 409, no duplicate
 *       (scripts/crash-rounds.ts), for `--crash-rounds` rounds (10).
 *
 * Prints the figures and exits 1 if any round broke a guarantee. See
 * backend/routes/booking/booking-concurrency.test.ts for (a) and (b) as tests, and
 * scripts/ci-postgres.sh for a throw-away PostgreSQL on this machine.
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { and, count, eq, inArray } from 'drizzle-orm'
import postgres from 'postgres'
import * as v from 'valibot'
import type { DatabaseHandle } from '../backend/db/client'
import { type BookedTreatment, clinicBookings } from '../backend/db/schema/booking'
import { clinicTreatments, offlineClinics } from '../backend/db/schema/clinic'
import { dayBounds, slotQueryFor } from '../backend/routes/booking/availability'
import { newBookingNumber } from '../backend/routes/booking/booking-number'
import { BOOKING_CONFIG, BOOKING_MESSAGES } from '../backend/routes/booking/config'
import { BOOKING_KEY_LEASE_MS } from '../backend/routes/booking/idempotent'
import { candidateSlots } from '../backend/routes/booking/slots'
import { addDays } from '../backend/routes/booking/zoned-time'
import { ANY_DOCTOR, AvailableSchedule, Booking, type Slot } from '../contract/booking/schemas'
import { ApiErrorBody } from '../contract/errors'
import { benchApi, positiveArg, withThrowawayDatabase } from './bench-support'
import { childJson, crashRounds, postToChild } from './crash-rounds'

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    pool: { type: 'string', default: '10' },
    reads: { type: 'string', default: '200' },
    'crash-rounds': { type: 'string', default: '10' },
  },
})
const CRASH_ROUNDS = positiveArg('crash-rounds', args['crash-rounds'])
const ROUNDS = positiveArg('rounds', args.rounds)
const POOL = positiveArg('pool', args.pool)
const READS = positiveArg('reads', args.reads)
const MEMBERS = 50
const RESCHEDULES = 20
const DENSE_BRANCHES = 6
/** Tuesday 1 December 2026, 08:00 in Jakarta, 09:00 in Bali. */
const NOW = new Date('2026-12-01T01:00:00.000Z')
const RENON = 'diri-klinik-renon'
const MADE_AYU = 'made-ayu-lestari'
const TREATMENT = 'suntik-jerawat'
const BASE = '/v2/member/offline-clinic-booking'
/** (crash): members booking a slot each while the API is killed; not at Renon, where (a) and (b) book. */
const CRASH_MEMBERS = 8
const CRASH_BRANCH = 'diri-klinik-kemang'

await withThrowawayDatabase('bench:booking', { pool: POOL, now: NOW }, async (database, url) => {
  // The watcher of (b) reads on its own connection, outside the API's pool.
  // First, while the branches' schedules are still open: (c) fills them.
  const survived = await crashAndRetry(database, url)
  const watcherClient = postgres(url, { max: 1, onnotice: () => {} })
  try {
    return (await run(database, watcherClient)) && survived
  } finally {
    await watcherClient.end({ timeout: 5 })
  }
})

async function run(database: DatabaseHandle, watcherClient: postgres.Sql): Promise<boolean> {
  const { db } = database
  const { request, expectJson, signIn: signInWithCode } = benchApi(db, NOW)
  interface Member {
    id: string
    token: string
    ip: string
  }

  async function signIn(phone: string, ip: string): Promise<Member> {
    return { ...(await signInWithCode(phone, ip)), ip }
  }

  async function renonCart(member: Member, doctorId: string = MADE_AYU) {
    await expectJson(
      await request('POST', '/v2/member/offline-clinic-booking-cart', {
        token: member.token,
        ip: member.ip,
        body: { clinicId: RENON, doctorId, treatmentIds: [TREATMENT] },
      }),
      200,
      v.unknown(),
    )
  }

  async function timed(send: () => Promise<Response> | Response) {
    const start = performance.now()
    const response = await send()
    const text = await response.text()
    return { status: response.status, text, ms: performance.now() - start }
  }

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b)
    const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
    return Math.round(value * 10) / 10
  }
  const messageOf = (text: string) => {
    const parsed = v.safeParse(ApiErrorBody, JSON.parse(text))
    return parsed.success ? parsed.output.message : text
  }

  let ok = true
  const check = (condition: boolean, what: string) => {
    if (!condition) {
      ok = false
      console.error(`  ✗ ${what}`)
    }
  }

  const people: Member[] = []
  for (let index = 0; index < MEMBERS; index++) {
    const nn = String(index).padStart(2, '0')
    // One address each: sign-in limits count numbers per address (ADR 010).
    people.push(await signIn(`0812 9922 00${nn}`, `198.51.100.${index + 1}`))
  }

  // (a) 50 members, one slot. Each round a different slot of Made Ayu's Wednesday.
  console.info(`\n(a) ${MEMBERS} members book the same slot at once`)
  console.info(
    'round  slot (UTC)                201  409 taken  other  bookings there  p50 ms  p95 ms',
  )
  for (let round = 1; round <= ROUNDS; round++) {
    for (const person of people) await renonCart(person)
    const startsAt = new Date(Date.parse('2026-12-02T01:00:00.000Z') + (round - 1) * 60 * 60_000)
    const body = { startsAt: startsAt.toISOString(), doctorId: MADE_AYU }
    const answers = await Promise.all(
      people.map((person) =>
        timed(() =>
          request('POST', BASE, { token: person.token, ip: person.ip, body, key: randomUUID() }),
        ),
      ),
    )
    const created = answers.filter((answer) => answer.status === 201)
    const taken = answers.filter(
      (answer) => answer.status === 409 && messageOf(answer.text) === BOOKING_MESSAGES.slotTaken,
    )
    const other = answers.length - created.length - taken.length
    for (const answer of created) v.parse(Booking, JSON.parse(answer.text))
    const [there] = await db
      .select({ rows: count() })
      .from(clinicBookings)
      .where(
        and(
          eq(clinicBookings.doctorId, MADE_AYU),
          eq(clinicBookings.startsAt, startsAt),
          eq(clinicBookings.status, 'confirmed'),
        ),
      )
    const times = answers.map((answer) => answer.ms)
    console.info(
      `${pad(round, 5)}  ${body.startsAt}  ${pad(created.length, 3)}  ${pad(taken.length, 9)}  ${pad(other, 5)}  ` +
        `${pad(there?.rows ?? 0, 14)}  ${pad(percentile(times, 50), 6)}  ${pad(percentile(times, 95), 6)}`,
    )
    for (const sample of answers
      .filter((answer) => answer.status !== 201 && answer.status !== 409)
      .slice(0, 3))
      console.error(`  ${sample.status}: ${sample.text.slice(0, 200)}`)
    check(created.length === 1, `round ${round}: ${created.length} bookings answered, not 1`)
    check(taken.length === MEMBERS - 1, `round ${round}: ${taken.length} clean 409s`)
    check(there?.rows === 1, `round ${round}: ${there?.rows} confirmed bookings of the slot`)
  }

  // (b) One booking, 20 reschedules at once, each to another slot; a watcher counts meanwhile.
  console.info(`\n(b) one booking rescheduled to ${RESCHEDULES} different slots at once`)
  console.info(
    'round  day         200  409 already  other  successors  confirmed after  watcher reads (all 1)  p50 ms  p95 ms',
  )
  const [owner] = people
  if (!owner) throw new Error('No member')
  for (let round = 1; round <= ROUNDS; round++) {
    // Thursday 3 December onwards, weekdays only (Made Ayu works Monday to Friday).
    const day = weekdayAfter('2026-12-03', round - 1)
    await renonCart(owner)
    const schedule = await expectJson(
      await request('POST', `${BASE}/get-available-schedule`, {
        token: owner.token,
        ip: owner.ip,
        body: { date: day },
      }),
      200,
      AvailableSchedule,
    )
    const [first] = schedule.slots
    if (!first || schedule.slots.length < RESCHEDULES + 1)
      throw new Error(`Too few slots on ${day}`)
    const booking = await expectJson(
      await request('POST', BASE, {
        token: owner.token,
        ip: owner.ip,
        body: { startsAt: first.startsAt, doctorId: first.doctor.id },
        key: randomUUID(),
      }),
      201,
      Booking,
    )
    const targets = schedule.slots.slice(1, RESCHEDULES + 1)
    let racing = true
    const seen: number[] = []
    const watcher = (async () => {
      while (racing) {
        const [row] = await watcherClient<{ confirmed: number }[]>`
          select count(*)::int as confirmed from clinic_bookings
          where member_id = ${owner.id} and status = 'confirmed'
            and starts_at >= ${`${day}T00:00:00+08:00`}::timestamptz
            and starts_at < ${`${addDays(day, 1)}T00:00:00+08:00`}::timestamptz`
        seen.push(row?.confirmed ?? -1)
      }
    })()
    const answers = await Promise.all(
      targets.map((slot) =>
        timed(() =>
          request('POST', `${BASE}/${booking.bookingNumber}/reschedule`, {
            token: owner.token,
            ip: owner.ip,
            body: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
            key: randomUUID(),
          }),
        ),
      ),
    )
    racing = false
    await watcher
    const moved = answers.filter((answer) => answer.status === 200)
    const lost = answers.filter(
      (answer) =>
        answer.status === 409 && messageOf(answer.text) === BOOKING_MESSAGES.alreadyRescheduled,
    )
    const other = answers.length - moved.length - lost.length
    const line = await db
      .select()
      .from(clinicBookings)
      .where(
        and(
          eq(clinicBookings.memberId, owner.id),
          inArray(
            clinicBookings.startsAt,
            [first, ...targets].map((slot) => new Date(slot.startsAt)),
          ),
        ),
      )
    const successors = line.filter((row) => row.predecessorId !== null)
    const confirmed = line.filter((row) => row.status === 'confirmed')
    const allOne = seen.every((value) => value === 1)
    const times = answers.map((answer) => answer.ms)
    console.info(
      `${pad(round, 5)}  ${day}  ${pad(moved.length, 3)}  ${pad(lost.length, 11)}  ${pad(other, 5)}  ` +
        `${pad(successors.length, 10)}  ${pad(confirmed.length, 15)}  ${pad(`${seen.length} (${allOne ? 'yes' : 'NO'})`, 21)}  ` +
        `${pad(percentile(times, 50), 6)}  ${pad(percentile(times, 95), 6)}`,
    )
    for (const sample of answers
      .filter((answer) => answer.status !== 200 && answer.status !== 409)
      .slice(0, 3))
      console.error(`  ${sample.status}: ${sample.text.slice(0, 200)}`)
    check(moved.length === 1, `round ${round}: ${moved.length} reschedules succeeded, not 1`)
    check(lost.length === RESCHEDULES - 1, `round ${round}: ${lost.length} clean 409s`)
    check(successors.length === 1, `round ${round}: ${successors.length} successors`)
    check(confirmed.length === 1, `round ${round}: ${confirmed.length} confirmed afterwards`)
    check(allOne, `round ${round}: the watcher saw ${[...new Set(seen)].join(', ')} confirmed`)
  }

  // (c) Dense bookings at 6 branches for the whole horizon, then schedule reads.
  const branches = await db
    .select({ id: offlineClinics.id })
    .from(offlineClinics)
    .where(eq(offlineClinics.isActive, true))
    .orderBy(offlineClinics.id)
    .limit(DENSE_BRANCHES)
  const [treatment] = await db
    .select()
    .from(clinicTreatments)
    .where(eq(clinicTreatments.id, TREATMENT))
  if (!treatment) throw new Error(`No treatment ${TREATMENT}`)
  const booked: BookedTreatment[] = [
    {
      id: treatment.id,
      name: treatment.name,
      durationMinutes: treatment.durationMinutes,
      priceFrom: treatment.priceFrom,
    },
  ]
  const seedStarted = performance.now()
  let seeded = 0
  for (const branch of branches) {
    const subject = {
      clinic: await branchOf(branch.id),
      doctorId: null,
      treatments: booked,
      durationMinutes: 30,
      excludeBookingId: null,
    }
    const first = '2026-12-01'
    const last = addDays(first, BOOKING_CONFIG.bookAheadDays)
    // The rules' own candidates with nothing booked, filled back to back, one in four left free.
    const query = await slotQueryFor(
      db,
      subject,
      NOW,
      dayBounds(first, subject.clinic.timeZone).from,
      dayBounds(first, subject.clinic.timeZone).from,
    )
    const rows: Array<typeof clinicBookings.$inferInsert> = []
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const verdict = candidateSlots({ ...query, busy: [] }, day)
      if (!verdict.open) continue
      const nextFree = new Map<string, number>()
      let index = 0
      for (const slot of verdict.candidates) {
        if (slot.startsAt.getTime() < (nextFree.get(slot.doctor.id) ?? 0)) continue
        nextFree.set(slot.doctor.id, slot.endsAt.getTime())
        index++
        if (index % 4 === 0) continue
        const person = people[rows.length % people.length] as Member
        const number = newBookingNumber()
        rows.push({
          number,
          lineNumber: number,
          memberId: person.id,
          clinicId: branch.id,
          doctorId: slot.doctor.id,
          doctorChoice: 'any',
          treatments: booked,
          totalPrice: treatment.priceFrom,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          status: 'confirmed',
        })
      }
    }
    for (let start = 0; start < rows.length; start += 500) {
      const inserted = await db
        .insert(clinicBookings)
        .values(rows.slice(start, start + 500))
        .onConflictDoNothing()
        .returning({ id: clinicBookings.id })
      seeded += inserted.length
    }
  }
  console.info(
    `\n(c) ${seeded} dense bookings at ${branches.length} branches over ${BOOKING_CONFIG.bookAheadDays + 1} days ` +
      `(seeded in ${Math.round(performance.now() - seedStarted)} ms); ${READS} schedule reads, one at a time`,
  )
  const reader = people[1] as Member
  const times: number[] = []
  let slotsSeen = 0
  const perBranch = Math.ceil(READS / branches.length)
  for (const branch of branches) {
    // Any doctor: the heaviest read, every doctor of the branch and all their bookings that day.
    await expectJson(
      await request('POST', '/v2/member/offline-clinic-booking-cart', {
        token: reader.token,
        ip: reader.ip,
        body: { clinicId: branch.id, doctorId: 'any', treatmentIds: [TREATMENT] },
      }),
      200,
      v.unknown(),
    )
    for (let read = 0; read < perBranch && times.length < READS; read++) {
      const day = addDays('2026-12-01', read % (BOOKING_CONFIG.bookAheadDays + 1))
      const answer = await timed(() =>
        request('POST', `${BASE}/get-available-schedule`, {
          token: reader.token,
          ip: reader.ip,
          body: { date: day },
        }),
      )
      check(
        answer.status === 200,
        `${branch.id} ${day}: ${answer.status} ${answer.text.slice(0, 120)}`,
      )
      if (answer.status === 200)
        slotsSeen += v.parse(AvailableSchedule, JSON.parse(answer.text)).slots.length
      times.push(answer.ms)
    }
  }
  console.info('reads  p50 ms  p95 ms  max ms  slots answered (sum)')
  console.info(
    `${pad(times.length, 5)}  ${pad(percentile(times, 50), 6)}  ${pad(percentile(times, 95), 6)}  ` +
      `${pad(percentile(times, 100), 6)}  ${pad(slotsSeen, 20)}`,
  )

  console.info(ok ? '\nEvery round kept every guarantee.' : '\nSome round broke a guarantee.')
  return ok

  async function branchOf(id: string) {
    const [branch] = await db
      .select({
        id: offlineClinics.id,
        name: offlineClinics.name,
        timeZone: offlineClinics.timeZone,
        openingHours: offlineClinics.openingHours,
      })
      .from(offlineClinics)
      .where(eq(offlineClinics.id, id))
    if (!branch) throw new Error(`No branch ${id}`)
    return branch
  }
}

/** The `n`th weekday (Monday to Friday) from `date`, `date` itself being the 0th if it is one. */
function weekdayAfter(date: string, n: number): string {
  let day = date
  let left = n
  for (;;) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
    if (weekday !== 0 && weekday !== 6) {
      if (left === 0) return day
      left--
    }
    day = addDays(day, 1)
  }
}

function pad(value: number | string, width: number) {
  return String(value).padStart(width)
}

// ---------------------------------------------------------------------------------------------
// (crash) kill -9 while members book, then retry every key (crash-rounds.ts).

async function crashAndRetry(database: DatabaseHandle, url: string): Promise<boolean> {
  const { db } = database
  const { signIn } = benchApi(db, NOW)
  const members: Array<{ id: string; token: string; ip: string }> = []
  for (let index = 0; index < CRASH_MEMBERS; index++) {
    const nn = String(index).padStart(2, '0')
    const ip = `198.51.102.${index + 1}`
    members.push({ ...(await signIn(`0812 9944 00${nn}`, ip)), ip })
  }
  // The child API runs on the real clock: days from tomorrow, as it sees them.
  let day = addDays(new Date().toISOString().slice(0, 10), 1)

  return crashRounds({
    label: 'booking',
    databaseUrl: url,
    db,
    rounds: CRASH_ROUNDS,
    created: 201,
    stillRunning: BOOKING_MESSAGES.stillRunning,
    leaseMs: BOOKING_KEY_LEASE_MS,
    prepare: async (_round, baseUrl) => {
      for (const member of members) {
        await childJson(
          postToChild(baseUrl, '/v2/member/offline-clinic-booking-cart', member, {
            clinicId: CRASH_BRANCH,
            doctorId: ANY_DOCTOR,
            treatmentIds: [TREATMENT],
          }),
          'the booking cart',
          v.unknown(),
        )
      }
      const [first] = members
      if (!first) throw new Error('No member')
      // The first day with a free slot for each member: each books its own.
      for (let tries = 0; ; tries++) {
        const schedule: AvailableSchedule = await childJson(
          postToChild(baseUrl, `${BASE}/get-available-schedule`, first, { date: day }),
          `the schedule of ${day}`,
          AvailableSchedule,
        )
        // Slots of one doctor can overlap (a treatment longer than the step between them).
        const apart: Slot[] = []
        for (const slot of schedule.slots) {
          const overlaps = apart.some(
            (taken) =>
              taken.doctor.id === slot.doctor.id &&
              taken.startsAt < slot.endsAt &&
              slot.startsAt < taken.endsAt,
          )
          if (!overlaps) apart.push(slot)
        }
        if (apart.length >= CRASH_MEMBERS) {
          return members.map((member, index) => {
            const slot = apart[index]
            if (!slot) throw new Error(`No slot ${index} on ${day}`)
            return {
              memberId: member.id,
              key: randomUUID(),
              token: member.token,
              ip: member.ip,
              path: BASE,
              body: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
            }
          })
        }
        if (tries > 40) throw new Error(`No day with ${CRASH_MEMBERS} free slots up to ${day}`)
        day = addDays(day, 1)
      }
    },
    madeBy: async (memberIds) => {
      const rows = await db
        .select({ memberId: clinicBookings.memberId, made: count() })
        .from(clinicBookings)
        .where(
          and(inArray(clinicBookings.memberId, memberIds), eq(clinicBookings.status, 'confirmed')),
        )
        .groupBy(clinicBookings.memberId)
      return new Map(rows.map((row) => [row.memberId, row.made]))
    },
  })
}
