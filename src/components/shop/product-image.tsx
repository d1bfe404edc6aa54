import { useState } from 'react'
import { IMAGE } from '../../../app.config'
import type { ProductImage as ProductImageData } from '../../../contract/shop/schemas'
import { Image } from '../ui/image'

/**
 * A product's picture. The shop's own illustrations are SVGs under 1 KB: drawn as they are, they
 * are sharp at every width and far lighter than any rasterised size, so they skip `/_img`
 * (this is the product page's LCP element). Any other picture goes through `Image` and its srcset.
 */
export function ProductImage({
  image,
  sizes,
  maxDisplayWidth,
  priority = false,
  className,
}: {
  image: ProductImageData
  sizes: string
  maxDisplayWidth: number
  priority?: boolean
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  if (!image.src.endsWith('.svg')) {
    return (
      <Image
        image={image}
        sizes={sizes}
        maxDisplayWidth={maxDisplayWidth}
        priority={priority}
        className={className}
      />
    )
  }
  return (
    <img
      src={failed ? IMAGE.fallbackSrc : image.src}
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
