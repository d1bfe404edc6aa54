import * as v from 'valibot'
import { Timestamp } from '../shared-schemas'

export const Health = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
  time: Timestamp,
})
export type Health = v.InferOutput<typeof Health>
