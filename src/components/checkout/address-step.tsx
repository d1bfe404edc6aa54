import { useQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useEffect, useRef, useState } from 'react'
import type { Address } from '../../../contract/addresses/schemas'
import { formatIndonesianMobile } from '../../../contract/auth/phone'
import { draftFrom } from '../../lib/addresses/address-draft'
import { privateText } from '../../lib/error-reports/replay-privacy'
import { saveAddress } from '../../server/addresses/addresses.functions'
import { sessionQueries } from '../../server/auth/server-queries'
import { AddressForm } from '../addresses/address-form'
import { Button } from '../ui/button'
import { ChoiceGroup } from '../ui/choice-group'
import { Dialog } from '../ui/dialog'
import { StepFrame, type StepStatus } from './step-frame'

/** The draft key of the checkout's new-address form (kept in this tab until saved). */
const NEW_ADDRESS_DRAFT = 'alamat:checkout-baru'

export function addressLine(address: Address) {
  return `${address.street}, ${address.suburb.name}, ${address.city.name}, ${address.province.name} ${address.postalCode.code}`
}

/**
 * The delivery address: the member's addresses to choose from (the primary one chosen first) and
 * a form for a new one, with the province → city → suburb → postal code chain.
 */
export function AddressStep({
  status,
  retriesLeft,
  addresses,
  selectedId,
  onRetry,
  onSelect,
  onSaved,
  onSessionEnded,
  onNext,
  onBack,
}: {
  status: StepStatus
  retriesLeft: number
  addresses: readonly Address[] | null
  selectedId: string | null
  onRetry: () => void
  onSelect: (id: string) => void
  /** A new address was saved: the list reloads with it chosen. */
  onSaved: (id: string) => void
  /** Resolves true when the member was sent to sign in again (the draft stays in this tab). */
  onSessionEnded: (error: unknown) => Promise<boolean>
  onNext: () => void
  onBack: () => void
}) {
  const [adding, setAdding] = useState(false)
  // The address just saved: once the list has reloaded with it, its radio takes the focus (the
  // dialog's opener has gone with the reload, so the focus would otherwise fall to the page).
  const [savedId, setSavedId] = useState<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!savedId || status !== 'ready' || !addresses?.some(({ id }) => id === savedId)) return
    const radio = listRef.current?.querySelector<HTMLInputElement>(
      `input[type="radio"][value="${CSS.escape(savedId)}"]`,
    )
    if (!radio) return
    radio.focus()
    setSavedId(null)
  }, [savedId, status, addresses])
  const save = useServerFn(saveAddress)
  const { data: session } = useQuery(sessionQueries.current())

  async function submit(input: Parameters<typeof save>[0]['data']['address']) {
    let result: Awaited<ReturnType<typeof save>>
    try {
      result = await save({ data: { address: input } })
    } catch (error) {
      if (await onSessionEnded(error)) {
        return { message: 'Sesimu sudah berakhir. Alamat belum tersimpan.', fieldErrors: {} }
      }
      return {
        message: 'Alamat belum tersimpan. Periksa koneksimu lalu coba lagi.',
        fieldErrors: {},
      }
    }
    if (!result.ok) return { message: result.message, fieldErrors: result.fieldErrors }
    setAdding(false)
    setSavedId(result.id)
    onSaved(result.id)
    return undefined
  }

  return (
    <StepFrame
      title="Kirim ke mana?"
      status={status}
      retriesLeft={retriesLeft}
      failedMessage="Alamatmu belum bisa dimuat."
      onRetry={onRetry}
      onBack={onBack}
      actions={
        <Button variant="primary" onPress={onNext} isDisabled={!selectedId}>
          Lanjut ke Pengiriman
        </Button>
      }
    >
      {addresses && addresses.length > 0 ? (
        <div ref={listRef}>
          <ChoiceGroup
            label="Alamat pengiriman"
            value={selectedId}
            onChange={onSelect}
            choices={addresses.map((address) => ({
              id: address.id,
              title: (
                <>
                  {address.label ?? address.recipientName}
                  {address.isPrimary ? <span className="badge">Utama</span> : null}
                </>
              ),
              detail: (
                <span {...privateText}>
                  {address.recipientName} · {formatIndonesianMobile(address.phone)}
                  <br />
                  {addressLine(address)}
                </span>
              ),
            }))}
          />
        </div>
      ) : (
        <p className="muted">
          Belum ada alamat. Tambahkan alamat supaya pesananmu bisa kami kirim.
        </p>
      )}
      <Button variant="secondary" size="small" onPress={() => setAdding(true)}>
        Tambah Alamat Baru
      </Button>
      <Dialog title="Tambah alamat" isOpen={adding} onOpenChange={setAdding} isDismissable={false}>
        {adding ? (
          <AddressForm
            draftKey={NEW_ADDRESS_DRAFT}
            initial={draftFrom(undefined, {
              recipientName: session?.user.fullName ?? '',
              phone: session ? formatIndonesianMobile(session.user.intlMobileNumber) : '',
            })}
            submitLabel="Simpan dan Pakai"
            onSubmit={submit}
            onCancel={() => setAdding(false)}
          />
        ) : null}
      </Dialog>
    </StepFrame>
  )
}
