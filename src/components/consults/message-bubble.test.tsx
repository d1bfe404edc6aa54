import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ChatMessage, ChatRoom } from '../../../contract/consults/schemas'
import { initialChatState } from '../../lib/consults/chat-state'
import { MessageBubble } from './message-bubble'
import { MessageList } from './message-list'

const CONSULT = '6f1c2a4e-3b5d-4e7f-8a9b-0c1d2e3f4a5b'
// 10.32 in Jakarta (UTC+7).
const SENT_AT = '2026-11-24T03:32:00.000Z'

function message(seq: number, sender: ChatMessage['sender'], text: string): ChatMessage {
  return {
    id: `m-${seq}`,
    consultId: CONSULT,
    seq,
    sender,
    kind: sender === 'system' ? 'status' : 'text',
    text,
    attachment: null,
    recommendation: null,
    clientId: null,
    sentAt: SENT_AT,
  }
}

const room: ChatRoom = {
  consult: {
    id: CONSULT,
    status: 3,
    flowId: '2002',
    lastVisitedContentId: null,
    subClinic: 'Poliklinik Kulit',
    conditionName: 'Flek Hitam',
    checkedConditionName: null,
    doctorName: 'dr. Anisa Rahma',
    createdAt: SENT_AT,
  },
  doctor: {
    name: 'dr. Anisa Rahma',
    title: 'Dokter Spesialis Kulit',
    online: false,
    lastSeenAt: SENT_AT,
  },
  viewer: 'member',
  messages: [
    message(1, 'system', 'dr. Anisa Rahma bergabung'),
    message(2, 'member', 'Dok, flek saya makin gelap.'),
    message(3, 'doctor', 'Sejak kapan munculnya?'),
    message(4, 'member', 'Sejak tiga bulan lalu.'),
  ],
  readUpTo: { member: 3, doctor: 2 },
}

describe('MessageList', () => {
  it('is a polite live log with own messages marked read or sent, and the time in Jakarta', () => {
    render(
      <MessageList
        consultId={CONSULT}
        state={initialChatState(room)}
        now={new Date(SENT_AT)}
        onRetry={() => {}}
      />,
    )
    const log = screen.getByRole('log', { name: 'Percakapan' })
    expect(log).toHaveAttribute('aria-live', 'polite')
    expect(within(log).getByText('Hari ini')).toBeInTheDocument()

    const read = within(log).getByText('Dok, flek saya makin gelap.').closest('.chat-bubble')
    expect(read).toHaveClass('chat-bubble--own')
    expect(read).toHaveTextContent('Kamu: Dok, flek saya makin gelap.10.32 · Dibaca')

    const sent = within(log).getByText('Sejak tiga bulan lalu.').closest('.chat-bubble')
    expect(sent).toHaveTextContent('10.32 · Terkirim')

    const fromDoctor = within(log).getByText('Sejak kapan munculnya?').closest('.chat-bubble')
    expect(fromDoctor).toHaveClass('chat-bubble--other')
    expect(fromDoctor).toHaveTextContent('dr. Anisa Rahma: Sejak kapan munculnya?10.32')
    expect(fromDoctor).not.toHaveTextContent(/Dibaca|Terkirim/)

    expect(within(log).getByText('dr. Anisa Rahma bergabung').closest('.chat-bubble')).toHaveClass(
      'chat-bubble--system',
    )
  })

  it('shows queued messages after the sent ones, waiting or failed', () => {
    const state = initialChatState(room, [
      { clientId: 'a', text: 'Terkirim nanti', writtenAt: SENT_AT, state: 'waiting' },
      { clientId: 'b', text: 'Ditolak', writtenAt: SENT_AT, state: 'failed' },
    ])
    render(
      <MessageList consultId={CONSULT} state={state} now={new Date(SENT_AT)} onRetry={() => {}} />,
    )
    const bubbles = screen.getByRole('log').querySelectorAll('.chat-bubble')
    expect(bubbles[4]).toHaveTextContent('Terkirim nanti10.32 · Menunggu koneksi…')
    expect(bubbles[5]).toHaveTextContent('Ditolak')
    expect(
      within(bubbles[5] as HTMLElement).getByRole('button', { name: 'Gagal, coba lagi' }),
    ).toBeVisible()
  })

  it('a message lost on the way again and again says it is not sent yet and offers “Kirim ulang”', async () => {
    const retry = vi.fn()
    const state = initialChatState(room, [
      { clientId: 'a', text: 'Baru sekali', writtenAt: SENT_AT, state: 'waiting', failures: 1 },
      { clientId: 'b', text: 'Sinyal lemah', writtenAt: SENT_AT, state: 'waiting', failures: 4 },
      { clientId: 'c', text: 'Dicoba lagi', writtenAt: SENT_AT, state: 'sending', failures: 4 },
    ])
    render(
      <MessageList consultId={CONSULT} state={state} now={new Date(SENT_AT)} onRetry={retry} />,
    )
    const bubbles = screen.getByRole('log').querySelectorAll('.chat-bubble')
    expect(bubbles[4]).toHaveTextContent('Baru sekali10.32 · Menunggu koneksi…')
    expect(within(bubbles[4] as HTMLElement).queryByRole('button')).toBeNull()
    expect(bubbles[5]).toHaveTextContent(
      'Sinyal lemah10.32 · Belum terkirim · akan dikirim lagi otomatis',
    )
    await userEvent.click(
      within(bubbles[5] as HTMLElement).getByRole('button', { name: 'Kirim ulang' }),
    )
    expect(retry).toHaveBeenCalledExactlyOnceWith('b')
    expect(bubbles[6]).toHaveTextContent('Dicoba lagi10.32 · Mengirim…')
    expect(within(bubbles[6] as HTMLElement).queryByRole('button')).toBeNull()
  })
})

describe('MessageBubble', () => {
  it('a failed message offers to try again', async () => {
    const retry = vi.fn()
    render(
      <MessageBubble
        consultId={CONSULT}
        side="own"
        author="Kamu"
        text="Halo dok"
        attachment={null}
        sentAt={SENT_AT}
        status="Gagal"
        onRetry={retry}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Gagal, coba lagi' }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('shows a photo through the site’s route, with its size and a description', () => {
    render(
      <MessageBubble
        consultId={CONSULT}
        side="other"
        author="dr. Anisa Rahma"
        text={null}
        attachment={{
          id: 'b1c2d3e4-0000-4000-8000-000000000001',
          contentType: 'image/jpeg',
          size: 1000,
          width: 800,
          height: 600,
          createdAt: SENT_AT,
        }}
        sentAt={SENT_AT}
      />,
    )
    const image = screen.getByRole('img', { name: 'Foto dari dr. Anisa Rahma pukul 10.32' })
    expect(image).toHaveAttribute(
      'src',
      `/konsultasi/lampiran/${CONSULT}/b1c2d3e4-0000-4000-8000-000000000001`,
    )
    expect(image).toHaveAttribute('width', '800')
    expect(image).toHaveAttribute('height', '600')
  })
})
