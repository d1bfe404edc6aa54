import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { formatDeadline } from '../../../contract/indonesian-format'
import { ChatPanel } from '../../components/consults/chat-panel'
import { CloseConsultForm } from '../../components/doctor/close-consult-form'
import { ConsultAnswers } from '../../components/doctor/consult-answers'
import { Button } from '../../components/ui/button'
import { StatusBadge, type StatusTone } from '../../components/ui/status-badge'
import { toast } from '../../components/ui/toast'
import { describePatient, formatWaiting, waitingSince } from '../../lib/doctor/queue-format'
import { claimConsult } from '../../server/doctor/doctor.functions'
import { doctorQueries } from '../../server/doctor/server-queries'

export const Route = createFileRoute('/dokter/konsultasi/$consultId')({
  // Another doctor's consult, another polyclinic's, or none: the API's 404, the 404 page here.
  loader: async ({ context, params }) => {
    const consult = await context.queryClient.ensureQueryData(
      doctorQueries.consult(params.consultId),
    )
    if (!consult) throw notFound()
    return { condition: consult.room.consult.conditionName }
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title: `Konsultasi ${loaderData?.condition ?? ''} | Konsol Dokter Diri`.replace('  ', ' '),
      },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: DoctorConsultPage,
})

function capitalised(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const CHATTING = { tone: 'success', sign: '●', label: 'Sedang chat' } as const
const STATUS: Record<number, { tone: StatusTone; sign: string; label: string }> = {
  2: { tone: 'warning', sign: '!', label: 'Menunggu dokter' },
  3: CHATTING,
  9: { tone: 'neutral', sign: '✓', label: 'Selesai' },
}

function DoctorConsultPage() {
  const { consultId } = Route.useParams()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const callClaim = useServerFn(claimConsult)
  const [claiming, setClaiming] = useState(false)
  const { data } = useSuspenseQuery(doctorQueries.consult(consultId))
  if (!data) return null
  const { questionnaire, room, patient } = data
  const consult = room.consult
  const status = STATUS[consult.status] ?? CHATTING
  const condition = consult.checkedConditionName ?? consult.conditionName

  /** The consult as the API has it now: after a claim or a close, the room is read again. */
  async function reload() {
    await queryClient.refetchQueries({ queryKey: doctorQueries.consult(consultId).queryKey })
    void queryClient.invalidateQueries({ queryKey: doctorQueries.queue().queryKey })
  }

  async function claim() {
    setClaiming(true)
    try {
      const result = await callClaim({ data: { consultId } })
      if (result.ok) {
        await reload()
        toast.show({ title: 'Konsultasi ini sekarang kamu tangani.', tone: 'success' })
        return
      }
      toast.show({ title: result.message, tone: 'info' })
      void queryClient.invalidateQueries({ queryKey: doctorQueries.queue().queryKey })
      await navigate({ to: '/dokter' })
    } catch {
      toast.show({
        title: 'Konsultasi belum bisa diambil',
        description: 'Periksa koneksi internetmu, lalu coba lagi.',
        tone: 'error',
      })
    } finally {
      setClaiming(false)
    }
  }

  return (
    <div className="container page doctor-consult">
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/dokter">Konsol Dokter</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">Konsultasi {condition}</span>
      </nav>
      <header className="doctor-consult__header">
        <p className="eyebrow">{consult.subClinic}</p>
        <h1>Konsultasi {condition}</h1>
        <p className="doctor-consult__meta">
          <StatusBadge tone={status.tone} sign={status.sign} label={status.label} />
          {patient ? <span>{describePatient(patient)}</span> : null}
          {consult.checkedConditionName &&
          consult.checkedConditionName !== consult.conditionName ? (
            <span className="muted small">Keluhan awal: {consult.conditionName}</span>
          ) : null}
        </p>
      </header>

      {consult.status === 9 ? (
        <p className="alert alert--info doctor-consult__closed" role="status">
          <strong>Konsultasi ini sudah ditutup</strong>
          {consult.closedAt ? ` pada ${formatDeadline(consult.closedAt)}` : ''}. Rekomendasimu ada
          di chat pasien.
        </p>
      ) : null}

      <div className="doctor-consult__grid">
        <section className="card doctor-consult__answers" aria-labelledby="judul-jawaban">
          <h2 id="judul-jawaban">Jawaban Kuesioner</h2>
          <ConsultAnswers
            consultId={consultId}
            questionnaire={questionnaire.questionnaire}
            answers={questionnaire.answers}
          />
        </section>
        {/* On a phone the claim comes first: the answers are long, the button would be far. */}
        <div
          className={`doctor-consult__side${consult.status === 2 ? ' doctor-consult__side--first' : ''}`}
        >
          {consult.status === 2 ? (
            <section className="card doctor-consult__claim" aria-labelledby="judul-ambil">
              <h2 id="judul-ambil">Pasien ini menunggu dokter</h2>
              <p className="muted">
                {capitalised(formatWaiting(waitingSince(consult), data.fetchedAt))}. Baca
                jawabannya, lalu ambil konsultasi untuk mulai chat.
              </p>
              <Button onPress={() => void claim()} isDisabled={claiming}>
                {claiming ? 'Mengambil…' : 'Ambil Konsultasi'}
              </Button>
            </section>
          ) : null}
          {consult.status === 2 ? null : (
            <section className="doctor-consult__chat" aria-label="Chat dengan pasien">
              {/* Mounted again when the status moves (claimed, closed): it starts from the room
                  the page just read, recommendation included. */}
              <ChatPanel
                key={consult.status}
                consultId={consultId}
                viewer="doctor"
                initialRoom={room}
              />
            </section>
          )}
          {consult.status === 3 ? (
            <section className="card doctor-consult__close">
              <CloseConsultForm consultId={consultId} onClosed={() => void closed()} />
            </section>
          ) : null}
        </div>
      </div>
    </div>
  )

  async function closed() {
    await reload()
    toast.show({ title: 'Konsultasi ditutup. Rekomendasi terkirim ke pasien.', tone: 'success' })
  }
}
