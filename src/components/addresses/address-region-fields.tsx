import type {
  AddressDraft,
  AddressFieldErrors,
  RegionLevel,
} from '../../lib/addresses/address-draft'
import { Select } from '../ui/select'
import type { RegionOptions } from './use-region-options'

/**
 * The province → city → suburb → postal code chain: each choice waits for the one above it, and
 * says so in its placeholder.
 */
export function AddressRegionFields({
  draft,
  regions,
  errors,
  onChoose,
}: {
  draft: AddressDraft
  regions: RegionOptions
  errors: AddressFieldErrors
  onChoose: (level: RegionLevel, value: string | null) => void
}) {
  return (
    <div className="address-form__grid">
      <Select
        label="Provinsi"
        name="provinceId"
        placeholder="Pilih provinsi"
        options={regions.provinces.options}
        value={draft.provinceId}
        onChange={(value) => onChoose('provinceId', value)}
        isLoading={regions.provinces.loading}
        errorMessage={errors.provinceId}
        isRequired
      />
      <Select
        label="Kota/Kabupaten"
        name="cityId"
        placeholder={draft.provinceId ? 'Pilih kota atau kabupaten' : 'Pilih provinsi dulu'}
        options={regions.cities.options}
        value={draft.cityId}
        onChange={(value) => onChoose('cityId', value)}
        isDisabled={!draft.provinceId}
        isLoading={regions.cities.loading}
        errorMessage={errors.cityId}
        isRequired
      />
      <Select
        label="Kecamatan"
        name="suburbId"
        placeholder={draft.cityId ? 'Pilih kecamatan' : 'Pilih kota dulu'}
        options={regions.suburbs.options}
        value={draft.suburbId}
        onChange={(value) => onChoose('suburbId', value)}
        isDisabled={!draft.cityId}
        isLoading={regions.suburbs.loading}
        errorMessage={errors.suburbId}
        isRequired
      />
      <Select
        label="Kode pos"
        name="postalCodeId"
        placeholder={draft.suburbId ? 'Pilih kode pos' : 'Pilih kecamatan dulu'}
        options={regions.postalCodes.options}
        value={draft.postalCodeId}
        onChange={(value) => onChoose('postalCodeId', value)}
        isDisabled={!draft.suburbId}
        isLoading={regions.postalCodes.loading}
        errorMessage={errors.postalCodeId}
        description={
          regions.postalCodes.none
            ? 'Kode pos untuk kecamatan ini belum tersedia. Hubungi kami agar segera ditambahkan.'
            : undefined
        }
        isRequired
      />
    </div>
  )
}
