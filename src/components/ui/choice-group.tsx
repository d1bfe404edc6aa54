import type { ReactNode } from 'react'
import { Label, Radio, RadioGroup, Text } from 'react-aria-components/RadioGroup'

export interface Choice {
  id: string
  /** What the choice is ('JNE Reguler'). */
  title: ReactNode
  /** A line under it ('2–3 hari kerja'). */
  detail?: ReactNode
  /** On the right: a price or a badge. */
  aside?: ReactNode
  disabled?: boolean
}

/** A titled part of one group's choices ('Virtual Account', 'E-Wallet'). */
interface ChoiceSection {
  id: string
  title: string
  choices: readonly Choice[]
}

/**
 * A list of cards to choose one from (addresses, couriers, payment methods): a radio group, so
 * arrow keys move between the choices and a screen reader says "2 of 4". With `sections`, the
 * choices come under headings, still ONE group: one Tab stop, the arrows across every section.
 */
export function ChoiceGroup({
  label,
  description,
  choices,
  sections,
  value,
  onChange,
  isDisabled,
}: {
  label: string
  description?: string
  value: string | null
  onChange: (id: string) => void
  isDisabled?: boolean
} & (
  | { choices: readonly Choice[]; sections?: never }
  | { sections: readonly ChoiceSection[]; choices?: never }
)) {
  return (
    <RadioGroup className="choice-group" value={value} onChange={onChange} isDisabled={isDisabled}>
      <Label className="choice-group__label">{label}</Label>
      {description ? (
        <Text slot="description" className="muted small">
          {description}
        </Text>
      ) : null}
      {sections ? (
        sections.map((section) => (
          <div key={section.id} className="choice-group__section">
            <h3 className="choice-group__section-title">{section.title}</h3>
            <ChoiceList choices={section.choices} />
          </div>
        ))
      ) : (
        <ChoiceList choices={choices} />
      )}
    </RadioGroup>
  )
}

function ChoiceList({ choices }: { choices: readonly Choice[] }) {
  return (
    <div className="choice-group__list">
      {choices.map((choice) => (
        <Radio key={choice.id} value={choice.id} isDisabled={choice.disabled} className="choice">
          <span className="choice__mark" aria-hidden="true" />
          <span className="choice__body">
            <span className="choice__title">{choice.title}</span>
            {choice.detail ? <span className="choice__detail">{choice.detail}</span> : null}
          </span>
          {choice.aside ? <span className="choice__aside">{choice.aside}</span> : null}
        </Radio>
      ))}
    </div>
  )
}
