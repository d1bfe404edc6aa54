import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { ConsultSummary } from '../../../contract/consults/schemas'
import { ConsultStatusBadge } from '../../components/consults/consult-status'
import { ButtonLink } from '../../components/ui/button-link'
import { chatRoomUrl, hasChatRoom, questionnaireUrl } from '../../lib/consults/flow-routes'
import { pageHead } from '../../lib/seo'
import { consultQueries } from '../../server/members/server-queries'

// Not nested under /akun (a page of its own, not an outlet of it): `akun_`, as the bookings.
export const Route = createFileRoute('/_member/akun_/konsultasi')({
  // The guard only redirects; the server function checks the session, the API the ownership.
  loader: ({ context }) => context.queryClient.ensureQueryData(consultQueries.list()),
  head: () =>
    pageHead({
      title: 'Konsultasi Saya',
      description: 'Konsultasimu dengan dokter Diri: kuesioner yang belum selesai dan chat.',
    }),
  component: ConsultsPage,
})

const dateFormat = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeZone: 'Asia/Jakarta',
})

function ConsultsPage() {
  const { data } = useSuspenseQuery(consultQueries.list())
  return (
    <div className="container page consults-page">
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/akun">Akun Saya</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">Konsultasi Saya</span>
      </nav>
      <h1>Konsultasi Saya</h1>
      {data.length === 0 ? (
        <div className="card empty-state">
          <p>
            <strong>Kamu belum punya konsultasi.</strong>
          </p>
          <p className="muted">
            Pilih keluhanmu, isi kuesioner singkat, lalu chat dengan dokter ahli.
          </p>
          <ButtonLink to="/keluhan">Pilih Keluhan</ButtonLink>
        </div>
      ) : (
        <ul className="consult-list" aria-label="Konsultasimu, yang terbaru dulu">
          {data.map((consult) => (
            <ConsultRow key={consult.id} consult={consult} />
          ))}
        </ul>
      )}
    </div>
  )
}

/** Where a consult continues: its questionnaire at the member's step, or its chat room. */
function continueAt(consult: ConsultSummary): { href: string; label: string } | null {
  if (consult.status === 1) {
    return {
      href: questionnaireUrl(consult, { flowId: consult.flowId }),
      label: 'Lanjut Kuesioner',
    }
  }
  if (hasChatRoom(consult)) {
    return { href: chatRoomUrl(consult), label: consult.status === 9 ? 'Lihat Chat' : 'Buka Chat' }
  }
  return null
}

function ConsultRow({ consult }: { consult: ConsultSummary }) {
  const next = continueAt(consult)
  return (
    <li className="card consult-row">
      <p className="consult-row__top">
        <span className="consult-row__title">
          {consult.checkedConditionName ?? consult.conditionName}
        </span>
        <ConsultStatusBadge status={consult.status} />
      </p>
      <p className="muted">
        {consult.subClinic} · dimulai {dateFormat.format(new Date(consult.createdAt))}
        {consult.doctorName ? ` · ${consult.doctorName}` : ''}
      </p>
      {next ? (
        <p>
          <a href={next.href} className="shop-link">
            {next.label}
            <span className="visually-hidden">: {consult.conditionName}</span> ›
          </a>
        </p>
      ) : null}
    </li>
  )
}
