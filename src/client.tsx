/**
 * The browser's entry: TanStack Start's own (the document hydrated in StrictMode, in a
 * transition), with React's recoverable errors sorted (lib/recoverable-error.ts): a part whose
 * code could not be fetched while the page hydrated is the network, not a bug.
 */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { onRecoverableError } from './lib/recoverable-error'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
    { onRecoverableError },
  )
})
