import type { ErrorComponentProps } from '@tanstack/react-router'
import { isApiError } from '../../../contract/errors'
import { setPageStatus } from '../../server/http/response-status'
import { DefaultErrorPage } from '../site/error-pages'
import { ButtonLink } from '../ui/button-link'

/** The console's page for a signed-in member who is not a doctor: HTTP 403. */
export function DoctorOnlyPage() {
  // Rendered on the server before the answer leaves, so the page's status can still say it.
  setPageStatus(403)
  return (
    <div className="container error-page">
      <title>Khusus dokter | Diri</title>
      <p className="error-page__code" aria-hidden="true">
        403
      </p>
      <h1>Halaman ini khusus dokter Diri</h1>
      <p className="muted prose">
        Konsol ini hanya untuk dokter yang menangani konsultasi. Kalau kamu ingin berkonsultasi,
        mulai dari keluhanmu, atau lihat konsultasimu yang sedang berjalan.
      </p>
      <div className="error-page__actions">
        <ButtonLink to="/keluhan">Mulai Konsultasi</ButtonLink>
        <ButtonLink to="/" variant="ghost">
          Ke Beranda
        </ButtonLink>
      </div>
    </div>
  )
}

/** The console's error component: the 403 page for a member, the usual error page otherwise. */
export function DoctorErrorPage(props: ErrorComponentProps) {
  if (isApiError(props.error, 403)) return <DoctorOnlyPage />
  return <DefaultErrorPage {...props} />
}
