/**
 * The clinic team: fourteen doctors and nine therapists with weekly shifts in each branch's own
 * time zone, plus one doctor who has left (`isActive: false`). Every open branch has at least two
 * doctors and one therapist; some doctors work at two branches on different days. Names are
 * written for this project.
 */
import type { WorkShift } from '../../../../contract/clinic/schemas'
import { image } from '../content-data/images'
import type { SeedTeamMember } from './types'

const KEMANG = 'diri-klinik-kemang'
const MENTENG = 'diri-klinik-menteng'
const DAGO = 'diri-klinik-dago'
const RENON = 'diri-klinik-renon'
const PANAKKUKANG = 'diri-klinik-panakkukang'
const JAYAPURA = 'diri-klinik-jayapura'
const DARMO = 'diri-klinik-darmo'
const BEKASI = 'diri-klinik-bekasi'

const SPESIALIS = 'Dokter Spesialis Dermatologi, Venereologi dan Estetika'
const ESTETIKA = 'Dokter Umum Estetika'

/** The same hours at one branch on several ISO days (1 Monday … 7 Sunday). */
function shifts(clinicId: string, days: number[], starts: string, ends: string): WorkShift[] {
  return days.map((day) => ({ clinicId, day, starts, ends }))
}

interface MemberText {
  id: string
  name: string
  initials: string
  title: string
  roleSlug: 'doctor' | 'therapist'
  isActive?: boolean
  schedule: WorkShift[]
}

const members: MemberText[] = [
  // Doctors -----------------------------------------------------------------------------------
  {
    id: 'nadia-putri',
    name: 'dr. Nadia Putri, Sp.DVE',
    initials: 'NP',
    title: SPESIALIS,
    roleSlug: 'doctor',
    schedule: [
      ...shifts(KEMANG, [1, 3, 5], '10:00', '16:00'),
      ...shifts(MENTENG, [2, 4], '09:00', '15:00'),
    ],
  },
  {
    id: 'raka-aditama',
    name: 'dr. Raka Aditama',
    initials: 'RA',
    title: ESTETIKA,
    roleSlug: 'doctor',
    schedule: [
      ...shifts(KEMANG, [1, 2, 4, 5], '14:00', '20:00'),
      ...shifts(KEMANG, [6], '10:00', '18:00'),
      ...shifts(KEMANG, [7], '10:00', '16:00'),
    ],
  },
  {
    id: 'sekar-ayuningtyas',
    name: 'dr. Sekar Ayuningtyas',
    initials: 'SA',
    title: ESTETIKA,
    roleSlug: 'doctor',
    schedule: [
      ...shifts(MENTENG, [1, 3, 5], '09:00', '17:00'),
      ...shifts(MENTENG, [6], '09:00', '17:00'),
      ...shifts(KEMANG, [2], '14:00', '20:00'),
    ],
  },
  {
    id: 'andreas-wibisono',
    name: 'dr. Andreas Wibisono, Sp.DVE',
    initials: 'AW',
    title: SPESIALIS,
    roleSlug: 'doctor',
    schedule: [
      ...shifts(MENTENG, [1, 3], '13:00', '19:00'),
      ...shifts(KEMANG, [6], '10:00', '15:00'),
      ...shifts(DAGO, [5], '14:00', '20:00'),
    ],
  },
  {
    id: 'laras-kinanti',
    name: 'dr. Laras Kinanti',
    initials: 'LK',
    title: ESTETIKA,
    roleSlug: 'doctor',
    schedule: [...shifts(DAGO, [1, 2, 3, 4, 5], '10:00', '17:00')],
  },
  {
    id: 'rizky-hidayat',
    name: 'dr. Rizky Hidayat',
    initials: 'RH',
    title: ESTETIKA,
    roleSlug: 'doctor',
    schedule: [
      ...shifts(DAGO, [2, 3, 4], '14:00', '20:00'),
      ...shifts(DAGO, [6], '09:00', '17:00'),
      ...shifts(DAGO, [7], '10:00', '16:00'),
    ],
  },
  {
    id: 'made-ayu-lestari',
    name: 'dr. Made Ayu Lestari, Sp.DVE',
    initials: 'ML',
    title: SPESIALIS,
    roleSlug: 'doctor',
    schedule: [
      ...shifts(RENON, [1, 2, 3, 4, 5], '09:00', '15:00'),
      ...shifts(RENON, [6], '09:00', '13:00'),
    ],
  },
  {
    id: 'komang-wirawan',
    name: 'dr. Komang Wirawan',
    initials: 'KW',
    title: ESTETIKA,
    roleSlug: 'doctor',
    schedule: [
      ...shifts(RENON, [2, 3, 4, 5, 6], '13:00', '19:00'),
      ...shifts(RENON, [7], '10:00', '15:00'),
    ],
  },
  {
    id: 'andi-nurul-fadhilah',
    name: 'dr. Andi Nurul Fadhilah, Sp.DVE',
    initials: 'AF',
    title: SPESIALIS,
    roleSlug: 'doctor',
    schedule: [...shifts(PANAKKUKANG, [1, 2, 3, 4, 5], '10:00', '16:00')],
  },
  {
    id: 'fitri-handayani',
    name: 'dr. Fitri Handayani',
    initials: 'FH',
    title: ESTETIKA,
    roleSlug: 'doctor',
    schedule: [
      ...shifts(PANAKKUKANG, [1, 2, 4, 5], '14:00', '20:00'),
      ...shifts(PANAKKUKANG, [6], '10:00', '18:00'),
    ],
  },
  {
    id: 'yohana-rumbiak',
    name: 'dr. Yohana Rumbiak',
    initials: 'YR',
    title: ESTETIKA,
    roleSlug: 'doctor',
    schedule: [...shifts(JAYAPURA, [1, 2, 3, 4, 5], '09:00', '17:00')],
  },
  {
    id: 'maria-kambu',
    name: 'dr. Maria Kambu, Sp.DVE',
    initials: 'MK',
    title: SPESIALIS,
    roleSlug: 'doctor',
    schedule: [
      ...shifts(JAYAPURA, [5], '13:00', '18:00'),
      ...shifts(JAYAPURA, [6], '09:00', '15:00'),
    ],
  },
  {
    id: 'bagus-santoso',
    name: 'dr. Bagus Santoso, Sp.DVE',
    initials: 'BS',
    title: SPESIALIS,
    roleSlug: 'doctor',
    schedule: [...shifts(DARMO, [1, 3, 5], '10:00', '16:00')],
  },
  {
    id: 'wulan-sari-dewi',
    name: 'dr. Wulan Sari Dewi',
    initials: 'WD',
    title: ESTETIKA,
    roleSlug: 'doctor',
    schedule: [
      ...shifts(DARMO, [2, 3, 4, 5, 6], '14:00', '20:00'),
      ...shifts(DARMO, [7], '10:00', '16:00'),
    ],
  },
  {
    id: 'hendra-kusuma',
    name: 'dr. Hendra Kusuma',
    initials: 'HK',
    title: ESTETIKA,
    roleSlug: 'doctor',
    isActive: false,
    schedule: [...shifts(BEKASI, [1, 2, 3, 4, 5], '10:00', '17:00')],
  },
  // Therapists --------------------------------------------------------------------------------
  {
    id: 'dewi-anggraini',
    name: 'Dewi Anggraini',
    initials: 'DA',
    title: 'Terapis Senior',
    roleSlug: 'therapist',
    schedule: [...shifts(KEMANG, [1, 2, 3, 4, 5, 6], '10:00', '18:00')],
  },
  {
    id: 'siti-rahmawati',
    name: 'Siti Rahmawati',
    initials: 'SR',
    title: 'Terapis',
    roleSlug: 'therapist',
    schedule: [
      ...shifts(MENTENG, [1, 2], '11:00', '19:00'),
      ...shifts(KEMANG, [4, 5, 6], '12:00', '20:00'),
      ...shifts(KEMANG, [7], '10:00', '16:00'),
    ],
  },
  {
    id: 'putri-maharani',
    name: 'Putri Maharani',
    initials: 'PM',
    title: 'Terapis Senior',
    roleSlug: 'therapist',
    schedule: [
      ...shifts(MENTENG, [1, 2, 3, 4, 5], '09:00', '17:00'),
      ...shifts(MENTENG, [6], '09:00', '15:00'),
    ],
  },
  {
    id: 'nining-kurniasih',
    name: 'Nining Kurniasih',
    initials: 'NK',
    title: 'Terapis Senior',
    roleSlug: 'therapist',
    schedule: [
      ...shifts(DAGO, [2, 3, 4, 5], '12:00', '20:00'),
      ...shifts(DAGO, [6], '09:00', '17:00'),
      ...shifts(DAGO, [7], '10:00', '16:00'),
    ],
  },
  {
    id: 'ni-luh-sukmawati',
    name: 'Ni Luh Sukmawati',
    initials: 'NS',
    title: 'Terapis Senior',
    roleSlug: 'therapist',
    schedule: [
      ...shifts(RENON, [1, 2, 3, 4, 5], '09:00', '17:00'),
      ...shifts(RENON, [6], '11:00', '19:00'),
    ],
  },
  {
    id: 'nurhayati-said',
    name: 'Nurhayati Said',
    initials: 'NS',
    title: 'Terapis Senior',
    roleSlug: 'therapist',
    schedule: [
      ...shifts(PANAKKUKANG, [1, 2, 3, 4, 5], '12:00', '20:00'),
      ...shifts(PANAKKUKANG, [6], '10:00', '18:00'),
    ],
  },
  {
    id: 'agustina-mandowen',
    name: 'Agustina Mandowen',
    initials: 'AM',
    title: 'Terapis Senior',
    roleSlug: 'therapist',
    schedule: [
      ...shifts(JAYAPURA, [1, 2, 3, 4, 5], '09:00', '17:00'),
      ...shifts(JAYAPURA, [6], '09:00', '15:00'),
    ],
  },
  {
    id: 'rina-kartikasari',
    name: 'Rina Kartikasari',
    initials: 'RK',
    title: 'Terapis Senior',
    roleSlug: 'therapist',
    schedule: [...shifts(DARMO, [1, 2, 3, 4, 5, 6], '10:00', '18:00')],
  },
  {
    id: 'eko-prasetyo',
    name: 'Eko Prasetyo',
    initials: 'EP',
    title: 'Terapis Laser',
    roleSlug: 'therapist',
    schedule: [
      ...shifts(DARMO, [2, 3, 4, 5, 6], '12:00', '20:00'),
      ...shifts(DARMO, [7], '10:00', '16:00'),
    ],
  },
]

export const teamSeed: SeedTeamMember[] = members.map(({ initials, ...member }) => ({
  id: member.id,
  name: member.name,
  title: member.title,
  roleSlug: member.roleSlug,
  photo: image(`klinik/tim/${member.id}`, `Foto ${member.name}`, 'avatar', {
    width: 400,
    height: 400,
    label: initials,
  }),
  isActive: member.isActive ?? true,
  schedule: member.schedule,
}))
