/**
 * The consent form's parts, shared by the banner and `/pengaturan-cookie`: plain HTML
 * that posts to `CONSENT_FORM_PATH` before the app has loaded (ADR 007), and that the app takes
 * over once it runs (`useConsentSubmit`).
 */
import type { FormEvent, ReactNode } from 'react'
import {
  CONSENT_FORM_ACTIONS,
  CONSENT_FORM_FIELDS,
  CONSENT_FORM_PATH,
  type ConsentFormInput,
  readConsentForm,
} from '../../lib/consent/consent-form'
import type { ConsentChoice } from '../../lib/consent/consent-state'

export const PURPOSE_TEXT = {
  necessary: {
    title: 'Diperlukan',
    body: 'Agar situs berjalan dan aman: sesi masukmu, keranjang, perlindungan dari penyalahgunaan, dan laporan galat tanpa data kesehatan. Selalu aktif.',
  },
  analytics: {
    title: 'Analitik',
    body: 'Membantu kami memahami halaman mana yang dipakai dan di mana kamu kesulitan (Google Tag Manager dan rekaman sesi yang menyamarkan isian).',
  },
  marketing: {
    title: 'Pemasaran',
    body: 'Mengukur iklan dan menampilkan penawaran yang relevan (Meta Pixel dan alat komunikasi pelanggan). Tidak pernah di halaman konsultasi.',
  },
} as const

export function ConsentForm({
  source,
  back,
  onChosen,
  className,
  labelledBy,
  children,
}: {
  source: ConsentFormInput['source']
  /** The page to come back to when the form is posted before the app runs. */
  back: string
  onChosen?: (result: { reloading: boolean; choice: ConsentChoice }) => void
  className?: string
  labelledBy?: string
  children: ReactNode
}) {
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const form = readConsentForm(new FormData(event.currentTarget, submitter))
    if (!form) return
    // Loaded at the press: every page carries the banner, few pages see it used.
    const { chooseConsent } = await import('./choose-consent')
    const result = await chooseConsent(form.purposes, source)
    onChosen?.(result)
  }
  return (
    <form
      method="post"
      action={CONSENT_FORM_PATH}
      className={className}
      aria-labelledby={labelledBy}
      onSubmit={submit}
    >
      <input type="hidden" name={CONSENT_FORM_FIELDS.back} value={back} />
      <input type="hidden" name={CONSENT_FORM_FIELDS.source} value={source} />
      {children}
    </form>
  )
}

/** 'Tolak semua' and 'Terima semua': the same size and style, side by side, neither favoured. */
export function AllOrNothingButtons() {
  return (
    <div className="consent-actions">
      <button
        type="submit"
        name={CONSENT_FORM_FIELDS.action}
        value={CONSENT_FORM_ACTIONS.rejectAll}
        className="button button--secondary"
      >
        Tolak semua
      </button>
      <button
        type="submit"
        name={CONSENT_FORM_FIELDS.action}
        value={CONSENT_FORM_ACTIONS.acceptAll}
        className="button button--secondary"
      >
        Terima semua
      </button>
    </div>
  )
}

/** The purposes, one per row; the optional ones as checkboxes starting at `defaults`. */
export function PurposeFields({
  defaults,
  idPrefix,
}: {
  defaults: { analytics: boolean; marketing: boolean }
  idPrefix: string
}) {
  return (
    <fieldset className="consent-purposes">
      <legend className="visually-hidden">Tujuan cookie</legend>
      <div className="consent-purpose">
        <input
          id={`${idPrefix}-perlu`}
          type="checkbox"
          checked
          disabled
          readOnly
          aria-describedby={`${idPrefix}-perlu-info`}
        />
        <div>
          <label htmlFor={`${idPrefix}-perlu`} className="consent-purpose__title">
            {PURPOSE_TEXT.necessary.title}
          </label>
          <p id={`${idPrefix}-perlu-info`} className="consent-purpose__body">
            {PURPOSE_TEXT.necessary.body}
          </p>
        </div>
      </div>
      <PurposeCheckbox
        id={`${idPrefix}-analitik`}
        name={CONSENT_FORM_FIELDS.analytics}
        text={PURPOSE_TEXT.analytics}
        defaultChecked={defaults.analytics}
      />
      <PurposeCheckbox
        id={`${idPrefix}-pemasaran`}
        name={CONSENT_FORM_FIELDS.marketing}
        text={PURPOSE_TEXT.marketing}
        defaultChecked={defaults.marketing}
      />
    </fieldset>
  )
}

function PurposeCheckbox({
  id,
  name,
  text,
  defaultChecked,
}: {
  id: string
  name: string
  text: { title: string; body: string }
  defaultChecked: boolean
}) {
  return (
    <div className="consent-purpose">
      <input
        id={id}
        type="checkbox"
        name={name}
        value="ya"
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-info`}
      />
      <div>
        <label htmlFor={id} className="consent-purpose__title">
          {text.title}
        </label>
        <p id={`${id}-info`} className="consent-purpose__body">
          {text.body}
        </p>
      </div>
    </div>
  )
}

export function SaveChoicesButton() {
  return (
    <button
      type="submit"
      name={CONSENT_FORM_FIELDS.action}
      value={CONSENT_FORM_ACTIONS.save}
      className="button button--ghost"
    >
      Simpan pilihan
    </button>
  )
}
