/**
 * The couriers an operator ships with, and where each one's public tracking page answers a
 * tracking number (`{resi}`); null where the courier has none (a same-day rider is tracked in
 * its own app).
 */
export const COURIERS = {
  jne: { name: 'JNE', trackingUrl: 'https://www.jne.co.id/tracking-package?awb={resi}' },
  jnt: { name: 'J&T Express', trackingUrl: 'https://jet.co.id/track?awb={resi}' },
  sicepat: { name: 'SiCepat', trackingUrl: 'https://www.sicepat.com/checkAwb?awb={resi}' },
  anteraja: { name: 'AnterAja', trackingUrl: 'https://anteraja.id/tracking/{resi}' },
  gosend: { name: 'GoSend', trackingUrl: null },
} as const satisfies Record<string, { name: string; trackingUrl: string | null }>

export type CourierId = keyof typeof COURIERS
