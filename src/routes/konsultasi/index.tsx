import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { polyclinicQueries } from '../../api/polyclinics/queries'
import { searchFlowId, searchText } from '../../components/search-params'
import { pageHead } from '../../components/seo'
import { ButtonLink } from '../../components/ui/button-link'

const ConsultSearch = v.object({
  flowId: searchFlowId,
  type: searchText,
  name: searchText,
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
          <h3>Isi kuesioner</h3>
          <p className="muted">Sekitar 5 menit: keluhan, riwayat perawatan, dan foto bila perlu.</p>
        </li>
        <li>
          <h3>Dokter menganalisis</h3>
          <p className="muted">Dokter ahli membaca jawabanmu sebelum membalas.</p>
        </li>
        <li>
          <h3>Chat dengan dokter</h3>
          <p className="muted">Tanya jawab langsung dan dapatkan rencana perawatan.</p>
        </li>
      </ol>
      <div className="hero__actions">
        {/* Members go straight to the questionnaire; visitors sign in first and come back to it. */}
        <ButtonLink
          to="/konsultasi/kuesioner"
          search={{ flowId: condition.flowId, type: search.type, name: search.name }}
        >
          Isi Kuesioner
        </ButtonLink>
        <ButtonLink to="/keluhan" variant="ghost">
          Pilih keluhan lain
        </ButtonLink>
      </div>
    </div>
  )
}
