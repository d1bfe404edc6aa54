import { queryOptions } from '@tanstack/react-query'
import { getSubscriptionPageForMe } from './clinic.functions'

/** Keyed by whether someone is signed in: a member sees member prices and their reminders. */
export const subscriptionQueries = {
  page: (signedIn: boolean) =>
    queryOptions({
      queryKey: ['clinic', 'subscription-page', signedIn ? 'member' : 'visitor'],
      queryFn: () => getSubscriptionPageForMe(),
      staleTime: 5 * 60_000,
    }),
}
