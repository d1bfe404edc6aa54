import { type ComponentProps, lazy, Suspense } from 'react'

/**
 * In place of a section whose list could not load (./section-retry-block.tsx). Its code loads
 * only when a list has failed, so a page whose lists all came pays nothing for it; the server
 * renders it into the HTML when one did.
 */
const SectionRetryBlock = lazy(() => import('./section-retry-block'))

export function SectionRetry(props: ComponentProps<typeof SectionRetryBlock>) {
  return (
    <Suspense fallback={null}>
      <SectionRetryBlock {...props} />
    </Suspense>
  )
}
