import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useRovingCheckboxes } from './use-roving-checkboxes'

function Boxes({ ticked = [] as string[], disabled = [] as string[] }) {
  const ref = useRovingCheckboxes<HTMLFieldSetElement>()
  return (
    <>
      <button type="button">Sebelum</button>
      <fieldset ref={ref}>
        <legend>Perawatan</legend>
        {['Facial', 'Peeling', 'Laser', 'Infus'].map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              defaultChecked={ticked.includes(name)}
              disabled={disabled.includes(name)}
            />
            {name}
          </label>
        ))}
      </fieldset>
      <button type="button">Lanjut</button>
    </>
  )
}

describe('useRovingCheckboxes', () => {
  it('makes the list one Tab stop, with the arrows, Home and End inside it', async () => {
    const user = userEvent.setup()
    render(<Boxes />)
    await user.click(screen.getByRole('button', { name: 'Sebelum' }))
    await user.tab()
    expect(screen.getByRole('checkbox', { name: 'Facial' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('checkbox', { name: 'Laser' })).toHaveFocus()
    await user.keyboard(' ')
    expect(screen.getByRole('checkbox', { name: 'Laser' })).toBeChecked()
    await user.keyboard('{End}')
    expect(screen.getByRole('checkbox', { name: 'Infus' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('checkbox', { name: 'Facial' })).toHaveFocus()
    await user.keyboard('{ArrowUp}{Home}')
    expect(screen.getByRole('checkbox', { name: 'Facial' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Lanjut' })).toHaveFocus()
    // Back into the list: to the box last focused.
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(screen.getByRole('checkbox', { name: 'Facial' })).toHaveFocus()
  })

  it('starts at the first ticked box and skips disabled ones', async () => {
    const user = userEvent.setup()
    render(<Boxes ticked={['Laser']} disabled={['Infus']} />)
    await user.click(screen.getByRole('button', { name: 'Sebelum' }))
    await user.tab()
    expect(screen.getByRole('checkbox', { name: 'Laser' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('checkbox', { name: 'Facial' })).toHaveFocus()
  })
})
