/**
 * Three demo members with fixed numbers, one per state the consult-start flow knows: no consult
 * yet (Putri), a questionnaire in progress on Jerawat, flow 2001 (Budi), and a consult on
 * Flek Hitam, flow 2002, in chat with a doctor (Sari). Sign in as them with any
 * code the server log shows (or AUTH_DEV_OTP).
 */
import { isNull } from 'drizzle-orm'
import type { Database } from '../client'
import { addresses } from '../schema/addresses'
import { CONSULT_STATUS, consults } from '../schema/consults'
import { members } from '../schema/members'
import { feeds, notifications } from '../schema/notifications'

const HOUR = 60 * 60 * 1000

export const DEMO_PHONES = {
  putri: '+6281200000001',
  budi: '+6281200000002',
  sari: '+6281200000003',
} as const

interface DemoMember {
  member: Omit<typeof members.$inferInsert, 'createdAt' | 'updatedAt'>
  address: Omit<typeof addresses.$inferInsert, 'memberId' | 'isPrimary'>
  consult?: Omit<typeof consults.$inferInsert, 'memberId'>
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
      flowId: '2001',
      status: CONSULT_STATUS.questionnaire,
      subClinic: 'Poliklinik Kulit',
      conditionName: 'Jerawat',
      checkedConditionName: 'Jerawat',
      lastVisitedContentId: '4',
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
      flowId: '2002',
      // In chat: dr. Anisa Rahma has answered (see the notifications below).
      status: CONSULT_STATUS.chatting,
      subClinic: 'Poliklinik Kulit',
      conditionName: 'Flek Hitam',
      checkedConditionName: 'Melasma',
      lastVisitedContentId: '9',
      doctorName: 'dr. Anisa Rahma',
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
    for (const demo of demoMembers) {
      const [member] = await tx
        .insert(members)
        .values({ ...demo.member, createdAt: at(90 * 24), updatedAt: at(24) })
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
      if (demo.consult) {
        await tx.insert(consults).values({ ...demo.consult, memberId: member.id, createdAt: at(7) })
      }
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
