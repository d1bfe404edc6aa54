/**
 * The doctors who answer consults: members with the doctor role (they sign in by phone code like
 * everyone, AUTH_DEV_OTP in development) and a `doctors` row with the name patients see and the
 * polyclinic whose queue they answer. At least one per polyclinic, two for the skin clinic.
 * Names are written for this project.
 */
import { inArray } from 'drizzle-orm'
import type { Database } from '../client'
import { doctors } from '../schema/consults'
import { members } from '../schema/members'
import { polyclinics } from '../schema/polyclinics'

export const DOCTOR_PHONES = {
  anisa: '+6281200000101',
  reza: '+6281200000102',
} as const

interface SeedDoctor {
  phone: string
  firstName: string
  lastName: string
  gender: 'male' | 'female'
  referralCode: string
  /** As patients see it. */
  name: string
  title: string
  polyclinicSlug: string
}

export const doctorSeed: SeedDoctor[] = [
  {
    phone: DOCTOR_PHONES.anisa,
    firstName: 'Anisa',
    lastName: 'Rahma',
    gender: 'female',
    referralCode: 'ANISA5D1K',
    name: 'dr. Anisa Rahma, Sp.D.V.E.',
    title: 'Dokter Spesialis Kulit',
    polyclinicSlug: 'poliklinik-kulit',
  },
  {
    phone: DOCTOR_PHONES.reza,
    firstName: 'Reza',
    lastName: 'Pratama',
    gender: 'male',
    referralCode: 'REZA2K7V',
    name: 'dr. Reza Pratama, Sp.D.V.E.',
    title: 'Dokter Spesialis Kulit',
    polyclinicSlug: 'poliklinik-kulit',
  },
  {
    phone: '+6281200000103',
    firstName: 'Maya',
    lastName: 'Kusumawati',
    gender: 'female',
    referralCode: 'MAYA8R3T',
    name: 'dr. Maya Kusumawati, Sp.D.V.E.',
    title: 'Dokter Spesialis Kulit dan Rambut',
    polyclinicSlug: 'poliklinik-rambut',
  },
  {
    phone: '+6281200000104',
    firstName: 'Ratna',
    lastName: 'Dewi',
    gender: 'female',
    referralCode: 'RATNA4H9P',
    name: 'dr. Ratna Dewi, Sp.O.G.',
    title: 'Dokter Spesialis Kebidanan dan Kandungan',
    polyclinicSlug: 'poliklinik-kesehatan-wanita',
  },
  {
    phone: '+6281200000105',
    firstName: 'Hendra',
    lastName: 'Wijaya',
    gender: 'male',
    referralCode: 'HENDRA6W2M',
    name: 'dr. Hendra Wijaya, Sp.And.',
    title: 'Dokter Spesialis Andrologi',
    polyclinicSlug: 'poliklinik-kesehatan-seksual',
  },
  {
    phone: '+6281200000106',
    firstName: 'Fitri',
    lastName: 'Handayani',
    gender: 'female',
    referralCode: 'FITRI3B8N',
    name: 'dr. Fitri Handayani, Sp.GK.',
    title: 'Dokter Spesialis Gizi Klinik',
    polyclinicSlug: 'poliklinik-berat-badan',
  },
  {
    phone: '+6281200000107',
    firstName: 'Bayu',
    lastName: 'Nugroho',
    gender: 'male',
    referralCode: 'BAYU7J4C',
    name: 'dr. Bayu Nugroho',
    title: 'Dokter Umum',
    polyclinicSlug: 'poliklinik-umum',
  },
  {
    phone: '+6281200000108',
    firstName: 'Nadia',
    lastName: 'Safitri',
    gender: 'female',
    referralCode: 'NADIA9F5L',
    name: 'dr. Nadia Safitri, Sp.GK.',
    title: 'Dokter Spesialis Gizi Klinik',
    polyclinicSlug: 'poliklinik-gizi',
  },
  {
    phone: '+6281200000109',
    firstName: 'Dimas',
    lastName: 'Aditya',
    gender: 'male',
    referralCode: 'DIMAS2T6Q',
    name: 'dr. Dimas Aditya, Sp.K.J.',
    title: 'Dokter Spesialis Kedokteran Jiwa',
    polyclinicSlug: 'poliklinik-kesehatan-mental',
  },
]

/** When the doctors joined, for their member rows. */
const JOINED = new Date('2026-10-01T01:00:00.000Z')

/**
 * Inserts the doctors that are missing; the polyclinics must be seeded first. A phone that
 * already belongs to an ordinary member is left alone: seeding never turns a member into a doctor.
 * Returns how many doctors were added.
 */
export async function seedDoctors(db: Database) {
  return db.transaction(async (tx) => {
    const clinics = await tx
      .select({ id: polyclinics.id, slug: polyclinics.slug })
      .from(polyclinics)
      .where(inArray(polyclinics.slug, [...new Set(doctorSeed.map((d) => d.polyclinicSlug))]))
    const clinicIds = new Map(clinics.map((clinic) => [clinic.slug, clinic.id]))
    await tx
      .insert(members)
      .values(
        doctorSeed.map((doctor) => ({
          phone: doctor.phone,
          firstName: doctor.firstName,
          lastName: doctor.lastName,
          gender: doctor.gender,
          referralCode: doctor.referralCode,
          role: 'doctor' as const,
          // A doctor's name comes with their account: no first-sign-in profile step.
          profilePromptedAt: JOINED,
          createdAt: JOINED,
          updatedAt: JOINED,
        })),
      )
      .onConflictDoNothing()
    const found = await tx
      .select({ id: members.id, phone: members.phone, role: members.role })
      .from(members)
      .where(
        inArray(
          members.phone,
          doctorSeed.map((doctor) => doctor.phone),
        ),
      )
    const memberIds = new Map(
      found.filter((row) => row.role === 'doctor').map((row) => [row.phone, row.id]),
    )
    const values = doctorSeed.flatMap((doctor) => {
      const memberId = memberIds.get(doctor.phone)
      const polyclinicId = clinicIds.get(doctor.polyclinicSlug)
      if (!polyclinicId)
        throw new Error(`Doctor ${doctor.name}: no polyclinic ${doctor.polyclinicSlug}`)
      return memberId ? [{ memberId, name: doctor.name, title: doctor.title, polyclinicId }] : []
    })
    if (values.length === 0) return { doctors: 0 }
    const added = await tx
      .insert(doctors)
      .values(values)
      .onConflictDoNothing()
      .returning({ memberId: doctors.memberId })
    return { doctors: added.length }
  })
}
