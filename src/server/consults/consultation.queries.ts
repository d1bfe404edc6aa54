import { queryOptions } from '@tanstack/react-query'
import { getMyConsultQuestionnaire } from './consultation.functions'

/** The member's questionnaire, through a server function that adds the token. */
export const consultationQueries = {
  questionnaire: (consultId: string) =>
    queryOptions({
      queryKey: ['member', 'consult-questionnaire', consultId],
      queryFn: () => getMyConsultQuestionnaire({ data: { consultId } }),
      // Answers move on with every step: never shown from an earlier visit.
      staleTime: 0,
    }),
}
