/**
 * The booking rules, in one place: `GET /v2/member/offline-clinic-booking/config` answers them and
 * every server check reads them from here, so what the pages say and what the API enforces agree.
 */
import { type BookingConfig, CANCEL_REASON_MAX_LENGTH } from '../../../contract/booking/schemas'

export const BOOKING_CONFIG = {
  leadTimeMinutes: 120,
  bookAheadDays: 30,
  rescheduleCutoffHours: 24,
  maxReschedules: 2,
  // Free until a day before, as rescheduling: after that the branch has turned other members
  // away for the slot, and cancelling is refused with `insideCancelCutoff` (call the branch).
  cancelCutoffHours: 24,
  cancelReasonMaxLength: CANCEL_REASON_MAX_LENGTH,
  slotIntervalMinutes: 15,
  // National holidays no branch opens on, December 2026 to March 2027. Imlek 2027 falls on
  // 6 February 2027 (the lunar new year is fixed by astronomy, not announced). Idul Fitri is an
  // ESTIMATE: 1 Syawal 1448 H is set by the government's sidang isbat shortly before, expected
  // around 10 March 2027; correct it here once announced.
  holidays: [
    { date: '2026-12-25', name: 'Hari Raya Natal' },
    { date: '2027-01-01', name: 'Tahun Baru Masehi' },
    { date: '2027-02-06', name: 'Tahun Baru Imlek 2578 Kongzili' },
    { date: '2027-03-10', name: 'Hari Raya Idul Fitri 1448 H (perkiraan)' },
  ],
} as const satisfies BookingConfig

/** What a person reads when a rule refuses, Indonesian and saying what to do next. */
export const BOOKING_MESSAGES = {
  slotTaken: 'Jam itu baru saja diambil. Pilih jam lain.',
  ownBookingOverlaps: 'Kamu sudah punya booking lain di jam itu. Pilih jam lain.',
  alreadyRescheduled: 'Booking ini sudah dijadwalkan ulang.',
  cancelled: 'Booking ini sudah dibatalkan.',
  insideCancelCutoff: `Pembatalan hanya bisa sampai ${BOOKING_CONFIG.cancelCutoffHours} jam sebelum perawatan. Hubungi cabang untuk membatalkannya.`,
  insideCutoff: `Jadwal tidak bisa diubah kurang dari ${BOOKING_CONFIG.rescheduleCutoffHours} jam sebelum perawatan.`,
  overLimit: `Booking ini sudah dijadwalkan ulang ${BOOKING_CONFIG.maxReschedules} kali. Hubungi cabang untuk mengubahnya lagi.`,
  notASlot: 'Jam itu tidak tersedia. Pilih jam dari jadwal yang ada.',
  cartIncomplete: 'Pilih cabang dan perawatan dulu.',
  chooseBranchFirst: 'Pilih cabang dulu.',
  bookingNotFound: 'Booking tidak ditemukan.',
  branchNotFound: 'Cabang tidak ditemukan.',
  stillRunning: 'Booking-mu sedang diproses. Tunggu sebentar, lalu tekan Konfirmasi lagi.',
} as const
