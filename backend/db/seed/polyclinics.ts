/**
 * The polyclinics and the conditions they treat, written for this project. Each condition starts
 * its own consultation flow: four-digit ids grouped by polyclinic (20xx skin, 21xx hair, …).
 * The demo consults use Jerawat (2001) and Flek Hitam (2002).
 */
import type { Database } from '../client'
import { conditions, polyclinics } from '../schema/polyclinics'

interface SeedPolyclinic {
  slug: string
  name: string
  description: string
  conditions: Array<{ slug: string; name: string; summary: string; flowId: string }>
}

export const seedPolyclinicContent: SeedPolyclinic[] = [
  {
    slug: 'poliklinik-kulit',
    name: 'Poliklinik Kulit',
    description:
      'Konsultasi masalah kulit wajah dan tubuh bersama dokter, dari jerawat sampai flek hitam.',
    conditions: [
      {
        slug: 'jerawat',
        name: 'Jerawat',
        flowId: '2001',
        summary:
          'Kalau kamu sering berjerawat, penyebabnya bisa hormon, stres, atau produk yang kurang cocok. Dokter akan bantu cari perawatan yang pas untuk kulitmu.',
      },
      {
        slug: 'flek-hitam',
        name: 'Flek Hitam',
        flowId: '2002',
        summary:
          'Bercak gelap di wajah sering muncul karena sinar matahari atau perubahan hormon. Dokter akan membantu kamu memudarkannya dengan perawatan yang aman.',
      },
      {
        slug: 'bekas-jerawat',
        name: 'Bekas Jerawat',
        flowId: '2003',
        summary:
          'Noda dan bopeng sisa jerawat bisa bikin kamu kurang percaya diri. Yuk, cari cara menyamarkannya bersama dokter.',
      },
      {
        slug: 'kulit-kusam',
        name: 'Kulit Kusam',
        flowId: '2004',
        summary:
          'Kulit kamu terlihat lelah dan kurang cerah? Dokter akan membantumu menyusun rutinitas perawatan yang sesuai dengan jenis kulitmu.',
      },
    ],
  },
  {
    slug: 'poliklinik-rambut',
    name: 'Poliklinik Rambut',
    description:
      'Atasi rambut rontok, ketombe, dan masalah kulit kepala lain bersama dokter yang memahami penyebabnya.',
    conditions: [
      {
        slug: 'rambut-rontok',
        name: 'Rambut Rontok',
        flowId: '2101',
        summary:
          'Rambut kamu rontok lebih banyak dari biasanya? Dokter akan mencari tahu penyebabnya dan menyarankan perawatan yang tepat.',
      },
      {
        slug: 'ketombe',
        name: 'Ketombe',
        flowId: '2102',
        summary:
          'Kulit kepala gatal dan bersisik bikin kamu tidak nyaman? Ceritakan keluhanmu supaya dokter bisa merekomendasikan perawatan yang cocok.',
      },
      {
        slug: 'kebotakan-pria',
        name: 'Kebotakan Pria',
        flowId: '2103',
        summary:
          'Kalau garis rambut kamu mulai mundur atau rambut menipis di puncak kepala, penanganan sejak dini bisa membantu. Konsultasikan pilihan perawatannya dengan dokter.',
      },
    ],
  },
  {
    slug: 'poliklinik-kesehatan-wanita',
    name: 'Poliklinik Kesehatan Wanita',
    description:
      'Ruang yang aman dan rahasia untuk membicarakan kesehatan reproduksi dan keluhan khas wanita.',
    conditions: [
      {
        slug: 'haid-tidak-teratur',
        name: 'Haid Tidak Teratur',
        flowId: '2201',
        summary:
          'Siklus haid kamu maju mundur? Bisa jadi itu tanda perubahan hormon, dan dokter akan membantumu memahami penyebabnya.',
      },
      {
        slug: 'keputihan',
        name: 'Keputihan',
        flowId: '2202',
        summary:
          'Keputihan yang berubah warna, berbau, atau terasa gatal perlu diperiksa. Kamu bisa bercerita dengan tenang, semuanya dijaga kerahasiaannya.',
      },
      {
        slug: 'kontrasepsi',
        name: 'Kontrasepsi',
        flowId: '2203',
        summary:
          'Bingung memilih alat kontrasepsi yang cocok untuk kamu? Dokter akan menjelaskan pilihan yang sesuai dengan kondisi dan rencanamu.',
      },
    ],
  },
  {
    slug: 'poliklinik-kesehatan-seksual',
    name: 'Poliklinik Kesehatan Seksual',
    description:
      'Konsultasi kesehatan seksual pria secara rahasia, tanpa perlu antre dan tanpa rasa canggung.',
    conditions: [
      {
        slug: 'disfungsi-ereksi',
        name: 'Disfungsi Ereksi',
        flowId: '2301',
        summary:
          'Sulit mendapatkan atau mempertahankan ereksi lebih umum dari yang kamu kira. Bicarakan dengan dokter secara rahasia dan tanpa rasa malu.',
      },
      {
        slug: 'ejakulasi-dini',
        name: 'Ejakulasi Dini',
        flowId: '2302',
        summary:
          'Ejakulasi dini bisa diatasi dengan penanganan yang tepat. Dokter akan membantu kamu menemukan solusi yang nyaman.',
      },
    ],
  },
  {
    slug: 'poliklinik-berat-badan',
    name: 'Poliklinik Berat Badan',
    description:
      'Program menurunkan berat badan yang realistis, disusun bersama dokter sesuai kondisi tubuhmu.',
    conditions: [
      {
        slug: 'berat-badan-berlebih',
        name: 'Berat Badan Berlebih',
        flowId: '2401',
        summary:
          'Kamu ingin menurunkan berat badan dengan cara yang sehat dan bertahan lama? Dokter akan menyusun rencana yang sesuai dengan kebutuhanmu.',
      },
      {
        slug: 'obesitas',
        name: 'Obesitas',
        flowId: '2402',
        summary:
          'Obesitas meningkatkan risiko diabetes dan penyakit jantung. Kamu bisa menyusun langkah penanganannya bersama dokter, dari pola makan sampai pengobatan.',
      },
    ],
  },
  {
    slug: 'poliklinik-umum',
    name: 'Poliklinik Umum',
    description:
      'Keluhan sehari-hari seperti demam, maag, dan sakit kepala, ditangani dokter umum tanpa perlu keluar rumah.',
    conditions: [
      {
        slug: 'demam-dan-flu',
        name: 'Demam dan Flu',
        flowId: '2501',
        summary:
          'Badan meriang, hidung tersumbat, dan tenggorokan tidak nyaman? Dokter akan membantumu memulihkan diri dan memberi tahu kapan kamu perlu periksa langsung.',
      },
      {
        slug: 'maag',
        name: 'Maag',
        flowId: '2502',
        summary:
          'Perih di ulu hati, kembung, atau sering bersendawa setelah makan? Dokter akan membantu kamu mengenali pemicunya dan meredakan keluhannya.',
      },
      {
        slug: 'sakit-kepala',
        name: 'Sakit Kepala',
        flowId: '2503',
        summary:
          'Sakit kepala yang sering datang bisa mengganggu aktivitasmu. Ceritakan polanya supaya dokter bisa membantu kamu mencari penyebab dan cara meredakannya.',
      },
    ],
  },
  {
    slug: 'poliklinik-gizi',
    name: 'Poliklinik Gizi',
    description:
      'Susun pola makan yang sesuai dengan kondisi tubuh dan kebiasaanmu, bersama dokter yang memahami gizi.',
    conditions: [
      {
        slug: 'kolesterol-tinggi',
        name: 'Kolesterol Tinggi',
        flowId: '2601',
        summary:
          'Hasil cek kolesterol kamu di atas batas normal? Dokter akan membantumu mengatur pola makan dan kebiasaan yang bisa menurunkannya.',
      },
      {
        slug: 'anemia',
        name: 'Anemia',
        flowId: '2602',
        summary:
          'Mudah lelah, pucat, dan sering pusing bisa jadi tanda kurang darah. Dokter akan membantu kamu memastikan penyebabnya dan memperbaiki asupan zat besi.',
      },
    ],
  },
  {
    slug: 'poliklinik-kesehatan-mental',
    name: 'Poliklinik Kesehatan Mental',
    description:
      'Ruang aman untuk bercerita tentang stres, cemas, dan sulit tidur, bersama dokter yang mendengarkan tanpa menghakimi.',
    conditions: [
      {
        slug: 'stres-dan-cemas',
        name: 'Stres dan Cemas',
        flowId: '2701',
        summary:
          'Pikiran terasa penuh dan dada sering berdebar karena khawatir? Kamu tidak sendirian, dan dokter akan membantumu menemukan cara mengelolanya.',
      },
      {
        slug: 'sulit-tidur',
        name: 'Sulit Tidur',
        flowId: '2702',
        summary:
          'Susah terlelap atau sering terbangun di malam hari? Dokter akan membantu kamu mencari penyebabnya dan memperbaiki kualitas tidurmu.',
      },
    ],
  },
]

/**
 * Seeds the polyclinics into a database that has none, also one seeded by a version without
 * them. A database that has some gets only the polyclinics (and their conditions) added since
 * by id; existing rows are never changed: their content may have been edited on purpose.
 * Returns how many polyclinics and conditions were added.
 */
export async function seedPolyclinics(db: Database) {
  return db.transaction(async (tx) => {
    const existing = new Set(
      (await tx.select({ id: polyclinics.id }).from(polyclinics)).map((row) => row.id),
    )
    // Fixed ids, as in the schema's comment: polyclinic "1", its conditions "1.1", "1.2", …
    const clinicRows = seedPolyclinicContent
      .map((clinic, index) => ({
        id: String(index + 1),
        slug: clinic.slug,
        name: clinic.name,
        description: clinic.description,
        position: index + 1,
      }))
      .filter((clinic) => !existing.has(clinic.id))
    if (clinicRows.length === 0) return { polyclinics: 0, conditions: 0 }
    const added = new Set(clinicRows.map((clinic) => clinic.id))
    const conditionRows = seedPolyclinicContent
      .flatMap((clinic, clinicIndex) =>
        clinic.conditions.map((condition, index) => ({
          ...condition,
          id: `${clinicIndex + 1}.${index + 1}`,
          polyclinicId: String(clinicIndex + 1),
          position: index + 1,
        })),
      )
      .filter((condition) => added.has(condition.polyclinicId))
    // Two instances starting on one empty database at once: the second adds nothing.
    const addedClinics = await tx
      .insert(polyclinics)
      .values(clinicRows)
      .onConflictDoNothing()
      .returning({ id: polyclinics.id })
    const addedConditions = await tx
      .insert(conditions)
      .values(conditionRows)
      .onConflictDoNothing()
      .returning({ id: conditions.id })
    return { polyclinics: addedClinics.length, conditions: addedConditions.length }
  })
}
