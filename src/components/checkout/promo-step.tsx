import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { BestPromo, PromoApplication } from '../../../contract/checkout/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import { checkoutPromotionQueries } from '../../server/checkout/server-queries'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'

import { StepFrame, type StepStatus } from './step-frame'

/**
 * The promo step: the best promotion is applied by itself, and the page says why it is the best
 * (its saving and condition, and the ones it beat). A code can be typed instead; it is shown
 * uppercased as typed, since it is sent that way (spec §5).
 */
export function PromoStep({
  status,
  retriesLeft,
  best,
  code,
  codeError,
  applying,
  declined,
  onRetry,
  onApplyCode,
  onRemoveCode,
  onDecline,
  onUseBest,
  onNext,
  onBack,
}: {
  status: StepStatus
  retriesLeft: number
  best: BestPromo | null
  /** The typed code's promotion, once the API accepted it. */
  code: PromoApplication | null
  codeError: string | null
  applying: boolean
  declined: boolean
  onRetry: () => void
  onApplyCode: (code: string) => void
  onRemoveCode: () => void
  onDecline: () => void
  onUseBest: () => void
  onNext: () => void
  onBack: () => void
}) {
  const [typed, setTyped] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (typed.trim()) onApplyCode(typed.trim().toUpperCase())
  }
  const others = best?.alternatives ?? []
  // The member's codes sit above 'Lanjut ke Alamat': shown once they have answered (or failed),
  // with the rest of the step, so the button does not move under a finger that is pressing it
  // (a press then landed on the list, a 'Pakai' among it, and 'Lanjut' was lost).
  const codesPending = useQuery(checkoutPromotionQueries.list()).isPending
  return (
    <StepFrame
      title="Promo untukmu"
      status={status === 'ready' && codesPending ? 'loading' : status}
      retriesLeft={retriesLeft}
      failedMessage="Promo belum bisa dihitung."
      onRetry={onRetry}
      onBack={onBack}
      actions={
        <Button variant="primary" onPress={onNext} isDisabled={applying}>
          Lanjut ke Alamat
        </Button>
      }
    >
      {code ? (
        <div className="promo-card promo-card--applied">
          <p className="promo-card__eyebrow">Kode {code.code} dipakai</p>
          <p className="promo-card__title">{code.title}</p>
          <p>
            Hemat <strong>{formatRupiah(code.saving)}</strong>. {code.condition}
          </p>
          <Button variant="ghost" size="small" onPress={onRemoveCode}>
            Hapus kode
          </Button>
        </div>
      ) : best?.best && !declined ? (
        <div className="promo-card promo-card--applied">
          <p className="promo-card__eyebrow">Promo terbaik, otomatis dipakai</p>
          <p className="promo-card__title">{best.best.title}</p>
          <p>
            Hemat <strong>{formatRupiah(best.best.saving)}</strong>. {best.best.condition}
          </p>
          {others.length > 0 ? (
            <details className="promo-card__why">
              <summary>Kenapa ini yang terbaik?</summary>
              <p className="small">
                Kami pakai {best.best.title}, yang paling hemat dari {others.length + 1} promo untuk
                belanjaanmu. Promo lain yang kami bandingkan:
              </p>
              <ul className="promo-alternatives">
                {others.map((other) => (
                  <li key={other.promotionId}>
                    <strong>{other.title}</strong>:{' '}
                    {other.eligible
                      ? `hemat ${formatRupiah(other.saving)}`
                      : (other.reason ?? 'belum berlaku')}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <Button variant="ghost" size="small" onPress={onDecline}>
            Jangan pakai promo
          </Button>
        </div>
      ) : (
        <div className="promo-card">
          <p>
            {declined
              ? 'Kamu memilih tidak memakai promo.'
              : 'Belum ada promo yang berlaku untuk belanjaanmu.'}
          </p>
          {declined && best?.best ? (
            <Button variant="ghost" size="small" onPress={onUseBest}>
              Pakai promo terbaik ({formatRupiah(best.best.saving)})
            </Button>
          ) : null}
          {!declined && others.length > 0 ? (
            <ul className="promo-alternatives">
              {others.map((other) => (
                <li key={other.promotionId}>
                  <strong>{other.title}</strong>: {other.reason ?? 'belum berlaku'}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      <form className="promo-code" onSubmit={submit} aria-label="Kode promo" noValidate>
        <TextField
          label="Punya kode promo?"
          value={typed}
          onChange={(value) => setTyped(value.toUpperCase())}
          errorMessage={codeError ?? undefined}
          inputProps={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }}
        />
        <Button type="submit" variant="secondary" isDisabled={applying || !typed.trim()}>
          {applying ? 'Memeriksa…' : 'Pakai Kode'}
        </Button>
      </form>
      <MemberCodes current={code?.code ?? null} busy={applying} onApply={onApplyCode} />
    </StepFrame>
  )
}

/**
 * The codes the member may use at checkout (`GET /promotions`), each a button that applies it,
 * so nobody has to copy a code from the promo pages. Nothing shows while they load or if they
 * cannot be loaded: the field above still takes any code.
 */
function MemberCodes({
  current,
  busy,
  onApply,
}: {
  current: string | null
  busy: boolean
  onApply: (code: string) => void
}) {
  const { data } = useQuery(checkoutPromotionQueries.list())
  const codes = data?.data.filter((promotion) => promotion.code !== null) ?? []
  if (codes.length === 0) return null
  return (
    <section className="member-codes" aria-labelledby="judul-kode-promo">
      <h3 id="judul-kode-promo">Kode promo untukmu</h3>
      <ul>
        {codes.map((promotion) => (
          <li key={promotion.promotionId}>
            <span>
              <strong>{promotion.code}</strong> · {promotion.title}
              <br />
              <span className="muted small">{promotion.condition}</span>
            </span>
            {promotion.code === current ? (
              <span className="badge">Dipakai</span>
            ) : (
              <Button
                variant="ghost"
                size="small"
                isDisabled={busy}
                aria-label={`Pakai promo ${promotion.code}`}
                onPress={() => promotion.code && onApply(promotion.code)}
              >
                Pakai
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
