/** A later step whose code could not be fetched: the choices are saved, so a reload resumes. */
export function LaterStepsFailed() {
  return (
    <div className="alert alert--error" role="alert">
      Langkah berikutnya gagal dimuat. Periksa koneksimu, lalu muat ulang halaman: pilihanmu tetap
      tersimpan.
    </div>
  )
}
