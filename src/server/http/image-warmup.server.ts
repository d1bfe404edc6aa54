/**
 * Start-up warm-up of the image cache: the images public pages lead with (the landing
 * hero, article covers, promotions, products, the clinics' treatments, promotions and branches)
 * are encoded in the formats browsers ask for, at the widths their `srcset`s list, before a
 * visitor waits for them. It runs in the background through the process's encode queue, one
 * encode at a time and only when no request waits for a slot, so it never holds a visitor back.
 * SVGs are skipped: `/_img` sends them as they are, with nothing to encode.
 */
import { IMAGE } from '../../../app.config'
import { candidateWidths, type ImageSource, isVector } from '../../lib/image-sources'
import { EncodeQueueFullError } from './encode-queue.server'
import {
  defaultImageOptions,
  findImageSource,
  type ImageOptions,
  loadVariant,
  processEncodeQueue,
  variantCacheFile,
} from './image.server'

/**
 * The widest a page's main image is drawn (`maxDisplayWidth` of the article, promotion and
 * clinic heroes; the landing, product and branch ones are narrower): its srcset, and so the
 * warm-up, holds the allowed widths up to twice this.
 */
const WIDEST_MAIN_IMAGE = 760
/** What browsers ask for: AVIF where supported, WebP elsewhere. */
const BROWSER_FORMATS = ['avif', 'webp'] as const
/** Let the server start answering before the warm-up asks the API anything. */
const START_DELAY_MS = 1_000

interface MainImageSource {
  name: string
  load: () => Promise<unknown>
}

/** The API answers whose images public pages lead with; each is read once, at start-up. */
const MAIN_IMAGE_SOURCES: MainImageSource[] = [
  {
    name: 'landing',
    load: async () => (await import('../../api/content/calls')).getLandingPage(),
  },
  {
    name: 'articles',
    load: async () => {
      const { listArticles } = await import('../../api/content/calls')
      const { ARTICLE_MAX_PAGE_SIZE } = await import('../../../contract/content/schemas')
      return listArticles({ limit: ARTICLE_MAX_PAGE_SIZE })
    },
  },
  {
    name: 'promotions',
    load: async () => (await import('../../api/content/calls')).listPromotions(),
  },
  {
    name: 'products',
    load: async () => (await import('../../api/shop/calls')).listProducts({}),
  },
  {
    name: 'clinic',
    load: async () => {
      const calls = await import('../../api/clinic/calls')
      const { BRANCH_MAX_PAGE_SIZE } = await import('../../../contract/clinic/schemas')
      return Promise.all([
        calls.getClinicLandingPage(),
        calls.getClinicPromotionPage(),
        calls.listTreatmentsOrNull(),
        calls.listBranchDetails({ limit: BRANCH_MAX_PAGE_SIZE }),
      ])
    },
  },
]

/** Every image (`{ src: '/images/…', width, height }`) anywhere in an API answer. */
export function imagesIn(answer: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(answer)) {
    for (const item of answer) imagesIn(item, found)
  } else if (answer !== null && typeof answer === 'object') {
    const image = answer as Partial<ImageSource>
    if (
      typeof image.src === 'string' &&
      image.src.startsWith('/images/') &&
      typeof image.width === 'number'
    ) {
      found.add(image.src)
    }
    for (const value of Object.values(answer)) imagesIn(value, found)
  }
  return found
}

export interface WarmUpResult {
  /** Distinct raster images found. */
  images: number
  /** Variants encoded now; the others were already on disk. */
  encoded: number
  variants: number
  /** Variants left for their first visitor: the queue was full, or the encode failed (logged). */
  skipped: number
  ms: number
}

/** Encodes the variants of `sources` not yet cached, one at a time, when the queue is idle. */
export async function warmUpImageSources(
  sources: Iterable<string>,
  options: ImageOptions,
): Promise<WarmUpResult> {
  const started = performance.now()
  const encodes = options.encodes ?? processEncodeQueue()
  const encodedBefore = encodes.started
  let images = 0
  let variants = 0
  let skipped = 0
  for (const src of sources) {
    if (isVector(src)) continue
    const source = await findImageSource(options, src)
    if (!source) continue
    images += 1
    const extension = src.slice(src.lastIndexOf('.')).toLowerCase()
    for (const width of candidateWidths(WIDEST_MAIN_IMAGE)) {
      for (const format of BROWSER_FORMATS) {
        variants += 1
        await encodes.whenIdle()
        const { cached } = variantCacheFile(
          options.cacheDir,
          source,
          width,
          IMAGE.defaultQuality,
          format,
        )
        try {
          await loadVariant(
            { file: source.file, extension, width, quality: IMAGE.defaultQuality, format, cached },
            { ...options, encodes },
          )
        } catch (error) {
          // A burst of visitors filled the queue between idle and now: theirs come first.
          if (!(error instanceof EncodeQueueFullError)) {
            console.error(`[image] warm-up could not encode ${src} (${width} px ${format}):`, error)
          }
          skipped += 1
        }
      }
    }
  }
  return {
    images,
    encoded: encodes.started - encodedBefore,
    variants,
    skipped,
    ms: Math.round(performance.now() - started),
  }
}

/**
 * Warms the main images of the public pages in the background; logs one line when done. A source
 * that cannot load is named in the log and skipped: the warm-up only saves the first visitor a
 * wait, so it never stops the server.
 */
export async function warmUpImages(options: ImageOptions = defaultImageOptions()) {
  await new Promise((resolve) => setTimeout(resolve, START_DELAY_MS))
  const sources = new Set<string>()
  for (const source of MAIN_IMAGE_SOURCES) {
    try {
      imagesIn(await source.load(), sources)
    } catch (error) {
      console.error(`[image] warm-up could not read the ${source.name} images:`, error)
    }
  }
  const { encoded, variants, skipped, images, ms } = await warmUpImageSources(sources, options)
  const cached = variants - encoded - skipped
  console.log(
    `[image] warm-up: ${encoded} variants encoded, ${cached} already cached, ${skipped} left ` +
      `for later, of ${images} raster main images (${sources.size - images} SVGs need none) ` +
      `in ${ms} ms`,
  )
}
