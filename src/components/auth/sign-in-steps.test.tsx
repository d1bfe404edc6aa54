import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CodeStep } from './code-step'
import { PhoneStep } from './phone-step'
import type { SendCode, VerifyCode } from './sign-in-calls'

function withQueries(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>)
}

const sent = (phone: string) => ({ ok: true as const, phone, expiresInSeconds: 300 })

function renderPhoneStep(sendCode: SendCode) {
  const onSent = vi.fn()
  function Harness() {
    // Controlled, as inside the page.
    const [value, setValue] = useState('')
    return <PhoneStep value={value} onChange={setValue} onSent={onSent} sendCode={sendCode} />
  }
  withQueries(<Harness />)
  return { onSent, user: userEvent.setup() }
}

describe('sign-in, step 1: the number', () => {
  it('refuses a number that is not an Indonesian mobile number, with no request', async () => {
    const sendCode = vi.fn<SendCode>()
    const { user } = renderPhoneStep(sendCode)
    await user.type(screen.getByRole('textbox', { name: 'Nomor HP' }), '12345')
    await user.click(screen.getByRole('button', { name: 'Kirim Kode OTP' }))
    expect(screen.getByRole('textbox', { name: 'Nomor HP' })).toHaveAccessibleDescription(
      'Nomor HP belum benar. Contoh: 0812 3456 7890.',
    )
    expect(screen.getByRole('textbox', { name: 'Nomor HP' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(sendCode).not.toHaveBeenCalled()
  })

  it('sends the number in +62 form, says it is sending, then moves on', async () => {
    let answer: (value: Awaited<ReturnType<SendCode>>) => void = () => {}
    const sendCode = vi.fn<SendCode>(
      () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    )
    const { onSent, user } = renderPhoneStep(sendCode)
    await user.type(screen.getByRole('textbox', { name: 'Nomor HP' }), '0812-3456-7890')
    await user.click(screen.getByRole('button', { name: 'Kirim Kode OTP' }))
    expect(sendCode).toHaveBeenCalledWith('+6281234567890')
    const busy = await screen.findByRole('button', { name: 'Mengirim kode…' })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    // A second press while busy sends nothing more.
    await user.click(busy)
    expect(sendCode).toHaveBeenCalledTimes(1)
    answer(sent('+6281234567890'))
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('+6281234567890'))
  })

  it("shows the API's refusal under the field and keeps the number", async () => {
    const sendCode = vi.fn<SendCode>(async () => ({
      ok: false as const,
      message: 'Terlalu sering meminta kode. Coba lagi dalam 1 menit.',
      field: 'phone' as const,
    }))
    const { onSent, user } = renderPhoneStep(sendCode)
    await user.type(screen.getByRole('textbox', { name: 'Nomor HP' }), '081234567890')
    await user.click(screen.getByRole('button', { name: 'Kirim Kode OTP' }))
    expect(
      await screen.findByText('Terlalu sering meminta kode. Coba lagi dalam 1 menit.'),
    ).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Nomor HP' })).toHaveValue('081234567890')
    expect(onSent).not.toHaveBeenCalled()
  })

  it('says to check the connection when the call does not get through', async () => {
    const sendCode = vi.fn<SendCode>(async () => {
      throw new TypeError('Failed to fetch')
    })
    const { user } = renderPhoneStep(sendCode)
    await user.type(screen.getByRole('textbox', { name: 'Nomor HP' }), '081234567890')
    await user.click(screen.getByRole('button', { name: 'Kirim Kode OTP' }))
    expect(
      await screen.findByText('Tidak bisa terhubung. Periksa koneksi internetmu, lalu coba lagi.'),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Kirim Kode OTP' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    )
  })
})

function renderCodeStep({
  verifyCode,
  sendCode = vi.fn<SendCode>(async (phone) => sent(phone)),
  sentAt = Date.now(),
}: {
  verifyCode: VerifyCode
  sendCode?: SendCode
  sentAt?: number
}) {
  const onSignedIn = vi.fn(async () => {})
  const onChangeNumber = vi.fn()
  const onResent = vi.fn()
  withQueries(
    <CodeStep
      phone="+6281234567890"
      sentAt={sentAt}
      onResent={onResent}
      onChangeNumber={onChangeNumber}
      onSignedIn={onSignedIn}
      sendCode={sendCode}
      verifyCode={verifyCode}
    />,
  )
  return { onSignedIn, onChangeNumber, onResent, sendCode, user: userEvent.setup() }
}

describe('sign-in, step 2: the code', () => {
  it('names the number the code went to and keeps only digits, six at most', async () => {
    const { user } = renderCodeStep({ verifyCode: vi.fn<VerifyCode>() })
    expect(screen.getByText('0812-3456-7890')).toBeVisible()
    const field = screen.getByRole('textbox', { name: 'Kode OTP' })
    await user.type(field, '12a34-5678')
    expect(field).toHaveValue('123456')
  })

  it('refuses fewer than six digits without asking the API', async () => {
    const verifyCode = vi.fn<VerifyCode>()
    const { user } = renderCodeStep({ verifyCode })
    await user.type(screen.getByRole('textbox', { name: 'Kode OTP' }), '123')
    await user.click(screen.getByRole('button', { name: 'Masuk' }))
    expect(await screen.findByText('Kode OTP terdiri dari 6 angka.')).toBeVisible()
    expect(verifyCode).not.toHaveBeenCalled()
  })

  it('a wrong code empties the field, says why, and the right one then signs in', async () => {
    const verifyCode = vi
      .fn<VerifyCode>()
      .mockResolvedValueOnce({
        ok: false,
        message: 'Kode OTP salah. Sisa 4 kali percobaan.',
        field: 'code',
      })
      .mockResolvedValueOnce({ ok: true, isNewMember: false })
    const { onSignedIn, user } = renderCodeStep({ verifyCode })
    const field = screen.getByRole('textbox', { name: 'Kode OTP' })
    await user.type(field, '111111')
    await user.click(screen.getByRole('button', { name: 'Masuk' }))
    expect(await screen.findByText('Kode OTP salah. Sisa 4 kali percobaan.')).toBeVisible()
    expect(field).toHaveValue('')
    expect(field).toHaveFocus()
    expect(onSignedIn).not.toHaveBeenCalled()

    await user.type(field, '123456')
    expect(screen.queryByText('Kode OTP salah. Sisa 4 kali percobaan.')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Masuk' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(verifyCode).toHaveBeenLastCalledWith('+6281234567890', '123456')
  })

  it('offers a new code only after 30 seconds, and says so when it is sent', async () => {
    const { user, sendCode, onResent } = renderCodeStep({
      verifyCode: vi.fn<VerifyCode>(),
      sentAt: Date.now() - 31_000,
    })
    await user.click(screen.getByRole('button', { name: 'Kirim ulang kode' }))
    await waitFor(() => expect(onResent).toHaveBeenCalledTimes(1))
    expect(sendCode).toHaveBeenCalledWith('+6281234567890')
  })

  it('counts down before a new code can be asked for', () => {
    renderCodeStep({ verifyCode: vi.fn<VerifyCode>() })
    expect(screen.getByText(/Kirim ulang dalam (30|29) detik/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Kirim ulang kode' })).toBeNull()
  })

  it('lets the member go back and change the number', async () => {
    const { onChangeNumber, user } = renderCodeStep({ verifyCode: vi.fn<VerifyCode>() })
    await user.click(screen.getByRole('button', { name: 'Ganti nomor' }))
    expect(onChangeNumber).toHaveBeenCalledTimes(1)
  })
})
