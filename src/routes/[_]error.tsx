import { createFileRoute } from '@tanstack/react-router'
import { ServerErrorPage } from '../components/error-pages'
import { errorPageHead } from '../components/seo'
import { setPageStatus } from '../server/response-status'

/** `/_error`, the generic error page of spec §2. */
export const Route = createFileRoute('/_error')({
  staticData: { errorPage: true },
  loader: () => setPageStatus(500),
  head: () => errorPageHead('Terjadi kesalahan'),
  component: () => <ServerErrorPage />,
})
