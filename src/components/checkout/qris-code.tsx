import { useQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { Payment } from '../../../contract/checkout/schemas'
import { getMyPaymentQr } from '../../server/checkout/payment-qr.functions'

/**
 * The QRIS code to scan, from the payment's `qrString` (Midtrans's `qr_string`, the simulator's
 * payload), drawn on the server. While it loads, or if it cannot, the provider's own QR page
 * (the payment's action link, shown beside it) still serves. The words round it (scan with any
 * bank or e-wallet app) are the page's.
 */
export function QrisCode({ orderId, payment }: { orderId: string; payment: Payment }) {
  const loadQr = useServerFn(getMyPaymentQr)
  const qr = useQuery({
    queryKey: ['member', 'payment-qr', orderId, payment.id],
    queryFn: () => loadQr({ data: { orderId } }),
    enabled: payment.qrString !== null,
    staleTime: Infinity,
  })
  if (!qr.data) {
    return qr.isPending && payment.qrString !== null ? (
      <div className="qris-code qris-code--loading" aria-hidden="true" />
    ) : null
  }
  const label = `Kode QRIS pembayaran ${payment.methodName}`
  return (
    <figure className="qris-code">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${qr.data.size} ${qr.data.size}`}
        width="240"
        height="240"
        shapeRendering="crispEdges"
        xmlns="http://www.w3.org/2000/svg"
      >
        <title>{label}</title>
        <rect width={qr.data.size} height={qr.data.size} fill="#fff" />
        <path d={qr.data.path} fill="#000" />
      </svg>
    </figure>
  )
}
