/**
 * What the questionnaire page shows under its heading, read from the consultation machine
 * through its selectors, so that it re-renders only when what it shows changes.
 */
import { useQuery } from '@tanstack/react-query'
import { shallowEqual, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { stepErrors } from '../../lib/consults/consultation-steps'
import type { consultationMachine } from '../../machines/consultation/consultation.machine'
import { CONSENT_MISSING_MESSAGE } from '../../machines/consultation/consultation.model'
import {
  selectAnswers,
  selectCanGoBack,
  selectConsents,
  selectConsentVersions,
  selectConsult,
  selectErrors,
  selectIsBusy,
  selectIsUploading,
  selectMessage,
  selectProfileErrors,
  selectQuestionnaire,
  selectQuestions,
  selectRetriesLeft,
  selectStepId,
  selectStepItem,
  selectUnsent,
  selectView,
} from '../../machines/consultation/consultation.selectors'
import { sessionQueries } from '../../server/auth/server-queries'
import { ACCOUNT_PROFILE_PATH } from '../../server/profile/profile-form'
import { emptyProfile, ProfileForm } from '../profile/profile-form'
import { profileValuesOf } from '../profile/profile-values'
import { ButtonLink } from '../ui/button-link'
import { QuestionnaireStep } from './questionnaire-step'

type ConsultationActor = ActorRefFrom<typeof consultationMachine>

export function QuestionnaireBody({
  actor,
  consultId,
  arrivedIncomplete,
}: {
  actor: ConsultationActor
  consultId: string
  /**
   * The step's form, sent before the app ran, left a required question open (`?belum=1`) and
   * this is still the step the page opened on: what is missing is said at once.
   */
  arrivedIncomplete: boolean
}) {
  const view = useSelector(actor, selectView)
  const message = useSelector(actor, selectMessage)
  const retriesLeft = useSelector(actor, selectRetriesLeft)
  switch (view) {
    case 'loading':
      return (
        <div className="card questionnaire-step" aria-busy="true">
          <p className="skeleton skeleton--title" />
          <p className="skeleton skeleton--line" />
          <p className="skeleton skeleton--line skeleton--short" />
        </div>
      )
    case 'loadFailed':
      return (
        <div className="alert alert--error" role="alert">
          <p>{message}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'RETRY' })}
          >
            Coba lagi
          </button>
          <p className="muted small">Sisa percobaan: {retriesLeft}</p>
        </div>
      )
    case 'step':
    case 'consent':
      return (
        <Step
          actor={actor}
          consultId={consultId}
          consent={view === 'consent'}
          arrivedIncomplete={arrivedIncomplete}
        />
      )
    case 'profile':
      return <ProfileStep actor={actor} />
    case 'submitted':
      return (
        <p className="alert alert--info" role="status">
          Kuesionermu terkirim. Membuka ruang chat dengan dokter…
        </p>
      )
    case 'notFound':
      return (
        <div className="alert alert--error" role="alert">
          Kuesioner ini tidak ditemukan di akunmu. Mungkin sudah selesai, atau kamu masuk dengan
          nomor lain.
        </div>
      )
    case 'closed':
    case 'failed':
      return (
        <div className="alert alert--error" role="alert">
          <p>{message}</p>
          <ButtonLink to="/akun/konsultasi" variant="secondary">
            Lihat konsultasiku
          </ButtonLink>
        </div>
      )
    case 'signInAgain':
      return (
        <p className="alert alert--info" role="status">
          Sesimu sudah berakhir. Mengarahkan ke halaman masuk…
        </p>
      )
  }
}

function Step({
  actor,
  consultId,
  consent,
  arrivedIncomplete,
}: {
  actor: ConsultationActor
  consultId: string
  consent: boolean
  arrivedIncomplete: boolean
}) {
  const step = useSelector(actor, selectStepId)
  const consult = useSelector(actor, selectConsult)
  const questionnaire = useSelector(actor, selectQuestionnaire)
  const item = useSelector(actor, selectStepItem)
  const questions = useSelector(actor, selectQuestions, shallowEqual)
  const answers = useSelector(actor, selectAnswers)
  const errors = useSelector(actor, selectErrors)
  const message = useSelector(actor, selectMessage)
  const consentVersions = useSelector(actor, selectConsentVersions)
  const consents = useSelector(actor, selectConsents)
  const canGoBack = useSelector(actor, selectCanGoBack)
  const busy = useSelector(actor, selectIsBusy)
  const uploading = useSelector(actor, selectIsUploading)
  const unsent = useSelector(actor, selectUnsent)
  const send = actor.send
  // Said at once on arrival, until the machine has said anything itself.
  const sayMissing = arrivedIncomplete && Object.keys(errors).length === 0 && questionnaire !== null
  return (
    <QuestionnaireStep
      consultId={consultId}
      flowId={consult?.flowId ?? ''}
      step={step}
      item={item}
      questions={questions}
      answers={answers}
      errors={sayMissing && questionnaire ? stepErrors(questionnaire, answers, step) : errors}
      message={sayMissing && consent && !message ? CONSENT_MISSING_MESSAGE : message}
      consentVersions={consentVersions}
      consents={consents}
      canGoBack={canGoBack}
      busy={busy}
      uploading={uploading}
      onAnswer={(linkId, answer) => send({ type: 'ANSWER', linkId, answer })}
      onPickPhoto={(linkId, file) => send({ type: 'ATTACH_PHOTO', linkId, file, name: file.name })}
      unsentPhoto={
        unsent
          ? { linkId: unsent.linkId, retry: () => send({ type: 'ATTACH_PHOTO', ...unsent }) }
          : null
      }
      onConsent={(kind, agreed) => send({ type: 'SET_CONSENT', kind, agreed })}
      onNext={() => send({ type: 'NEXT' })}
      onBack={() => send({ type: 'BACK' })}
      onSubmit={() => send({ type: 'SUBMIT' })}
    />
  )
}

/**
 * Asked before the questionnaire is sent (issue 29 §1): the doctor needs name, date of birth and
 * sex. Not skippable here; 'Kembali' goes back to the consents, the answers untouched.
 */
function ProfileStep({ actor }: { actor: ConsultationActor }) {
  const { data: session } = useQuery(sessionQueries.current())
  const errors = useSelector(actor, selectProfileErrors)
  const message = useSelector(actor, selectMessage)
  const busy = useSelector(actor, selectIsBusy)
  return (
    <section className="card questionnaire-step" aria-labelledby="judul-profil-konsultasi">
      <h2 id="judul-profil-konsultasi">Sebelum dikirim ke dokter</h2>
      <p className="muted">
        Dokter perlu tahu nama, tanggal lahir, dan jenis kelaminmu untuk menjawab konsultasi ini.
        Jawaban kuesionermu tetap tersimpan.
      </p>
      <ProfileForm
        initial={session ? profileValuesOf(session) : emptyProfile}
        from={ACCOUNT_PROFILE_PATH}
        redirect={ACCOUNT_PROFILE_PATH}
        submitLabel="Simpan dan kirim ke dokter"
        driven={{
          submit: (values) => actor.send({ type: 'PROFILE.SAVE', values }),
          errors,
          message,
          busy,
        }}
      />
      <button
        type="button"
        className="button button--link"
        onClick={() => actor.send({ type: 'PROFILE.CANCEL' })}
      >
        Kembali
      </button>
    </section>
  )
}
