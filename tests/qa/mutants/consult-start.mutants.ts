/** Mistakes in the consult-start dialogs (src/components/flows/consult-modals.tsx). */
import type { Mutant } from './mutant'

const MODALS = 'src/components/flows/consult-modals.tsx'

export const consultStartMutants: readonly Mutant[] = [
  {
    name: 'mulai-baru-disabled',
    label: "'Mulai Baru' tidak bisa ditekan di dialog kuesioner yang belum selesai",
    file: MODALS,
    find: `<Button variant="ghost" onPress={() => actor.send({ type: 'CHOOSE_MULAI_BARU' })}>`,
    replace: `<Button variant="ghost" isDisabled onPress={() => actor.send({ type: 'CHOOSE_MULAI_BARU' })}>`,
    caughtBy: [6, 7, 8],
  },
  {
    name: 'first-time-close-ignored',
    label: 'Menutup dialog konsultasi pertama tidak berbuat apa-apa',
    file: MODALS,
    find: `onOpenChange={(open) => !open && actor.send({ type: 'CLOSE_FIRST_TIME' })}`,
    replace: 'onOpenChange={() => {}}',
    caughtBy: [2],
  },
  {
    name: 'chat-clinic-missing',
    label: 'Dialog konsultasi yang masih berjalan tidak menyebut klinik dokternya',
    file: MODALS,
    find: '<strong>{modals.existPolyclinicName}</strong>. Lanjutkan obrolanmu',
    replace: '<strong />. Lanjutkan obrolanmu',
    caughtBy: [11, 12],
  },
]
