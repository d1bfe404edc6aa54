import { ConsultHome, ExistingConsult } from '../../../contract/consults/schemas'
import { isApiError } from '../../../contract/errors'
import { apiRequest } from '../client'

/**
 * The member's open consult for a flow, or null: the API's 404 means "none yet" (spec §8) and is
 * an answer, not a failure. Every other error is thrown.
 */
export async function findExistingConsult(
  token: string,
  flowId: string,
  headers?: Record<string, string>,
): Promise<ExistingConsult | null> {
  try {
    return await apiRequest(ExistingConsult, '/v2/consults/exists', {
      token,
      query: { flowId },
      headers,
    })
  } catch (error) {
    if (isApiError(error, 404)) return null
    throw error
  }
}

export async function listMyConsults(token: string) {
  return (await apiRequest(ConsultHome, '/consults/home', { token })).data
}
