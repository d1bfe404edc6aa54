import type { ShippingRates } from '../../../contract/checkout/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import { Button } from '../ui/button'
import { ChoiceGroup } from '../ui/choice-group'

import { StepFrame, type StepStatus } from './step-frame'

const kilograms = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 })

export function ShippingStep({
  status,
  retriesLeft,
  rates,
  selectedId,
  onRetry,
  onSelect,
  onNext,
  onBack,
}: {
  status: StepStatus
  retriesLeft: number
  rates: ShippingRates | null
  selectedId: string | null
  onRetry: () => void
  onSelect: (id: string) => void
  onNext: () => void
  onBack: () => void
}) {
  return (
    <StepFrame
      title="Pilih pengiriman"
      status={status}
      retriesLeft={retriesLeft}
      failedMessage="Ongkos kirim belum bisa dihitung."
      onRetry={onRetry}
      onBack={onBack}
      actions={
        <Button variant="primary" onPress={onNext} isDisabled={!selectedId}>
          Lanjut ke Pembayaran
        </Button>
      }
    >
      {rates ? (
        rates.data.length === 0 ? (
          <p className="alert alert--error" role="alert">
            Belum ada kurir yang mengantar ke {rates.destination.city}. Pilih alamat lain.
          </p>
        ) : (
          <ChoiceGroup
            label={`Kurir ke ${rates.destination.city}, ${rates.destination.province}`}
            description={`Berat paket ${kilograms.format(rates.weightGrams / 1000)} kg`}
            value={selectedId}
            onChange={onSelect}
            choices={rates.data.map((rate) => ({
              id: rate.id,
              title: `${rate.courier} ${rate.service}`,
              detail: `Estimasi tiba ${rate.etaLabel}`,
              aside: <strong>{formatRupiah(rate.price)}</strong>,
            }))}
          />
        )
      ) : null}
    </StepFrame>
  )
}
