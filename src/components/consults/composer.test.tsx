import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Composer } from './composer'

describe('Composer', () => {
  it('Enter sends the trimmed text, Shift+Enter starts a new line, and the counter follows', async () => {
    const send = vi.fn()
    render(<Composer consultId="c-1" onSend={send} />)
    const field = screen.getByRole('textbox', { name: 'Tulis pesan' })
    await userEvent.type(field, '  Halo dok{Shift>}{Enter}{/Shift}masih gatal')
    expect(field).toHaveValue('  Halo dok\nmasih gatal')
    const counter = document.getElementById(field.getAttribute('aria-describedby') ?? '')
    expect(counter).toHaveTextContent('Jumlah karakter: 22/2000')
    expect(send).not.toHaveBeenCalled()
    await userEvent.type(field, '{Enter}')
    expect(send).toHaveBeenCalledExactlyOnceWith({ text: 'Halo dok\nmasih gatal' })
    expect(field).toHaveValue('')
  })

  it('sends nothing empty, and takes at most 2000 characters', async () => {
    const send = vi.fn()
    render(<Composer consultId="c-1" onSend={send} />)
    const field = screen.getByRole('textbox', { name: 'Tulis pesan' })
    await userEvent.type(field, '   {Enter}')
    expect(send).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled()
    expect(field).toHaveAttribute('maxlength', '2000')
    expect(screen.getByRole('button', { name: 'Kirim foto' })).toBeEnabled()
  })

  it('names its photo field, which the camera button opens (axe: label)', () => {
    const { container } = render(<Composer consultId="c-1" onSend={vi.fn()} />)
    const picker = container.querySelector('input[type="file"]')
    expect(picker).toHaveAccessibleName('Pilih foto untuk dikirim')
    expect(picker).toHaveAttribute('tabindex', '-1')
  })
})
