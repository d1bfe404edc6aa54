/**
 * A deliberate mistake put into the app's source to prove a machine's test model can catch it
 * (issue 32 §5): `npm run qa:mutants` applies one at a time (an exact text replaced in one file),
 * rebuilds the production app, replays the machine's selected paths against it, and restores the
 * file. A mutant is caught when at least one replayed path fails; `caughtBy` names the paths that
 * failed when it was last run, so a change that stops catching it shows in the script's table.
 */
export interface Mutant {
  /** Short and stable, for `--mutant`: `promo-step-skipped`. */
  name: string
  /** What the mistake is, in Indonesian words for the report: 'Langkah promo dilewati'. */
  label: string
  /** The file changed, from the repository's root. */
  file: string
  /** The exact text replaced: it must occur exactly once in the file, or the run stops. */
  find: string
  replace: string
  /** The selected paths (by number) that failed on this mutant the last time it was run. */
  caughtBy: readonly number[]
}
