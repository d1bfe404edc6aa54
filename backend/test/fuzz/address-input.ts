import type { Address, AddressInput } from '../../../contract/addresses/schemas'

/**
 * The body that would write `address` again, as the address form sends it. The suites take their
 * address bodies from a member's seeded address this way, so the places always exist and nest.
 */
export function addressInputFor(address: Address): AddressInput {
  return {
    label: address.label,
    recipientName: address.recipientName,
    phone: address.phone,
    provinceId: address.province.id,
    cityId: address.city.id,
    suburbId: address.suburb.id,
    postalCodeId: address.postalCode.id,
    street: address.street,
    note: address.note,
  }
}
