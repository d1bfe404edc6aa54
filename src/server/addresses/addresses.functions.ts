import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { AddressInput } from '../../../contract/addresses/schemas'
import { createAddress, listAddresses, updateAddress } from '../../api/addresses/calls'
import { memberMiddleware } from '../auth/auth.middleware'
import { refusal } from '../http/refusal'

export const listMyAddresses = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .handler(({ context }) => listAddresses(context.token))

const SaveAddressInput = v.object({
  id: v.optional(v.pipe(v.string(), v.minLength(1))),
  address: AddressInput,
})

export type SaveAddressResult =
  | { ok: true; id: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> }

/** Creates or updates an address; the API's refusals (400, 404, 409) come back for the form. */
export const saveAddress = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(SaveAddressInput)
  .handler(async ({ context, data }): Promise<SaveAddressResult> => {
    try {
      const saved = data.id
        ? await updateAddress(context.token, data.id, data.address)
        : await createAddress(context.token, data.address)
      return { ok: true, id: saved.id }
    } catch (error) {
      const refused = refusal(error)
      if (refused) {
        const fieldErrors = Object.fromEntries(
          (refused.body.errors ?? []).map((fieldError) => [fieldError.path, fieldError.message]),
        )
        return { ok: false, message: refused.body.message, fieldErrors }
      }
      throw error
    }
  })
