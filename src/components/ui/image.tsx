import { useEffect, useRef, useState } from 'react'
import { preload } from 'react-dom'
import { IMAGE } from '../../../app.config'
import { candidateWidths, type ImageSource, imageUrl, isVector } from '../../lib/image-sources'

interface ImageProps {
  image: ImageSource
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes?: string
  /** The widest the image is ever drawn, in CSS pixels; candidates go up to twice that. */
  maxDisplayWidth?: number
  /** The page's main image: loads at once with high priority instead of lazily. */
  priority?: boolean
  className?: string
}

/**
 * An image resized by the server for each screen: `srcset` over the allowed widths, width and
 * height always set, lazy below the fold, eager with high priority for the main image, and the
 * placeholder when the file cannot load (once: the placeholder's own failure is left alone).
 * An SVG is sharp at every width and `/_img` sends it as itself: one URL, no `srcset`.
 */
export function Image({
  image,
  sizes = '100vw',
  maxDisplayWidth = image.width,
  priority = false,
  className,
}: ImageProps) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)

  // An image that failed before the page became interactive fired its error event too early.
  useEffect(() => {
    const element = ref.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])

  const vector = isVector(image.src)
  // Every page names an SVG by the same URL (the smallest width), so browsers cache it once.
  const widths = vector ? [IMAGE.widths[0] as number] : candidateWidths(maxDisplayWidth)
  const src = failed
    ? IMAGE.fallbackSrc
    : imageUrl(image.src, widths.find((width) => width >= maxDisplayWidth) ?? widths.at(-1) ?? 640)
  const srcSet =
    failed || vector
      ? undefined
      : widths.map((width) => `${imageUrl(image.src, width)} ${width}w`).join(', ')
  // The page's main image is announced in the head, so it loads before the scripts, not after.
  if (priority && !failed) {
    preload(
      src,
      srcSet
        ? { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' }
        : { as: 'image', fetchPriority: 'high' },
    )
  }
  return (
    <img
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        if (!failed) setFailed(true)
      }}
    />
  )
}
