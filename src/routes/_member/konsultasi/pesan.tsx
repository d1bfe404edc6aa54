import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { searchText } from '../../../components/search-params'
import { pageHead } from '../../../components/seo'
import { ButtonLink } from '../../../components/ui/button-link'
import { consultQueries } from '../../../server/member.queries'

const ChatSearch = v.object({
  chatroom: v.fallback(
    v.pipe(
      searchText,
      v.transform((value) => value ?? ''),
    ),
    '',
  ),
})

const STATUS_LABEL: Record<number, string> = {
  1: 'Kuesioner belum selesai',
  2: 'Menunggu dokter',
  3: 'Sedang chat dengan dokter',
  9: 'Selesai',
}

export const Route = createFileRoute('/_member/konsultasi/pesan')({
  validateSearch: ChatSearch,
  loaderDeps: ({ search }) => ({ chatroom: search.chatroom }),
  loader: async ({ context, deps }) => {
    const consults = await context.queryClient.ensureQueryData(consultQueries.list())
    // Another member's consult, or none at all: the same answer, a 404.
    if (!consults.some((consult) => consult.id === deps.chatroom)) throw notFound()
  },
  head: () =>
    pageHead({ title: 'Chat dengan Dokter', description: 'Ruang chat konsultasimu di Diri.' }),
  component: ChatRoomPage,
})

function ChatRoomPage() {
  const { chatroom } = Route.useSearch()
  const { data: consults } = useSuspenseQuery(consultQueries.list())
  const consult = consults.find((item) => item.id === chatroom)
  if (!consult) return null
  return (
    <div className="container page">
      <p className="eyebrow">{consult.subClinic}</p>
      <h1>Konsultasi {consult.checkedConditionName ?? consult.conditionName}</h1>
      <section className="card consult-card" aria-labelledby="judul-chat">
        <h2 id="judul-chat">{consult.doctorName ?? 'Dokter Diri'}</h2>
        <dl className="details">
          <div>
            <dt>Status</dt>
            <dd>{STATUS_LABEL[consult.status] ?? 'Berjalan'}</dd>
          </div>
          <div>
            <dt>Keluhan</dt>
            <dd>{consult.conditionName}</dd>
          </div>
        </dl>
      </section>
      <div className="alert alert--info notice">
        <strong>Chat langsung dengan dokter segera hadir di halaman ini.</strong> Konsultasimu tetap
        berjalan, dan balasan dokter akan muncul di notifikasimu.
      </div>
      <div className="hero__actions">
        <ButtonLink to="/notifikasi" variant="ghost">
          Lihat notifikasi
        </ButtonLink>
      </div>
    </div>
  )
}
