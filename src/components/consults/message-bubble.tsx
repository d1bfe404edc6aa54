import type { ReactNode } from 'react'
import type { ChatMessage, ConsultAttachment } from '../../../contract/consults/schemas'
import { formatChatTime } from '../../lib/consults/chat-format'
import { isStalled } from '../../lib/consults/chat-queue'
import type { PendingMessage } from '../../lib/consults/chat-state'
import { privateMedia } from '../../lib/error-reports/replay-privacy'

export type BubbleSide = 'own' | 'other' | 'system'

/**
 * What an own message's line says: delivered and read, or where a queued one stands. 'Belum
 * terkirim': its sends have been lost on the way several times; the queue keeps trying.
 */
export type BubbleStatus =
  | 'Terkirim'
  | 'Dibaca'
  | 'Mengirim…'
  | 'Menunggu koneksi…'
  | 'Belum terkirim'
  | 'Gagal'

export function attachmentUrl(consultId: string, attachmentId: string) {
  return `/konsultasi/lampiran/${encodeURIComponent(consultId)}/${encodeURIComponent(attachmentId)}`
}

export function pendingStatus(message: PendingMessage): BubbleStatus {
  if (message.state === 'failed') return 'Gagal'
  if (message.state === 'sending') return 'Mengirim…'
  if (isStalled(message)) return 'Belum terkirim'
  return 'Menunggu koneksi…'
}

interface MessageBubbleProps {
  consultId: string
  side: BubbleSide
  /** Who wrote it, for screen readers ('Kamu', the doctor's name). */
  author: string
  text: string | null
  attachment: ConsultAttachment | null
  sentAt: string
  status?: BubbleStatus
  /** Why a failed message failed, when the API said. */
  error?: string
  onRetry?: () => void
  /** A recommendation card in place of the text. */
  children?: ReactNode
}

/** One message: own on the right, the other side's on the left, the room's notices centred. */
export function MessageBubble({
  consultId,
  side,
  author,
  text,
  attachment,
  sentAt,
  status,
  error,
  onRetry,
  children,
}: MessageBubbleProps) {
  const time = formatChatTime(sentAt)
  if (side === 'system') {
    return (
      <div className="chat-bubble chat-bubble--system">
        <p>{text}</p>
      </div>
    )
  }
  const queued = status !== undefined && status !== 'Terkirim' && status !== 'Dibaca'
  return (
    <div
      className={`chat-bubble chat-bubble--${side}${queued ? ' chat-bubble--queued' : ''}${children ? ' chat-bubble--wide' : ''}`}
    >
      <span className="visually-hidden">{author}: </span>
      {children}
      {attachment ? (
        <img
          {...privateMedia}
          className="chat-bubble__image"
          src={attachmentUrl(consultId, attachment.id)}
          width={attachment.width}
          height={attachment.height}
          alt={
            side === 'own'
              ? `Foto yang kamu kirim pukul ${time}`
              : `Foto dari ${author} pukul ${time}`
          }
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {text && !children ? <p className="chat-bubble__text">{text}</p> : null}
      <p className="chat-bubble__meta">
        <time dateTime={sentAt}>{time}</time>
        {status && status !== 'Gagal' ? (
          <span className={`chat-bubble__status chat-bubble__status--${statusClass(status)}`}>
            {' · '}
            {status === 'Belum terkirim' ? 'Belum terkirim · akan dikirim lagi otomatis' : status}
          </span>
        ) : null}
      </p>
      {status === 'Belum terkirim' && onRetry ? (
        <p className="chat-bubble__failed">
          <button type="button" className="chat-bubble__retry" onClick={onRetry}>
            Kirim ulang
          </button>
        </p>
      ) : null}
      {status === 'Gagal' ? (
        <p className="chat-bubble__failed">
          {error ? <span>{error} </span> : null}
          {onRetry ? (
            <button type="button" className="chat-bubble__retry" onClick={onRetry}>
              Gagal, coba lagi
            </button>
          ) : (
            <span>Gagal terkirim.</span>
          )}
        </p>
      ) : null}
    </div>
  )
}

function statusClass(status: BubbleStatus) {
  if (status === 'Dibaca') return 'read'
  if (status === 'Terkirim') return 'sent'
  return 'waiting'
}

/** The author's name for a saved message, as the viewer knows them. */
export function authorOf(
  message: Pick<ChatMessage, 'sender'>,
  viewer: 'member' | 'doctor',
  doctorName: string | null,
) {
  if (message.sender === viewer) return 'Kamu'
  if (message.sender === 'doctor') return doctorName ?? 'Dokter'
  if (message.sender === 'member') return 'Pasien'
  return 'Diri'
}
