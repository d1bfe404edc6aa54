import { createFileRoute } from '@tanstack/react-router'
import { ServerErrorPage } from '../components/site/error-pages'
import { errorPageHead } from '../lib/seo'
import { setPageStatus } from '../server/http/response-status'

export const Route = createFileRoute('/500')({
  staticData: { errorPage: true },
  loader: () => setPageStatus(500),
  head: () => errorPageHead('Terjadi kesalahan'),
  component: () => <ServerErrorPage />,
})
