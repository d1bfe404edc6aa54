import { createFileRoute } from '@tanstack/react-router'
import { ServerErrorPage } from '../components/error-pages'
import { errorPageHead } from '../components/seo'
import { setPageStatus } from '../server/response-status'

export const Route = createFileRoute('/500')({
  staticData: { errorPage: true },
  loader: () => setPageStatus(500),
  head: () => errorPageHead('Terjadi kesalahan'),
  component: () => <ServerErrorPage />,
})
