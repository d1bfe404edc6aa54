import { Address, type AddressInput, AddressList } from '../../../contract/addresses/schemas'
import { apiRequest } from '../client'
import { faultSwitchHeaders } from '../fault-switch'

export async function listAddresses(token: string, options: { primaryOnly?: boolean } = {}) {
  const query = options.primaryOnly ? { primary: 'true' } : undefined
  const list = await apiRequest(AddressList, '/addresses', {
    token,
    query,
    timeout: 'slow',
    headers: faultSwitchHeaders(),
  })
  return list.data
}

export function createAddress(token: string, input: AddressInput) {
  return apiRequest(Address, '/addresses', {
    method: 'POST',
    body: input,
    token,
    timeout: 'slow',
  })
}

export function updateAddress(token: string, id: string, input: AddressInput) {
  return apiRequest(Address, `/addresses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    token,
    timeout: 'slow',
  })
}
