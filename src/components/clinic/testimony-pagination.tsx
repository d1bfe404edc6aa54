import { Link } from '@tanstack/react-router'
import type { PageMeta } from '../../../contract/content/schemas'
import { PageLinks } from './page-links'

/**
 * Numbered pages of the clinic testimonies as plain links (`?halaman=2`, none for page 1), so
 * they work before the app has started (ADR 007) and search engines follow them.
 */
export function TestimonyPagination({ meta }: { meta: PageMeta }) {
  return (
    <PageLinks
      meta={meta}
      label="Halaman testimoni"
      noun="testimoni"
      link={(target, props) => (
        <Link
          to="/klinik/testimoni"
          search={{ halaman: target === 1 ? undefined : target }}
          {...props}
        />
      )}
    />
  )
}
