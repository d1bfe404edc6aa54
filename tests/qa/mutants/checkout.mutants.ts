/**
 * Deliberate mistakes in the checkout (issue 32 §5), each checked by hand against the selected
 * paths of tests/qa/models/checkout.model.ts: applied, the production app rebuilt, the paths
 * replayed, the file restored. `caughtBy` names the selected paths that failed.
 */
import type { Mutant } from './mutant'

export const checkoutMutants: Mutant[] = [
  {
    name: 'promo-step-skipped',
    label: "Langkah promo dilewati: 'Lanjut' di keranjang langsung ke alamat",
    // In the page, not the machine: the paths are generated from the machine, so a mistake in
    // it moves the paths with it.
    file: 'src/components/checkout/checkout-body.tsx',
    find: 'onContinue={next}',
    replace: "onContinue={() => send({ type: 'STEP.VISIT', step: 'address' })}",
    caughtBy: [34, 54, 60, 61],
  },
  {
    name: 'back-ignored',
    label: "'Kembali' di langkah checkout tidak melakukan apa-apa",
    file: 'src/components/checkout/checkout-body.tsx',
    find: "const back = () => send({ type: 'BACK' })",
    replace: 'const back = () => undefined',
    caughtBy: [54, 61, 84, 125],
  },
  {
    name: 'pay-again-enabled-twice',
    label: "'Bayar Lagi' tetap bisa ditekan saat pembayaran sebelumnya masih diproses",
    file: 'src/components/checkout/awaiting-payment.tsx',
    find: 'isDisabled={busy || !chosen}',
    replace: 'isDisabled={!chosen}',
    caughtBy: [72, 73, 75, 76, 77, 78],
  },
  {
    name: 'promo-failure-message-removed',
    label: "Pesan 'Promo belum bisa dihitung.' hilang dari langkah promo yang gagal dimuat",
    file: 'src/components/checkout/promo-step.tsx',
    find: 'failedMessage="Promo belum bisa dihitung."',
    replace: '',
    caughtBy: [23, 26, 27, 125, 169],
  },
  {
    name: 'pay-now-enabled-twice',
    label: "'Bayar Sekarang' tetap bisa ditekan saat pesanan sedang dibuat",
    file: 'src/components/checkout/review-step.tsx',
    find: 'isDisabled={placing || hasItemErrors}',
    replace: 'isDisabled={hasItemErrors}',
    caughtBy: [157, 165, 167, 168, 169],
  },
]
