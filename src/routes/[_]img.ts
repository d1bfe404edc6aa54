import { createFileRoute } from '@tanstack/react-router'

/**
 * `/_img?src=/images/…&w=640&q=75`: resized, re-encoded images (spec §9). The work lives in a
 * server-only module, loaded on the first request so it never reaches the browser bundle.
 */
export const Route = createFileRoute('/_img')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { defaultImageOptions, handleImageRequest } = await import(
          '../server/http/image.server'
        )
        return handleImageRequest(request, defaultImageOptions())
      },
    },
  },
})
