import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { DoctorQueue } from '../../components/doctor/doctor-queue'
import { doctorQueries } from '../../server/doctor/server-queries'

export const Route = createFileRoute('/dokter/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(doctorQueries.queue()),
  head: () => ({
    meta: [{ title: 'Konsol Dokter | Diri' }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: DoctorConsolePage,
})

function DoctorConsolePage() {
  const { data: doctor } = useSuspenseQuery(doctorQueries.me())
  // Every 15 s and whenever the doctor comes back to the tab: new patients arrive meanwhile.
  const { data: queue, isRefetchError } = useQuery(doctorQueries.queue())
  return (
    <div className="container page doctor-console">
      <header className="doctor-console__header">
        <p className="eyebrow">Konsol Dokter</p>
        <h1>{doctor.name}</h1>
        <p className="muted">
          {doctor.title} · {doctor.polyclinic.name}
        </p>
      </header>
      {isRefetchError ? (
        <p className="alert alert--error" role="status">
          Antrean belum bisa diperbarui. Kami coba lagi otomatis.
        </p>
      ) : null}
      {queue ? <DoctorQueue items={queue.items} fetchedAt={queue.fetchedAt} /> : null}
    </div>
  )
}
