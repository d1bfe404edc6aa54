/**
 * The offline clinics, written for this project (texts in ./clinic-data): branches, treatments,
 * the team and their shifts, key treatments, promotions, testimonies, programs, subscription
 * packages and the clinic's pages. Seeded in one transaction, skipped when every branch is there
 * already, and never doubling rows nor overwriting an edited one. Provinces must be seeded first
 * (branches name them).
 */
import type { Database } from '../client'
import {
  clinicKeyTreatments,
  clinicPages,
  clinicPrograms,
  clinicProgramTreatments,
  clinicPromotionBranches,
  clinicPromotions,
  clinicTeamMembers,
  clinicTestimonies,
  clinicTreatmentBranches,
  clinicTreatmentCategories,
  clinicTreatments,
  clinicWorkShifts,
  offlineClinics,
  subscriptionPackages,
} from '../schema/clinic'
import { branchSeed } from './clinic-data/branches'
import { keyTreatmentSeed } from './clinic-data/key-treatments'
import { clinicPageSeed } from './clinic-data/pages'
import { programSeed, subscriptionPackageSeed } from './clinic-data/programs'
import { clinicPromotionSeed } from './clinic-data/promotions'
import { teamSeed } from './clinic-data/team'
import { clinicTestimonySeed } from './clinic-data/testimonies'
import { treatmentCategorySeed, treatmentSeed } from './clinic-data/treatments'

/** When the seeded clinic content "last changed". */
const CLINIC_UPDATED = new Date('2026-11-10T01:00:00.000Z')

export async function seedClinic(db: Database): Promise<Record<string, number>> {
  return db.transaction(async (tx): Promise<Record<string, number>> => {
    // The branches go first and decide: when every one is there already (an earlier run, or
    // another instance starting at the same time, whose insert this one waits for), nothing else
    // is added. Rows that exist are never overwritten: every insert skips a conflict.
    const branches = await tx
      .insert(offlineClinics)
      .values(
        branchSeed.map((branch) => ({
          id: branch.id,
          name: branch.name,
          summary: branch.summary,
          isActive: branch.isActive,
          street: branch.address.street,
          district: branch.address.district,
          city: branch.address.city,
          provinceId: branch.address.provinceId,
          postalCode: branch.address.postalCode,
          latitude: branch.coordinates.latitude,
          longitude: branch.coordinates.longitude,
          phone: branch.phone,
          timeZone: branch.timeZone,
          openingHours: branch.openingHours,
          image: branch.image,
          blocks: branch.blocks,
          facilities: branch.facilities,
          openedAt: new Date(branch.openedAt),
          patientsServed: branch.patientsServed,
          updatedAt: CLINIC_UPDATED,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: offlineClinics.id })
    if (branches.length === 0) return {}

    await tx
      .insert(clinicTreatmentCategories)
      .values(
        treatmentCategorySeed.map((category, position) => ({
          slug: category.slug,
          name: category.name,
          position,
        })),
      )
      .onConflictDoNothing()
    await tx
      .insert(clinicTreatments)
      .values(
        treatmentSeed.map((treatment) => ({
          id: treatment.id,
          name: treatment.name,
          categorySlug: treatment.categorySlug,
          summary: treatment.summary,
          priceFrom: treatment.priceFrom,
          durationMinutes: treatment.durationMinutes,
          image: treatment.image,
          blocks: treatment.blocks,
          steps: treatment.steps,
          beforeAfter: treatment.beforeAfter,
          preparation: treatment.preparation,
          faq: treatment.faq,
          isActive: treatment.isActive,
          updatedAt: CLINIC_UPDATED,
        })),
      )
      .onConflictDoNothing()
    const treatmentBranches = treatmentSeed.flatMap((treatment) =>
      treatment.clinicIds.map((clinicId) => ({ treatmentId: treatment.id, clinicId })),
    )
    if (treatmentBranches.length > 0) {
      await tx.insert(clinicTreatmentBranches).values(treatmentBranches).onConflictDoNothing()
    }
    await tx
      .insert(clinicTeamMembers)
      .values(
        teamSeed.map((member) => ({
          id: member.id,
          name: member.name,
          title: member.title,
          roleSlug: member.roleSlug,
          photo: member.photo,
          isActive: member.isActive,
        })),
      )
      .onConflictDoNothing()
    const shifts = teamSeed.flatMap((member) =>
      member.schedule.map((shift) => ({ memberId: member.id, ...shift })),
    )
    if (shifts.length > 0) await tx.insert(clinicWorkShifts).values(shifts).onConflictDoNothing()
    await tx
      .insert(clinicKeyTreatments)
      .values(
        keyTreatmentSeed.map((item, position) => ({
          id: item.id,
          title: item.title,
          summary: item.summary,
          image: item.image,
          treatmentId: item.treatmentId,
          seo: item.seo,
          hero: item.hero ?? null,
          blocks: item.blocks,
          benefits: item.benefits,
          steps: item.steps,
          beforeAfter: item.beforeAfter,
          faq: item.faq,
          position,
          updatedAt: CLINIC_UPDATED,
        })),
      )
      .onConflictDoNothing()
    await tx
      .insert(clinicPromotions)
      .values(
        clinicPromotionSeed.map((promotion) => ({
          id: promotion.id,
          title: promotion.title,
          summary: promotion.summary,
          image: promotion.image,
          validFrom: new Date(promotion.validFrom),
          validUntil: new Date(promotion.validUntil),
          normalPrice: promotion.normalPrice,
          promoPrice: promotion.promoPrice,
          treatmentId: promotion.treatmentId,
          terms: promotion.terms,
          blocks: promotion.blocks,
          howToUse: promotion.howToUse,
          updatedAt: CLINIC_UPDATED,
        })),
      )
      .onConflictDoNothing()
    const promotionBranches = clinicPromotionSeed.flatMap((promotion) =>
      promotion.clinicIds.map((clinicId) => ({ promotionId: promotion.id, clinicId })),
    )
    if (promotionBranches.length > 0) {
      await tx.insert(clinicPromotionBranches).values(promotionBranches).onConflictDoNothing()
    }
    await tx
      .insert(clinicTestimonies)
      .values(
        clinicTestimonySeed.map((testimony) => ({
          ...testimony,
          publishedAt: new Date(testimony.publishedAt),
        })),
      )
      .onConflictDoNothing()
    await tx
      .insert(clinicPrograms)
      .values(
        programSeed.map((program, position) => ({
          id: program.id,
          name: program.name,
          summary: program.summary,
          image: program.image,
          durationWeeks: program.durationWeeks,
          sessions: program.sessions,
          price: program.price,
          includes: program.includes,
          position,
        })),
      )
      .onConflictDoNothing()
    const programTreatments = programSeed.flatMap((program) =>
      program.treatmentIds.map((treatmentId, position) => ({
        programId: program.id,
        treatmentId,
        position,
      })),
    )
    if (programTreatments.length > 0) {
      await tx.insert(clinicProgramTreatments).values(programTreatments).onConflictDoNothing()
    }
    await tx
      .insert(subscriptionPackages)
      .values(
        subscriptionPackageSeed.map((item, position) => ({
          ...item,
          availableFrom: item.availableFrom ? new Date(item.availableFrom) : null,
          position,
        })),
      )
      .onConflictDoNothing()
    const pages = Object.entries(clinicPageSeed)
    await tx
      .insert(clinicPages)
      .values(pages.map(([key, data]) => ({ key, data: { ...data }, updatedAt: CLINIC_UPDATED })))
      .onConflictDoNothing()

    return {
      offlineClinics: branchSeed.length,
      clinicTreatments: treatmentSeed.length,
      clinicTeamMembers: teamSeed.length,
      clinicKeyTreatments: keyTreatmentSeed.length,
      clinicPromotions: clinicPromotionSeed.length,
      clinicTestimonies: clinicTestimonySeed.length,
      clinicPrograms: programSeed.length,
      subscriptionPackages: subscriptionPackageSeed.length,
      clinicPages: pages.length,
    }
  })
}
