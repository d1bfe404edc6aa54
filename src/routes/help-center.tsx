import { createFileRoute } from '@tanstack/react-router'
import { ButtonLink } from '../components/ui/button-link'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/help-center')({
  head: () =>
    pageHead({
      title: 'Pusat Bantuan',
      description:
        'Jawaban untuk pertanyaan seputar konsultasi dokter, akun, dan data pribadimu di Diri.',
    }),
  component: HelpCenterPage,
})

const topics = [
  {
    title: 'Konsultasi dengan dokter',
    questions: [
      [
        'Bagaimana cara mulai konsultasi?',
        'Pilih keluhanmu di halaman Keluhan, lalu tekan Mulai Konsul. Kamu akan mengisi kuesioner singkat, dan dokter ahli menganalisis jawabanmu sebelum chat dimulai.',
      ],
      [
        'Siapa dokter yang menjawab?',
        'Dokter umum dan dokter spesialis kulit dan kelamin yang terdaftar dan memiliki Surat Tanda Registrasi (STR) aktif.',
      ],
      [
        'Kuesionerku belum selesai. Apakah jawabanku hilang?',
        'Tidak. Jawaban yang sudah kamu isi tersimpan. Saat kamu menekan Mulai Konsul lagi, kamu bisa memilih Lanjut Kuesioner.',
      ],
    ],
  },
  {
    title: 'Akun dan masuk',
    questions: [
      [
        'Bagaimana cara masuk?',
        'Masukkan nomor HP-mu di halaman Masuk. Kami kirim kode OTP 6 angka lewat SMS. Nomor baru otomatis terdaftar.',
      ],
      [
        'Kode OTP tidak masuk.',
        'Tunggu 30 detik lalu tekan Kirim ulang kode. Pastikan nomornya benar dan sinyalmu baik. Kalau kamu meminta kode berkali-kali, jeda sebelum kode berikutnya makin lama (paling lama 15 menit), dan kembali normal setelah kamu berhasil masuk.',
      ],
      [
        'Bagaimana cara keluar dari akun?',
        'Buka menu akun di kanan atas (namamu), lalu pilih Keluar.',
      ],
    ],
  },
  {
    title: 'Data dan privasi',
    questions: [
      [
        'Siapa yang bisa melihat jawaban kuesionerku?',
        'Hanya kamu dan dokter yang menangani konsultasimu. Data kesehatanmu tidak kami bagikan untuk iklan.',
      ],
      [
        'Bagaimana mengubah alamat pengiriman?',
        'Buka Akun Saya dari menu akun. Di sana kamu bisa menambah dan mengubah alamat, serta memilih alamat utama.',
      ],
    ],
  },
] as const

function HelpCenterPage() {
  return (
    <div className="container page">
      <header className="page-intro">
        <h1>Pusat Bantuan</h1>
        <p className="muted prose">
          Cari jawaban di bawah ini. Ketuk pertanyaan untuk membaca jawabannya.
        </p>
      </header>
      {topics.map((topic) => (
        <section
          key={topic.title}
          className="section help-topic"
          aria-labelledby={`topik-${topic.title}`}
        >
          <h2 id={`topik-${topic.title}`}>{topic.title}</h2>
          <div className="faq">
            {topic.questions.map(([question, answer]) => (
              <details key={question} className="faq__item">
                <summary>{question}</summary>
                <p>{answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <section className="card help-contact" aria-labelledby="judul-kontak">
        <h2 id="judul-kontak">Masih butuh bantuan?</h2>
        <p className="muted">
          Tim kami siap membantu setiap hari, 08.00–21.00 WIB, lewat e-mail{' '}
          <a href="mailto:halo@diri.example">halo@diri.example</a>.
        </p>
        <ButtonLink to="/keluhan" variant="ghost">
          Lihat daftar keluhan
        </ButtonLink>
      </section>
    </div>
  )
}
