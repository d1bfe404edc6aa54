import { Link } from '@tanstack/react-router'
import type { DoctorQueueItem } from '../../../contract/doctor/schemas'
import { describePatient, formatWaiting, waitingSince } from '../../lib/doctor/queue-format'

/** Longest waiting first, whatever order the list came in. */
function byWaiting(items: readonly DoctorQueueItem[]) {
  return [...items].sort((a, b) => waitingSince(a.consult).localeCompare(waitingSince(b.consult)))
}

/**
 * The doctor's queue in two lists: the consults the doctor handles (with unread messages), and
 * those waiting in the polyclinic for any doctor (with how long). Waiting times count to
 * `fetchedAt`, the moment the server read the queue, so the page the server sends and the page
 * the browser hydrates say the same.
 */
export function DoctorQueue({
  items,
  fetchedAt,
}: {
  items: readonly DoctorQueueItem[]
  fetchedAt: string
}) {
  const mine = byWaiting(items.filter((item) => item.assignedToMe))
  const waiting = byWaiting(items.filter((item) => !item.assignedToMe))
  return (
    <div className="doctor-queue">
      <section className="doctor-queue__section" aria-labelledby="antrean-saya">
        <h2 id="antrean-saya">
          Ditangani saya <span className="badge">{mine.length}</span>
        </h2>
        {mine.length === 0 ? (
          <p className="doctor-queue__empty muted">
            Belum ada konsultasi yang kamu tangani. Ambil satu dari daftar menunggu di bawah.
          </p>
        ) : (
          <ul className="doctor-queue__list">
            {mine.map((item) => (
              <QueueEntry key={item.consult.id} item={item} fetchedAt={fetchedAt} />
            ))}
          </ul>
        )}
      </section>
      <section className="doctor-queue__section" aria-labelledby="antrean-menunggu">
        <h2 id="antrean-menunggu">
          Menunggu dokter <span className="badge">{waiting.length}</span>
        </h2>
        {waiting.length === 0 ? (
          <p className="doctor-queue__empty muted">
            Tidak ada pasien yang menunggu. Antrean diperbarui otomatis setiap 15 detik.
          </p>
        ) : (
          <ul className="doctor-queue__list">
            {waiting.map((item) => (
              <QueueEntry key={item.consult.id} item={item} fetchedAt={fetchedAt} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function QueueEntry({ item, fetchedAt }: { item: DoctorQueueItem; fetchedAt: string }) {
  const { consult, patient } = item
  const condition = consult.checkedConditionName ?? consult.conditionName
  return (
    <li className="queue-entry">
      <Link
        to="/dokter/konsultasi/$consultId"
        params={{ consultId: consult.id }}
        className="queue-entry__link"
      >
        <span className="queue-entry__title">
          {describePatient(patient)} · {condition}
        </span>
        <span className="queue-entry__meta small">
          {item.assignedToMe ? (
            item.unread > 0 ? (
              <span className="queue-entry__unread">{item.unread} pesan belum dibaca</span>
            ) : (
              <span className="muted">Tidak ada pesan baru</span>
            )
          ) : (
            <span className="queue-entry__waiting">
              {formatWaiting(waitingSince(consult), fetchedAt)}
            </span>
          )}
          <span className="muted">{consult.subClinic}</span>
        </span>
      </Link>
    </li>
  )
}
