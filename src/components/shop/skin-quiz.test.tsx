import { useSearch } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CartAddInput,
  type ProductSummary,
  type SkinQuiz as Quiz,
  SkinQuizAnswerInput,
} from '../../../contract/shop/schemas'
import { MOCK_API_BASE, mockApi } from '../../../tests/setup/msw'
import { renderPage, returnAfterSignIn } from '../../../tests/support/render-page'
import { toastQueue } from '../ui/toast-region'
import { SkinQuiz } from './skin-quiz'

vi.mock(
  '../../server/shop/shop.functions',
  () => import('../../../tests/support/shop-functions-over-api'),
)

afterEach(() => {
  toastQueue.clear()
  sessionStorage.clear()
})

/**
 * Three questions at most: dry skin skips the breakouts question, oily skin is asked it, and
 * sensitive skin ends the quiz at its first answer.
 */
const QUIZ: Quiz = {
  id: 'kuis-kulit',
  title: 'Kuis Kulit',
  intro: 'Jawab beberapa pertanyaan singkat.',
  firstQuestionId: 'rasa',
  questions: [
    {
      id: 'rasa',
      text: 'Bagaimana kulitmu terasa di siang hari?',
      options: [
        { id: 'kering', label: 'Terasa ketarik atau bersisik', nextQuestionId: 'perih' },
        { id: 'berminyak', label: 'Mengilap dan berminyak', nextQuestionId: 'jerawat' },
        { id: 'sensitif', label: 'Mudah merah dan perih', nextQuestionId: null },
      ],
    },
    {
      id: 'jerawat',
      text: 'Seberapa sering kamu berjerawat?',
      options: [
        { id: 'sering', label: 'Hampir tiap minggu', nextQuestionId: 'perih' },
        { id: 'jarang', label: 'Jarang sekali', nextQuestionId: 'perih' },
      ],
    },
    {
      id: 'perih',
      text: 'Apakah kulitmu terasa perih saat memakai produk baru?',
      help: 'Misalnya saat mencoba serum atau toner baru.',
      options: [
        { id: 'ya', label: 'Ya, sering perih', nextQuestionId: null },
        { id: 'tidak', label: 'Tidak, biasanya baik-baik saja', nextQuestionId: null },
      ],
    },
  ],
  fromRegimen: {
    id: 'kulit-berjerawat',
    name: 'Rangkaian Kulit Berjerawat',
    skinType: 'Berjerawat',
    summary: '',
  },
}

const MOISTURISER: ProductSummary = {
  id: 'pelembap-ceramide',
  name: 'Pelembap Ceramide',
  type: 'skincare',
  category: { id: 'pelembap', name: 'Pelembap' },
  size: '50 ml',
  summary: 'Menguatkan lapisan kulit.',
  price: 89_000,
  discountPrice: null,
  stock: 12,
  maxQuantity: 5,
  sold: 140,
  discontinued: false,
  rating: { average: 4.6, count: 20 },
  image: { src: '/images/shop/pelembap.svg', alt: 'Pelembap', width: 600, height: 600 },
}

/** The quiz's answer endpoint: the regimen follows the first answer. Records what was sent. */
function serveAnswers() {
  const sent: Array<Array<{ questionId: string; optionId: string }>> = []
  mockApi.use(
    http.post(`${MOCK_API_BASE}/otc/skin-quiz/answer`, async ({ request }) => {
      const { answers } = v.parse(SkinQuizAnswerInput, await request.json())
      sent.push(answers)
      const dry = answers[0]?.optionId === 'kering'
      const name = dry ? 'Rangkaian Kulit Kering' : 'Rangkaian Kulit Berminyak'
      return HttpResponse.json({
        explanation: dry ? 'Kulitmu butuh kelembapan.' : 'Kulitmu butuh kontrol minyak.',
        regimen: {
          id: dry ? 'kulit-kering' : 'kulit-berminyak',
          name,
          skinType: dry ? 'Kering' : 'Berminyak',
          summary: '',
          description: `${name} untuk pagi dan malam.`,
          steps: [{ position: 1, title: 'Lembapkan', product: MOISTURISER }],
          totalPrice: MOISTURISER.price,
          seo: { title: name, description: name },
        },
      })
    }),
  )
  return sent
}

function showQuiz(url = '/product/skin-quiz/kuis-kulit', { signedIn = false } = {}) {
  function QuizPage() {
    const search = useSearch({ strict: false })
    return <SkinQuiz quiz={QUIZ} addAfterSignIn={search.tambah === 'semua'} />
  }
  return renderPage(url, {
    path: '/product/skin-quiz/$id',
    component: QuizPage,
    validateSearch: (search) => ({ tambah: search.tambah === 'semua' ? 'semua' : undefined }),
    signedIn,
  })
}

const option = (name: string) => screen.findByRole('button', { name })

/** The first question can end the quiz or lead on to two more: the count is a range. */
const FIRST_STEP = 'Langkah 1 dari 1–3, tergantung jawabanmu'

describe('SkinQuiz', () => {
  it('finishes after one answer, and said from the start that one answer could be all', async () => {
    const sent = serveAnswers()
    const { user } = showQuiz()
    expect(await screen.findByText(FIRST_STEP)).toBeInTheDocument()
    expect(screen.queryByText('Langkah 1 dari 3')).not.toBeInTheDocument()

    await user.click(await option('Mudah merah dan perih'))

    expect(
      await screen.findByRole('heading', { name: 'Rangkaian Kulit Berminyak' }),
    ).toBeInTheDocument()
    expect(sent).toEqual([[{ questionId: 'rasa', optionId: 'sensitif' }]])
  })

  it('takes three questions on the long branch and counts three once the branch is settled', async () => {
    const sent = serveAnswers()
    const { user } = showQuiz()
    await user.click(await option('Mengilap dan berminyak'))
    expect(await screen.findByText('Langkah 2 dari 3')).toBeInTheDocument()
    await user.click(await option('Hampir tiap minggu'))
    expect(await screen.findByText('Langkah 3 dari 3')).toBeInTheDocument()
    await user.click(await option('Ya, sering perih'))

    expect(
      await screen.findByRole('heading', { name: 'Rangkaian Kulit Berminyak' }),
    ).toBeInTheDocument()
    expect(sent[0]).toHaveLength(3)
  })

  it('counts the steps the answers allow, and one number once a branch settles it', async () => {
    const { user } = showQuiz()
    expect(await screen.findByText(FIRST_STEP)).toBeInTheDocument()
    expect(screen.getByText(QUIZ.intro)).toBeInTheDocument()
    expect(
      screen.getByRole('group', { name: 'Bagaimana kulitmu terasa di siang hari?' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '‹ Kembali' })).not.toBeInTheDocument()

    await user.click(await option('Terasa ketarik atau bersisik'))
    expect(await screen.findByText('Langkah 2 dari 2')).toBeInTheDocument()
    expect(
      screen.getByRole('group', { name: 'Apakah kulitmu terasa perih saat memakai produk baru?' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Misalnya saat mencoba serum atau toner baru.')).toBeInTheDocument()
    expect(screen.queryByText(QUIZ.intro)).not.toBeInTheDocument()
  })

  it('goes back a question and takes the other branch', async () => {
    const { user } = showQuiz()
    await user.click(await option('Terasa ketarik atau bersisik'))
    await user.click(await option('‹ Kembali'))
    expect(await screen.findByText(FIRST_STEP)).toBeInTheDocument()

    await user.click(await option('Mengilap dan berminyak'))
    expect(await screen.findByText('Langkah 2 dari 3')).toBeInTheDocument()
    expect(
      screen.getByRole('group', { name: 'Seberapa sering kamu berjerawat?' }),
    ).toBeInTheDocument()
    await user.click(await option('Jarang sekali'))
    expect(await screen.findByText('Langkah 3 dari 3')).toBeInTheDocument()
  })

  it('sends the answers and shows the regimen they lead to, and starts again on request', async () => {
    const sent = serveAnswers()
    const { user } = showQuiz()
    await user.click(await option('Terasa ketarik atau bersisik'))
    await user.click(await option('Tidak, biasanya baik-baik saja'))

    expect(
      await screen.findByRole('heading', { name: 'Rangkaian Kulit Kering' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Kulitmu butuh kelembapan.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tambah Semua ke Keranjang' })).toBeEnabled()
    expect(screen.getByText(/Kamu datang dari/)).toHaveTextContent(
      'Kamu datang dari Rangkaian Kulit Berjerawat; menurut jawabanmu, Rangkaian Kulit Kering lebih cocok.',
    )
    expect(sent).toEqual([
      [
        { questionId: 'rasa', optionId: 'kering' },
        { questionId: 'perih', optionId: 'tidak' },
      ],
    ])

    await user.click(screen.getByRole('button', { name: 'Ulangi Kuis' }))
    expect(await screen.findByText(FIRST_STEP)).toBeInTheDocument()
  })

  it('keeps the answers given so far across a reload', async () => {
    const first = showQuiz()
    await first.user.click(await option('Terasa ketarik atau bersisik'))
    expect(await screen.findByText('Langkah 2 dari 2')).toBeInTheDocument()
    first.unmount()

    showQuiz()
    expect(await screen.findByText('Langkah 2 dari 2')).toBeInTheDocument()
    expect(
      screen.getByRole('group', { name: 'Apakah kulitmu terasa perih saat memakai produk baru?' }),
    ).toBeInTheDocument()
  })

  it('says so when the result cannot be loaded, and tries again on request', async () => {
    serveAnswers()
    // Added last, so asked first: the first answer fails, the next goes through.
    mockApi.use(
      http.post(
        `${MOCK_API_BASE}/otc/skin-quiz/answer`,
        () => HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 }),
        { once: true },
      ),
    )
    const { user } = showQuiz()
    await user.click(await option('Terasa ketarik atau bersisik'))
    await user.click(await option('Ya, sering perih'))

    expect(await screen.findByRole('alert')).toHaveTextContent('Hasil kuis gagal dimuat.')
    await user.click(screen.getByRole('button', { name: 'coba lagi' }))
    expect(
      await screen.findByRole('heading', { name: 'Rangkaian Kulit Kering' }),
    ).toBeInTheDocument()
  })

  it('sends a visitor to sign in to add the regimen, and adds what the cart lacks once on the way back', async () => {
    serveAnswers()
    const added: CartAddInput[] = []
    mockApi.use(
      http.post(`${MOCK_API_BASE}/carts/missing`, async ({ request }) => {
        added.push(v.parse(CartAddInput, await request.json()))
        return HttpResponse.json(
          {
            added: [MOISTURISER.id],
            alreadyInCart: [],
            cart: {
              data: [],
              meta: {
                itemCount: 1,
                totalQuantity: 1,
                selectedQuantity: 1,
                selectedSubtotal: 89_000,
                readyForCheckout: true,
              },
            },
          },
          { status: 201 },
        )
      }),
    )
    const visit = showQuiz()
    await visit.user.click(await option('Terasa ketarik atau bersisik'))
    await visit.user.click(await option('Tidak, biasanya baik-baik saja'))
    await visit.user.click(await option('Tambah Semua ke Keranjang'))
    const back = await returnAfterSignIn(visit)
    expect(back).toBe('/product/skin-quiz/kuis-kulit?tambah=semua')
    expect(added).toEqual([])
    visit.unmount()

    mockApi.use(
      http.get(`${MOCK_API_BASE}/carts`, () =>
        HttpResponse.json({
          data: [],
          meta: {
            itemCount: 0,
            totalQuantity: 0,
            selectedQuantity: 0,
            selectedSubtotal: 0,
            readyForCheckout: false,
          },
        }),
      ),
    )
    const { router } = showQuiz(back, { signedIn: true })
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 produk ditambahkan ke keranjang.',
    )
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('tambah'))
    expect(added).toEqual([{ items: [{ productId: 'pelembap-ceramide', quantity: 1 }] }])
  })
})
