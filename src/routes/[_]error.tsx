import { createFileRoute } from '@tanstack/react-router'
import { ServerErrorPage } from '../components/site/error-pages'
import { errorPageHead } from '../lib/seo'
import { setPageStatus } from '../server/http/response-status'

/** `/_error`, the generic error page of spec §2. */
export const Route = createFileRoute('/_error')({
  staticData: { errorPage: true },
  loader: () => setPageStatus(500),
  head: () => errorPageHead('Terjadi kesalahan'),
  component: () => <ServerErrorPage />,
})
