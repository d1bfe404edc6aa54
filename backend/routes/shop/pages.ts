/**
 * The shop's content: landing (`/otc/frontends/landing-page`), school (`/otc/frontends/school`),
 * regimen pages (`/otc/frontends/regimen-page/{id}`) and the skin quiz (`/otc/skin-quiz/{id}`,
 * `POST /otc/skin-quiz/answer`).
 */
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  type Regimen,
  SchoolPage,
  type ShopLandingPage,
  type SkinQuiz,
  SkinQuizAnswerInput,
  type SkinQuizResult,
} from '../../../contract/shop/schemas'
import type { Database } from '../../db/client'
import { shopPages, shopQuizzes, shopRegimenSteps, shopRegimens } from '../../db/schema/shop'
import type { ApiDeps, ApiEnv } from '../../deps'
import { invalidInput, notFound } from '../../http/problem'
import { readJson, readQuery } from '../../http/validation'
import { productsById } from './products'

const CACHE_FOR_AN_HOUR = 'public, max-age=3600'

/** The stored quiz: an option leads on (`next`) or ends with a regimen (`regimenId`). */
const StoredQuestions = v.array(
  v.object({
    id: v.string(),
    text: v.string(),
    help: v.optional(v.string()),
    options: v.array(
      v.object({
        id: v.string(),
        label: v.string(),
        next: v.optional(v.string()),
        regimenId: v.optional(v.string()),
      }),
    ),
  }),
)

type StoredQuestion = v.InferOutput<typeof StoredQuestions>[number]
type StoredOption = StoredQuestion['options'][number]

const StoredLanding = v.object({
  title: v.string(),
  intro: v.string(),
  quiz: v.object({ id: v.string(), title: v.string(), summary: v.string() }),
  school: v.object({ title: v.string(), summary: v.string() }),
  seo: v.object({ title: v.string(), description: v.string() }),
})

const QuizQuery = v.object({ regimenId: v.optional(v.pipe(v.string(), v.maxLength(60))) })

async function pageContent<S extends v.GenericSchema>(db: Database, key: string, schema: S) {
  const [page] = await db.select().from(shopPages).where(eq(shopPages.key, key))
  if (!page) throw notFound('Halaman tidak ditemukan.')
  return v.parse(schema, page.content)
}

async function regimenRefs(db: Database) {
  const rows = await db.select().from(shopRegimens).orderBy(asc(shopRegimens.position))
  return rows.map(({ id, name, skinType, summary }) => ({ id, name, skinType, summary }))
}

export async function loadRegimen(db: Database, id: string): Promise<Regimen | null> {
  const [regimen] = await db.select().from(shopRegimens).where(eq(shopRegimens.id, id))
  if (!regimen) return null
  const steps = await db
    .select()
    .from(shopRegimenSteps)
    .where(eq(shopRegimenSteps.regimenId, id))
    .orderBy(asc(shopRegimenSteps.position))
  const products = await productsById(
    db,
    steps.map((step) => step.productId),
  )
  const withProducts = steps.flatMap((step) => {
    const product = products.get(step.productId)
    return product ? [{ position: step.position, title: step.title, product }] : []
  })
  return {
    id: regimen.id,
    name: regimen.name,
    skinType: regimen.skinType,
    summary: regimen.summary,
    description: regimen.description,
    steps: withProducts,
    totalPrice: withProducts.reduce(
      (sum, step) => sum + (step.product.discountPrice ?? step.product.price),
      0,
    ),
    seo: { title: regimen.name, description: regimen.summary },
  }
}

export function shopPageRoutes({ db }: ApiDeps) {
  async function loadQuiz(id: string) {
    const [quiz] = await db.select().from(shopQuizzes).where(eq(shopQuizzes.id, id))
    if (!quiz) throw notFound('Kuis tidak ditemukan.')
    return { ...quiz, questions: v.parse(StoredQuestions, quiz.questions) }
  }

  return new Hono<ApiEnv>()
    .get('/otc/frontends/landing-page', async (c) => {
      const [landing, regimens] = await Promise.all([
        pageContent(db, 'landing', StoredLanding),
        regimenRefs(db),
      ])
      c.header('cache-control', CACHE_FOR_AN_HOUR)
      return c.json({ ...landing, regimens } satisfies ShopLandingPage)
    })

    .get('/otc/frontends/school', async (c) => {
      c.header('cache-control', CACHE_FOR_AN_HOUR)
      return c.json(await pageContent(db, 'school', SchoolPage))
    })

    .get('/otc/frontends/regimen-page/:id', async (c) => {
      const regimen = await loadRegimen(db, c.req.param('id'))
      if (!regimen) throw notFound('Rangkaian perawatan tidak ditemukan.')
      c.header('cache-control', CACHE_FOR_AN_HOUR)
      return c.json(regimen)
    })

    .get('/otc/skin-quiz/:id', async (c) => {
      const { regimenId } = readQuery(c, QuizQuery)
      const quiz = await loadQuiz(c.req.param('id'))
      const fromRegimen = regimenId
        ? ((await regimenRefs(db)).find((regimen) => regimen.id === regimenId) ?? null)
        : null
      c.header('cache-control', CACHE_FOR_AN_HOUR)
      return c.json({
        id: quiz.id,
        title: quiz.title,
        intro: quiz.intro,
        firstQuestionId: quiz.firstQuestionId,
        // Where an answer ends is the server's to decide: the regimen ids stay here.
        questions: quiz.questions.map((question) => ({
          id: question.id,
          text: question.text,
          ...(question.help ? { help: question.help } : {}),
          options: question.options.map((option) => ({
            id: option.id,
            label: option.label,
            nextQuestionId: option.next ?? null,
          })),
        })),
        fromRegimen,
      } satisfies SkinQuiz)
    })

    .post('/otc/skin-quiz/answer', async (c) => {
      const input = await readJson(c, SkinQuizAnswerInput)
      const quiz = await loadQuiz(input.quizId).catch(() => {
        throw invalidInput([{ path: 'quizId', message: 'Kuis tidak ditemukan.' }])
      })
      const questions = new Map(quiz.questions.map((question) => [question.id, question]))
      // The answers must walk the quiz's branches from the first question to an ending.
      let expected: string | undefined = quiz.firstQuestionId
      const chosen: string[] = []
      let regimenId: string | undefined
      for (const [index, answer] of input.answers.entries()) {
        const question: StoredQuestion | undefined = expected ? questions.get(expected) : undefined
        if (!question || answer.questionId !== question.id) {
          throw invalidInput([
            {
              path: `answers.${index}.questionId`,
              message: 'Jawaban tidak urut dengan pertanyaannya.',
            },
          ])
        }
        const option: StoredOption | undefined = question.options.find(
          (candidate) => candidate.id === answer.optionId,
        )
        if (!option) {
          throw invalidInput([
            { path: `answers.${index}.optionId`, message: 'Pilihan tidak dikenal.' },
          ])
        }
        chosen.push(option.label.toLowerCase())
        expected = option.next
        regimenId = option.regimenId
        if (!expected) {
          if (index !== input.answers.length - 1) {
            throw invalidInput([
              { path: 'answers', message: 'Kuis sudah selesai sebelum jawaban terakhir.' },
            ])
          }
          break
        }
      }
      if (!regimenId)
        throw invalidInput([{ path: 'answers', message: 'Jawab semua pertanyaannya dulu.' }])
      const regimen = await loadRegimen(db, regimenId)
      if (!regimen) throw new Error(`Quiz ${quiz.id} ends with unknown regimen ${regimenId}`)
      return c.json({
        explanation: `Dari jawabanmu (${chosen.join('; ')}), rangkaian yang paling pas adalah ${regimen.name}.`,
        regimen,
      } satisfies SkinQuizResult)
    })
}
