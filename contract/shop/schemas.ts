import * as v from 'valibot'
import { DEFAULT_PRODUCT_SORT, PAGE_SIZE } from '../../app.config'
import { Rupiah, Timestamp } from '../shared-schemas'
import { PRODUCT_SORTS, PRODUCT_TYPES } from './constants'
import { PRODUCT_SEARCH_MAX_LENGTH } from './product-search'

/** Spec §9: the shop lists 20 products a page and previews 4 ratings. */
export const PRODUCTS_PAGE_SIZE = PAGE_SIZE.shopProducts
export const RATINGS_PREVIEW_LIMIT = PAGE_SIZE.productReviewPreview
/**
 * The ratings preview's order: newest first, the id breaking ties so a page reads the same on
 * every request. Spec §7 asked best first (rating.DESC,date.DESC,id.DESC); people read the four
 * as out of date order, so issue 28 made them newest first like the full list.
 */
export const RATINGS_PREVIEW_SORT = 'date.DESC,id.DESC'

export const ProductType = v.picklist(PRODUCT_TYPES)
export type ProductType = v.InferOutput<typeof ProductType>

/**
 * Catalogue orders. `sold.DESC` (best sellers first) is the default and is never sent: spec §5
 * omits it from the request so the default list has one URL for every cache.
 */
export const ProductSort = v.picklist(PRODUCT_SORTS)
export type ProductSort = v.InferOutput<typeof ProductSort>

export const CART_AVAILABILITIES = [
  'available',
  'insufficient_stock',
  'larger_than_max_quantity',
  'discontinued',
  'empty_stock',
] as const
export const CartAvailability = v.picklist(CART_AVAILABILITIES)
export type CartAvailability = v.InferOutput<typeof CartAvailability>

export const CategoryRef = v.object({ id: v.string(), name: v.string() })

export const ProductImage = v.object({
  /** Site-relative, e.g. `/images/shop/serum/serum-niacinamide-10.svg`. */
  src: v.string(),
  alt: v.string(),
  width: v.number(),
  height: v.number(),
})
export type ProductImage = v.InferOutput<typeof ProductImage>

export const RatingSummary = v.object({
  /** One decimal, 0 when there is no rating yet. */
  average: v.number(),
  count: v.number(),
})

export const ProductSummary = v.object({
  id: v.string(),
  name: v.string(),
  type: ProductType,
  category: CategoryRef,
  size: v.string(),
  summary: v.string(),
  price: Rupiah,
  discountPrice: v.nullable(Rupiah),
  stock: v.number(),
  maxQuantity: v.number(),
  sold: v.number(),
  discontinued: v.boolean(),
  rating: RatingSummary,
  image: ProductImage,
})
export type ProductSummary = v.InferOutput<typeof ProductSummary>

export const PageMeta = v.object({
  page: v.number(),
  limit: v.number(),
  total: v.number(),
  totalPages: v.number(),
})

/** `GET /store/products`. */
export const ProductList = v.object({ data: v.array(ProductSummary), meta: PageMeta })
export type ProductList = v.InferOutput<typeof ProductList>

const positiveIntText = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,4}$/, 'Harus bilangan bulat positif.'),
  v.transform(Number),
)

/** The query `/store/products` accepts (the backend validates with it). */
export const ProductListQuery = v.object({
  page: v.optional(positiveIntText, '1'),
  limit: v.optional(
    v.pipe(positiveIntText, v.maxValue(50, 'Paling banyak 50 per halaman.')),
    String(PRODUCTS_PAGE_SIZE),
  ),
  type: v.optional(v.picklist(PRODUCT_TYPES, 'Jenis produk tidak dikenal.')),
  sortBy: v.optional(v.picklist(PRODUCT_SORTS, 'Urutan tidak dikenal.'), DEFAULT_PRODUCT_SORT),
  category: v.optional(v.pipe(v.string(), v.maxLength(60))),
  /** The least average rating, 1–5. */
  rating: v.optional(
    v.pipe(v.string(), v.regex(/^[1-5]$/, 'Rating 1 sampai 5.'), v.transform(Number)),
  ),
  /** Words every product found holds in its name or its ingredients (case and accents aside). */
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(
        PRODUCT_SEARCH_MAX_LENGTH,
        `Pencarian paling panjang ${PRODUCT_SEARCH_MAX_LENGTH} karakter.`,
      ),
    ),
  ),
})

export const Category = v.object({
  id: v.string(),
  name: v.string(),
  type: ProductType,
  description: v.string(),
  productCount: v.number(),
})
export type Category = v.InferOutput<typeof Category>

/** `GET /store/categories?type`. */
export const CategoryList = v.object({ data: v.array(Category) })

export const Breadcrumb = v.object({ name: v.string(), path: v.string() })

export const Seo = v.object({ title: v.string(), description: v.string() })

/** `GET /dc-frontend/products/{id}`. */
export const ProductDetail = v.object({
  ...ProductSummary.entries,
  description: v.string(),
  ingredients: v.string(),
  howToUse: v.string(),
  bpomNumber: v.string(),
  images: v.array(ProductImage),
  ratingStars: v.object({
    1: v.number(),
    2: v.number(),
    3: v.number(),
    4: v.number(),
    5: v.number(),
  }),
  breadcrumbs: v.array(Breadcrumb),
  seo: Seo,
})
export type ProductDetail = v.InferOutput<typeof ProductDetail>

export const Rating = v.object({
  id: v.string(),
  productId: v.string(),
  reviewerName: v.string(),
  rating: v.number(),
  comment: v.string(),
  createdAt: Timestamp,
  likeCount: v.number(),
  /** Whether the member asking liked it; always false for a visitor. */
  liked: v.boolean(),
})
export type Rating = v.InferOutput<typeof Rating>

/** `GET /ratings`. */
export const RatingList = v.object({ data: v.array(Rating), meta: PageMeta })
export type RatingList = v.InferOutput<typeof RatingList>

export const RATING_SORTS = [
  'rating.DESC',
  'rating.ASC',
  'date.DESC',
  'date.ASC',
  'id.DESC',
  'id.ASC',
] as const

export const RatingListQuery = v.object({
  productId: v.pipe(v.string('Pilih produknya.'), v.minLength(1, 'Pilih produknya.')),
  page: v.optional(positiveIntText, '1'),
  limit: v.optional(v.pipe(positiveIntText, v.maxValue(50, 'Paling banyak 50 per halaman.')), '10'),
  show: v.optional(v.picklist(['true', 'false']), 'true'),
  /** Comma-separated keys of `RATING_SORTS`, applied in order. */
  sortBy: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) =>
          value.split(',').every((key) => (RATING_SORTS as readonly string[]).includes(key)),
        'Urutan tidak dikenal.',
      ),
    ),
    'date.DESC,id.DESC',
  ),
  rating: v.optional(
    v.pipe(v.string(), v.regex(/^[1-5]$/, 'Bintang 1 sampai 5.'), v.transform(Number)),
  ),
})

/** `PUT /ratings/like/{ratingId}` body. */
export const RatingLikeInput = v.object({ like: v.boolean('Isi like dengan true atau false.') })
export const RatingLikeResult = v.object({
  id: v.string(),
  likeCount: v.number(),
  liked: v.boolean(),
})
export type RatingLikeResult = v.InferOutput<typeof RatingLikeResult>

export const RegimenStep = v.object({
  position: v.number(),
  title: v.string(),
  product: ProductSummary,
})

export const Regimen = v.object({
  id: v.string(),
  name: v.string(),
  skinType: v.string(),
  summary: v.string(),
  description: v.string(),
  steps: v.array(RegimenStep),
  /** Rupiah for every step's product once, discount prices where there are. */
  totalPrice: Rupiah,
  seo: Seo,
})
export type Regimen = v.InferOutput<typeof Regimen>

export const RegimenRef = v.object({
  id: v.string(),
  name: v.string(),
  skinType: v.string(),
  summary: v.string(),
})
export type RegimenRef = v.InferOutput<typeof RegimenRef>

export const SchoolArticle = v.object({
  id: v.string(),
  title: v.string(),
  summary: v.string(),
  paragraphs: v.array(v.string()),
  readMinutes: v.number(),
})

/** `GET /otc/frontends/school`. */
export const SchoolPage = v.object({
  title: v.string(),
  intro: v.string(),
  articles: v.array(SchoolArticle),
  seo: Seo,
})
export type SchoolPage = v.InferOutput<typeof SchoolPage>

/** `GET /otc/frontends/landing-page`. */
export const ShopLandingPage = v.object({
  title: v.string(),
  intro: v.string(),
  quiz: v.object({ id: v.string(), title: v.string(), summary: v.string() }),
  regimens: v.array(RegimenRef),
  school: v.object({ title: v.string(), summary: v.string() }),
  seo: Seo,
})
export type ShopLandingPage = v.InferOutput<typeof ShopLandingPage>

/** `GET /dc-frontend/store?type`: the shop window of one product line (or all). */
export const StorePage = v.object({
  type: v.nullable(ProductType),
  categories: v.array(Category),
  bestSellers: v.array(ProductSummary),
  onSale: v.array(ProductSummary),
})
export type StorePage = v.InferOutput<typeof StorePage>

/** `GET /dc-frontend/directory/products`: every product by category, A to Z. */
export const ProductDirectory = v.object({
  data: v.array(
    v.object({
      category: CategoryRef,
      products: v.array(v.object({ id: v.string(), name: v.string(), discontinued: v.boolean() })),
    }),
  ),
})
export type ProductDirectory = v.InferOutput<typeof ProductDirectory>

export const QuizOption = v.object({
  id: v.string(),
  label: v.string(),
  /** The next question, or null when this answer ends the quiz. */
  nextQuestionId: v.nullable(v.string()),
})
export const QuizQuestion = v.object({
  id: v.string(),
  text: v.string(),
  help: v.optional(v.string()),
  options: v.array(QuizOption),
})
export type QuizQuestion = v.InferOutput<typeof QuizQuestion>

/** `GET /otc/skin-quiz/{id}`. */
export const SkinQuiz = v.object({
  id: v.string(),
  title: v.string(),
  intro: v.string(),
  firstQuestionId: v.string(),
  questions: v.array(QuizQuestion),
  /** The regimen page the visitor came from (`regimenId`), offered again at the end. */
  fromRegimen: v.nullable(RegimenRef),
})
export type SkinQuiz = v.InferOutput<typeof SkinQuiz>

/** `POST /otc/skin-quiz/answer`. */
export const SkinQuizAnswerInput = v.object({
  quizId: v.pipe(v.string('Pilih kuisnya.'), v.minLength(1, 'Pilih kuisnya.')),
  answers: v.pipe(
    v.array(
      v.object({
        questionId: v.pipe(v.string(), v.minLength(1)),
        optionId: v.pipe(v.string(), v.minLength(1)),
      }),
      'Jawab pertanyaannya dulu.',
    ),
    v.minLength(1, 'Jawab pertanyaannya dulu.'),
    v.maxLength(20, 'Terlalu banyak jawaban.'),
  ),
})
export type SkinQuizAnswerInput = v.InferOutput<typeof SkinQuizAnswerInput>

export const SkinQuizResult = v.object({
  /** Why this regimen, in a sentence built from the answers. */
  explanation: v.string(),
  regimen: Regimen,
})
export type SkinQuizResult = v.InferOutput<typeof SkinQuizResult>

export const CartItem = v.object({
  id: v.string(),
  quantity: v.number(),
  availability: CartAvailability,
  /** Chosen for the next checkout (the cart page's checkboxes). */
  selected: v.boolean(),
  product: v.object({
    id: v.string(),
    name: v.string(),
    price: Rupiah,
    discountPrice: v.nullable(Rupiah),
    stock: v.number(),
    maxQuantity: v.number(),
    image: ProductImage,
  }),
})
export type CartItem = v.InferOutput<typeof CartItem>

/** `GET /carts` (and the answer of `POST /carts`). */
export const Cart = v.object({
  data: v.array(CartItem),
  meta: v.object({
    itemCount: v.number(),
    totalQuantity: v.number(),
    /** Of the chosen items: how many units, and their price (discount price when there is one). */
    selectedQuantity: v.number(),
    selectedSubtotal: Rupiah,
    /** Every chosen item is available as it is, so checkout may start. */
    readyForCheckout: v.boolean(),
  }),
})
export type Cart = v.InferOutput<typeof Cart>

/** `POST /carts` body: quantities added to what the cart already holds. */
export const CartAddInput = v.object({
  items: v.pipe(
    v.array(
      v.object({
        productId: v.pipe(v.string('Pilih produknya.'), v.minLength(1, 'Pilih produknya.')),
        quantity: v.pipe(
          v.number('Isi jumlahnya.'),
          v.integer('Jumlah harus bilangan bulat.'),
          v.minValue(1, 'Paling sedikit 1.'),
          v.maxValue(99, 'Paling banyak 99.'),
        ),
      }),
    ),
    v.minLength(1, 'Pilih produknya dulu.'),
    v.maxLength(20, 'Paling banyak 20 produk sekaligus.'),
  ),
})
export type CartAddInput = v.InferOutput<typeof CartAddInput>

/**
 * `POST /carts/missing` (a regimen's 'Tambah Semua'): the same body as `POST /carts`, but a
 * product the cart already holds is left as it is. The answer names which products went in and
 * which were there already (ids, in the order asked), and the cart after it.
 */
export const CartAddMissingResult = v.object({
  added: v.array(v.string()),
  alreadyInCart: v.array(v.string()),
  cart: Cart,
})
export type CartAddMissingResult = v.InferOutput<typeof CartAddMissingResult>
