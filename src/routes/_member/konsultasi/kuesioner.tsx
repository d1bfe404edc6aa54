import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { polyclinicQueries } from '../../../api/polyclinics/queries'
import { searchFlowId, searchText } from '../../../components/search-params'
import { pageHead } from '../../../components/seo'
import { ButtonLink } from '../../../components/ui/button-link'
import { consultQueries } from '../../../server/member.queries'

const QuestionnaireSearch = v.object({
  flowId: searchFlowId,
  contentId: searchText,
  consultId: searchText,
  type: searchText,
  name: searchText,
})

export const Route = createFileRoute('/_member/konsultasi/kuesioner')({
  validateSearch: QuestionnaireSearch,
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(consultQueries.list()),
      context.queryClient.ensureQueryData(polyclinicQueries.list()),
    ])
  },
  head: () =>
    pageHead({ title: 'Kuesioner Konsultasi', description: 'Kuesioner keluhanmu di Diri.' }),
  component: QuestionnairePage,
})

function QuestionnairePage() {
  const search = Route.useSearch()
  const { data: consults } = useSuspenseQuery(consultQueries.list())
  const { data: polyclinics } = useSuspenseQuery(polyclinicQueries.list())
  const consult = search.consultId
    ? consults.find((item) => item.id === search.consultId)
    : undefined
  const condition = polyclinics
    .flatMap((polyclinic) =>
      polyclinic.conditions.map((item) => ({ ...item, polyclinic: polyclinic.name })),
    )
    .find((item) => item.flowId === (consult?.flowId ?? search.flowId))

  return (
    <div className="container page">
      <p className="eyebrow">{consult?.subClinic ?? condition?.polyclinic ?? 'Konsultasi'}</p>
      <h1>Kuesioner {consult?.conditionName ?? condition?.name ?? 'keluhan'}</h1>
      {search.consultId && !consult ? (
        <div className="alert alert--error" role="alert">
          Kuesioner ini tidak ditemukan di akunmu. Mungkin sudah selesai, atau kamu masuk dengan
          nomor lain.
        </div>
      ) : null}
      {consult ? (
        <section className="card consult-card" aria-labelledby="judul-kuesioner">
          <h2 id="judul-kuesioner">Lanjutkan kuesionermu</h2>
          <dl className="details">
            <div>
              <dt>Keluhan</dt>
              <dd>{consult.conditionName}</dd>
            </div>
            <div>
              <dt>Poliklinik</dt>
              <dd>{consult.subClinic}</dd>
            </div>
            <div>
              <dt>Dimulai</dt>
              <dd>
                {new Date(consult.createdAt).toLocaleDateString('id-ID', { dateStyle: 'long' })}
              </dd>
            </div>
            <div>
              <dt>Terakhir dibuka</dt>
              <dd>Pertanyaan ke-{search.contentId ?? consult.lastVisitedContentId ?? '1'}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <div className="alert alert--info notice">
        <strong>Formulir kuesioner online segera hadir di halaman ini.</strong> Jawabanmu yang sudah
        tersimpan tetap aman. Sementara itu, kamu bisa membaca pilihan keluhan lain.
      </div>
      <div className="hero__actions">
        <ButtonLink to="/keluhan" variant="ghost">
          Lihat daftar keluhan
        </ButtonLink>
      </div>
    </div>
  )
}
