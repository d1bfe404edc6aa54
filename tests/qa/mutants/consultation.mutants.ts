/**
 * Deliberate mistakes in the questionnaire's pages that the consultation model must catch
 * (issue 32 §5): each is replaced in the app's source, the app rebuilt, the selected paths
 * replayed; `caughtBy` names the selected paths that failed on it when it was checked by hand.
 * (The three that touch different words were checked in one build, 2026-11-28, each failure told
 * apart by the words its assertion missed; 'back-ignored' alone.)
 */
import type { Mutant } from './mutant'

export const consultationMutants: Mutant[] = [
  {
    name: 'consent-message-removed',
    label: 'Pesan "centang kedua persetujuan" tidak ditampilkan',
    file: 'src/components/consults/consent-step.tsx',
    find: `      {error ? (
        <p id="galat-persetujuan" className="field__error question__error">
          {error}
        </p>
      ) : null}`,
    replace: '      {null}',
    caughtBy: [7, 11, 29],
  },
  {
    name: 'back-ignored',
    label: 'Tombol Kembali di kuesioner tidak berbuat apa-apa',
    file: 'src/components/consults/questionnaire-step.tsx',
    find: "if (go === 'kembali') props.onBack()",
    replace: "if (go === 'kembali') return",
    caughtBy: [9, 11, 15, 16, 18, 20, 21, 22, 24],
  },
  {
    name: 'not-saved-alert-silent',
    label: 'Pesan "jawaban belum tersimpan" tidak diumumkan (tanpa role alert)',
    file: 'src/components/consults/questionnaire-step.tsx',
    find: `            <p className="alert alert--error" role="alert">
              {props.message}`,
    replace: `            <p className="alert alert--error">
              {props.message}`,
    caughtBy: [14],
  },
  {
    name: 'photo-refusal-hidden',
    label: 'Alasan foto ditolak tidak ditampilkan',
    file: 'src/components/consults/photo-field.tsx',
    find: `      {error ? (
        <p id={errorId} className="field__error question__error">`,
    replace: `      {false ? (
        <p id={errorId} className="field__error question__error">`,
    caughtBy: [15, 20, 22],
  },
]
