/**
 * Twelve clinic testimonies (three pages of four), published through 2026. First name and
 * initial only; some come with an "after" picture, some without. Stories are written for this
 * project, and the page reminds visitors that results differ per person.
 */
import { image } from '../content-data/images'
import type { SeedClinicTestimony } from './types'

interface TestimonyText {
  id: string
  name: string
  age: number | null
  city: string
  rating: number
  quote: string
  treatmentId: string
  clinicId: string
  withPicture: boolean
  publishedAt: string
}

const texts: TestimonyText[] = [
  {
    id: 'rina-s-acne-peel',
    name: 'Rina S.',
    age: 24,
    city: 'Jakarta Selatan',
    rating: 5,
    quote:
      'Jerawat di dagu saya kambuh terus tiap mau haid. Setelah 4 kali Acne Peel dan rutin pakai krim dari dokter, sekarang jauh lebih jarang muncul.',
    treatmentId: 'facial-acne-peel',
    clinicId: 'diri-klinik-kemang',
    withPicture: true,
    publishedAt: '2026-11-12T10:00:00.000+07:00',
  },
  {
    id: 'bima-p-microneedling',
    name: 'Bima P.',
    age: 29,
    city: 'Surabaya',
    rating: 5,
    quote:
      'Dokternya jujur dari awal bahwa bopeng saya tidak akan hilang total. Setelah 5 sesi, tekstur pipi saya jauh lebih rata dan saya lebih percaya diri difoto.',
    treatmentId: 'microneedling-bekas-jerawat',
    clinicId: 'diri-klinik-darmo',
    withPicture: true,
    publishedAt: '2026-10-28T14:30:00.000+07:00',
  },
  {
    id: 'ayu-k-ipl',
    name: 'Ayu K.',
    age: 41,
    city: 'Denpasar',
    rating: 4,
    quote:
      'Flek di pipi karena sering di pantai memudar setelah 3 sesi IPL. Sempat kaget fleknya menggelap dulu, tapi dokternya sudah mengingatkan sebelumnya.',
    treatmentId: 'ipl-flek-kemerahan',
    clinicId: 'diri-klinik-renon',
    withPicture: true,
    publishedAt: '2026-10-09T09:15:00.000+08:00',
  },
  {
    id: 'dimas-r-facial-acne',
    name: 'Dimas R.',
    age: 19,
    city: 'Bandung',
    rating: 5,
    quote:
      'Pertama kali facial dan ternyata tidak sesakit yang saya bayangkan. Terapisnya sabar dan menjelaskan cara cuci muka yang benar.',
    treatmentId: 'facial-acne',
    clinicId: 'diri-klinik-dago',
    withPicture: false,
    publishedAt: '2026-09-21T16:40:00.000+07:00',
  },
  {
    id: 'sri-w-skin-booster',
    name: 'Sri W.',
    age: 38,
    city: 'Jakarta Pusat',
    rating: 5,
    quote:
      'Kulit saya kering sekali karena seharian di ruangan ber-AC. Setelah 3 sesi Skin Booster, kulit terasa lebih lembap dan makeup lebih menempel.',
    treatmentId: 'skin-booster',
    clinicId: 'diri-klinik-menteng',
    withPicture: true,
    publishedAt: '2026-09-02T11:20:00.000+07:00',
  },
  {
    id: 'andi-m-suntik-jerawat',
    name: 'Andi M.',
    age: 22,
    city: 'Makassar',
    rating: 4,
    quote:
      'Ada jerawat besar dua hari sebelum wisuda. Disuntik sekali dan kempis dalam dua hari. Antreannya agak lama, tapi hasilnya sesuai harapan.',
    treatmentId: 'suntik-jerawat',
    clinicId: 'diri-klinik-panakkukang',
    withPicture: false,
    publishedAt: '2026-08-14T13:00:00.000+08:00',
  },
  {
    id: 'maria-t-chemical-peeling',
    name: 'Maria T.',
    age: 33,
    city: 'Jayapura',
    rating: 5,
    quote:
      'Senang akhirnya ada klinik kulit dengan dokter di Jayapura. Kulit saya lebih cerah setelah 4 kali peeling, dan noda bekas jerawat memudar.',
    treatmentId: 'chemical-peeling',
    clinicId: 'diri-klinik-jayapura',
    withPicture: true,
    publishedAt: '2026-07-30T10:30:00.000+09:00',
  },
  {
    id: 'lestari-h-facial-brightening',
    name: 'Lestari H.',
    age: 27,
    city: 'Bandung',
    rating: 4,
    quote:
      'Wajah terlihat lebih segar untuk acara lamaran saya. Hasilnya halus dan natural, tidak terlihat seperti habis perawatan.',
    treatmentId: 'facial-brightening',
    clinicId: 'diri-klinik-dago',
    withPicture: false,
    publishedAt: '2026-06-18T15:00:00.000+07:00',
  },
  {
    id: 'yoga-a-carbon-laser',
    name: 'Yoga A.',
    age: 31,
    city: 'Surabaya',
    rating: 3,
    quote:
      'Minyak di wajah memang berkurang beberapa hari setelah sesi, tapi untuk saya efeknya belum bertahan lama. Dokter menyarankan digabung dengan krim, masih saya coba.',
    treatmentId: 'carbon-laser-peel',
    clinicId: 'diri-klinik-darmo',
    withPicture: false,
    publishedAt: '2026-05-06T12:10:00.000+07:00',
  },
  {
    id: 'nisa-f-peeling-mandelat',
    name: 'Nisa F.',
    age: 35,
    city: 'Jakarta Selatan',
    rating: 5,
    quote:
      'Flek setelah melahirkan membuat saya minder. Peeling mandelat ternyata lembut di kulit saya yang sensitif, dan fleknya pelan-pelan memudar.',
    treatmentId: 'peeling-mandelat',
    clinicId: 'diri-klinik-kemang',
    withPicture: true,
    publishedAt: '2026-04-11T09:45:00.000+07:00',
  },
  {
    id: 'komang-d-terapi-led',
    name: 'Komang D.',
    age: null,
    city: 'Badung',
    rating: 4,
    quote:
      'Kemerahan di pipi saya lebih tenang setelah beberapa kali terapi LED sesudah facial. Santai, tidak sakit sama sekali.',
    treatmentId: 'terapi-cahaya-led',
    clinicId: 'diri-klinik-renon',
    withPicture: false,
    publishedAt: '2026-02-23T17:20:00.000+08:00',
  },
  {
    id: 'fajar-n-microdermabrasi',
    name: 'Fajar N.',
    age: 26,
    city: 'Makassar',
    rating: 5,
    quote:
      'Tekstur kulit saya yang kasar jadi lebih halus setelah 5 sesi. Dokternya juga mengingatkan soal tabir surya setiap kali kontrol.',
    treatmentId: 'microdermabrasi',
    clinicId: 'diri-klinik-panakkukang',
    withPicture: true,
    publishedAt: '2026-01-15T11:00:00.000+08:00',
  },
]

export const clinicTestimonySeed: SeedClinicTestimony[] = texts.map((text) => ({
  id: text.id,
  name: text.name,
  age: text.age,
  city: text.city,
  rating: text.rating,
  quote: text.quote,
  treatmentId: text.treatmentId,
  clinicId: text.clinicId,
  image: text.withPicture
    ? image(
        `klinik/testimoni/${text.id}-after`,
        `Kondisi kulit ${text.name} setelah perawatan`,
        'skin',
        { width: 600, height: 600, variant: 'after' },
      )
    : null,
  publishedAt: text.publishedAt,
}))
