import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { cartQueries } from '../../server/shop/server-queries'
import { refreshCart } from './use-add-to-cart'

describe('refreshCart', () => {
  it('does not let a cart fetch that left before the add stand as the answer', async () => {
    const client = new QueryClient()
    let itemsOnServer = 0
    const answers: Array<() => void> = []
    // Each fetch answers with what the server held when it left, once the test lets it arrive.
    const observer = new QueryObserver(client, {
      queryKey: cartQueries.mine().queryKey,
      queryFn: () => {
        const held = itemsOnServer
        return new Promise<number>((resolve) => answers.push(() => resolve(held)))
      },
    })
    const stop = observer.subscribe(() => {})
    // The header's first fetch is on its way; meanwhile the add lands on the server.
    expect(answers).toHaveLength(1)
    itemsOnServer = 1
    const refreshing = refreshCart(client)
    await new Promise((resolve) => setTimeout(resolve, 0))
    for (const answer of answers) answer()
    await refreshing
    expect(client.getQueryData(cartQueries.mine().queryKey)).toBe(1)
    stop()
  })
})
