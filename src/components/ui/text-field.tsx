import type { ReactNode, Ref } from 'react'
import {
  FieldError,
  Input,
  type InputProps,
  Label,
  TextField as RacTextField,
  type TextFieldProps as RacTextFieldProps,
  Text,
} from 'react-aria-components/TextField'

interface TextFieldProps extends Omit<RacTextFieldProps, 'children'> {
  label: string
  description?: ReactNode
  /** A message from the server or the form; shown under the field and read out with it. */
  errorMessage?: string
  inputProps?: InputProps
  inputRef?: Ref<HTMLInputElement>
}

export function TextField({
  label,
  description,
  errorMessage,
  inputProps,
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <RacTextField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className="field">
      <Label className="field__label">{label}</Label>
      <Input
        {...inputProps}
        ref={inputRef}
        className={`field__input ${inputProps?.className ?? ''}`.trim()}
      />
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </RacTextField>
  )
}
