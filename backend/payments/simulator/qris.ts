/**
 * The simulator's QRIS: a payload shaped like a real dynamic QRIS (EMVCo merchant-presented
 * TLV fields with a CRC at the end) and a picture of it. The picture is not a scannable QR code
 * (no encoder is installed and none is needed to click 'Bayar'): the three finder squares, the
 * timing lines and modules drawn from the payload's hash, the same for the same payload.
 */
import { createHash } from 'node:crypto'
import { escapeHtml } from './html'

/** One EMVCo field: two-digit id, two-digit length, value. */
function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** CRC-16/CCITT-FALSE, as EMVCo's field 63 carries it (four hex digits, upper case). */
function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** A dynamic QRIS payload for `amount` rupiah, naming the charge in its reference field. */
export function qrisPayload(ref: string, amount: number): string {
  const body = [
    field('00', '01'),
    // 12: dynamic, for one payment.
    field('01', '12'),
    field('26', [field('00', 'ID.CO.DIRI.SIMULATOR'), field('01', '936000000000000000')].join('')),
    field('51', [field('00', 'ID.CO.QRIS.WWW'), field('02', 'ID1020000000001')].join('')),
    // 5999: miscellaneous retail; 360: rupiah.
    field('52', '5999'),
    field('53', '360'),
    field('54', String(amount)),
    field('58', 'ID'),
    field('59', 'DIRI'),
    field('60', 'JAKARTA'),
    field('61', '10110'),
    field('62', field('05', ref.slice(0, 25))),
  ].join('')
  const withCrcId = `${body}6304`
  return `${withCrcId}${crc16(withCrcId)}`
}

const SIZE = 29
const QUIET = 2

/**
 * The module grid, row by row (`y * SIZE + x`): finder squares and timing lines where a QR has
 * them, the payload's hash everywhere else.
 */
function modules(payload: string): boolean[] {
  const grid = Array<boolean>(SIZE * SIZE).fill(false)
  const reserved = Array<boolean>(SIZE * SIZE).fill(false)
  const set = (x: number, y: number, dark: boolean) => {
    grid[y * SIZE + x] = dark
    reserved[y * SIZE + x] = true
  }
  const finder = (top: number, left: number) => {
    for (let row = -1; row <= 7; row++) {
      for (let col = -1; col <= 7; col++) {
        const y = top + row
        const x = left + col
        if (y < 0 || x < 0 || y >= SIZE || x >= SIZE) continue
        const ring = Math.max(Math.abs(row - 3), Math.abs(col - 3))
        set(x, y, row >= 0 && row <= 6 && col >= 0 && col <= 6 && ring !== 2)
      }
    }
  }
  finder(0, 0)
  finder(0, SIZE - 7)
  finder(SIZE - 7, 0)
  for (let index = 8; index < SIZE - 8; index++) {
    set(index, 6, index % 2 === 0)
    set(6, index, index % 2 === 0)
  }
  let bits: number[] = []
  let round = 0
  for (let cell = 0; cell < SIZE * SIZE; cell++) {
    if (reserved[cell]) continue
    if (bits.length === 0) {
      const digest = createHash('sha256').update(`${round++}:${payload}`).digest()
      bits = [...digest].flatMap((byte) => Array.from({ length: 8 }, (_, bit) => (byte >> bit) & 1))
    }
    grid[cell] = bits.pop() === 1
  }
  return grid
}

/** The picture as an inline SVG: one path, crisp at any size, labelled for screen readers. */
export function qrisSvg(payload: string, label: string): string {
  const cells = modules(payload).flatMap((dark, cell) => {
    const x = (cell % SIZE) + QUIET
    const y = Math.floor(cell / SIZE) + QUIET
    return dark ? [`M${x} ${y}h1v1h-1z`] : []
  })
  const extent = SIZE + QUIET * 2
  return `<svg class="qr" role="img" aria-label="${escapeHtml(label)}" viewBox="0 0 ${extent} ${extent}" width="232" height="232" shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg"><rect width="${extent}" height="${extent}" fill="#fff"/><path fill="#1f2a2e" d="${cells.join('')}"/></svg>`
}
