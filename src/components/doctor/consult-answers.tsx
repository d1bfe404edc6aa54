import type { Questionnaire } from '../../../contract/consults/fhir'
import type { SavedAnswer } from '../../../contract/consults/schemas'
import { type AnsweredQuestion, answeredQuestions } from '../../lib/doctor/answer-format'
import { privateMedia, privateText } from '../../lib/error-reports/replay-privacy'

/** Where the app serves a consult's photo to its member and its doctor (the session's Bearer). */
export function photoHref(consultId: string, attachmentId: string) {
  return `/konsultasi/lampiran/${encodeURIComponent(consultId)}/${encodeURIComponent(attachmentId)}`
}

/** Consecutive questions of one group under one heading; questions outside groups on their own. */
function byGroup(questions: AnsweredQuestion[]) {
  const sections: Array<{ group: string | null; questions: AnsweredQuestion[] }> = []
  for (const question of questions) {
    const last = sections[sections.length - 1]
    if (last && last.group === question.group) last.questions.push(question)
    else sections.push({ group: question.group, questions: [question] })
  }
  return sections
}

/**
 * The member's answers for the doctor: the enabled, answered questions in order, each answer in
 * words; photos as thumbnails that open full size.
 */
export function ConsultAnswers({
  consultId,
  questionnaire,
  answers,
}: {
  consultId: string
  questionnaire: Pick<Questionnaire, 'item'>
  answers: readonly SavedAnswer[]
}) {
  const questions = answeredQuestions(questionnaire, answers)
  if (questions.length === 0) {
    return <p className="muted">Pasien belum mengisi jawaban apa pun.</p>
  }
  return (
    <div className="consult-answers" {...privateText}>
      {byGroup(questions).map((section) => (
        <div key={section.questions[0]?.linkId} className="consult-answers__section">
          {section.group ? <h3 className="consult-answers__group">{section.group}</h3> : null}
          <dl className="consult-answers__list">
            {section.questions.map((question) => (
              <div key={question.linkId} className="consult-answers__item">
                <dt>{question.question}</dt>
                <dd>
                  <AnswerList consultId={consultId} question={question} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  )
}

function AnswerList({ consultId, question }: { consultId: string; question: AnsweredQuestion }) {
  const texts = question.answers.flatMap((answer) => (answer.kind === 'text' ? [answer.text] : []))
  const photos = question.answers.flatMap((answer) =>
    answer.kind === 'photo' ? [answer.photo] : [],
  )
  return (
    <>
      {texts.length === 1 ? <p className="consult-answers__text">{texts[0]}</p> : null}
      {texts.length > 1 ? (
        <ul className="consult-answers__values">
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {photos.length > 0 ? (
        <ul className="consult-answers__photos">
          {photos.map((photo, index) => {
            const href = photoHref(consultId, photo.id)
            const label = `Foto ${index + 1} dari ${photos.length}`
            return (
              <li key={photo.id}>
                <a href={href} target="_blank" rel="noopener" className="consult-answers__photo">
                  <img
                    {...privateMedia}
                    src={href}
                    alt={`${label}: ${question.question}`}
                    width={96}
                    height={96}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="visually-hidden"> (buka ukuran penuh)</span>
                </a>
              </li>
            )
          })}
        </ul>
      ) : null}
    </>
  )
}
