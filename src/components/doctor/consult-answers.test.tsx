import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Questionnaire } from '../../../contract/consults/fhir'
import type { SavedAnswer } from '../../../contract/consults/schemas'
import { ConsultAnswers } from './consult-answers'

const CONSULT_ID = '7d1c3a8e-2f4b-4a51-9d0e-3b6f1c2a9e10'

const questionnaire: Pick<Questionnaire, 'item'> = {
  item: [
    { linkId: 'intro', type: 'display', text: 'Jawab sesuai kondisimu.' },
    {
      linkId: 'lama',
      type: 'choice',
      text: 'Sudah berapa lama keluhannya?',
      answerOption: [
        { valueCoding: { code: 'kurang-sebulan', display: 'Kurang dari 1 bulan' } },
        { valueCoding: { code: 'lebih-setahun', display: 'Lebih dari 1 tahun' } },
      ],
    },
    { linkId: 'hamil', type: 'boolean', text: 'Apakah kamu sedang hamil?' },
    {
      linkId: 'hamil.usia',
      type: 'integer',
      text: 'Berapa minggu usia kehamilanmu?',
      enableWhen: [{ question: 'hamil', operator: '=', answerBoolean: true }],
    },
    { linkId: 'alergi', type: 'boolean', text: 'Apakah kamu punya alergi obat?' },
    {
      linkId: 'alergi.nama',
      type: 'string',
      text: 'Obat apa yang membuatmu alergi?',
      enableWhen: [{ question: 'alergi', operator: '=', answerBoolean: true }],
    },
    {
      linkId: 'perawatan',
      type: 'group',
      text: 'Perawatan kulit sehari-hari',
      item: [
        {
          linkId: 'perawatan.produk',
          type: 'choice',
          repeats: true,
          text: 'Produk apa yang kamu pakai?',
          answerOption: [
            { valueCoding: { code: 'pelembap', display: 'Pelembap' } },
            { valueCoding: { code: 'serum', display: 'Serum atau toner' } },
          ],
        },
        { linkId: 'perawatan.mulai', type: 'date', text: 'Sejak kapan kamu memakainya?' },
        { linkId: 'perawatan.catatan', type: 'text', text: 'Ada catatan lain?' },
      ],
    },
    { linkId: 'foto', type: 'attachment', repeats: true, text: 'Foto area yang bermasalah' },
  ],
}

const answers: SavedAnswer[] = [
  {
    linkId: 'lama',
    answer: [{ valueCoding: { code: 'lebih-setahun', display: 'Lebih dari 1 tahun' } }],
  },
  { linkId: 'hamil', answer: [{ valueBoolean: true }] },
  { linkId: 'hamil.usia', answer: [{ valueInteger: 12 }] },
  { linkId: 'alergi', answer: [{ valueBoolean: false }] },
  // Answered while 'alergi' was 'Ya', then the member changed it: kept, but disabled now.
  { linkId: 'alergi.nama', answer: [{ valueString: 'Amoksisilin' }] },
  {
    linkId: 'perawatan.produk',
    answer: [
      { valueCoding: { code: 'pelembap', display: 'Pelembap' } },
      { valueCoding: { code: 'serum', display: 'Serum atau toner' } },
    ],
  },
  { linkId: 'perawatan.mulai', answer: [{ valueDate: '2025-01-01' }] },
  { linkId: 'perawatan.catatan', answer: [] },
  {
    linkId: 'foto',
    answer: [
      {
        valueAttachment: {
          id: 'a1b2c3d4-0000-4000-8000-000000000001',
          contentType: 'image/jpeg',
          url: '/v2/consults/x/attachments/a1',
        },
      },
      {
        valueAttachment: {
          id: 'a1b2c3d4-0000-4000-8000-000000000002',
          contentType: 'image/jpeg',
          url: '/v2/consults/x/attachments/a2',
        },
      },
    ],
  },
]

/** The answer shown for a question, found by the question's words. */
function answerTo(question: string) {
  const term = screen.getByText(question, { selector: 'dt' })
  const item = term.parentElement
  if (!item) throw new Error(`no item for ${question}`)
  return within(item).getByRole('definition')
}

describe('ConsultAnswers', () => {
  it('shows enabled, answered questions only, in the questionnaire order', () => {
    render(
      <ConsultAnswers consultId={CONSULT_ID} questionnaire={questionnaire} answers={answers} />,
    )
    const questions = screen.getAllByRole('term').map((term) => term.textContent)
    expect(questions).toEqual([
      'Sudah berapa lama keluhannya?',
      'Apakah kamu sedang hamil?',
      'Berapa minggu usia kehamilanmu?',
      'Apakah kamu punya alergi obat?',
      'Produk apa yang kamu pakai?',
      'Sejak kapan kamu memakainya?',
      'Foto area yang bermasalah',
    ])
    // Disabled by the member's later answer, though still saved.
    expect(screen.queryByText('Amoksisilin')).not.toBeInTheDocument()
    // Text for the member, not a question for the doctor; and an empty answer is no answer.
    expect(screen.queryByText('Jawab sesuai kondisimu.')).not.toBeInTheDocument()
    expect(screen.queryByText('Ada catatan lain?')).not.toBeInTheDocument()
  })

  it('says every answer in words: codings by display, Ya/Tidak, dates in Indonesian', () => {
    render(
      <ConsultAnswers consultId={CONSULT_ID} questionnaire={questionnaire} answers={answers} />,
    )
    expect(answerTo('Sudah berapa lama keluhannya?')).toHaveTextContent('Lebih dari 1 tahun')
    expect(answerTo('Apakah kamu sedang hamil?')).toHaveTextContent(/^Ya$/)
    expect(answerTo('Apakah kamu punya alergi obat?')).toHaveTextContent(/^Tidak$/)
    expect(answerTo('Berapa minggu usia kehamilanmu?')).toHaveTextContent(/^12$/)
    expect(answerTo('Sejak kapan kamu memakainya?')).toHaveTextContent(/^1 Januari 2025$/)
    const products = within(answerTo('Produk apa yang kamu pakai?')).getAllByRole('listitem')
    expect(products.map((item) => item.textContent)).toEqual(['Pelembap', 'Serum atau toner'])
    expect(
      screen.getByRole('heading', { name: 'Perawatan kulit sehari-hari', level: 3 }),
    ).toBeInTheDocument()
  })

  it('shows photos as thumbnails from the app’s photo route, each opening full size', () => {
    render(
      <ConsultAnswers consultId={CONSULT_ID} questionnaire={questionnaire} answers={answers} />,
    )
    const photos = within(answerTo('Foto area yang bermasalah')).getAllByRole('link')
    expect(photos).toHaveLength(2)
    const first = `/konsultasi/lampiran/${CONSULT_ID}/a1b2c3d4-0000-4000-8000-000000000001`
    expect(photos[0]).toHaveAttribute('href', first)
    expect(photos[0]).toHaveAttribute('target', '_blank')
    expect(within(photos[0] as HTMLElement).getByRole('img')).toHaveAttribute('src', first)
    expect(within(photos[0] as HTMLElement).getByRole('img')).toHaveAccessibleName(
      'Foto 1 dari 2: Foto area yang bermasalah',
    )
  })

  it('says so when nothing was answered', () => {
    render(<ConsultAnswers consultId={CONSULT_ID} questionnaire={questionnaire} answers={[]} />)
    expect(screen.getByText('Pasien belum mengisi jawaban apa pun.')).toBeInTheDocument()
    expect(screen.queryAllByRole('term')).toHaveLength(0)
  })
})
