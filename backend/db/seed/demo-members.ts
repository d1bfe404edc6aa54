/**
 * Three demo members with fixed numbers, one per state the consult-start flow knows: no consult
 * yet (Putri), a questionnaire in progress on Jerawat, flow 2001 (Budi, three steps answered), and
 * a consult on Flek Hitam, flow 2002, submitted and in chat with dr. Anisa Rahma (Sari, her
 * doctor's last message unread). Sign in as them with any code the server log shows (or
 * AUTH_DEV_OTP). The doctors and the questionnaires must be seeded first.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AnswerValue, Questionnaire } from '../../../contract/consults/fhir'
import { flattenItems } from '../../../contract/consults/questionnaire'
import type { Database } from '../client'
import { addresses } from '../schema/addresses'
import {
  CONSULT_STATUS,
  consultAnswers,
  consultConsents,
  consultMessages,
  consults,
  doctors,
} from '../schema/consults'
import { members } from '../schema/members'
import { feeds, notifications } from '../schema/notifications'
import { conditions } from '../schema/polyclinics'
import { DOCTOR_PHONES } from './doctors'
import { questionnaireSeed } from './questionnaires'

const HOUR = 60 * 60 * 1000

export const DEMO_PHONES = {
  putri: '+6281200000001',
  budi: '+6281200000002',
  sari: '+6281200000003',
} as const

/** The version of the consent texts Sari agreed to (the pages show the current ones). */
const CONSENT_VERSION = '2026-11-01'

/** Sari's doctor, by phone: the doctors are seeded before the demo members. */
const SARI_DOCTOR = { phone: DOCTOR_PHONES.anisa, name: 'dr. Anisa Rahma, Sp.D.V.E.' }

/** A seeded questionnaire's answer values, checked against its items so the seed cannot drift. */
function answersFor(questionnaireId: string, given: Record<string, Array<string | boolean>>) {
  const questionnaire = questionnaireSeed.find((q) => q.id === questionnaireId)
  if (!questionnaire) throw new Error(`No seeded questionnaire ${questionnaireId}`)
  return Object.entries(given).map(([linkId, values]) => ({
    linkId,
    answer: values.map((value) => answerValue(questionnaire, linkId, value)),
  }))
}

function answerValue(questionnaire: Questionnaire, linkId: string, value: string | boolean) {
  const item = flattenItems(questionnaire.item).find((entry) => entry.item.linkId === linkId)?.item
  if (!item) throw new Error(`${questionnaire.id} has no item ${linkId}`)
  if (typeof value === 'boolean') return { valueBoolean: value } satisfies AnswerValue
  if (item.type !== 'choice' && item.type !== 'open-choice') {
    return { valueString: value } satisfies AnswerValue
  }
  const option = item.answerOption?.find((answer) => answer.valueCoding.code === value)
  if (!option) throw new Error(`${questionnaire.id}: ${linkId} has no option ${value}`)
  return { valueCoding: option.valueCoding } satisfies AnswerValue
}

interface DemoConsult {
  row: Omit<typeof consults.$inferInsert, 'memberId' | 'polyclinicId' | 'submittedAt'>
  answers: Array<{ linkId: string; answer: AnswerValue[] }>
  /** Sent to the doctors this long before the seed's "now"; absent while in the questionnaire. */
  submittedAgoHours?: number
  /** The chat so far, seq 1, 2, … in this order. */
  messages?: Array<{
    sender: 'member' | 'doctor' | 'system'
    kind: 'text' | 'status'
    body: string
    agoHours: number
  }>
  /** The highest seq each side has read. */
  readUpTo?: { member: number; doctor: number }
}

interface DemoMember {
  member: Omit<typeof members.$inferInsert, 'createdAt' | 'updatedAt'>
  address: Omit<typeof addresses.$inferInsert, 'memberId' | 'isPrimary'>
  consult?: DemoConsult
  /** `agoHours` places each item in time relative to the seed run. */
  notifications: Array<{
    title: string
    body: string
    url: string | null
    agoHours: number
    read: boolean
  }>
  feeds: Array<{
    type: (typeof feeds.$inferInsert)['type']
    title: string
    body: string
    url: string | null
    agoHours: number
  }>
}

const demoMembers: DemoMember[] = [
  {
    member: {
      phone: DEMO_PHONES.putri,
      firstName: 'Putri',
      lastName: 'Lestari',
      email: 'putri.lestari@example.com',
      gender: 'female',
      dateOfBirth: '1998-04-12',
      referralCode: 'PUTRI7K2Q',
    },
    address: {
      label: 'Rumah',
      recipientName: 'Putri Lestari',
      phone: DEMO_PHONES.putri,
      provinceId: '31',
      cityId: '31.74',
      suburbId: '31.74.01',
      postalCodeId: '31.74.01-12810',
      street: 'Jl. Tebet Raya No. 45, RT 05/RW 02, Tebet Barat',
      note: 'Pagar hitam, sebelah warung kopi.',
    },
    notifications: [
      {
        title: 'Selamat datang di Diri!',
        body: 'Halo Putri, akunmu sudah aktif. Ceritakan keluhanmu dan dokter kami siap membantu.',
        url: '/keluhan',
        agoHours: 2,
        read: false,
      },
      {
        title: 'Hadiah untuk member baru',
        body: 'Pakai kode DIRIBARU untuk potongan Rp25.000 pada belanja pertamamu.',
        url: '/product',
        agoHours: 26,
        read: true,
      },
    ],
    feeds: [
      {
        type: 'reminder',
        title: 'Lengkapi profilmu',
        body: 'Profil yang lengkap membantu dokter memahami kondisimu sejak awal.',
        url: null,
        agoHours: 1,
      },
    ],
  },
  {
    member: {
      phone: DEMO_PHONES.budi,
      firstName: 'Budi',
      lastName: 'Santoso',
      email: 'budi.santoso@example.com',
      gender: 'male',
      dateOfBirth: '1992-11-03',
      referralCode: 'BUDI4M8T',
    },
    address: {
      label: 'Kantor',
      recipientName: 'Budi Santoso',
      phone: DEMO_PHONES.budi,
      provinceId: '31',
      cityId: '31.71',
      suburbId: '31.71.06',
      postalCodeId: '31.71.06-10330',
      street: 'Jl. Cikini Raya No. 12, Lantai 3, Cikini',
      note: 'Titip di resepsionis.',
    },
    consult: {
      row: {
        flowId: '2001',
        status: CONSULT_STATUS.questionnaire,
        subClinic: 'Poliklinik Kulit',
        conditionName: 'Jerawat',
        checkedConditionName: 'Jerawat',
        questionnaireId: 'kuesioner-2001-v2',
        // The three questions after the introduction are answered; the duration is next.
        lastVisitedContentId: 'lama-keluhan',
      },
      answers: answersFor('kuesioner-2001-v2', {
        lokasi: ['dahi', 'pipi'],
        'jenis-jerawat': ['papul', 'pustul'],
        jumlah: ['10-30'],
      }),
    },
    notifications: [
      {
        title: 'Kuesionermu belum selesai',
        body: 'Lanjutkan kuesioner Poliklinik Kulit supaya dokter bisa segera menganalisis keluhan jerawatmu.',
        url: '/keluhan',
        agoHours: 3,
        read: false,
      },
      {
        title: 'Promo akhir pekan',
        body: 'Diskon 15% untuk rangkaian perawatan jerawat sampai Minggu.',
        url: '/product',
        agoHours: 30,
        read: false,
      },
      {
        title: 'Selamat datang di Diri!',
        body: 'Halo Budi, akunmu sudah aktif. Ceritakan keluhanmu dan dokter kami siap membantu.',
        url: '/keluhan',
        agoHours: 72,
        read: true,
      },
    ],
    feeds: [
      {
        type: 'consult',
        title: 'Lanjutkan kuesioner Jerawat',
        body: 'Tinggal beberapa pertanyaan lagi sebelum dokter meninjau keluhanmu.',
        url: '/keluhan',
        agoHours: 3,
      },
    ],
  },
  {
    member: {
      phone: DEMO_PHONES.sari,
      firstName: 'Sari',
      lastName: 'Wulandari',
      email: 'sari.wulandari@example.com',
      gender: 'female',
      dateOfBirth: '1995-07-21',
      referralCode: 'SARI9P3W',
    },
    address: {
      label: 'Apartemen',
      recipientName: 'Sari Wulandari',
      phone: DEMO_PHONES.sari,
      provinceId: '31',
      cityId: '31.74',
      suburbId: '31.74.07',
      postalCodeId: '31.74.07-12190',
      street: 'Jl. Senopati No. 8, Tower B Unit 1203, Selong',
      note: null,
    },
    consult: {
      row: {
        flowId: '2002',
        // In chat: dr. Anisa Rahma has answered (see the notifications below).
        status: CONSULT_STATUS.chatting,
        subClinic: 'Poliklinik Kulit',
        conditionName: 'Flek Hitam',
        checkedConditionName: 'Melasma',
        questionnaireId: 'kuesioner-2002-v2',
        lastVisitedContentId: 'catatan',
        doctorName: SARI_DOCTOR.name,
      },
      // Every required question, as the submit required them.
      answers: answersFor('kuesioner-2002-v2', {
        lokasi: ['pipi', 'dahi'],
        pola: ['bercak-simetris'],
        'lama-keluhan': ['lebih-1-tahun'],
        perubahan: ['menggelap'],
        'paparan.lama': ['1-3-jam'],
        'paparan.pelindung': ['topi-payung', 'masker'],
        hormon: ['kb-hormonal'],
        'kb-hormonal': ['Pil KB kombinasi, sudah sekitar 2 tahun.'],
        'pengobatan-sebelumnya': ['krim-bebas'],
        'pengobatan-sebelumnya.hasil': ['tidak-berubah'],
        alergi: [false],
        'obat-rutin': [true],
        'obat-rutin.detail': ['Pil KB kombinasi, satu tablet setiap malam.'],
        kehamilan: [false],
        catatan: ['Fleknya makin gelap kalau aku sering naik motor siang hari.'],
      }),
      submittedAgoHours: 6,
      messages: [
        { sender: 'system', kind: 'status', body: 'dr. Anisa Rahma bergabung', agoHours: 1.6 },
        {
          sender: 'doctor',
          kind: 'text',
          body: 'Halo Sari, saya dr. Anisa. Terima kasih sudah mengisi kuesioner. Dari jawabanmu, flek di kedua pipi dan dahi ini kemungkinan melasma.',
          agoHours: 1.55,
        },
        {
          sender: 'member',
          kind: 'text',
          body: 'Halo, Dok. Iya, setahun terakhir makin gelap, apalagi kalau sering kena matahari.',
          agoHours: 1.4,
        },
        {
          sender: 'doctor',
          kind: 'text',
          body: 'Apakah kamu memakai tabir surya setiap hari, termasuk saat di dalam ruangan?',
          agoHours: 1.35,
        },
        {
          sender: 'member',
          kind: 'text',
          body: 'Jarang, Dok. Biasanya cuma pakai masker dan topi.',
          agoHours: 1.2,
        },
        {
          sender: 'doctor',
          kind: 'text',
          body: 'Baik. Melasma memang sering dipicu sinar matahari dan hormon, termasuk pil KB. Boleh kirim foto pipimu dari dekat, tanpa makeup, di tempat yang terang? Setelah itu saya susunkan perawatannya.',
          agoHours: 1,
        },
      ],
      // Sari has not read the doctor's last message yet; the doctor has read hers.
      readUpTo: { member: 5, doctor: 5 },
    },
    notifications: [
      {
        title: 'Pesan baru dari dokter',
        body: 'dr. Anisa Rahma membalas konsultasi Flek Hitam kamu. Yuk, baca balasannya.',
        url: null,
        agoHours: 1,
        read: false,
      },
      {
        title: 'Pembayaran berhasil',
        body: 'Pembayaran konsultasi sebesar Rp45.000 sudah kami terima.',
        url: null,
        agoHours: 5,
        read: true,
      },
      {
        title: 'Dokter sedang meninjau keluhanmu',
        body: 'Jawaban kuesionermu sudah diterima. Dokter akan menyapamu di ruang chat.',
        url: null,
        agoHours: 6,
        read: true,
      },
    ],
    feeds: [
      {
        type: 'consult',
        title: 'Dokter sudah membalas',
        body: 'Konsultasi Flek Hitam kamu sedang berlangsung di ruang chat.',
        url: null,
        agoHours: 1,
      },
    ],
  },
]

/** Feed items every member sees. */
const sharedFeeds: DemoMember['feeds'] = [
  {
    type: 'article',
    title: 'Kenali 5 penyebab jerawat di usia dewasa',
    body: 'Hormon, stres dan produk yang tidak cocok bisa memicu jerawat. Simak cara mengatasinya.',
    url: null,
    agoHours: 20,
  },
  {
    type: 'promotion',
    title: 'Diskon 20% serum pencerah',
    body: 'Khusus minggu ini untuk semua member Diri. Stok terbatas!',
    url: '/product',
    agoHours: 48,
  },
  {
    type: 'article',
    title: 'Sunscreen setiap hari, perlukah?',
    body: 'Sinar UV tetap ada meski cuaca mendung. Ini alasan dokter kulit menyarankan sunscreen harian.',
    url: null,
    agoHours: 96,
  },
]

/** Inserts what is missing; members that already exist are left exactly as they are. */
export async function seedDemoMembers(db: Database, now: Date) {
  const at = (agoHours: number) => new Date(now.getTime() - agoHours * HOUR)
  let created = 0
  await db.transaction(async (tx) => {
    // The demo's history is not news: the triggers of migration 0020 record no event for it.
    await tx.execute(sql`select set_config('diri.seeding', 'on', true)`)
    // Each consult sits in its condition's polyclinic, whose doctors see it in their queue.
    const flowIds = demoMembers.flatMap((demo) => (demo.consult ? [demo.consult.row.flowId] : []))
    const polyclinicOfFlow = new Map(
      (
        await tx
          .select({ flowId: conditions.flowId, polyclinicId: conditions.polyclinicId })
          .from(conditions)
          .where(inArray(conditions.flowId, flowIds))
      ).map((row) => [row.flowId, row.polyclinicId]),
    )
    for (const demo of demoMembers) {
      const [member] = await tx
        .insert(members)
        // The demo members answered the first-sign-in profile step long ago.
        .values({
          ...demo.member,
          profilePromptedAt: at(90 * 24),
          createdAt: at(90 * 24),
          updatedAt: at(24),
        })
        .onConflictDoNothing()
        .returning({ id: members.id })
      if (!member) continue
      created++
      await tx.insert(addresses).values({
        ...demo.address,
        memberId: member.id,
        isPrimary: true,
        createdAt: at(60 * 24),
        updatedAt: at(60 * 24),
      })
      if (demo.consult) await insertConsult(tx, demo.consult, member.id, polyclinicOfFlow, at)
      await tx.insert(notifications).values(
        demo.notifications.map(({ agoHours, read, ...notification }) => ({
          ...notification,
          memberId: member.id,
          createdAt: at(agoHours),
          readAt: read ? at(agoHours - 0.5) : null,
        })),
      )
      await tx.insert(feeds).values(
        demo.feeds.map(({ agoHours, ...feed }) => ({
          ...feed,
          memberId: member.id,
          createdAt: at(agoHours),
        })),
      )
    }
    // Shared feed items have no natural key: seed them only into a database that has none.
    const [anyShared] = await tx
      .select({ id: feeds.id })
      .from(feeds)
      .where(isNull(feeds.memberId))
      .limit(1)
    if (!anyShared) {
      await tx.insert(feeds).values(
        sharedFeeds.map(({ agoHours, ...feed }) => ({
          ...feed,
          memberId: null,
          createdAt: at(agoHours),
        })),
      )
    }
  })
  return { members: created }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

async function insertConsult(
  tx: Transaction,
  demo: DemoConsult,
  memberId: string,
  polyclinicOfFlow: Map<string, string>,
  at: (agoHours: number) => Date,
) {
  const doctorId = demo.row.doctorName ? await doctorIdOf(tx, SARI_DOCTOR.phone) : null
  const messages = demo.messages ?? []
  const submittedAt = demo.submittedAgoHours === undefined ? null : at(demo.submittedAgoHours)
  const [consult] = await tx
    .insert(consults)
    .values({
      ...demo.row,
      memberId,
      polyclinicId: polyclinicOfFlow.get(demo.row.flowId) ?? null,
      doctorId,
      submittedAt,
      lastSeq: messages.length,
      memberReadSeq: demo.readUpTo?.member ?? 0,
      doctorReadSeq: demo.readUpTo?.doctor ?? 0,
      createdAt: at(7),
    })
    .returning({ id: consults.id })
  if (!consult) throw new Error(`The demo consult on ${demo.row.flowId} was not inserted`)
  if (demo.answers.length > 0) {
    await tx.insert(consultAnswers).values(
      demo.answers.map((entry) => ({
        consultId: consult.id,
        linkId: entry.linkId,
        answer: entry.answer,
        updatedAt: submittedAt ?? at(6.5),
      })),
    )
  }
  if (submittedAt) {
    await tx.insert(consultConsents).values(
      (['consultation-agreement', 'health-data'] as const).map((kind) => ({
        consultId: consult.id,
        kind,
        version: CONSENT_VERSION,
        agreedAt: submittedAt,
      })),
    )
  }
  if (messages.length > 0) {
    await tx.insert(consultMessages).values(
      messages.map((message, index) => ({
        consultId: consult.id,
        seq: index + 1,
        sender: message.sender,
        senderId:
          message.sender === 'member' ? memberId : message.sender === 'doctor' ? doctorId : null,
        kind: message.kind,
        body: message.body,
        createdAt: at(message.agoHours),
      })),
    )
  }
}

async function doctorIdOf(tx: Transaction, phone: string): Promise<string> {
  const [doctor] = await tx
    .select({ id: doctors.memberId })
    .from(doctors)
    .innerJoin(members, eq(members.id, doctors.memberId))
    .where(and(eq(members.phone, phone), eq(members.role, 'doctor')))
  if (!doctor) throw new Error(`Seed the doctors before the demo members: no doctor ${phone}`)
  return doctor.id
}
