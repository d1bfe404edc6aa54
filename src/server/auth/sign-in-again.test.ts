import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { putri } from '../../machines/auth/auth.fixtures'
import { sessionQueries } from './server-queries'
import { signInAgainRedirect } from './sign-in-again'

describe('signInAgainRedirect', () => {
  it('forgets the session, so /masuk does not send the member straight back, and comes back after', () => {
    const queryClient = new QueryClient()
    const { queryKey } = sessionQueries.current()
    queryClient.setQueryData(queryKey, putri)

    const thrown = signInAgainRedirect(queryClient, '/klinik/booking?ubah=BK-1')

    expect(queryClient.getQueryData(queryKey)).toBeNull()
    expect(isRedirect(thrown)).toBe(true)
    expect(thrown.options).toMatchObject({
      to: '/masuk',
      search: { redirect: '/klinik/booking?ubah=BK-1' },
    })
  })
})
