import type { PaymentMethods } from '../../../contract/checkout/schemas'
import { Button } from '../ui/button'
import { ChoiceGroup } from '../ui/choice-group'
import { DemoModeNotice } from './demo-mode-notice'
import { StepFrame, type StepStatus } from './step-frame'

export function PaymentStep({
  status,
  retriesLeft,
  methods,
  selectedId,
  onRetry,
  onSelect,
  onNext,
  onBack,
}: {
  status: StepStatus
  retriesLeft: number
  methods: PaymentMethods | null
  selectedId: string | null
  onRetry: () => void
  onSelect: (id: string) => void
  onNext: () => void
  onBack: () => void
}) {
  return (
    <StepFrame
      title="Pilih metode pembayaran"
      status={status}
      retriesLeft={retriesLeft}
      failedMessage="Metode pembayaran belum bisa dimuat."
      onRetry={onRetry}
      onBack={onBack}
      actions={
        <Button variant="primary" onPress={onNext} isDisabled={!selectedId}>
          Periksa Pesanan
        </Button>
      }
    >
      {methods?.mode === 'demo' ? <DemoModeNotice /> : null}
      {methods ? (
        // One group for every method, its kinds as headed sections: one Tab stop, arrow keys
        // across all of them (four groups took five Tabs to pass).
        <ChoiceGroup
          label="Metode pembayaran"
          value={selectedId}
          onChange={onSelect}
          sections={methods.data.map((group) => ({
            id: group.type,
            title: group.name,
            choices: group.methods.map((method) => ({
              id: method.id,
              title: method.name,
              detail: method.note ?? undefined,
              disabled: !method.available,
            })),
          }))}
        />
      ) : null}
    </StepFrame>
  )
}
