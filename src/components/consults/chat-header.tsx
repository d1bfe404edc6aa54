import type { ChatDoctor, ConsultSummary } from '../../../contract/consults/schemas'
import { doctorPresence } from '../../lib/consults/chat-format'
import { type ChatConnection, isClosed, type Viewer } from '../../lib/consults/chat-state'

interface ChatHeaderProps {
  consult: ConsultSummary
  doctor: ChatDoctor | null
  viewer: Viewer
  connection: ChatConnection
  now: Date
  /** 1 on the member's page (the room is the page); 2 inside a page with its own title. */
  headingLevel?: 1 | 2
}

function initials(name: string) {
  const words = name
    .replace(/^dr\.?\s*/i, '')
    .split(/\s+/)
    .filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
}

/**
 * Who the member talks to (the doctor's name, title and presence) and about what (the condition);
 * the doctor sees the condition and the polyclinic. A line under it says what to expect now.
 */
export function ChatHeader({
  consult,
  doctor,
  viewer,
  connection,
  now,
  headingLevel = 1,
}: ChatHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const condition = consult.checkedConditionName ?? consult.conditionName
  const closed = isClosed(consult)
  const presence = doctorPresence(doctor, closed, now)
  return (
    <header className="chat-header">
      <div className="chat-header__who">
        <span className="chat-header__avatar" aria-hidden="true">
          {viewer === 'member' && doctor ? initials(doctor.name) : 'D'}
        </span>
        <div className="chat-header__text">
          {viewer === 'member' ? (
            <>
              <Heading className="chat-header__name">{doctor?.name ?? 'Dokter Diri'}</Heading>
              <p className="chat-header__meta">
                {doctor ? <span>{doctor.title} · </span> : null}
                <span
                  className={`chat-header__presence${doctor?.online && !closed ? ' chat-header__presence--online' : ''}`}
                >
                  {presence}
                </span>
              </p>
            </>
          ) : (
            <>
              <Heading className="chat-header__name">Konsultasi {condition}</Heading>
              <p className="chat-header__meta">{consult.subClinic}</p>
            </>
          )}
        </div>
      </div>
      {viewer === 'member' ? (
        <p className="chat-header__condition">
          <span className="visually-hidden">Keluhan: </span>
          {condition}
        </p>
      ) : null}
      {consult.status === 2 ? (
        <p className="chat-header__note">Dokter akan segera membalas</p>
      ) : null}
      {connection === 'offline' ? (
        <p className="chat-header__note chat-header__note--offline" role="status">
          Kamu sedang offline. Pesanmu dikirim begitu koneksi kembali.
        </p>
      ) : null}
    </header>
  )
}
