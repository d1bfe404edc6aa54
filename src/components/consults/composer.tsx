import { useHydrated } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import * as v from 'valibot'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ConsultAttachment,
} from '../../../contract/consults/schemas'
import { toast } from '../ui/toast'
import type { NewMessage } from './use-chat-room'

export const MESSAGE_MAX_LENGTH = 2000

interface ComposerProps {
  consultId: string
  onSend: (message: NewMessage) => void
}

/** Uploads a photo through the site's route to the API (which strips its EXIF and GPS data). */
async function uploadPhoto(consultId: string, file: File) {
  const response = await fetch(`/konsultasi/lampiran/${encodeURIComponent(consultId)}`, {
    method: 'POST',
    headers: { 'content-type': file.type },
    body: file,
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : 'Foto belum bisa dikirim. Coba lagi.'
    throw new Error(message)
  }
  const parsed = v.safeParse(ConsultAttachment, body)
  if (!parsed.success) throw new Error('Foto belum bisa dikirim. Coba lagi.')
  return parsed.output
}

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line, at most 2000 characters with a
 * counter; and a photo (JPEG, PNG, WebP or HEIC, at most 8 MB), uploaded first and then sent.
 */
export function Composer({ consultId, onSend }: ComposerProps) {
  const [text, setText] = useState('')
  // Until the app runs (ADR 007) there is nothing to send with: the field waits rather than take
  // words that hydration would then drop.
  const hydrated = useHydrated()
  const [uploading, setUploading] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)
  const id = useId()
  const counterId = `${id}-hitungan`
  const trimmed = text.trim()

  function submit() {
    if (!trimmed || trimmed.length > MESSAGE_MAX_LENGTH) return
    onSend({ text: trimmed })
    setText('')
  }

  async function photoChosen(file: File | undefined) {
    if (fileRef.current) fileRef.current.value = ''
    if (!file) return
    if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
      toast.show({
        title: 'Format foto belum didukung',
        description: 'Pilih foto JPG, PNG, WebP atau HEIC.',
        tone: 'error',
      })
      return
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      toast.show({
        title: 'Fotonya terlalu besar',
        description: 'Pilih foto paling besar 8 MB.',
        tone: 'error',
      })
      return
    }
    if (!navigator.onLine) {
      toast.show({
        title: 'Kamu sedang offline',
        description: 'Foto bisa dikirim begitu koneksi kembali.',
        tone: 'error',
      })
      return
    }
    setUploading(true)
    try {
      const attachment = await uploadPhoto(consultId, file)
      onSend({ attachmentId: attachment.id, attachment })
    } catch (error) {
      toast.show({
        title: 'Foto belum terkirim',
        description:
          error instanceof Error && !(error instanceof TypeError)
            ? error.message
            : 'Periksa koneksimu lalu coba lagi.',
        tone: 'error',
      })
    } finally {
      setUploading(false)
    }
  }

  return (
    <form
      className="chat-composer"
      aria-label="Kirim pesan"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <input
        ref={fileRef}
        id={`${id}-foto`}
        type="file"
        accept={ATTACHMENT_TYPES.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        // Out of the Tab order (the camera button opens it), but a field still needs its name.
        aria-label="Pilih foto untuk dikirim"
        onChange={(event) => void photoChosen(event.target.files?.[0])}
      />
      <button
        type="button"
        className="chat-composer__photo"
        onClick={() => fileRef.current?.click()}
        disabled={uploading || !hydrated}
        aria-label={uploading ? 'Mengunggah foto…' : 'Kirim foto'}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div className="chat-composer__field">
        <label htmlFor={`${id}-pesan`} className="visually-hidden">
          Tulis pesan
        </label>
        <textarea
          id={`${id}-pesan`}
          className="chat-composer__input"
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={hydrated ? 'Tulis pesan…' : 'Menyiapkan chat…'}
          disabled={!hydrated}
          aria-describedby={counterId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter is a new line; Enter that ends an IME composition is not a send.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
            event.preventDefault()
            submit()
          }}
        />
        <span id={counterId} className="chat-composer__counter" aria-live="off">
          <span className="visually-hidden">Jumlah karakter: </span>
          {text.length}/{MESSAGE_MAX_LENGTH}
        </span>
      </div>
      <button type="submit" className="chat-composer__send" disabled={!trimmed}>
        Kirim
      </button>
    </form>
  )
}
