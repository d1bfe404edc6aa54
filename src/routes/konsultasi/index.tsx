import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { ButtonLink } from '../../components/ui/button-link'
import { searchFlowId, searchText } from '../../lib/search-params'
import { pageHead } from '../../lib/seo'
import {
  CONSULT_START_FIELDS,
  CONSULT_START_FORM_PATH,
} from '../../server/consults/consultation-forms'
import { polyclinicQueries } from '../../server/polyclinics/queries'

const ConsultSearch = v.object({
  flowId: searchFlowId,
  type: searchText,
  name: searchText,
  /** 'Mulai Baru' in the consult-start dialog: the form starts a new questionnaire. */
  baru: v.fallback(v.optional(v.picklist(['1'])), undefined),
  /** The start form could not start the consult (`consult-start-form.server.ts`). */
  gagal: v.fallback(v.optional(v.picklist(['mulai'])), undefined),
})

export const Route = createFileRoute('/konsultasi/')({
  validateSearch: ConsultSearch,
  loaderDeps: ({ search }) => ({ flowId: search.flowId }),
  loader: async ({ context, deps }) => {
    const polyclinics = await context.queryClient.ensureQueryData(polyclinicQueries.list())
    for (const polyclinic of polyclinics) {
      const condition = polyclinic.conditions.find((item) => item.flowId === deps.flowId)
      if (condition) return { polyclinic: polyclinic.name, condition }
    }
    throw notFound()
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          title: `Konsultasi ${loaderData.condition.name}`,
          description: loaderData.condition.summary,
        })
      : {},
  component: ConsultationPage,
})

function ConsultationPage() {
  const { polyclinic, condition } = Route.useLoaderData()
  const search = Route.useSearch()
  // Kept fresh for members coming back from a questionnaire.
  useSuspenseQuery(polyclinicQueries.list())
  return (
    <div className="container page">
      <p className="eyebrow">{polyclinic}</p>
      <h1>Konsultasi {condition.name}</h1>
      <p className="lead prose">{condition.summary}</p>
      <ol className="steps steps--compact">
        <li>
          <h2>Isi kuesioner</h2>
          <p className="muted">Sekitar 5 menit: keluhan, riwayat perawatan, dan foto bila perlu.</p>
        </li>
        <li>
          <h2>Dokter menganalisis</h2>
          <p className="muted">Dokter ahli membaca jawabanmu sebelum membalas.</p>
        </li>
        <li>
          <h2>Chat dengan dokter</h2>
          <p className="muted">Tanya jawab langsung dan dapatkan rencana perawatan.</p>
        </li>
      </ol>
      {search.gagal ? (
        <p className="alert alert--error" role="alert">
          Kuesioner belum bisa dibuka. Periksa koneksimu, lalu tekan Isi Kuesioner lagi.
        </p>
      ) : null}
      {/* A plain form (works before the app has loaded, ADR 007): a member lands on the
          questionnaire (the one in progress, or a new one with 'Mulai Baru'), a visitor signs in
          first and comes back to it. The API keeps one open consult per flow: two presses, one. */}
      <form method="post" action={CONSULT_START_FORM_PATH} className="hero__actions">
        <input type="hidden" name={CONSULT_START_FIELDS.flowId} value={condition.flowId} />
        {search.type ? (
          <input type="hidden" name={CONSULT_START_FIELDS.type} value={search.type} />
        ) : null}
        {search.name ? (
          <input type="hidden" name={CONSULT_START_FIELDS.name} value={search.name} />
        ) : null}
        {search.baru ? <input type="hidden" name={CONSULT_START_FIELDS.restart} value="1" /> : null}
        <button type="submit" className="button button--primary">
          Isi Kuesioner
        </button>
        <ButtonLink to="/keluhan" variant="ghost">
          Pilih keluhan lain
        </ButtonLink>
      </form>
    </div>
  )
}
