/** What a member or a doctor reads when the consultation API refuses something (Indonesian). */
export const CONSULTATION_MESSAGES = {
  notAConditionFlow:
    'Keluhan ini tidak dapat dimulai sebagai konsultasi. Pilih keluhan dari daftar.',
  noQuestionnaire: 'Kuesioner untuk keluhan ini belum tersedia. Coba lagi nanti.',
  memberOnlyAnswers: 'Hanya pasien yang dapat mengubah jawaban.',
  memberOnlySubmit: 'Hanya pasien yang dapat mengirim kuesioner.',
  memberOnlyUpload: 'Hanya pasien yang dapat mengunggah foto.',
  alreadySubmitted: 'Kuesioner ini sudah dikirim.',
  consultClosed: 'Konsultasi ini sudah selesai, jadi foto tidak dapat diunggah lagi.',
  unknownQuestion: 'Pertanyaan ini tidak ada di kuesioner.',
  questionTwice: 'Jawaban untuk pertanyaan ini dikirim dua kali.',
  oneAnswerOnly: 'Pertanyaan ini hanya menerima satu jawaban.',
  answerDoesNotFit: 'Jawaban ini tidak sesuai dengan pertanyaannya.',
  exclusiveAnswer: (display: string) =>
    `“${display}” tidak bisa dipilih bersama jawaban lain. Pilih salah satu saja.`,
  unknownAttachment: 'Foto ini tidak ditemukan. Unggah ulang fotonya.',
  unknownStep: 'Langkah ini tidak ada di kuesioner.',
  consentsMissing:
    'Setujui perjanjian konsultasi dan pemrosesan data kesehatan versi terbaru sebelum mengirim.',
  requiredMissing: 'Masih ada pertanyaan wajib yang belum dijawab.',
  unsupportedPhotoType: 'Format foto belum didukung. Unggah foto JPEG, PNG, WebP, atau HEIC.',
  photoTooLarge: 'Ukuran foto terlalu besar. Unggah foto paling besar 8 MB.',
  unreadablePhoto:
    'Foto tidak dapat dibaca. Coba ambil ulang fotonya, atau unggah dalam format JPEG atau PNG.',
  photoTooManyPixels:
    'Foto ini terlalu besar untuk diproses (resolusi atau kedalaman warnanya). Unggah foto dari mode kamera biasa, paling besar 50 megapiksel, atau simpan ulang sebagai JPEG.',
  photoServerBusy:
    'Server sedang memproses banyak foto. Fotomu belum terkirim; coba kirim lagi dalam beberapa detik.',
  attachmentNotFound: 'Foto tidak ditemukan.',
} as const
