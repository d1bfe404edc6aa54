/**
 * One step of the questionnaire as a form: its heading (the question, or the group's title), its
 * enabled questions, and 'Kembali' / 'Lanjut' (or, on the consent step, 'Kirim ke Dokter'). Before
 * the app has loaded the form posts to `/konsultasi/kuesioner/jawab`, which saves the step and
 * opens the next (ADR 007); once the app runs, the machine takes the press.
 */
import type { AnswerValue, QuestionnaireItem } from '../../../contract/consults/fhir'
import type { ConsentKind } from '../../../contract/consults/schemas'
import { CONSENT_STEP } from '../../lib/consults/consultation-steps'
import { privateText } from '../../lib/error-reports/replay-privacy'
import {
  CONSULT_ANSWER_FIELDS,
  CONSULT_ANSWER_FORM_PATH,
} from '../../server/consults/consultation-forms'
import { ConsentFields } from './consent-step'
import { QuestionField } from './question-field'

export interface QuestionnaireStepProps {
  consultId: string
  flowId: string
  step: string
  /** The step's item (a question or a group); null on the consent step. */
  item: QuestionnaireItem | null
  /** The step's enabled questions. */
  questions: readonly QuestionnaireItem[]
  answers: Readonly<Record<string, readonly AnswerValue[] | undefined>>
  errors: Readonly<Record<string, string>>
  message: string | null
  consentVersions: Record<ConsentKind, string> | null
  consents: Record<ConsentKind, boolean>
  canGoBack: boolean
  busy: boolean
  uploading: boolean
  onAnswer: (linkId: string, answer: AnswerValue[]) => void
  onPickPhoto: (linkId: string, file: File) => void
  /** The question whose last photo may be sent again, and how. */
  unsentPhoto?: { linkId: string; retry: () => void } | null
  onConsent: (kind: ConsentKind, agreed: boolean) => void
  onNext: () => void
  onBack: () => void
  onSubmit: () => void
}

export function QuestionnaireStep(props: QuestionnaireStepProps) {
  const { step, item, questions, busy } = props
  const consent = step === CONSENT_STEP
  // A step that is a question: its heading asks it (and names the question's fields).
  const single = item !== null && item.type !== 'group' && item.type !== 'display'
  const title = consent
    ? 'Persetujuan sebelum dikirim'
    : item?.type === 'display'
      ? 'Sebelum mulai'
      : (item?.text ?? '')
  const displays = item?.type === 'display' ? [item] : []

  return (
    <form
      method="post"
      action={CONSULT_ANSWER_FORM_PATH}
      className="card questionnaire-step"
      {...privateText}
      aria-labelledby="judul-langkah"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        const go = submitter instanceof HTMLButtonElement ? submitter.value : 'lanjut'
        if (busy) return
        if (go === 'kembali') props.onBack()
        else if (go === 'kirim') props.onSubmit()
        else props.onNext()
      }}
    >
      {/* The form's default button, first in tree order: Enter in an answer (a radio, a box, a
          line of text) submits with it, so Enter moves on, as 'Lanjut' does. Without it the
          default was 'Kembali', and Enter went a step back. */}
      <button
        type="submit"
        name={CONSULT_ANSWER_FIELDS.go}
        value={consent ? 'kirim' : 'lanjut'}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      />
      <input type="hidden" name={CONSULT_ANSWER_FIELDS.consultId} value={props.consultId} />
      <input type="hidden" name={CONSULT_ANSWER_FIELDS.step} value={step} />
      <h2 id="judul-langkah" tabIndex={-1} className="questionnaire-step__title">
        {title}
        {single && item?.required ? <span className="question__required"> (wajib)</span> : null}
      </h2>
      {displays.map((display) => (
        <p key={display.linkId} className="questionnaire__display">
          {display.text}
        </p>
      ))}
      {consent && props.consentVersions ? (
        <ConsentFields
          versions={props.consentVersions}
          consents={props.consents}
          error={props.message}
          onChange={props.onConsent}
        />
      ) : (
        <>
          {questions.map((question) => (
            <QuestionField
              key={question.linkId}
              item={question}
              answer={props.answers[question.linkId] ?? []}
              error={props.errors[question.linkId]}
              consultId={props.consultId}
              {...(single && question.linkId === item?.linkId
                ? { labelledBy: 'judul-langkah' }
                : {})}
              onAnswer={(answer) => props.onAnswer(question.linkId, answer)}
              onPickPhoto={(file) => props.onPickPhoto(question.linkId, file)}
              {...(props.unsentPhoto?.linkId === question.linkId
                ? { onRetryPhoto: props.unsentPhoto.retry }
                : {})}
            />
          ))}
          {props.message ? (
            <p className="alert alert--error" role="alert">
              {props.message}
            </p>
          ) : null}
        </>
      )}
      <div className="questionnaire-step__actions">
        {props.canGoBack ? (
          <button
            type="submit"
            name={CONSULT_ANSWER_FIELDS.go}
            value="kembali"
            className="button button--ghost"
            formNoValidate
            aria-disabled={busy || undefined}
          >
            Kembali
          </button>
        ) : (
          <span />
        )}
        <button
          type="submit"
          name={CONSULT_ANSWER_FIELDS.go}
          value={consent ? 'kirim' : 'lanjut'}
          className="button button--primary"
          aria-disabled={busy || props.uploading || undefined}
        >
          {busy ? 'Menyimpan…' : consent ? 'Kirim ke Dokter' : 'Lanjut'}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {busy ? 'Menyimpan jawabanmu…' : ''}
      </p>
    </form>
  )
}
