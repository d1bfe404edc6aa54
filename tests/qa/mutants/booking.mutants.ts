/**
 * Deliberate mistakes in the booking flow that the booking model's selected paths must catch
 * (issue 32 §5). `caughtBy`: the selected paths that failed on each, when it was last run by hand
 * (tests/qa/NOTES.md, qa-booking).
 */
import type { Mutant } from './mutant'

export const bookingMutants: Mutant[] = [
  {
    name: 'conflict-message-removed',
    label: 'Pesan "jam sudah diambil" dihapus',
    file: 'src/components/booking/booking-body.tsx',
    find: "conflict={view === 'conflict' ? (message ?? CONFLICT_MESSAGE) : null}",
    replace: 'conflict={null}',
    caughtBy: [197, 505],
  },
  {
    name: 'back-ignored',
    label: 'Tombol Kembali tidak berbuat apa-apa',
    file: 'src/components/booking/booking-body.tsx',
    find: "const back = canGoBack ? () => send({ type: 'BACK' }) : undefined",
    replace: 'const back = canGoBack ? () => {} : undefined',
    caughtBy: [142, 366, 660],
  },
  {
    // In the page, not in the machine: a mutant of src/machines/booking changes the generated
    // paths with it (the model follows the machine), so it would prove nothing.
    name: 'step-message-hidden',
    label: 'Pesan langkah (belum tersimpan, ditolak) tidak ditampilkan',
    file: 'src/components/booking/booking-step.tsx',
    find: "{message && status !== 'failed' ? (",
    replace: '{false ? (',
    caughtBy: [55, 72, 74, 78, 80, 99, 101, 159, 492],
  },
]
