import type { Key } from 'react-aria-components/Select'
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RacSelect,
  SelectValue,
  Text,
} from 'react-aria-components/Select'

export interface SelectOption {
  id: string
  label: string
}

interface SelectProps {
  label: string
  name: string
  options: readonly SelectOption[]
  value: string | null
  onChange: (value: string | null) => void
  placeholder: string
  isDisabled?: boolean
  isRequired?: boolean
  /** Shown instead of the options while they load. */
  isLoading?: boolean
  description?: string
  errorMessage?: string
}

/** A labelled single choice over a list, with keyboard search by first letters. */
export function Select({
  label,
  name,
  options,
  value,
  onChange,
  placeholder,
  isDisabled,
  isRequired,
  isLoading,
  description,
  errorMessage,
}: SelectProps) {
  return (
    <RacSelect
      className="field"
      name={name}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      placeholder={isLoading ? 'Memuat…' : placeholder}
      isDisabled={isDisabled || isLoading}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className="field__label">{label}</Label>
      <Button className="field__input select__button">
        <SelectValue className="select__value" />
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </Button>
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
      <Popover className="popover select__popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="listbox__item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RacSelect>
  )
}
