import { ConsentRecord, type ConsentRecordInput } from '../../../contract/consent/schemas'
import { apiRequest } from '../client'

/** Records one consent choice; with a member's token, as theirs. Idempotent by `choiceId`. */
export function recordConsentChoice(body: ConsentRecordInput, token?: string | null) {
  return apiRequest(ConsentRecord, '/v2/public/consents', { method: 'POST', body, token })
}
