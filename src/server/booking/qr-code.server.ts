import { encode } from 'uqr'

/** A QR code as one SVG path: drawn by the page, computed here so no QR code ships to the browser. */
export interface QrCode {
  /** Modules per side, the quiet zone included: the SVG's viewBox is `0 0 size size`. */
  size: number
  /** Each dark run of a row as one rectangle (`M x y h n v 1 h -n z`). */
  path: string
}

/** Error correction M (15 %): the pass survives a scratched or dimmed phone screen. */
export function qrCode(text: string): QrCode {
  const { data, size } = encode(text, { ecc: 'M', border: 2 })
  let path = ''
  data.forEach((row, y) => {
    let x = 0
    while (x < size) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < size && row[x]) x += 1
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`
    }
  })
  return { size, path }
}
