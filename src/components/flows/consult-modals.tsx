/**
 * The three dialogs of the consult-start flow (spec §2), drawn from the machine's modal state.
 * The close icon or the backdrop hides only that dialog; an action closes all and navigates.
 */
import { shallowEqual, useSelector } from '@xstate/react'
import { selectConsultModals } from '../../machines/consult-start/consult-start.machine'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import type { Flows } from './flows-runtime'

export default function ConsultModals({ actor }: { actor: Flows['consultStart'] }) {
  const modals = useSelector(actor, selectConsultModals, shallowEqual)

  return (
    <>
      <Dialog
        title="Yuk ceritakan keluhanmu!"
        isOpen={modals.isShowFirstTimeModal}
        onOpenChange={(open) => !open && actor.send({ type: 'CLOSE_FIRST_TIME' })}
      >
        <ul className="dialog-points">
          <li>Isi kuesioner singkat tentang dirimu dan keluhanmu.</li>
          <li>Jawabanmu langsung dianalisis oleh dokter ahli.</li>
        </ul>
        <div className="dialog-actions">
          <Button block onPress={() => actor.send({ type: 'CHOOSE_LANJUT' })}>
            Lanjut
          </Button>
        </div>
      </Dialog>

      <Dialog
        title="Kuesionermu belum selesai"
        isOpen={modals.isShowContinueQuestionnaireModal}
        onOpenChange={(open) => !open && actor.send({ type: 'CLOSE_CONTINUE_QUESTIONNAIRE' })}
      >
        <p>
          Kamu sedang mengisi kuesioner <strong>{modals.existConditionName}</strong> di{' '}
          <strong>{modals.existPolyclinicName}</strong>. Mau melanjutkan jawabanmu atau mulai dari
          awal?
        </p>
        <div className="dialog-actions">
          <Button variant="ghost" onPress={() => actor.send({ type: 'CHOOSE_MULAI_BARU' })}>
            Mulai Baru
          </Button>
          <Button onPress={() => actor.send({ type: 'CHOOSE_LANJUT_KUESIONER' })}>
            Lanjut Kuesioner
          </Button>
        </div>
      </Dialog>

      <Dialog
        title="Konsultasimu masih berjalan"
        isOpen={modals.isShowContinueChatModal}
        onOpenChange={(open) => !open && actor.send({ type: 'CLOSE_CONTINUE_CHAT' })}
      >
        <p>
          Dokter sedang menangani konsultasi <strong>{modals.conditionName}</strong> kamu di{' '}
          <strong>{modals.existPolyclinicName}</strong>. Lanjutkan obrolanmu dengan dokter.
        </p>
        <div className="dialog-actions">
          <Button block onPress={() => actor.send({ type: 'CHOOSE_CHAT_DOKTER' })}>
            Chat dengan Dokter
          </Button>
        </div>
      </Dialog>
    </>
  )
}
