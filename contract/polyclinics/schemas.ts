import * as v from 'valibot'

export const Condition = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  /** One or two sentences a visitor reads before choosing. */
  summary: v.string(),
  /** The consultation flow this condition starts (spec §2: flow ids other than 1000–1002). */
  flowId: v.string(),
})
export type Condition = v.InferOutput<typeof Condition>

export const Polyclinic = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  conditions: v.array(Condition),
})
export type Polyclinic = v.InferOutput<typeof Polyclinic>

/** `GET /misc/poly-clinic`: every polyclinic with the conditions it treats. */
export const PolyclinicList = v.object({ data: v.array(Polyclinic) })
