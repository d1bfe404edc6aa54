import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { QuestionnaireItem } from '../../../contract/consults/fhir'
import { type Answers, OPTION_EXCLUSIVE_URL } from '../../../contract/consults/questionnaire'
import { QuestionnaireStep, type QuestionnaireStepProps } from './questionnaire-step'

const coding = (code: string, display: string) => ({ code, display })

function stepProps(item: QuestionnaireItem): QuestionnaireStepProps {
  return {
    consultId: 'c0ffee00-0000-4000-8000-000000000015',
    flowId: '2001',
    step: item.linkId,
    item,
    // As the page gives them: the enabled questions, never a group or a display text.
    questions: (item.type === 'group' ? (item.item ?? []) : [item]).filter(
      (question) => question.type !== 'display' && question.type !== 'group',
    ),
    answers: {},
    errors: {},
    message: null,
    consentVersions: null,
    consents: { 'consultation-agreement': false, 'health-data': false },
    canGoBack: true,
    busy: false,
    uploading: false,
    onAnswer: vi.fn(),
    onPickPhoto: vi.fn(),
    onConsent: vi.fn(),
    onNext: vi.fn(),
    onBack: vi.fn(),
    onSubmit: vi.fn(),
  }
}

function renderStep(item: QuestionnaireItem, overrides: Partial<QuestionnaireStepProps> = {}) {
  const props: QuestionnaireStepProps = { ...stepProps(item), ...overrides }
  render(<QuestionnaireStep {...props} />)
  return props
}

describe('a questionnaire step', () => {
  it('asks a choice as radios named by the heading, marks it required and ties its error to it', async () => {
    const props = renderStep(
      {
        linkId: 'jumlah',
        text: 'Berapa banyak jerawat yang meradang?',
        type: 'choice',
        required: true,
        answerOption: [
          { valueCoding: coding('kurang-10', 'Kurang dari 10') },
          { valueCoding: coding('10-30', '10 sampai 30') },
        ],
      },
      { errors: { jumlah: 'Pertanyaan ini wajib dijawab.' } },
    )
    expect(
      screen.getByRole('heading', { name: /^Berapa banyak jerawat yang meradang\? ?\(wajib\)$/ }),
    ).toBeInTheDocument()
    const group = screen.getByRole('group', { name: /Berapa banyak jerawat/ })
    expect(group).toHaveAccessibleDescription('Pertanyaan ini wajib dijawab.')
    const radio = screen.getByRole('radio', { name: '10 sampai 30' })
    expect(radio).toHaveAttribute('aria-invalid', 'true')
    expect(radio).toHaveAccessibleDescription('Pertanyaan ini wajib dijawab.')
    await userEvent.click(radio)
    expect(props.onAnswer).toHaveBeenCalledWith('jumlah', [
      { valueCoding: coding('10-30', '10 sampai 30') },
    ])
  })

  it('offers to send a photo the server was too busy for again, without picking it again', async () => {
    const retry = vi.fn()
    const busy =
      'Server sedang memproses banyak foto. Fotomu belum terkirim; coba kirim lagi dalam beberapa detik.'
    renderStep(
      { linkId: 'foto', text: 'Foto area kulit yang bermasalah', type: 'attachment' },
      { errors: { foto: busy }, unsentPhoto: { linkId: 'foto', retry } },
    )
    expect(screen.getByText(busy)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Kirim ulang foto' }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('offers no resend without a kept photo', () => {
    renderStep(
      { linkId: 'foto', text: 'Foto area kulit yang bermasalah', type: 'attachment' },
      { errors: { foto: 'Foto tidak dapat dibaca.' } },
    )
    expect(screen.queryByRole('button', { name: 'Kirim ulang foto' })).not.toBeInTheDocument()
  })

  it('gathers several choices as checkboxes', async () => {
    const props = renderStep(
      {
        linkId: 'lokasi',
        text: 'Di mana jerawatmu muncul?',
        type: 'choice',
        repeats: true,
        answerOption: [
          { valueCoding: coding('dahi', 'Dahi') },
          { valueCoding: coding('pipi', 'Pipi') },
        ],
      },
      { answers: { lokasi: [{ valueCoding: coding('dahi', 'Dahi') }] } },
    )
    expect(screen.getByRole('checkbox', { name: 'Dahi' })).toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pipi' }))
    expect(props.onAnswer).toHaveBeenCalledWith('lokasi', [
      { valueCoding: coding('dahi', 'Dahi') },
      { valueCoding: coding('pipi', 'Pipi') },
    ])
  })

  it("lets 'Belum pernah' stand alone: ticking it clears the treatments, ticking one clears it", async () => {
    const exclusive = [{ url: OPTION_EXCLUSIVE_URL, valueBoolean: true }]
    const item: QuestionnaireItem = {
      linkId: 'pengobatan-sebelumnya',
      text: 'Pengobatan apa yang sudah kamu coba?',
      type: 'open-choice',
      required: true,
      repeats: true,
      answerOption: [
        { valueCoding: coding('belum', 'Belum pernah'), extension: exclusive },
        { valueCoding: coding('krim-resep', 'Krim resep dokter') },
        { valueCoding: coding('antibiotik', 'Antibiotik minum') },
      ],
    }
    const answered = vi.fn()
    function Page() {
      const [answers, setAnswers] = useState<Answers>({})
      return (
        <QuestionnaireStep
          {...stepProps(item)}
          answers={answers}
          onAnswer={(linkId, answer) => {
            answered(linkId, answer)
            setAnswers((current) => ({ ...current, [linkId]: answer }))
          }}
        />
      )
    }
    render(<Page />)
    const never = screen.getByRole('checkbox', { name: 'Belum pernah' })
    const cream = screen.getByRole('checkbox', { name: 'Krim resep dokter' })
    const pills = screen.getByRole('checkbox', { name: 'Antibiotik minum' })
    const own = screen.getByRole('checkbox', { name: 'Lainnya' })
    await userEvent.click(cream)
    await userEvent.click(pills)
    expect([cream, pills].every((box) => (box as HTMLInputElement).checked)).toBe(true)

    await userEvent.click(never)
    expect(never).toBeChecked()
    expect(cream).not.toBeChecked()
    expect(pills).not.toBeChecked()
    expect(answered).toHaveBeenLastCalledWith('pengobatan-sebelumnya', [
      { valueCoding: coding('belum', 'Belum pernah') },
    ])

    await userEvent.click(pills)
    expect(never).not.toBeChecked()
    expect(pills).toBeChecked()
    expect(answered).toHaveBeenLastCalledWith('pengobatan-sebelumnya', [
      { valueCoding: coding('antibiotik', 'Antibiotik minum') },
    ])

    // The member's own words count as a treatment too.
    await userEvent.click(never)
    await userEvent.click(own)
    expect(own).toBeChecked()
    expect(never).not.toBeChecked()
    await userEvent.click(never)
    expect(own).not.toBeChecked()
  })

  it('shows a group with each question labelled, Ya/Tidak, a number, a date and a counted text', async () => {
    const props = renderStep({
      linkId: 'riwayat',
      text: 'Riwayatmu',
      type: 'group',
      item: [
        { linkId: 'riwayat.alergi', text: 'Punya alergi?', type: 'boolean', required: true },
        { linkId: 'riwayat.usia', text: 'Berapa usiamu?', type: 'integer' },
        { linkId: 'riwayat.mulai', text: 'Kapan mulai?', type: 'date' },
        { linkId: 'riwayat.catatan', text: 'Catatan', type: 'text', maxLength: 100 },
      ],
    })
    expect(screen.getByRole('heading', { name: 'Riwayatmu' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Tidak' }))
    expect(props.onAnswer).toHaveBeenCalledWith('riwayat.alergi', [{ valueBoolean: false }])
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Berapa usiamu?' }), '27')
    expect(props.onAnswer).toHaveBeenLastCalledWith('riwayat.usia', [{ valueInteger: 27 }])
    expect(screen.getByLabelText('Kapan mulai?')).toHaveAttribute('type', 'date')
    const note = screen.getByRole('textbox', { name: 'Catatan' })
    await userEvent.type(note, 'Gatal')
    expect(note).toHaveAccessibleDescription('5 dari 100 karakter')
  })

  it('posts to the answer form before the app runs, and hands the press to the machine after', async () => {
    const props = renderStep({
      linkId: 'pengantar',
      text: 'Jawab sesuai kondisimu.',
      type: 'display',
    })
    const form = screen.getByRole('form', { name: 'Sebelum mulai' })
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/konsultasi/kuesioner/jawab')
    expect(screen.getByText('Jawab sesuai kondisimu.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }))
    expect(props.onNext).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }))
    expect(props.onBack).toHaveBeenCalledOnce()
  })
})
