/**
 * The project's own illustrations (scripts/make-content-images.ts draws them as SVG into
 * public/images/content/**). Every image the content seed uses is made by `image()`, so the
 * script can find them all and draw each at the size the seed declares.
 */
import type { Image } from '../../../../contract/content/schemas'

/**
 * What the drawing script paints: a scene, a patch of skin (before/after), a face under a
 * magnifier (conditions), a product, a portrait, a banner, a numbered step, an article topic's
 * cover and a clinic branch's view (both in the composition their `motif` names).
 */
export type ImageKind =
  | 'scene'
  | 'skin'
  | 'closeup'
  | 'product'
  | 'avatar'
  | 'banner'
  | 'steps'
  | 'topic'
  | 'branch'

export interface SeedImage extends Image {
  kind: ImageKind
  /** A short label painted on avatars (initials) and banners. */
  label?: string
  /** 'before' pictures look rougher than 'after' ones. */
  variant?: 'before' | 'after'
  /** Which composition a 'topic' or 'branch' picture takes: the topic's or the branch's own. */
  motif?: string
}

const registry = new Map<string, SeedImage>()

export function image(
  path: string,
  alt: string,
  kind: ImageKind,
  options: {
    width?: number
    height?: number
    label?: string
    variant?: 'before' | 'after'
    motif?: string
  } = {},
): Image {
  const seed: SeedImage = {
    src: `/images/content/${path}.svg`,
    alt,
    width: options.width ?? 1200,
    height: options.height ?? 800,
    kind,
    ...(options.label ? { label: options.label } : {}),
    ...(options.variant ? { variant: options.variant } : {}),
    ...(options.motif ? { motif: options.motif } : {}),
  }
  registry.set(seed.src, seed)
  // The API answers the contract's fields only.
  return { src: seed.src, alt: seed.alt, width: seed.width, height: seed.height }
}

/** Every image registered so far (after the content modules have been imported). */
export function registeredImages(): SeedImage[] {
  return [...registry.values()]
}
