/**
 * What a replay of machine paths in the real app leaves behind (issue 32): one `QaRun` per machine
 * and run, written as `<out>/<machine>/results.json` beside the steps' screenshots. `npm run
 * qa:replay` writes it; `npm run qa:report` reads it. Parsed, never cast: a report of a run made by
 * another version of the replay says what does not fit rather than drawing nonsense.
 */
import * as v from 'valibot'

/**
 * A transition of the machine, named as `path-testing.ts`'s `transitionKey` names it:
 * `<source state id>|<event type>|<guard name or ''>|<target ids, comma-separated>`.
 */
export const TransitionKey = v.pipe(v.string(), v.regex(/^[^|]*\|[^|]*\|[^|]*\|[^|]*$/))

export const QaStepResult = v.object({
  /** What the person did (or what the system answered), in Indonesian: 'Pilih alamat'. */
  label: v.string(),
  /** The machine's event for it: `NEXT`, `xstate.done.actor.placeOrder`. */
  event: v.string(),
  /** The state the page must show after it, as the machine's value (JSON). */
  state: v.string(),
  /** That state in Indonesian words: 'Langkah Alamat'. */
  stateLabel: v.string(),
  /** The transitions the machine takes for this step. */
  transitions: v.array(TransitionKey),
  /** The page after the step, relative to the results file's folder. */
  screenshot: v.optional(v.string()),
  /** `not-run`: an earlier step failed, or the path was not replayed in a browser. */
  status: v.picklist(['passed', 'failed', 'not-run']),
  /** The failing assertion, as Playwright said it. */
  error: v.optional(v.string()),
})
export type QaStepResult = v.InferOutput<typeof QaStepResult>

export const QaPathResult = v.object({
  /** The path's number among the machine's generated paths (`--path N`). */
  index: v.number(),
  /** The path in Indonesian words: its steps' labels joined. */
  title: v.string(),
  status: v.picklist(['passed', 'failed', 'not-run']),
  /** The command that replays this path alone. */
  rerun: v.string(),
  steps: v.array(QaStepResult),
})
export type QaPathResult = v.InferOutput<typeof QaPathResult>

export const QaRun = v.object({
  machine: v.string(),
  /** ISO time the run started. */
  startedAt: v.string(),
  /** The site the paths drove. */
  baseUrl: v.string(),
  /** `selection`: the set cover CI runs; `all`: every generated path; `one`: `--path N`. */
  selection: v.picklist(['selection', 'all', 'one']),
  /** Indonesian names of the machine's states, by state id (`checkout.address`). */
  stateLabels: v.record(v.string(), v.string()),
  paths: v.array(QaPathResult),
})
export type QaRun = v.InferOutput<typeof QaRun>
