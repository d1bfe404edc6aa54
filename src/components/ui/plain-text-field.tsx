import { type InputHTMLAttributes, type Ref, useId } from 'react'

interface PlainTextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> {
  label: string
  value: string
  onChange: (value: string) => void
  description?: string
  /** Shown under the field, announced with it, and marks the field invalid. */
  errorMessage?: string
  inputClassName?: string
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A labelled text field in plain HTML, for the sign-in page only: it is many visitors' first page
 * and React Aria's field costs more than its first-load budget allows (docs/decisions/005). It
 * keeps the same markup, classes and accessibility as `TextField`: a real label, the description
 * and error tied to the input by `aria-describedby`, `aria-invalid`, and the error announced.
 */
export function PlainTextField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  inputClassName,
  inputRef,
  ...inputProps
}: PlainTextFieldProps) {
  const id = useId()
  const descriptionId = `${id}-keterangan`
  const errorId = `${id}-galat`
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        ref={inputRef}
        className={`field__input ${inputClassName ?? ''}`.trim()}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {description ? (
        <span id={descriptionId} className="field__description">
          {description}
        </span>
      ) : null}
      <span id={errorId} className="field__error" role="alert">
        {errorMessage}
      </span>
    </div>
  )
}
