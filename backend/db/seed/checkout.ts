/**
 * Seeds what checkout needs: the cart page's copy (`shop_pages` key 'cart'), each
 * product's shipping weight, and the shop's promotions with the rules that make them apply at
 * checkout. Runs after the content and the shop (see seed.ts); each part is seeded only while its
 * rows are absent, and nothing a person edited is overwritten.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import type { CartPageContent } from '../../../contract/checkout/schemas'
import type { Database } from '../client'
import { shopPromotionRules } from '../schema/checkout'
import { promotions } from '../schema/content'
import { shopPages, shopProducts } from '../schema/shop'

export const cartPageSeed = {
  seo: {
    title: 'Keranjang Belanja',
    description: 'Periksa produk pilihanmu, pilih yang mau dibayar, lalu lanjut ke pembayaran.',
  },
  title: 'Keranjang Belanja',
  emptyTitle: 'Keranjangmu masih kosong',
  emptyBody:
    'Yuk, cari produk perawatan yang cocok untukmu, atau ikuti kuis kulit 1 menit kalau belum tahu harus mulai dari mana.',
  assurances: [
    'Semua produk asli dan terdaftar di BPOM.',
    'Dikemas rapi dan tertutup, privasimu terjaga.',
    'Produk rusak saat tiba? Kami ganti dalam 7 hari.',
  ],
  availability: {
    available: {
      label: 'Tersedia',
      explanation: 'Produk ini siap dikirim.',
      fixLabel: 'Lanjut bayar',
    },
    insufficient_stock: {
      label: 'Stok tidak cukup',
      explanation: 'Jumlah di keranjangmu lebih banyak dari stok yang tersisa ({stock}).',
      fixLabel: 'Ubah ke {stock}',
    },
    larger_than_max_quantity: {
      label: 'Melebihi batas',
      explanation: 'Satu pesanan paling banyak berisi {max} produk ini.',
      fixLabel: 'Ubah ke {max}',
    },
    discontinued: {
      label: 'Tidak dijual lagi',
      explanation: 'Produk ini sudah tidak kami jual, jadi tidak bisa dibayar.',
      fixLabel: 'Hapus dari keranjang',
    },
    empty_stock: {
      label: 'Stok habis',
      explanation: 'Stok produk ini sedang habis. Simpan untuk nanti atau hapus dari keranjang.',
      fixLabel: 'Hapus dari keranjang',
    },
  },
} satisfies CartPageContent

/**
 * Grams per unit, packaging of the product included, by the category's container and size (the
 * catalogue gives every product of a category one size): a 100 ml tube of cleanser, a 20 ml glass
 * dropper, a 250 ml pump bottle… Products that differ from their category are listed below.
 */
const WEIGHT_BY_CATEGORY: Readonly<Record<string, number>> = {
  pembersih: 150, // 100 ml tube
  toner: 220, // 150 ml bottle
  serum: 110, // 20 ml glass dropper in a box
  pelembap: 120, // 30 g jar
  'tabir-surya': 80, // 40 ml tube
  masker: 140, // 50 g jar
  'perawatan-jerawat': 50, // 15 g tube
  'perawatan-tubuh': 330, // 250 ml pump bottle
  'perawatan-rambut': 260, // 200 ml bottle
}

const WEIGHT_BY_PRODUCT: Readonly<Record<string, number>> = {
  'minyak-pembersih-jojoba': 190, // oil in a glass bottle
  'micellar-water-sensitif': 130, // a light plastic bottle
  'essence-beras': 240, // glass bottle
  'krim-mata-kafein': 60, // 15 ml tube
  'tabir-surya-stik': 50, // stick
  'tabir-surya-tubuh': 180, // 100 ml body tube
  'patch-jerawat': 20, // a sheet of patches in an envelope
  'serum-bekas-jerawat': 110, // glass dropper
  'krim-tangan-shea': 90, // hand-cream tube
  'scrub-tubuh-gula': 320, // jar
  'serum-kulit-kepala': 120, // dropper
}

export function seedWeightOf(product: { id: string; categoryId: string }): number {
  return WEIGHT_BY_PRODUCT[product.id] ?? WEIGHT_BY_CATEGORY[product.categoryId] ?? 200
}

/** The column's default: a product still at it was never given its own weight. */
const DEFAULT_WEIGHT_GRAMS = 200

/**
 * The shop's own promotions, around November and December 2026 like the content's. Their banners
 * are the content seed's, picked by the label painted on them (scripts/make-content-images.ts
 * draws only the content seed's images).
 */
const shopPromotionSeed = [
  {
    id: 'belanja-hemat-akhir-tahun',
    title: 'Belanja Hemat Akhir Tahun',
    summary: 'Diskon 15% hingga Rp30.000 untuk belanja produk minimal Rp150.000, tanpa kode.',
    banner: 'bulan-peduli-rambut',
    validFrom: '2026-11-15T00:00:00.000+07:00',
    validUntil: '2026-12-31T23:59:59.000+07:00',
    code: null,
    membersOnly: false,
    terms: [
      'Berlaku untuk semua produk di Toko Diri, minimal belanja Rp150.000 sebelum ongkos kirim.',
      'Diskon maksimal Rp30.000 per pesanan.',
      'Berlaku otomatis tanpa kode, dan tidak dapat digabung dengan promo lain.',
    ],
    howToUse: [
      'Tambahkan produk ke keranjang hingga minimal Rp150.000.',
      'Diskon dipasang otomatis saat checkout bila ini promo terbaik untukmu.',
    ],
    about:
      'Lengkapi rangkaian perawatanmu sebelum tahun berganti. Diskonnya langsung terpasang tanpa perlu mengetik kode.',
    rule: { discountType: 'percent', value: 15, minSubtotal: 150_000, maxDiscount: 30_000 },
  },
  {
    id: 'diri-baru',
    title: 'Hadiah Member Baru: Potongan Rp25.000',
    summary: 'Pakai kode DIRIBARU untuk potongan Rp25.000, minimal belanja produk Rp100.000.',
    banner: 'konsultasi-hemat-november',
    validFrom: '2026-11-01T00:00:00.000+07:00',
    validUntil: '2026-12-31T23:59:59.000+07:00',
    code: 'DIRIBARU',
    membersOnly: false,
    terms: [
      'Khusus pembelian pertama di Toko Diri, satu kali untuk setiap member.',
      'Minimal belanja produk Rp100.000 sebelum ongkos kirim.',
      'Tidak dapat digabung dengan promo lain.',
    ],
    howToUse: [
      'Masuk ke akun Diri kamu.',
      'Masukkan kode DIRIBARU di langkah promo saat checkout.',
    ],
    about:
      'Selamat datang di Diri! Potongan ini untuk kamu yang baru mulai merawat kulit bersama dokter kami.',
    rule: {
      discountType: 'fixed',
      value: 25_000,
      minSubtotal: 100_000,
      maxDiscount: null,
      firstPurchaseOnly: true,
      perMemberLimit: 1,
    },
  },
  {
    id: 'serum-pencerah-member',
    title: 'Khusus Member: Diskon 20% Serum',
    summary: 'Diskon 20% hingga Rp50.000 untuk semua serum, khusus member Diri.',
    banner: 'paket-kulit-tenang',
    validFrom: '2026-11-20T00:00:00.000+07:00',
    validUntil: '2026-11-29T23:59:59.000+07:00',
    code: 'SERUM20',
    membersOnly: true,
    terms: [
      'Hanya untuk member yang sudah masuk ke akunnya dan mengetik kode SERUM20.',
      'Berlaku untuk produk kategori Serum; diskon maksimal Rp50.000.',
      'Kuota terbatas untuk 300 pesanan.',
    ],
    howToUse: ['Tambahkan serum ke keranjang.', 'Masukkan kode SERUM20 saat checkout.'],
    about: 'Serum adalah langkah dengan bahan aktif paling terukur. Minggu ini lebih hemat.',
    rule: {
      discountType: 'percent',
      value: 20,
      minSubtotal: 0,
      maxDiscount: 50_000,
      categoryId: 'serum',
      codeOnly: true,
      totalLimit: 300,
    },
  },
] as const

/** Rules for promotions the content seed owns, where they make sense for products too. */
const contentPromotionRules: ReadonlyArray<typeof shopPromotionRules.$inferInsert> = [
  // 'Diskon 20% untuk paket perawatan jerawat': the acne-care products.
  {
    promotionId: 'paket-kulit-tenang',
    discountType: 'percent',
    value: 20,
    minSubtotal: 0,
    maxDiscount: 75_000,
    categoryId: 'perawatan-jerawat',
  },
  // Ended in October: its code is refused as expired.
  {
    promotionId: 'bulan-peduli-rambut',
    discountType: 'percent',
    value: 15,
    minSubtotal: 0,
    maxDiscount: null,
    productType: 'haircare',
  },
]

export async function seedCheckout(db: Database): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const cartPage = await tx
      .insert(shopPages)
      .values({ key: 'cart', content: cartPageSeed })
      .onConflictDoNothing()
      .returning({ key: shopPages.key })

    const weighed = await tx
      .select({ id: shopProducts.id, categoryId: shopProducts.categoryId })
      .from(shopProducts)
      .where(eq(shopProducts.weightGrams, DEFAULT_WEIGHT_GRAMS))
    const weights = weighed
      .map((product) => ({ id: product.id, grams: seedWeightOf(product) }))
      .filter((product) => product.grams !== DEFAULT_WEIGHT_GRAMS)
    if (weights.length > 0) {
      const rows = sql.join(
        weights.map((product) => sql`(${product.id}, ${product.grams}::int)`),
        sql`, `,
      )
      await tx.execute(sql`
        update ${shopProducts} set weight_grams = weights.grams
        from (values ${rows}) as weights(id, grams)
        where ${shopProducts.id} = weights.id and ${shopProducts.weightGrams} = ${DEFAULT_WEIGHT_GRAMS}`)
    }

    // Promotions and their rules, once: a database with any rule keeps the promotions it has.
    const [anyRule] = await tx
      .select({ id: shopPromotionRules.promotionId })
      .from(shopPromotionRules)
      .limit(1)
    let promotionCount = 0
    let ruleCount = 0
    if (!anyRule) {
      const added = await tx
        .insert(promotions)
        .values(
          shopPromotionSeed.map((promotion) => ({
            id: promotion.id,
            title: promotion.title,
            summary: promotion.summary,
            image: {
              src: `/images/content/promotions/${promotion.banner}.svg`,
              alt: `Banner promo: ${promotion.title}`,
              width: 1200,
              height: 600,
            },
            validFrom: new Date(promotion.validFrom),
            validUntil: new Date(promotion.validUntil),
            code: promotion.code,
            membersOnly: promotion.membersOnly,
            terms: [...promotion.terms],
            howToUse: [...promotion.howToUse],
            blocks: [
              {
                layout: 'TEXT_ONLY' as const,
                id: 'tentang-promo',
                title: 'Tentang promo ini',
                body: [promotion.about],
              },
            ],
            updatedAt: new Date(promotion.validFrom),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: promotions.id })
      promotionCount = added.length
      const rules = [
        ...shopPromotionSeed.map(({ id, rule }) => ({ promotionId: id, ...rule })),
        ...contentPromotionRules,
      ]
      // Only for promotions that exist: the content's are absent while its seed has not run.
      const present = await tx
        .select({ id: promotions.id })
        .from(promotions)
        .where(
          inArray(
            promotions.id,
            rules.map((rule) => rule.promotionId),
          ),
        )
      const presentIds = new Set(present.map((row) => row.id))
      const addedRules = await tx
        .insert(shopPromotionRules)
        .values(rules.filter((rule) => presentIds.has(rule.promotionId)))
        .onConflictDoNothing()
        .returning({ id: shopPromotionRules.promotionId })
      ruleCount = addedRules.length
    }

    return {
      cartPage: cartPage.length,
      productWeights: weights.length,
      shopPromotions: promotionCount,
      promotionRules: ruleCount,
    }
  })
}
