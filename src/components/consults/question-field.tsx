/**
 * One question of the questionnaire, with the input its FHIR type takes: native form controls
 * named by the question's linkId, so the step is a plain form before the app's JavaScript has
 * loaded (ADR 007: posted to `/konsultasi/kuesioner/jawab`), and controlled by the machine's
 * answers once it runs. A required question says so in words; its error is tied to its inputs
 * (`aria-describedby`, `aria-invalid`).
 */
import { useId, useState } from 'react'
import type { AnswerValue, QuestionnaireItem } from '../../../contract/consults/fhir'
import { toggleOption } from '../../../contract/consults/questionnaire'
import { OTHER_CODE } from '../../lib/consults/consultation-steps'
import { CONSULT_ANSWER_FIELDS } from '../../server/consults/consultation-forms'
import { useRovingCheckboxes } from '../ui/use-roving-checkboxes'
import { type QuestionFieldProps, RequiredMark } from './field-parts'
import { PhotoField } from './photo-field'

export type { QuestionFieldProps }

export function QuestionField(props: QuestionFieldProps) {
  const { item } = props
  if (item.type === 'display') return <p className="questionnaire__display">{item.text}</p>
  switch (item.type) {
    case 'choice':
    case 'open-choice':
      return <ChoiceField {...props} />
    case 'boolean':
      return <BooleanField {...props} />
    case 'attachment':
      return <PhotoField {...props} />
    case 'text':
      return <LongTextField {...props} />
    default:
      return <ShortField {...props} />
  }
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field__error question__error">
      {error}
    </p>
  ) : null
}

/** The question as a fieldset's legend (shown, or for screen readers only on a one-question step). */
function Legend({ item, labelledBy }: { item: QuestionnaireItem; labelledBy?: string }) {
  return (
    <legend className={labelledBy ? 'visually-hidden' : 'question__label'}>
      {item.text}
      <RequiredMark required={item.required} />
    </legend>
  )
}

function ChoiceField({ item, answer, error, labelledBy, onAnswer }: QuestionFieldProps) {
  const errorId = `galat-${item.linkId}`
  const many = item.repeats === true
  const codes = answer.flatMap((value) => ('valueCoding' in value ? [value.valueCoding.code] : []))
  const ownWords = answer.flatMap((value) => ('valueString' in value ? [value.valueString] : []))[0]
  const open = item.type === 'open-choice'
  const [otherChosen, setOtherChosen] = useState(ownWords !== undefined)
  const [other, setOther] = useState(ownWords ?? '')
  const options = item.answerOption ?? []

  const withOther = (chosen: string[], otherOn: boolean, words: string): AnswerValue[] => [
    ...options
      .filter((option) => chosen.includes(option.valueCoding.code))
      .map((option) => ({ valueCoding: option.valueCoding })),
    ...(otherOn && words.trim() !== '' ? [{ valueString: words }] : []),
  ]
  const choose = (code: string, on: boolean) => {
    if (!many) {
      setOtherChosen(code === OTHER_CODE)
      onAnswer(withOther(code === OTHER_CODE ? [] : [code], code === OTHER_CODE, other))
      return
    }
    // 'Belum pernah' and the like stand alone: ticking one clears the rest, and the other way round.
    const next = toggleOption(item, otherChosen ? [...codes, OTHER_CODE] : codes, code, on)
    const otherOn = next.includes(OTHER_CODE)
    setOtherChosen(otherOn)
    onAnswer(
      withOther(
        next.filter((c) => c !== OTHER_CODE),
        otherOn,
        other,
      ),
    )
  }

  const described = error ? errorId : undefined
  const roving = useRovingCheckboxes<HTMLDivElement>(many)
  const all = [
    ...options.map((option) => ({
      code: option.valueCoding.code,
      label: option.valueCoding.display,
    })),
    ...(open ? [{ code: OTHER_CODE, label: 'Lainnya' }] : []),
  ]
  return (
    <fieldset
      className="question choice-group"
      aria-describedby={described}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
    >
      <Legend item={item} labelledBy={labelledBy} />
      {many ? <p className="muted small question__hint">Boleh pilih lebih dari satu.</p> : null}
      <div className="choice-group__list" ref={many ? roving : undefined}>
        {all.map(({ code, label }) => {
          const checked = code === OTHER_CODE ? otherChosen : codes.includes(code)
          return (
            <label key={code} className="choice question__option">
              <input
                className="visually-hidden"
                type={many ? 'checkbox' : 'radio'}
                name={item.linkId}
                value={code}
                checked={checked}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
                onChange={(event) => choose(code, event.currentTarget.checked)}
              />
              <span
                className={many ? 'choice__mark choice__mark--box' : 'choice__mark'}
                aria-hidden="true"
              />
              <span className="choice__body">
                <span className="choice__title">{label}</span>
              </span>
            </label>
          )
        })}
      </div>
      {open ? (
        <div className="field question__other">
          <label className="field__label" htmlFor={`${item.linkId}-lainnya`}>
            Jawaban lainnya
          </label>
          <input
            id={`${item.linkId}-lainnya`}
            className="field__input"
            name={`${item.linkId}${CONSULT_ANSWER_FIELDS.otherSuffix}`}
            maxLength={item.maxLength ?? 500}
            value={other}
            onChange={(event) => {
              // Typing one's own words chooses 'Lainnya' (instead of an option, on a single choice).
              const words = event.currentTarget.value
              setOther(words)
              setOtherChosen(true)
              onAnswer(withOther(many ? codes : [], true, words))
            }}
          />
        </div>
      ) : null}
      <ErrorText id={errorId} error={error} />
    </fieldset>
  )
}

function BooleanField({ item, answer, error, labelledBy, onAnswer }: QuestionFieldProps) {
  const errorId = `galat-${item.linkId}`
  const value = answer.find((given) => 'valueBoolean' in given)
  const current = value && 'valueBoolean' in value ? value.valueBoolean : undefined
  const described = error ? errorId : undefined
  return (
    <fieldset
      className="question choice-group"
      aria-describedby={described}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
    >
      <Legend item={item} labelledBy={labelledBy} />
      <div className="choice-group__list question__yes-no">
        {(
          [
            ['ya', 'Ya', true],
            ['tidak', 'Tidak', false],
          ] as const
        ).map(([code, label, flag]) => (
          <label key={code} className="choice question__option">
            <input
              className="visually-hidden"
              type="radio"
              name={item.linkId}
              value={code}
              checked={current === flag}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              onChange={() => onAnswer([{ valueBoolean: flag }])}
            />
            <span className="choice__mark" aria-hidden="true" />
            <span className="choice__body">
              <span className="choice__title">{label}</span>
            </span>
          </label>
        ))}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  )
}

/** integer, date and string: one line. */
function ShortField({ item, answer, error, labelledBy, onAnswer }: QuestionFieldProps) {
  const id = useId()
  const errorId = `galat-${item.linkId}`
  const given = answer[0]
  const initial =
    given === undefined
      ? ''
      : 'valueInteger' in given
        ? String(given.valueInteger)
        : 'valueDate' in given
          ? given.valueDate
          : 'valueString' in given
            ? given.valueString
            : ''
  const [text, setText] = useState(initial)
  const change = (value: string) => {
    setText(value)
    const trimmed = value.trim()
    if (trimmed === '') return onAnswer([])
    if (item.type === 'integer') {
      const number = Number(trimmed)
      return onAnswer(Number.isInteger(number) ? [{ valueInteger: number }] : [])
    }
    if (item.type === 'date') return onAnswer([{ valueDate: trimmed }])
    onAnswer([{ valueString: value }])
  }
  return (
    <div className="field question">
      <label
        className={labelledBy ? 'visually-hidden' : 'field__label question__label'}
        htmlFor={id}
      >
        {item.text}
        <RequiredMark required={item.required} />
      </label>
      <input
        id={id}
        className="field__input"
        name={item.linkId}
        type={item.type === 'integer' ? 'number' : item.type === 'date' ? 'date' : 'text'}
        inputMode={item.type === 'integer' ? 'numeric' : undefined}
        step={item.type === 'integer' ? 1 : undefined}
        maxLength={item.type === 'string' ? (item.maxLength ?? 2000) : undefined}
        value={text}
        required={item.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => change(event.currentTarget.value)}
      />
      <ErrorText id={errorId} error={error} />
    </div>
  )
}

function LongTextField({ item, answer, error, labelledBy, onAnswer }: QuestionFieldProps) {
  const id = useId()
  const errorId = `galat-${item.linkId}`
  const counterId = `jumlah-${item.linkId}`
  const given = answer[0]
  const [text, setText] = useState(given && 'valueString' in given ? given.valueString : '')
  const max = item.maxLength ?? 2000
  return (
    <div className="field question">
      <label
        className={labelledBy ? 'visually-hidden' : 'field__label question__label'}
        htmlFor={id}
      >
        {item.text}
        <RequiredMark required={item.required} />
      </label>
      <textarea
        id={id}
        className="field__input question__textarea"
        name={item.linkId}
        rows={5}
        maxLength={max}
        value={text}
        required={item.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[counterId, error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          const value = event.currentTarget.value
          setText(value)
          onAnswer(value.trim() === '' ? [] : [{ valueString: value }])
        }}
      />
      <p id={counterId} className="field__description question__counter">
        {text.length} dari {max} karakter
      </p>
      <ErrorText id={errorId} error={error} />
    </div>
  )
}
