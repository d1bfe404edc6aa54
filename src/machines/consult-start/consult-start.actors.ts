/** The consult-start machine's lookup as the app runs it: a server function with the session. */
import { fromPromise } from 'xstate'
import { checkExistingConsult } from '../../server/consults/consults.functions'
import type { CheckExistingOutput } from './consult-start.machine'

export const consultStartActors = {
  checkExisting: fromPromise<CheckExistingOutput, { flowId: string }>(({ input }) =>
    checkExistingConsult({ data: input }),
  ),
}
