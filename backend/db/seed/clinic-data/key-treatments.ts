/**
 * Four key treatments the clinic landing features, each told as a short story around one
 * treatment of ./treatments.ts: what it helps with, how a session goes, one before/after pair.
 */
import type { Step } from '../../../../contract/content/schemas'
import { image } from '../content-data/images'
import { treatmentSeed } from './treatments'
import type { SeedKeyTreatment } from './types'

interface KeyTreatmentText {
  id: string
  title: string
  summary: string
  treatmentId: string
  seoTitle: string
  seoDescription: string
  heroTitle: string | null
  heroSubtitle: string
  about: string[]
  why: string[]
  benefits: string[]
  steps: Array<[title: string, body: string]>
  caption: string
  faq: Array<[question: string, answer: string]>
}

const texts: KeyTreatmentText[] = [
  {
    id: 'atasi-jerawat-meradang',
    title: 'Atasi Jerawat yang Terus Kambuh',
    summary:
      'Acne Peel Salisilat membersihkan pori sampai ke dalam, dipantau dokter dari sesi ke sesi.',
    treatmentId: 'facial-acne-peel',
    seoTitle: 'Perawatan Jerawat dengan Acne Peel di Diri Klinik',
    seoDescription:
      'Jerawat terus kambuh? Acne Peel Salisilat di Diri Klinik membersihkan pori sampai ke dalam, dengan dosis yang diatur dokter.',
    heroTitle: 'Jerawat kambuh terus? Mulai dari porinya.',
    heroSubtitle:
      'Acne Peel Salisilat membantu membersihkan sumbatan pori yang memicu jerawat. Dokter mengatur kadarnya sesuai kulitmu.',
    about: [
      'Jerawat yang terus kambuh biasanya berawal dari pori yang tersumbat minyak dan sel kulit mati. Asam salisilat larut dalam minyak, jadi bisa masuk ke pori dan membersihkannya dari dalam.',
      'Di Diri Klinik, peeling selalu didahului pemeriksaan dokter. Jerawat yang sangat meradang dirawat dulu dengan cara lain supaya kulit tidak makin iritasi.',
    ],
    why: [
      'Kami tidak menjual paket sebelum dokter melihat kulitmu. Setiap sesi dicatat, jadi dokter bisa menilai apakah perawatan perlu diubah.',
    ],
    benefits: [
      'Komedo dan sumbatan pori berkurang',
      'Jerawat baru lebih jarang muncul',
      'Minyak wajah lebih terkendali',
      'Noda ringan bekas jerawat ikut memudar',
    ],
    steps: [
      ['Periksa dulu', 'Dokter melihat jenis jerawatmu dan menentukan kadar peeling.'],
      ['Peeling 3–5 menit', 'Cairan peeling dioleskan; terasa hangat dan sedikit perih.'],
      ['Rawat di rumah', 'Kamu pulang dengan petunjuk dan produk yang sesuai.'],
      ['Kontrol 2 minggu lagi', 'Dokter menilai perkembangan sebelum sesi berikutnya.'],
    ],
    caption: '4 sesi dalam 8 minggu, dengan obat oles dari dokter',
    faq: [
      [
        'Berapa sesi yang biasanya dibutuhkan?',
        'Kebanyakan pasien melihat perbaikan setelah 3 sampai 4 sesi dengan jarak 2 minggu.',
      ],
      [
        'Apakah harus membeli paket?',
        'Tidak. Kamu bisa membayar per sesi. Paket hanya pilihan bila kamu ingin lebih hemat.',
      ],
    ],
  },
  {
    id: 'samarkan-bekas-jerawat',
    title: 'Samarkan Bopeng Bekas Jerawat',
    summary: 'Microneedling merangsang kolagen baru supaya bekas jerawat cekung perlahan terisi.',
    treatmentId: 'microneedling-bekas-jerawat',
    seoTitle: 'Microneedling untuk Bopeng Bekas Jerawat di Diri Klinik',
    seoDescription:
      'Samarkan bopeng bekas jerawat dengan microneedling di Diri Klinik. Dilakukan dokter, dengan krim anestesi dan kontrol rutin.',
    heroTitle: 'Bopeng bisa tersamarkan, pelan-pelan.',
    heroSubtitle:
      'Microneedling membantu kulit membentuk kolagen baru, sehingga bekas jerawat cekung perlahan terisi.',
    about: [
      'Bopeng terjadi karena jerawat yang meradang merusak kolagen di bawah kulit. Microneedling membuat luka mikro yang terkendali, sehingga kulit memperbaiki diri dan membentuk kolagen baru.',
      'Hasilnya bertahap. Kolagen butuh waktu berminggu-minggu untuk terbentuk, jadi kesabaran adalah bagian dari perawatan.',
    ],
    why: [
      'Dokter kami menilai jenis bopengmu dulu. Bopeng yang sempit dan dalam kadang lebih cocok digabung dengan TCA Cross atau laser fraksional.',
    ],
    benefits: [
      'Bopeng ringan sampai sedang tampak lebih dangkal',
      'Tekstur kulit lebih rata',
      'Pori tampak lebih kecil',
      'Masa pemulihan singkat, 1–3 hari',
    ],
    steps: [
      ['Konsultasi', 'Dokter menilai bopeng dan memastikan jerawat sudah terkendali.'],
      ['Krim anestesi', 'Wajah dibius dengan krim supaya kamu nyaman.'],
      ['Microneedling', 'Dokter mengerjakan area bopeng dengan kedalaman yang disesuaikan.'],
      ['Kontrol', 'Sesi berikutnya 4–6 minggu kemudian.'],
    ],
    caption: '5 sesi dalam 6 bulan',
    faq: [
      [
        'Apakah bopeng bisa hilang sepenuhnya?',
        'Jarang hilang sepenuhnya, tetapi bisa jauh tersamarkan. Dokter akan menjelaskan hasil yang realistis untuk kulitmu.',
      ],
      [
        'Kapan bisa kembali bekerja?',
        'Kebanyakan pasien kembali bekerja keesokan harinya, dengan wajah masih sedikit kemerahan.',
      ],
    ],
  },
  {
    id: 'kulit-lembap-kenyal',
    title: 'Kulit Lembap dan Kenyal dari Dalam',
    summary:
      'Skin Booster memberi asam hialuronat langsung ke lapisan kulit untuk kulit kering dan kusam.',
    treatmentId: 'skin-booster',
    seoTitle: 'Skin Booster untuk Kulit Kering dan Kusam di Diri Klinik',
    seoDescription:
      'Skin Booster di Diri Klinik: asam hialuronat disuntikkan tipis oleh dokter supaya kulit lebih lembap, kenyal, dan segar.',
    heroTitle: null,
    heroSubtitle: '',
    about: [
      'Ada kulit yang tetap terasa kering walau sudah rajin memakai pelembap. Skin Booster memberi asam hialuronat langsung ke lapisan kulit, tempat ia mengikat air.',
      'Berbeda dari filler, skin booster tidak mengubah bentuk wajah. Hasilnya kulit yang terasa lebih lembap dan tampak lebih segar.',
    ],
    why: [
      'Semua suntikan di Diri Klinik dilakukan dokter, dengan produk yang terdaftar di BPOM dan nomor batch yang dicatat di rekam medismu.',
    ],
    benefits: [
      'Kulit lebih lembap dan kenyal',
      'Garis halus tampak berkurang',
      'Kulit tampak lebih segar dan bercahaya',
      'Hasil bertahan sekitar 6–9 bulan',
    ],
    steps: [
      ['Konsultasi', 'Dokter menilai kulit dan menjelaskan area suntikan.'],
      ['Krim anestesi', 'Krim anestesi didiamkan sekitar 30 menit.'],
      ['Suntikan', 'Asam hialuronat disuntikkan tipis titik demi titik.'],
    ],
    caption: '3 sesi dalam 3 bulan',
    faq: [
      [
        'Apakah skin booster membuat wajah bengkak?',
        'Benjolan kecil di titik suntikan biasa muncul dan hilang dalam 1–2 hari. Bentuk wajahmu tidak berubah.',
      ],
      [
        'Berapa kali harus disuntik?',
        'Umumnya 3 sesi dengan jarak 4 minggu, lalu perawatan ulang setiap 6 bulan.',
      ],
    ],
  },
  {
    id: 'pudarkan-flek-matahari',
    title: 'Pudarkan Flek Karena Matahari',
    summary:
      'IPL membantu memudarkan flek matahari dan kemerahan, cocok untuk kulit yang sering di luar ruangan.',
    treatmentId: 'ipl-flek-kemerahan',
    seoTitle: 'IPL untuk Flek Matahari dan Kemerahan di Diri Klinik',
    seoDescription:
      'Flek karena matahari bisa dipudarkan dengan IPL di Diri Klinik. Dokter memastikan jenis flekmu dulu supaya perawatannya tepat.',
    heroTitle: 'Flek karena matahari? Kita pudarkan bertahap.',
    heroSubtitle:
      'IPL memancarkan cahaya yang diserap pigmen cokelat, sehingga flek perlahan memudar. Dokter memastikan jenis flekmu dulu.',
    about: [
      'Flek matahari muncul setelah bertahun-tahun kulit terpapar sinar matahari. IPL memancarkan cahaya yang diserap pigmen cokelat, lalu pigmen itu naik ke permukaan dan mengelupas halus.',
      'Tidak semua flek cocok untuk IPL. Melasma, misalnya, bisa makin gelap bila dirawat dengan cara yang salah. Karena itu dokter selalu memeriksa dulu.',
    ],
    why: [
      'Dokter kami di Renon dan Darmo terbiasa menangani kulit yang sering terpapar matahari, termasuk kulit sawo matang yang mudah menggelap.',
    ],
    benefits: [
      'Flek matahari dan bintik cokelat memudar',
      'Kemerahan di pipi berkurang',
      'Warna kulit lebih rata',
      'Bisa langsung beraktivitas setelahnya',
    ],
    steps: [
      ['Pastikan jenis flek', 'Dokter memeriksa flekmu, termasuk dengan lampu khusus.'],
      ['IPL', 'Cahaya dipancarkan di area flek; terasa seperti dijentik karet.'],
      [
        'Flek menggelap lalu mengelupas',
        'Dalam 3–7 hari flek tampak lebih gelap, lalu mengelupas halus.',
      ],
      ['Sesi berikutnya', 'Jarak antar sesi sekitar 4 minggu.'],
    ],
    caption: '3 sesi dalam 3 bulan',
    faq: [
      [
        'Apakah fleknya bisa muncul lagi?',
        'Bisa, bila kulit kembali sering terpapar matahari tanpa perlindungan. Tabir surya setiap hari membantu menjaga hasil.',
      ],
      [
        'Apakah IPL cocok untuk melasma?',
        'Tidak selalu. Dokter akan memeriksa dulu dan menyarankan perawatan lain bila lebih aman untukmu.',
      ],
    ],
  },
]

function treatmentName(id: string): string {
  const treatment = treatmentSeed.find((item) => item.id === id)
  if (!treatment) throw new Error(`Key treatment names an unknown treatment: ${id}`)
  return treatment.name
}

function steps(id: string, items: KeyTreatmentText['steps']): Step[] {
  return items.map(([title, body], index) => ({
    title,
    body,
    image: image(`klinik/unggulan/${id}-langkah-${index + 1}`, '', 'steps', {
      width: 400,
      height: 400,
      label: String(index + 1),
    }),
  }))
}

export const keyTreatmentSeed: SeedKeyTreatment[] = texts.map((text) => {
  const picture = image(`klinik/unggulan/${text.id}`, `Ilustrasi ${text.title}`, 'closeup', {
    width: 1200,
    height: 800,
  })
  return {
    id: text.id,
    title: text.title,
    summary: text.summary,
    image: picture,
    treatmentId: text.treatmentId,
    seo: { title: text.seoTitle, description: text.seoDescription, image: picture },
    ...(text.heroTitle
      ? {
          hero: {
            eyebrow: 'Perawatan Unggulan',
            title: text.heroTitle,
            subtitle: text.heroSubtitle,
            image: picture,
            cta: { label: 'Pilih Jadwal', href: `/klinik/perawatan/${text.treatmentId}` },
          },
        }
      : {}),
    blocks: [
      { layout: 'TEXT_ONLY', id: 'tentang', title: 'Tentang perawatan ini', body: text.about },
      {
        layout: 'TEXT_IMAGE',
        id: 'kenapa-diri-klinik',
        title: 'Kenapa di Diri Klinik?',
        body: text.why,
        image: image(`klinik/unggulan/${text.id}-ruang`, '', 'scene', { width: 800, height: 600 }),
        imagePosition: 'right',
      },
    ],
    benefits: text.benefits,
    steps: steps(text.id, text.steps),
    beforeAfter: [
      {
        id: `${text.id}-1`,
        before: image(
          `klinik/unggulan/${text.id}-before`,
          `Kondisi kulit sebelum ${treatmentName(text.treatmentId)}`,
          'skin',
          { width: 600, height: 600, variant: 'before' },
        ),
        after: image(
          `klinik/unggulan/${text.id}-after`,
          `Kondisi kulit setelah ${treatmentName(text.treatmentId)}, ${text.caption}`,
          'skin',
          { width: 600, height: 600, variant: 'after' },
        ),
        caption: text.caption,
      },
    ],
    faq: text.faq.map(([question, answer], index) => ({
      id: `klinik-unggulan-${text.id}-${index + 1}`,
      question,
      answer: [answer],
    })),
  }
})
