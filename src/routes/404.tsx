import { createFileRoute, notFound } from '@tanstack/react-router'

/** `/404` is the not-found page itself, with its HTTP status. */
export const Route = createFileRoute('/404')({
  staticData: { errorPage: true },
  beforeLoad: () => {
    throw notFound()
  },
})
