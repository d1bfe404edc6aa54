import { StatusBadge, type StatusTone } from '../ui/status-badge'

/** A consult's status as its member reads it (spec §9's numbers), a word and a sign on a tint. */
const STATUS: Record<number, { tone: StatusTone; sign: string; label: string }> = {
  1: { tone: 'warning', sign: '✎', label: 'Kuesioner belum selesai' },
  2: { tone: 'neutral', sign: '⏳', label: 'Menunggu dokter' },
  3: { tone: 'success', sign: '💬', label: 'Chat dengan dokter' },
  8: { tone: 'neutral', sign: '×', label: 'Dibatalkan' },
  9: { tone: 'success', sign: '✓', label: 'Selesai' },
}

export function ConsultStatusBadge({ status }: { status: number }) {
  const shown = STATUS[status] ?? { tone: 'neutral' as const, sign: '•', label: 'Dalam proses' }
  return <StatusBadge {...shown} />
}
