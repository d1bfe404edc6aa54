import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useCallback } from 'react'
import type { Rating, RatingList } from '../../../contract/shop/schemas'
import { signInHref } from '../../lib/auth/sign-in-href'
import { sessionQueries } from '../../server/auth/server-queries'
import { likeProductRating } from '../../server/shop/shop.functions'
import { toast } from '../ui/toast'
import { useCompleteIntent } from './use-add-to-cart'

/**
 * Liking a rating ("Membantu"), or taking it back. A member likes at once; a visitor signs in
 * first, with the like in the return URL (`?suka=<ratingId>#ulasan`), and back on the page it is
 * finished once. `shownKey`: the ratings list on screen, updated with the new count at once.
 */
export function useLikeRating(productId: string, shownKey: QueryKey, intended?: string) {
  const queryClient = useQueryClient()
  const like = useServerFn(likeProductRating)
  const navigate = useNavigate({ from: '/product/$id' })
  const { data: session } = useQuery(sessionQueries.current())
  const location = useRouterState({ select: (state) => state.location })

  const liking = useMutation({
    mutationFn: (rating: Pick<Rating, 'id' | 'liked'>) =>
      like({ data: { ratingId: rating.id, like: !rating.liked } }),
    onSuccess: async (result) => {
      queryClient.setQueryData(shownKey, (old: RatingList | undefined) =>
        old
          ? {
              ...old,
              data: old.data.map((item) =>
                item.id === result.id
                  ? { ...item, likeCount: result.likeCount, liked: result.liked }
                  : item,
              ),
            }
          : old,
      )
      // The preview and the other pages show the same rating: fetched again when next shown.
      await queryClient.invalidateQueries({ queryKey: ['ratings', productId] })
    },
    onError: () => {
      toast.show({
        title: 'Gagal menyukai ulasan',
        description: 'Coba lagi sebentar lagi.',
        tone: 'error',
      })
    },
  })
  const { mutateAsync } = liking

  // Back from signing in with a like to finish: like it (once), then drop `suka` from the URL.
  useCompleteIntent(
    Boolean(intended),
    useCallback(async () => {
      // A failure has been told in a toast (onError); the URL is cleared all the same.
      if (intended) await mutateAsync({ id: intended, liked: false }).catch(() => undefined)
    }, [intended, mutateAsync]),
    useCallback(() => {
      void navigate({
        search: (previous) => ({ ...previous, suka: undefined }),
        replace: true,
        resetScroll: false,
      })
    }, [navigate]),
  )

  function toggleLike(rating: Rating) {
    if (session) {
      liking.mutate(rating)
      return
    }
    void navigate({ href: signInHref(location, { params: { suka: rating.id }, hash: 'ulasan' }) })
  }

  /** The rating whose like is on its way, if any. */
  const likingId = liking.isPending ? liking.variables.id : undefined
  return { toggleLike, likingId }
}
