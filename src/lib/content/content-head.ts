import { SITE_NAME } from '../../../app.config'
import type { Seo } from '../../../contract/content/schemas'
import { pageHead } from '../seo'

/** A content page's head tags from its SEO fields; the picture as an absolute, resized URL. */
export function contentHead(
  seo: Seo | undefined,
  siteUrl: string | undefined,
  type: 'website' | 'article' = 'website',
) {
  if (!seo) return {}
  const image =
    seo.image && siteUrl
      ? `${siteUrl}/_img?src=${encodeURIComponent(seo.image.src)}&w=1200&q=75`
      : undefined
  const head = pageHead({ title: seo.title, description: seo.description, image, type })
  // A title that already names the site ('Diri: Konsultasi …') gets no ' | Diri' after it.
  if (!seo.title.startsWith(SITE_NAME)) return head
  const full = (tag: (typeof head.meta)[number]) =>
    'title' in tag
      ? { title: seo.title }
      : 'content' in tag &&
          typeof tag.content === 'string' &&
          /:title$/.test(String(tag.property ?? tag.name))
        ? { ...tag, content: seo.title }
        : tag
  return { meta: head.meta.map(full) }
}
