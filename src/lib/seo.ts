import { LOCALE, SITE_NAME } from '../../app.config'

export const DEFAULT_DESCRIPTION =
  'Konsultasi dokter lewat chat, produk perawatan kulit, dan klinik Diri. Ceritakan keluhanmu, dokter ahli siap membantu.'
export const DEFAULT_OG_IMAGE = '/images/og-diri.png'

interface PageHeadInput {
  title: string
  description?: string
  /** Site-relative or absolute image URL for social cards. */
  image?: string
  type?: 'website' | 'article' | 'product'
  /** Search results are 'noindex, follow': out of the index, their links still followed. */
  robots?: 'index, follow' | 'noindex, follow'
}

/** A page's document title: its own, then the site's ('Keranjang | Diri'). */
export function pageTitle(title: string) {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`
}

/**
 * Title, description, robots and social tags for an indexable page. The canonical link and
 * `og:url` come from the root route, which knows the site origin and the path.
 */
export function pageHead({
  title,
  description = DEFAULT_DESCRIPTION,
  image,
  type = 'website',
  robots = 'index, follow',
}: PageHeadInput) {
  const fullTitle = pageTitle(title)
  const meta = [
    { title: fullTitle },
    { name: 'description', content: description },
    { name: 'robots', content: robots },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ]
  if (image) {
    meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image })
  }
  return { meta }
}

/** Error pages carry a title only: no description, no robots tag (spec §2). */
export function errorPageHead(title: string) {
  return { meta: [{ title: `${title} | ${SITE_NAME}` }] }
}

/** The canonical URL: the path, plus only the search params the route names as canonical. */
export function canonicalUrl(
  siteUrl: string,
  pathname: string,
  search: Record<string, unknown> = {},
  canonicalSearch: readonly string[] = [],
) {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '')
  const params = new URLSearchParams()
  for (const key of canonicalSearch) {
    const value = search[key]
    // The first page of a list is the list itself.
    if (
      value === undefined ||
      value === null ||
      value === '' ||
      (key === 'page' && Number(value) === 1)
    )
      continue
    params.set(key, String(value))
  }
  const query = params.toString()
  return `${siteUrl}${path}${query ? `?${query}` : ''}`
}

/** Tags every indexable page shares: canonical, og:url, site name, locale and a default image. */
export function sharedHead(siteUrl: string, canonical: string) {
  const image = `${siteUrl}${DEFAULT_OG_IMAGE}`
  return {
    meta: [
      { property: 'og:url', content: canonical },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:locale', content: LOCALE.openGraph },
      { property: 'og:image', content: image },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: canonical }],
  }
}
