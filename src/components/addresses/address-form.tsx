import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Checkbox } from 'react-aria-components/Checkbox'
import { Form } from 'react-aria-components/Form'
import type { AddressInput } from '../../../contract/addresses/schemas'
import {
  AddressDraft,
  type AddressFieldErrors,
  type RegionLevel,
  toAddressInput,
  validateAddressDraft,
  withRegion,
} from '../../lib/addresses/address-draft'
import { privateText } from '../../lib/error-reports/replay-privacy'
import { useFormDraft } from '../../lib/form-draft'
import { Button } from '../ui/button'
import { AddressRecipientFields } from './address-recipient-fields'
import { AddressRegionFields } from './address-region-fields'
import { AddressStreetFields } from './address-street-fields'
import { useRegionOptions } from './use-region-options'

interface AddressFormProps {
  initial: AddressDraft
  /**
   * Keeps what was typed in this tab's sessionStorage under this key (one per form: a new address,
   * or the address being edited) until it is saved or cancelled, and starts from it when present:
   * a member sent to sign in half-way comes back to the form as they left it.
   */
  draftKey?: string
  submitLabel: string
  /** Saves the address; resolves with the API's refusal to show, or nothing on success. */
  onSubmit: (
    input: AddressInput,
  ) => Promise<{ message: string; fieldErrors: Record<string, string> } | undefined>
  onCancel?: () => void
}

/** The address form: recipient, phone, the province → city → suburb → postal code chain, street. */
export function AddressForm({
  initial,
  draftKey,
  submitLabel,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  // The draft lives here (and with a key, in storage) until saved, so a failed save loses nothing.
  const { draft, change: setDraft, discard } = useFormDraft(draftKey, AddressDraft, initial)
  const [errors, setErrors] = useState<AddressFieldErrors>({})
  const [invalid, setInvalid] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // Counts refusals: each one moves the focus to the first field it marked, once rendered.
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals === 0) return
    focusFirstInvalid(formRef.current)
  }, [refusals])
  const save = useMutation({
    mutationFn: async (input: AddressInput) => {
      const refusal = await onSubmit(input)
      if (!refusal) discard()
      return refusal
    },
    onSuccess: (refusal) => {
      if (!refusal) return
      setErrors(refusal.fieldErrors)
      if (Object.keys(refusal.fieldErrors).length > 0) setRefusals((count) => count + 1)
    },
  })
  const formError = invalid
    ? 'Periksa lagi isian yang ditandai.'
    : save.isError
      ? 'Alamat belum tersimpan karena gangguan koneksi. Isianmu masih ada, coba simpan lagi.'
      : save.data?.message
  const regions = useRegionOptions(draft)

  function update<K extends keyof AddressDraft>(key: K, value: AddressDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  function choose(level: RegionLevel, value: string | null) {
    setDraft((current) => withRegion(current, level, value))
    setErrors((current) => ({ ...current, [level]: undefined }))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (save.isPending) return
    const found = validateAddressDraft(draft)
    setErrors(found)
    setInvalid(Object.keys(found).length > 0)
    if (Object.keys(found).length === 0) save.mutate(toAddressInput(draft))
    else setRefusals((count) => count + 1)
  }

  return (
    <Form
      ref={formRef}
      onSubmit={submit}
      validationBehavior="aria"
      className="address-form"
      {...privateText}
    >
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      {regions.failed ? (
        <div className="alert alert--error" role="alert">
          Daftar wilayah gagal dimuat. Periksa koneksi internetmu, lalu buka lagi formulir ini.
        </div>
      ) : null}
      <AddressRecipientFields draft={draft} errors={errors} onChange={update} autoFocus />
      <AddressRegionFields draft={draft} regions={regions} errors={errors} onChoose={choose} />
      <AddressStreetFields draft={draft} errors={errors} onChange={update} />
      <Checkbox
        className="checkbox"
        isSelected={draft.isPrimary}
        onChange={(value) => update('isPrimary', value)}
      >
        <span className="checkbox__box" aria-hidden="true" />
        Jadikan alamat utama
      </Checkbox>
      <div className="form-actions">
        {onCancel ? (
          <Button
            variant="ghost"
            onPress={() => {
              discard()
              onCancel()
            }}
          >
            Batal
          </Button>
        ) : null}
        <Button type="submit" isPending={save.isPending} isDisabled={save.isPending}>
          {save.isPending ? 'Menyimpan…' : submitLabel}
        </Button>
      </div>
    </Form>
  )
}

/**
 * The first field a refusal marked gets the focus, in the middle of the view: a screen reader
 * then reads its label, that it is invalid and its message (aria-describedby), and a sighted
 * member sees it instead of a message scrolled off the top while the focus stays on 'Simpan'.
 */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>(
    '[data-invalid] :is(input:not([type="hidden"]), textarea, button)',
  )
  if (!field) return
  field.focus({ preventScroll: true })
  // jsdom has no scrollIntoView; every browser has.
  field.scrollIntoView?.({ block: 'center' })
}
