import { Link } from '@tanstack/react-router'
import type { ProvinceBranchCount } from '../../../contract/clinic/schemas'

/** Provinces with branches, each a link to its list, with how many branches it has. */
export function ProvinceList({
  provinces,
  currentId,
}: {
  provinces: ProvinceBranchCount[]
  currentId?: string
}) {
  return (
    <ul className="chip-list province-list">
      {provinces.map((province) => (
        <li key={province.id}>
          <Link
            className="chip"
            to="/klinik/cabang/provinsi/$provinceId"
            params={{ provinceId: province.id }}
            search={{ halaman: undefined }}
            aria-current={province.id === currentId ? 'page' : undefined}
          >
            {province.name}
            <span className="chip__count">{province.branchCount} cabang</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
