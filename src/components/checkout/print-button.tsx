import { useEffect, useState } from 'react'

/**
 * 'Cetak atau Simpan PDF': the browser's print dialog, which also saves a PDF. Shown once the
 * app runs (it needs JavaScript); before, the browser's own Print menu does the same.
 */
export function PrintButton() {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  if (!ready) return null
  return (
    <button type="button" className="button button--primary" onClick={() => window.print()}>
      Cetak atau Simpan PDF
    </button>
  )
}
