/**
 * The proof of consent (UU No. 27/2022): `POST /v2/public/consents` records one choice a
 * visitor or member made on the optional purposes. The choice id is the one the browser's
 * `diriConsent` cookie holds, so sending the same choice again records nothing new (200) where the
 * first time answers 201. A member's token, when sent and valid, links the record to the member.
 */
import * as v from 'valibot'
import { instantInput, Timestamp } from '../shared-schemas'

export const CONSENT_SOURCES = ['banner', 'settings', 'form'] as const
export const ConsentSource = v.picklist(CONSENT_SOURCES, 'Sumber pilihan tidak dikenal.')
export type ConsentSource = v.InferOutput<typeof ConsentSource>

export const ConsentRecordInput = v.strictObject({
  choiceId: v.pipe(v.string('Id pilihan wajib diisi.'), v.uuid('Id pilihan belum benar.')),
  analytics: v.boolean('Isi analytics dengan true atau false.'),
  marketing: v.boolean('Isi marketing dengan true atau false.'),
  policyVersion: v.pipe(
    v.string('Versi kebijakan wajib diisi.'),
    v.trim(),
    v.minLength(1, 'Versi kebijakan wajib diisi.'),
    v.maxLength(40, 'Versi kebijakan terlalu panjang.'),
  ),
  decidedAt: instantInput({
    missing: 'Waktu pilihan wajib diisi.',
    malformed: 'Waktu pilihan belum benar.',
  }),
  source: ConsentSource,
})
export type ConsentRecordInput = v.InferInput<typeof ConsentRecordInput>

export const ConsentRecord = v.object({
  choiceId: v.string(),
  analytics: v.boolean(),
  marketing: v.boolean(),
  policyVersion: v.string(),
  decidedAt: Timestamp,
  recordedAt: Timestamp,
  source: ConsentSource,
  /** Whether the record is linked to a member (never the member's id itself). */
  member: v.boolean(),
})
export type ConsentRecord = v.InferOutput<typeof ConsentRecord>
