/**
 * The shop's catalogue, written for this project: 9 categories over three product lines and 45
 * products. Descriptions, ingredients and directions are built from each category's template and
 * the product's key ingredient, so every product reads complete without 45 hand-written essays.
 * Five products exist for the cart's availability cases (see `CART_CASES`).
 */
type Shape = 'bottle' | 'jar' | 'tube' | 'pump' | 'dropper'
type Type = 'skincare' | 'bodycare' | 'haircare'

export interface SeedCategory {
  id: string
  name: string
  type: Type
  description: string
  shape: Shape
  size: string
  howToUse: string
  base: string
}

export const seedCategories: SeedCategory[] = [
  {
    id: 'pembersih',
    name: 'Pembersih Wajah',
    type: 'skincare',
    shape: 'tube',
    size: '100 ml',
    description: 'Sabun dan gel pembersih yang mengangkat kotoran tanpa membuat kulit ketarik.',
    howToUse:
      'Basahi wajah, pijat sedikit produk dengan gerakan memutar selama 30 detik, lalu bilas dengan air. Pakai pagi dan malam.',
    base: 'Aqua, Glycerin, Cocamidopropyl Betaine, Sodium Lauroyl Methyl Isethionate',
  },
  {
    id: 'toner',
    name: 'Toner',
    type: 'skincare',
    shape: 'bottle',
    size: '150 ml',
    description: 'Toner ringan untuk menyegarkan dan menyiapkan kulit sebelum serum.',
    howToUse: 'Tuang ke kapas atau telapak tangan, tepuk lembut ke wajah setelah cuci muka.',
    base: 'Aqua, Butylene Glycol, Glycerin, Panthenol',
  },
  {
    id: 'serum',
    name: 'Serum',
    type: 'skincare',
    shape: 'dropper',
    size: '20 ml',
    description: 'Serum dengan bahan aktif terukur untuk masalah kulit tertentu.',
    howToUse: 'Teteskan 2–3 tetes setelah toner, ratakan ke seluruh wajah, lalu pakai pelembap.',
    base: 'Aqua, Propanediol, Glycerin, Sodium Hyaluronate',
  },
  {
    id: 'pelembap',
    name: 'Pelembap',
    type: 'skincare',
    shape: 'jar',
    size: '30 g',
    description: 'Pelembap yang menjaga lapisan pelindung kulit tetap sehat.',
    howToUse:
      'Ambil seukuran biji jagung, ratakan ke wajah dan leher setelah serum, pagi dan malam.',
    base: 'Aqua, Glycerin, Caprylic/Capric Triglyceride, Ceramide NP',
  },
  {
    id: 'tabir-surya',
    name: 'Tabir Surya',
    type: 'skincare',
    shape: 'tube',
    size: '40 ml',
    description: 'Perlindungan dari sinar UVA dan UVB untuk dipakai setiap hari.',
    howToUse:
      'Oleskan dua ruas jari ke wajah dan leher 15 menit sebelum keluar rumah; ulangi setiap 2–3 jam.',
    base: 'Aqua, Ethylhexyl Methoxycinnamate, Zinc Oxide, Niacinamide',
  },
  {
    id: 'masker',
    name: 'Masker',
    type: 'skincare',
    shape: 'jar',
    size: '50 g',
    description: 'Masker wajah untuk perawatan ekstra sekali atau dua kali seminggu.',
    howToUse:
      'Oleskan tipis ke wajah bersih, diamkan 10–15 menit, lalu bilas. Pakai 1–2 kali seminggu.',
    base: 'Aqua, Kaolin, Glycerin, Bentonite',
  },
  {
    id: 'perawatan-jerawat',
    name: 'Perawatan Jerawat',
    type: 'skincare',
    shape: 'tube',
    size: '15 g',
    description: 'Obat oles dan perawatan titik untuk jerawat yang meradang.',
    howToUse:
      'Oleskan tipis pada jerawat saja, 1–2 kali sehari setelah cuci muka. Hentikan bila kulit perih.',
    base: 'Aqua, Glycerin, Hydroxyethylcellulose',
  },
  {
    id: 'perawatan-tubuh',
    name: 'Perawatan Tubuh',
    type: 'bodycare',
    shape: 'pump',
    size: '250 ml',
    description: 'Losion dan sabun untuk kulit tubuh yang lembap dan cerah merata.',
    howToUse: 'Usapkan ke seluruh tubuh setelah mandi, saat kulit masih sedikit lembap.',
    base: 'Aqua, Glycerin, Cetearyl Alcohol, Dimethicone',
  },
  {
    id: 'perawatan-rambut',
    name: 'Perawatan Rambut',
    type: 'haircare',
    shape: 'bottle',
    size: '200 ml',
    description: 'Sampo dan tonik untuk kulit kepala sehat dan rambut yang tidak mudah rontok.',
    howToUse:
      'Pijat ke kulit kepala yang basah selama 1–2 menit, lalu bilas. Pakai 3–4 kali seminggu.',
    base: 'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Panthenol',
  },
]

export interface SeedProduct {
  id: string
  name: string
  categoryId: string
  price: number
  discountPrice?: number
  /** The key ingredient, named in the description and first in the ingredients. */
  key: string
  /** What it does, one sentence with "kamu". */
  summary: string
  stock?: number
  maxQuantity?: number
  sold: number
  discontinued?: boolean
  /** Days before the seed's "now" it arrived (for the "Terbaru" sort). */
  ageDays: number
}

export const seedProducts: SeedProduct[] = [
  // Pembersih
  {
    id: 'gel-pembersih-salisilat',
    name: 'Gel Pembersih Asam Salisilat 1%',
    categoryId: 'pembersih',
    price: 89000,
    discountPrice: 75000,
    key: 'Salicylic Acid 1%',
    summary: 'Membersihkan minyak berlebih dan membantu kamu mencegah komedo.',
    sold: 1840,
    ageDays: 300,
  },
  {
    id: 'pembersih-lembut-ceramide',
    name: 'Pembersih Lembut Ceramide',
    categoryId: 'pembersih',
    price: 79000,
    key: 'Ceramide NP',
    summary: 'Pembersih bebas sabun yang aman untuk kulit kering dan sensitifmu.',
    sold: 1520,
    ageDays: 280,
  },
  {
    id: 'busa-pembersih-teh-hijau',
    name: 'Busa Pembersih Teh Hijau',
    categoryId: 'pembersih',
    price: 65000,
    key: 'Camellia Sinensis Leaf Extract',
    summary: 'Busa lembut yang menyegarkan wajahmu setelah seharian beraktivitas.',
    sold: 860,
    ageDays: 120,
  },
  {
    id: 'minyak-pembersih-jojoba',
    name: 'Minyak Pembersih Jojoba',
    categoryId: 'pembersih',
    price: 119000,
    discountPrice: 99000,
    key: 'Simmondsia Chinensis Seed Oil',
    summary: 'Melarutkan tabir surya dan riasan tanpa membuat kulitmu kering.',
    sold: 640,
    ageDays: 60,
  },
  {
    id: 'micellar-water-sensitif',
    name: 'Micellar Water Kulit Sensitif',
    categoryId: 'pembersih',
    price: 72000,
    key: 'Allantoin',
    summary: 'Membersihkan riasan ringan dengan sekali usap, cocok untuk kulit sensitifmu.',
    sold: 990,
    ageDays: 200,
  },
  // Toner
  {
    id: 'toner-hidrasi-hyaluronat',
    name: 'Toner Hidrasi Hyaluronat',
    categoryId: 'toner',
    price: 85000,
    key: 'Sodium Hyaluronate',
    summary: 'Memberi kelembapan lapis pertama agar kulitmu terasa kenyal.',
    sold: 1210,
    ageDays: 240,
  },
  {
    id: 'toner-eksfoliasi-aha',
    name: 'Toner Eksfoliasi AHA 5%',
    categoryId: 'toner',
    price: 99000,
    discountPrice: 84000,
    key: 'Glycolic Acid 5%',
    summary: 'Mengangkat sel kulit mati pelan-pelan agar kulitmu tampak lebih cerah.',
    sold: 930,
    ageDays: 150,
  },
  {
    id: 'toner-centella',
    name: 'Toner Centella Menenangkan',
    categoryId: 'toner',
    price: 79000,
    key: 'Centella Asiatica Extract',
    summary: 'Menenangkan kemerahan dan membantu kulitmu pulih.',
    sold: 1330,
    ageDays: 210,
  },
  {
    id: 'toner-niacinamide-pori',
    name: 'Toner Niacinamide Pori',
    categoryId: 'toner',
    price: 82000,
    key: 'Niacinamide 2%',
    summary: 'Membantu kamu menyamarkan pori dan mengontrol minyak.',
    sold: 710,
    ageDays: 90,
  },
  {
    id: 'essence-beras',
    name: 'Essence Beras Fermentasi',
    categoryId: 'toner',
    price: 129000,
    key: 'Rice Ferment Filtrate',
    summary: 'Essence ringan yang membuat kulitmu tampak lebih halus dan bercahaya.',
    sold: 420,
    ageDays: 30,
  },
  // Serum
  {
    id: 'serum-niacinamide-10',
    name: 'Serum Niacinamide 10%',
    categoryId: 'serum',
    price: 139000,
    discountPrice: 115000,
    key: 'Niacinamide 10%',
    summary: 'Membantu kamu memudarkan noda bekas jerawat dan meratakan warna kulit.',
    sold: 2650,
    ageDays: 330,
  },
  {
    id: 'serum-vitamin-c',
    name: 'Serum Vitamin C 15%',
    categoryId: 'serum',
    price: 169000,
    key: 'Ascorbic Acid 15%',
    summary: 'Antioksidan yang membantu kulit kusammu tampak lebih cerah.',
    sold: 1760,
    ageDays: 260,
  },
  {
    id: 'serum-hyaluronat',
    name: 'Serum Hyaluronat 2%',
    categoryId: 'serum',
    price: 129000,
    key: 'Sodium Hyaluronate 2%',
    summary: 'Menarik dan mengunci air agar kulitmu tidak terasa ketarik.',
    sold: 1490,
    ageDays: 230,
  },
  {
    id: 'serum-retinol-malam',
    name: 'Serum Retinol 0,3% Malam',
    categoryId: 'serum',
    price: 189000,
    discountPrice: 159000,
    key: 'Retinol 0,3%',
    summary: 'Retinol dosis pemula untuk tekstur kulit yang lebih halus.',
    sold: 880,
    ageDays: 140,
  },
  {
    id: 'serum-azelaic',
    name: 'Serum Asam Azelat 10%',
    categoryId: 'serum',
    price: 159000,
    key: 'Azelaic Acid 10%',
    summary: 'Membantu meredakan kemerahan dan jerawat ringan di kulitmu.',
    sold: 620,
    ageDays: 75,
  },
  {
    id: 'serum-peptida',
    name: 'Serum Peptida Kenyal',
    categoryId: 'serum',
    price: 199000,
    key: 'Palmitoyl Tripeptide-1',
    summary: 'Peptida untuk kulit yang tampak lebih kencang.',
    sold: 310,
    ageDays: 20,
  },
  // Pelembap
  {
    id: 'pelembap-gel-ringan',
    name: 'Pelembap Gel Ringan',
    categoryId: 'pelembap',
    price: 95000,
    key: 'Aloe Barbadensis Leaf Juice',
    summary: 'Gel cepat meresap untuk kulit berminyak dan berjerawatmu.',
    sold: 2100,
    ageDays: 310,
  },
  {
    id: 'krim-ceramide-barrier',
    name: 'Krim Ceramide Barrier',
    categoryId: 'pelembap',
    price: 125000,
    discountPrice: 105000,
    key: 'Ceramide NP, AP, EOP',
    summary: 'Memperbaiki lapisan pelindung kulit kering dan sensitifmu.',
    sold: 1980,
    ageDays: 290,
  },
  {
    id: 'krim-malam-retinol',
    name: 'Krim Malam Retinol Lembut',
    categoryId: 'pelembap',
    price: 149000,
    key: 'Retinyl Propionate',
    summary: 'Krim malam yang merawat kulitmu saat kamu tidur.',
    stock: 2,
    sold: 540,
    ageDays: 100,
  },
  {
    id: 'pelembap-centella',
    name: 'Pelembap Centella Cica',
    categoryId: 'pelembap',
    price: 109000,
    key: 'Centella Asiatica Extract',
    summary: 'Menenangkan kulit merah dan teriritasi sambil melembapkan.',
    sold: 1150,
    ageDays: 180,
  },
  {
    id: 'krim-mata-kafein',
    name: 'Krim Mata Kafein',
    categoryId: 'pelembap',
    price: 119000,
    key: 'Caffeine 3%',
    summary: 'Membantu kamu menyamarkan mata lelah dan lingkaran hitam.',
    maxQuantity: 3,
    sold: 460,
    ageDays: 50,
  },
  // Tabir surya
  {
    id: 'tabir-surya-spf50-gel',
    name: 'Tabir Surya Gel SPF 50 PA++++',
    categoryId: 'tabir-surya',
    price: 99000,
    discountPrice: 85000,
    key: 'Ethylhexyl Triazone',
    summary: 'Ringan, tanpa whitecast, nyaman dipakai setiap hari olehmu.',
    sold: 3120,
    ageDays: 320,
  },
  {
    id: 'tabir-surya-mineral',
    name: 'Tabir Surya Mineral SPF 30',
    categoryId: 'tabir-surya',
    price: 109000,
    key: 'Zinc Oxide 15%',
    summary: 'Filter mineral yang lembut untuk kulit sensitifmu.',
    sold: 1270,
    ageDays: 250,
  },
  {
    id: 'tabir-surya-tone-up',
    name: 'Tabir Surya Tone Up SPF 50',
    categoryId: 'tabir-surya',
    price: 115000,
    key: 'Titanium Dioxide',
    summary: 'Melindungi sekaligus membuat wajahmu tampak lebih cerah merata.',
    sold: 980,
    ageDays: 130,
  },
  {
    id: 'tabir-surya-stik',
    name: 'Tabir Surya Stik SPF 50',
    categoryId: 'tabir-surya',
    price: 129000,
    key: 'Ethylhexyl Methoxycinnamate',
    summary: 'Praktis untuk diulang di atas riasanmu di mana saja.',
    stock: 0,
    sold: 760,
    ageDays: 80,
  },
  {
    id: 'tabir-surya-tubuh',
    name: 'Tabir Surya Tubuh SPF 30',
    categoryId: 'tabir-surya',
    price: 89000,
    key: 'Octocrylene',
    summary: 'Melindungi kulit lengan dan kakimu saat beraktivitas di luar.',
    sold: 530,
    ageDays: 110,
  },
  // Masker
  {
    id: 'masker-lempung',
    name: 'Masker Lempung Kaolin',
    categoryId: 'masker',
    price: 89000,
    key: 'Kaolin',
    summary: 'Menyerap minyak berlebih dan membantu kamu membersihkan pori.',
    sold: 870,
    ageDays: 220,
  },
  {
    id: 'masker-tidur-hidrasi',
    name: 'Masker Tidur Hidrasi',
    categoryId: 'masker',
    price: 99000,
    discountPrice: 79000,
    key: 'Panthenol 5%',
    summary: 'Kulitmu bangun dalam keadaan lembap dan segar.',
    sold: 690,
    ageDays: 160,
  },
  {
    id: 'masker-madu-oat',
    name: 'Masker Madu dan Oat',
    categoryId: 'masker',
    price: 85000,
    key: 'Avena Sativa Kernel Flour',
    summary: 'Menenangkan kulit kering dan gatal dengan lembut.',
    sold: 450,
    ageDays: 70,
  },
  {
    id: 'masker-kopi-lama',
    name: 'Masker Scrub Kopi',
    categoryId: 'masker',
    price: 69000,
    key: 'Coffea Arabica Seed Powder',
    summary: 'Scrub lama yang sudah tidak kami jual lagi.',
    discontinued: true,
    sold: 1320,
    ageDays: 700,
  },
  {
    id: 'masker-vitamin-c',
    name: 'Masker Vitamin C Cerah',
    categoryId: 'masker',
    price: 95000,
    key: 'Ascorbyl Glucoside',
    summary: 'Perawatan mingguan untuk kulit kusammu.',
    sold: 380,
    ageDays: 40,
  },
  // Perawatan jerawat
  {
    id: 'gel-jerawat-benzoil',
    name: 'Gel Jerawat Benzoil Peroksida 2,5%',
    categoryId: 'perawatan-jerawat',
    price: 59000,
    key: 'Benzoyl Peroxide 2,5%',
    summary: 'Membantu mengeringkan jerawat meradang lebih cepat.',
    sold: 2240,
    ageDays: 270,
  },
  {
    id: 'patch-jerawat',
    name: 'Patch Jerawat Hidrokoloid',
    categoryId: 'perawatan-jerawat',
    price: 35000,
    discountPrice: 29000,
    key: 'Hydrocolloid',
    summary: 'Menutup jerawat agar tidak kamu pencet dan cepat kempis.',
    sold: 2890,
    ageDays: 190,
  },
  {
    id: 'totol-jerawat-sulfur',
    name: 'Obat Totol Jerawat Sulfur',
    categoryId: 'perawatan-jerawat',
    price: 49000,
    key: 'Sulfur 3%',
    summary: 'Perawatan titik untuk jerawat yang baru muncul.',
    sold: 1010,
    ageDays: 170,
  },
  {
    id: 'gel-tea-tree',
    name: 'Gel Tea Tree Menenangkan',
    categoryId: 'perawatan-jerawat',
    price: 55000,
    key: 'Melaleuca Alternifolia Leaf Oil',
    summary: 'Meredakan kemerahan jerawat ringan di kulitmu.',
    sold: 740,
    ageDays: 95,
  },
  {
    id: 'serum-bekas-jerawat',
    name: 'Serum Bekas Jerawat Tranexamat',
    categoryId: 'perawatan-jerawat',
    price: 149000,
    key: 'Tranexamic Acid 3%',
    summary: 'Membantu kamu memudarkan noda gelap sisa jerawat.',
    sold: 560,
    ageDays: 25,
  },
  // Perawatan tubuh
  {
    id: 'losion-tubuh-urea',
    name: 'Losion Tubuh Urea 10%',
    categoryId: 'perawatan-tubuh',
    price: 99000,
    key: 'Urea 10%',
    summary: 'Melembutkan kulit tubuh yang kering dan bersisik.',
    sold: 1180,
    ageDays: 260,
  },
  {
    id: 'sabun-tubuh-jerawat',
    name: 'Sabun Tubuh Anti Jerawat Punggung',
    categoryId: 'perawatan-tubuh',
    price: 79000,
    discountPrice: 69000,
    key: 'Salicylic Acid 2%',
    summary: 'Membantu kamu mengatasi jerawat di punggung dan dada.',
    sold: 940,
    ageDays: 200,
  },
  {
    id: 'losion-cerah-niacinamide',
    name: 'Losion Cerah Niacinamide',
    categoryId: 'perawatan-tubuh',
    price: 89000,
    key: 'Niacinamide 4%',
    summary: 'Meratakan warna kulit tubuhmu secara bertahap.',
    sold: 1420,
    ageDays: 150,
  },
  {
    id: 'krim-tangan-shea',
    name: 'Krim Tangan Shea Butter',
    categoryId: 'perawatan-tubuh',
    price: 45000,
    key: 'Butyrospermum Parkii Butter',
    summary: 'Menjaga tanganmu tetap lembut meski sering cuci tangan.',
    sold: 650,
    ageDays: 60,
  },
  {
    id: 'scrub-tubuh-gula',
    name: 'Scrub Tubuh Gula Aren',
    categoryId: 'perawatan-tubuh',
    price: 75000,
    key: 'Sucrose',
    summary: 'Mengangkat sel kulit mati di tubuh dengan aroma gula aren.',
    sold: 480,
    ageDays: 35,
  },
  // Perawatan rambut
  {
    id: 'sampo-ketombe-ketokonazol',
    name: 'Sampo Ketombe Ketokonazol 1%',
    categoryId: 'perawatan-rambut',
    price: 85000,
    key: 'Ketoconazole 1%',
    summary: 'Membantu kamu mengatasi ketombe dan gatal kulit kepala.',
    sold: 1650,
    ageDays: 280,
  },
  {
    id: 'tonik-rambut-rontok',
    name: 'Tonik Rambut Rontok',
    categoryId: 'perawatan-rambut',
    price: 119000,
    discountPrice: 99000,
    key: 'Caffeine, Niacinamide',
    summary: 'Tonik kulit kepala untuk rambutmu yang mudah rontok.',
    sold: 1290,
    ageDays: 210,
  },
  {
    id: 'sampo-lembut-harian',
    name: 'Sampo Lembut Harian',
    categoryId: 'perawatan-rambut',
    price: 65000,
    key: 'Panthenol',
    summary: 'Sampo ringan untuk keramas setiap hari tanpa membuat rambutmu kering.',
    sold: 720,
    ageDays: 140,
  },
  {
    id: 'kondisioner-argan',
    name: 'Kondisioner Minyak Argan',
    categoryId: 'perawatan-rambut',
    price: 75000,
    key: 'Argania Spinosa Kernel Oil',
    summary: 'Membuat rambutmu lebih mudah disisir dan tidak kusut.',
    sold: 590,
    ageDays: 90,
  },
  {
    id: 'serum-kulit-kepala',
    name: 'Serum Kulit Kepala Rosemary',
    categoryId: 'perawatan-rambut',
    price: 135000,
    key: 'Rosmarinus Officinalis Leaf Extract',
    summary: 'Merawat kulit kepala agar rambutmu tumbuh lebih sehat.',
    sold: 340,
    ageDays: 15,
  },
]

/** The demo member with a seeded cart, one item per availability state (spec §3). */
export const CART_CASES = [
  { productId: 'serum-niacinamide-10', quantity: 1, availability: 'available' },
  // Stock 2, max 5: three are more than the shop has.
  { productId: 'krim-malam-retinol', quantity: 3, availability: 'insufficient_stock' },
  // Max 3 per order, plenty in stock.
  { productId: 'krim-mata-kafein', quantity: 4, availability: 'larger_than_max_quantity' },
  { productId: 'masker-kopi-lama', quantity: 1, availability: 'discontinued' },
  // Stock 0.
  { productId: 'tabir-surya-stik', quantity: 1, availability: 'empty_stock' },
] as const

export const seedRegimens = [
  {
    id: 'kulit-berjerawat',
    name: 'Rangkaian Kulit Berjerawat',
    skinType: 'Berminyak dan berjerawat',
    summary: 'Lima langkah untuk mengontrol minyak, meredakan jerawat, dan memudarkan bekasnya.',
    description:
      'Rangkaian ini disusun dokter untuk kulit berminyak yang sering berjerawat. Mulai pelan-pelan: pakai gel benzoil peroksida dua malam sekali di minggu pertama, lalu tiap malam bila kulitmu tidak perih. Hasil biasanya terlihat setelah 6–8 minggu pemakaian rutin.',
    steps: [
      ['Pagi dan malam: bersihkan wajah', 'gel-pembersih-salisilat'],
      ['Pagi dan malam: serum untuk noda', 'serum-niacinamide-10'],
      ['Malam: totol jerawat yang meradang', 'gel-jerawat-benzoil'],
      ['Pagi dan malam: lembapkan', 'pelembap-gel-ringan'],
      ['Pagi: lindungi dari matahari', 'tabir-surya-spf50-gel'],
    ],
  },
  {
    id: 'kulit-kering',
    name: 'Rangkaian Kulit Kering',
    skinType: 'Kering dan ketarik',
    summary: 'Menghidrasi berlapis dan memperbaiki lapisan pelindung kulit yang kering.',
    description:
      'Untuk kulit yang terasa ketarik setelah cuci muka dan mudah bersisik. Kuncinya pembersih yang lembut dan pelembap dengan ceramide; pakai serum hyaluronat saat kulit masih sedikit basah.',
    steps: [
      ['Pagi dan malam: bersihkan dengan lembut', 'pembersih-lembut-ceramide'],
      ['Pagi dan malam: hidrasi lapis pertama', 'toner-hidrasi-hyaluronat'],
      ['Pagi dan malam: serum pelembap', 'serum-hyaluronat'],
      ['Pagi dan malam: kunci kelembapan', 'krim-ceramide-barrier'],
    ],
  },
  {
    id: 'kulit-kusam',
    name: 'Rangkaian Kulit Kusam',
    skinType: 'Normal hingga kombinasi, tampak kusam',
    summary: 'Eksfoliasi lembut dan antioksidan untuk kulit yang tampak lebih cerah dan merata.',
    description:
      'Untuk kulit yang terlihat lelah dan warnanya tidak merata. Pakai vitamin C di pagi hari di bawah tabir surya, dan toner AHA dua sampai tiga malam seminggu.',
    steps: [
      ['Pagi dan malam: bersihkan wajah', 'busa-pembersih-teh-hijau'],
      ['Malam, 2–3 kali seminggu: eksfoliasi', 'toner-eksfoliasi-aha'],
      ['Pagi: antioksidan', 'serum-vitamin-c'],
      ['Pagi: lindungi dan cerahkan', 'tabir-surya-tone-up'],
    ],
  },
  {
    id: 'kulit-sensitif',
    name: 'Rangkaian Kulit Sensitif',
    skinType: 'Sensitif dan mudah kemerahan',
    summary:
      'Sesedikit mungkin bahan, semuanya menenangkan: untuk kulit yang mudah merah dan perih.',
    description:
      'Kulit sensitif paling senang dengan rutinitas sederhana. Coba setiap produk baru di rahang selama tiga hari sebelum dipakai ke seluruh wajah.',
    steps: [
      ['Malam: angkat tabir surya dengan lembut', 'micellar-water-sensitif'],
      ['Pagi dan malam: tenangkan', 'toner-centella'],
      ['Pagi dan malam: lembapkan', 'pelembap-centella'],
      ['Pagi: lindungi dengan filter mineral', 'tabir-surya-mineral'],
    ],
  },
] as const

/** One skin quiz. An option either leads to the next question or ends with a regimen. */
export const seedQuiz = {
  id: 'kuis-kulit',
  title: 'Kuis Kulit Diri',
  intro:
    'Jawab beberapa pertanyaan singkat tentang kulitmu. Kami sarankan rangkaian perawatan yang pas, disusun oleh dokter.',
  firstQuestionId: 'jenis-kulit',
  questions: [
    {
      id: 'jenis-kulit',
      text: 'Bagaimana kulit wajahmu dua jam setelah cuci muka?',
      help: 'Jangan pakai apa-apa dulu setelah cuci muka, lalu rasakan.',
      options: [
        { id: 'berminyak', label: 'Mengilap di seluruh wajah', next: 'jerawat' },
        { id: 'kering', label: 'Terasa ketarik atau bersisik', next: 'perih' },
        { id: 'kombinasi', label: 'Mengilap di dahi dan hidung saja', next: 'keinginan' },
        { id: 'sensitif', label: 'Mudah merah, gatal, atau perih', regimenId: 'kulit-sensitif' },
      ],
    },
    {
      id: 'jerawat',
      text: 'Seberapa sering kamu berjerawat?',
      options: [
        { id: 'sering', label: 'Hampir selalu ada jerawat baru', regimenId: 'kulit-berjerawat' },
        { id: 'kadang', label: 'Sesekali, misalnya menjelang haid', next: 'keinginan' },
        { id: 'jarang', label: 'Jarang sekali', next: 'keinginan' },
      ],
    },
    {
      id: 'perih',
      text: 'Apakah kulitmu terasa perih saat memakai produk baru?',
      options: [
        { id: 'ya', label: 'Ya, sering', regimenId: 'kulit-sensitif' },
        { id: 'tidak', label: 'Tidak, biasanya baik-baik saja', regimenId: 'kulit-kering' },
      ],
    },
    {
      id: 'keinginan',
      text: 'Apa yang paling ingin kamu perbaiki?',
      options: [
        { id: 'kusam', label: 'Kulit kusam dan warna tidak merata', regimenId: 'kulit-kusam' },
        { id: 'bekas', label: 'Noda bekas jerawat dan pori', regimenId: 'kulit-berjerawat' },
        {
          id: 'kering',
          label: 'Kulit terasa kering di beberapa bagian',
          regimenId: 'kulit-kering',
        },
      ],
    },
  ],
}

export const seedLandingPage = {
  title: 'Toko Diri',
  intro:
    'Produk perawatan kulit terdaftar BPOM, disusun dokter dalam rangkaian sesuai jenis dan masalah kulitmu.',
  quiz: {
    id: 'kuis-kulit',
    title: 'Belum tahu harus mulai dari mana?',
    summary: 'Ikuti kuis kulit 1 menit dan dapatkan rangkaian perawatan yang pas untukmu.',
  },
  school: {
    title: 'Sekolah Kulit',
    summary: 'Bacaan singkat dari dokter: urutan pakai skincare, memilih tabir surya, dan lainnya.',
  },
  seo: {
    title: 'Toko Diri: Skincare Pilihan Dokter',
    description:
      'Belanja skincare terdaftar BPOM yang disusun dokter: pembersih, serum, pelembap, tabir surya, dan rangkaian untuk jenis kulitmu.',
  },
}

export const seedSchoolPage = {
  title: 'Sekolah Kulit',
  intro: 'Bacaan singkat dari dokter Diri supaya kamu paham apa yang kamu pakai di kulitmu.',
  seo: {
    title: 'Sekolah Kulit: Belajar Merawat Kulit',
    description:
      'Panduan singkat dari dokter: urutan memakai skincare, memilih tabir surya, memulai retinol, dan merawat kulit berjerawat.',
  },
  articles: [
    {
      id: 'urutan-skincare',
      title: 'Urutan memakai skincare yang benar',
      summary:
        'Dari yang paling encer ke yang paling kental, dan tabir surya selalu terakhir di pagi hari.',
      readMinutes: 3,
      paragraphs: [
        'Aturan mudahnya: pakai produk dari tekstur paling encer ke paling kental. Setelah cuci muka, lanjutkan dengan toner, serum, lalu pelembap.',
        'Di pagi hari, tabir surya adalah langkah terakhir sebelum riasan. Di malam hari, ganti tabir surya dengan perawatan seperti retinol atau obat jerawat.',
        'Beri jeda sekitar satu menit di antara langkah supaya setiap produk sempat meresap.',
      ],
    },
    {
      id: 'memilih-tabir-surya',
      title: 'Memilih tabir surya untuk iklim tropis',
      summary: 'SPF 30 sudah cukup untuk harian; yang penting jumlahnya cukup dan diulang.',
      readMinutes: 4,
      paragraphs: [
        'Di Indonesia, sinar UV tinggi sepanjang tahun. Pakai tabir surya minimal SPF 30 dengan PA+++ setiap hari, juga saat mendung.',
        'Jumlah yang cukup untuk wajah dan leher kira-kira dua ruas jari. Ulangi setiap dua sampai tiga jam bila kamu di luar ruangan.',
        'Kulit berminyak biasanya cocok dengan tekstur gel; kulit sensitif dengan filter mineral seperti zinc oxide.',
      ],
    },
    {
      id: 'memulai-retinol',
      title: 'Memulai retinol tanpa iritasi',
      summary: 'Mulai dari dosis kecil, dua malam sekali, dan selalu pakai tabir surya.',
      readMinutes: 3,
      paragraphs: [
        'Retinol membantu tekstur dan noda, tetapi bisa membuat kulit kering dan mengelupas di awal.',
        'Mulailah dengan konsentrasi rendah dua malam sekali. Bila setelah dua minggu kulitmu nyaman, naikkan menjadi setiap malam.',
        'Jangan pakai retinol saat hamil, dan selalu lindungi kulitmu dengan tabir surya di pagi hari.',
      ],
    },
    {
      id: 'jerawat-dan-makanan',
      title: 'Jerawat: mitos dan fakta',
      summary: 'Pasta gigi bukan obat jerawat, dan memencet jerawat memperpanjang bekasnya.',
      readMinutes: 5,
      paragraphs: [
        'Jerawat muncul karena minyak berlebih, sel kulit mati yang menyumbat pori, bakteri, dan peradangan. Hormon dan stres bisa memperparahnya.',
        'Pasta gigi justru bisa mengiritasi kulit. Pilih bahan yang teruji seperti benzoil peroksida, asam salisilat, atau sulfur.',
        'Bila jerawatmu meradang, nyeri, atau meninggalkan bopeng, konsultasikan dengan dokter: ada obat resep yang lebih efektif.',
      ],
    },
  ],
}

const reviewers = [
  'Ayu',
  'Dewi',
  'Rina',
  'Nadia',
  'Fitri',
  'Indah',
  'Maya',
  'Tika',
  'Sinta',
  'Wulan',
  'Rizky',
  'Bayu',
  'Dimas',
  'Fajar',
  'Andi',
  'Yoga',
  'Lestari',
  'Anisa',
  'Putu',
  'Ketut',
  'Siti',
  'Nur',
  'Ratna',
  'Intan',
  'Citra',
]
const initials = 'ABCDHKLMNPRSTW'

/**
 * Review texts by stars, each an opening, a detail and an optional closing: every combination is
 * used at most once, so no review repeats another word for word (a shop whose reviews read the
 * same looks made up). The bands hold more combinations than the seed writes ratings of them.
 */
const commentParts: Record<number, { openings: string[]; details: string[]; closings: string[] }> =
  {
    5: {
      openings: [
        'Cocok banget di kulitku.',
        'Suka sekali dengan produk ini.',
        'Ini pembelian keduaku dan tetap puas.',
        'Awalnya ragu, ternyata bagus.',
        'Direkomendasikan teman dan tidak mengecewakan.',
        'Produk favoritku bulan ini.',
      ],
      details: [
        'Dalam dua minggu sudah kelihatan bedanya.',
        'Teksturnya ringan dan cepat meresap.',
        'Kulit terasa lebih halus setiap pagi.',
        'Tidak bikin breakout sama sekali.',
        'Aman untuk kulitku yang sensitif.',
        'Dipakai di cuaca panas pun tetap nyaman.',
      ],
      closings: [
        'Pasti beli lagi!',
        'Pengiriman cepat dan kemasannya rapi.',
        '',
        'Harganya sepadan.',
        'Sudah kurekomendasikan ke kakakku.',
      ],
    },
    4: {
      openings: [
        'Bagus, sesuai deskripsi.',
        'Secara keseluruhan puas.',
        'Lumayan untuk harganya.',
        'Hasilnya oke.',
        'Cukup cocok di kulitku.',
      ],
      details: [
        'Hasilnya baru terasa setelah sebulan.',
        'Kemasannya agak susah dibuka.',
        'Wanginya lembut dan tidak menyengat.',
        'Melembapkan, cocok dipakai di ruangan ber-AC.',
        'Teksturnya sedikit lengket di awal.',
        'Ukurannya agak kecil untuk pemakaian rutin.',
      ],
      closings: [
        'Kemungkinan beli lagi.',
        '',
        'Semoga ada ukuran yang lebih besar.',
        'Masih kupakai sampai sekarang.',
      ],
    },
    3: {
      openings: [
        'Biasa saja di kulitku.',
        'Belum terlalu terasa bedanya.',
        'Standar.',
        'Tidak jelek, tapi belum istimewa.',
      ],
      details: [
        'Tidak menimbulkan masalah, tapi hasilnya lambat.',
        'Teksturnya agak berat untuk siang hari.',
        'Wanginya agak kuat buatku.',
        'Sudah tiga minggu, perubahannya sedikit.',
        'Isinya cepat habis.',
      ],
      closings: ['Masih kucoba terus.', '', 'Mungkin lebih cocok untuk jenis kulit lain.'],
    },
    2: {
      openings: ['Kurang cocok untukku.', 'Agak kecewa.', 'Belum sesuai harapan.'],
      details: [
        'Kulitku jadi sedikit kering.',
        'Agak perih di awal pemakaian.',
        'Muncul kemerahan kecil di pipi.',
        'Teksturnya lengket dan lama meresap.',
      ],
      closings: ['Sekarang kupakai selang-seling.', '', 'Mungkin tidak untuk kulit sensitif.'],
    },
    1: {
      openings: ['Tidak cocok untukku.', 'Sayang sekali.', 'Kecewa dengan hasilnya.'],
      details: [
        'Muncul bruntusan setelah seminggu.',
        'Kulitku jadi gatal dan merah.',
        'Jerawatku malah bertambah.',
      ],
      closings: ['Berhenti kupakai.', 'Sudah konsultasi ke dokter.'],
    },
  }

/** Every text of a band, in a fixed order: the seed draws from what is left. */
function commentsOf(rating: number): string[] {
  const parts = commentParts[rating]
  if (!parts) throw new Error(`No review texts for ${rating} stars`)
  return parts.openings.flatMap((opening) =>
    parts.details.flatMap((detail) =>
      parts.closings.map((closing) => [opening, detail, closing].filter(Boolean).join(' ')),
    ),
  )
}

/** A small deterministic generator: the same seed writes the same ratings everywhere. */
function lcg(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

export interface SeedRating {
  productId: string
  reviewerName: string
  rating: number
  comment: string
  show: boolean
  baseLikes: number
  ageDays: number
}

/** 150 shown ratings spread over the products (best sellers get more), plus 6 hidden ones. */
export function buildSeedRatings(): SeedRating[] {
  const random = lcg(20_250_602)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
  const sellers = seedProducts.filter((product) => !product.id.startsWith('serum-peptida'))
  const ratings: SeedRating[] = []
  const unused = new Map([1, 2, 3, 4, 5].map((stars) => [stars, commentsOf(stars)]))
  for (let index = 0; index < 156; index++) {
    // Every product gets at least one rating; the rest lean to the best sellers.
    const product =
      index < sellers.length
        ? (sellers[index] as SeedProduct)
        : (sellers.toSorted((a, b) => b.sold - a.sold)[
            Math.floor(random() ** 2 * sellers.length)
          ] as SeedProduct)
    const roll = random()
    const rating = roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.92 ? 3 : roll < 0.97 ? 2 : 1
    ratings.push({
      productId: product.id,
      reviewerName: `${pick(reviewers)} ${pick([...initials])}.`,
      rating,
      comment: takeComment(unused, rating, random()),
      show: index % 26 !== 25,
      baseLikes: Math.floor(random() * 14),
      ageDays: 1 + Math.floor(random() * 360),
    })
  }
  return ratings
}

/** A text of the band not used yet, drawn with `roll` (one draw, as before the texts were many). */
function takeComment(unused: Map<number, string[]>, rating: number, roll: number) {
  const left = unused.get(rating) ?? []
  const [comment] = left.splice(Math.floor(roll * left.length), 1)
  if (comment === undefined) throw new Error(`The seed ran out of ${rating}-star review texts`)
  return comment
}
