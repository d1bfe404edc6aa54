// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChatDoctor, ConsultSummary } from '../../../contract/consults/schemas'
import { ChatHeader } from './chat-header'

const NOW = new Date('2026-05-01T03:05:00.000Z')

const CHATTING: ConsultSummary = {
  id: '7d1c3a8e-2f4b-4a51-9d0e-3b6f1c2a9e10',
  status: 3,
  flowId: '2001',
  lastVisitedContentId: null,
  subClinic: 'Poliklinik Kulit',
  conditionName: 'Jerawat',
  checkedConditionName: null,
  doctorName: 'dr. Anisa Rahma',
  createdAt: '2026-05-01T02:00:00.000Z',
  submittedAt: '2026-05-01T02:10:00.000Z',
  closedAt: null,
}

/** As the room was first read: the doctor's console open a minute ago. */
const ANISA: ChatDoctor = {
  name: 'dr. Anisa Rahma',
  title: 'Dokter Spesialis Kulit',
  online: true,
  lastSeenAt: '2026-05-01T03:04:00.000Z',
}

afterEach(cleanup)

function header(consult: ConsultSummary) {
  render(
    <ChatHeader consult={consult} doctor={ANISA} viewer="member" connection="open" now={NOW} />,
  )
}

describe('ChatHeader, for the member', () => {
  it('shows the doctor online while the chat is open', () => {
    header(CHATTING)
    expect(screen.getByText('Online')).toBeInTheDocument()
  })

  it('says the consult is over, not Online, once it is closed (heard live, the doctor unchanged)', () => {
    header({ ...CHATTING, status: 9, closedAt: '2026-05-01T03:05:00.000Z' })
    expect(screen.queryByText('Online')).not.toBeInTheDocument()
    expect(screen.getByText('Sesi konsultasi berakhir')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('dr. Anisa Rahma')
  })
})
