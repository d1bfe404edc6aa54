/**
 * A test model of a machine (issue 32): what the page must show in each of its states, how a person
 * causes each of its events, and how the real system is put into each answer its actors can give.
 * The replay (`tests/qa/replay/`) drives Chromium with it along paths generated from the machine.
 *
 * The model is typed by the machine: a state the model does not map, or an event type (its
 * actors' answers included) it does not map, is a compile error, as a missing event fixture is
 * (`EventFixtures` in path-testing.ts). What the real system cannot be put into is mapped too, as
 * `unreachable` with its reason, so the replay reports it instead of skipping it silently.
 */
import type { Page } from '@playwright/test'
import type {
  AnyEventObject,
  AnyStateMachine,
  ContextFrom,
  InputFrom,
  SnapshotFrom,
  StateValue,
} from 'xstate'
import type { QaWorld } from './replay/qa-world'

/** `'idle'`, `{ awaitingPayment: 'refreshing' }` → `'idle' | 'awaitingPayment.refreshing'`. */
type LeafPaths<Value> = Value extends string
  ? Value
  : Value extends Record<string, unknown>
    ? { [Key in keyof Value & string]: `${Key}.${LeafPaths<Value[Key]>}` }[keyof Value & string]
    : never

/** The machine's leaf states, as dotted paths from its root (the state id without the machine's). */
export type StatePath<TMachine extends AnyStateMachine> = LeafPaths<SnapshotFrom<TMachine>['value']>

/** Something the replay cannot do in the real app, and why; reported on the path, never skipped. */
export interface Unreachable {
  unreachable: string
}

export type StateModel<TContext> =
  | {
      /** The state in Indonesian words: 'Dialog konsultasi pertama'. */
      label: string
      /**
       * Playwright assertions of what the page shows, by role and accessible name. Gets the
       * machine's context at this step (who is signed in, which consult was named).
       */
      expect: (page: Page, context: TContext) => Promise<void>
    }
  | {
      label: string
      /**
       * Why the page has nothing of its own to show in this state (a lookup in flight that the
       * next step's state checks the answer of); the step passes when its action does.
       */
      passing: string
    }
  | ({ label: string } & Unreachable)

/** How a person causes an event in the page: a click, typing, Back, a reload. */
export interface PersonAction {
  act: (world: QaWorld) => Promise<void>
}

export interface EventModel<TEvent extends AnyEventObject, TContext> {
  /** The event in Indonesian words: 'Pilih Lanjut'. */
  label: (event: TEvent) => string
  /**
   * What the person does for this event, given the machine's context before it; or why nobody
   * can. Decided from the machine alone, so a path's replayability is known before it runs.
   */
  how: (
    event: TEvent,
    before: TContext,
    state?: StateValue,
    /** The path's events before this one (the first is `xstate.init`). */
    earlier?: ReadonlyArray<AnyEventObject>,
  ) => PersonAction | Unreachable
}

/**
 * How the real system is put, before the step that starts the actor, into giving this answer:
 * the fault switch, seeded data, another member, a given phone number. The answer itself needs
 * nobody to do anything: its step waits on what the page shows.
 */
export interface Arrangement {
  arrange: (world: QaWorld) => void | Promise<void>
  /**
   * How the replay knows the answer has come when the page shows nothing new for it (a failure
   * the app only reports): without it, the next state's assertions could pass before the answer.
   */
  settled?: (world: QaWorld) => Promise<void>
}

export interface OutcomeModel<TEvent extends AnyEventObject, TContext = unknown> {
  label: (event: TEvent) => string
  /**
   * Given the answer, and (for a machine whose actor runs in several states, as booking's
   * `saveCart`) the machine's context and state while the actor runs: the answer of one actor
   * may be made in one state and not in another.
   */
  how: (
    event: TEvent,
    running: TContext,
    state: StateValue,
    /** The path's events before this answer (the first is `xstate.init`). */
    earlier: ReadonlyArray<AnyEventObject>,
  ) => Arrangement | Unreachable
}

type ActorOutcomeType = `xstate.${'done' | 'error'}.actor.${string}`

export type EventModels<TEvent extends AnyEventObject, TContext> = {
  [Type in TEvent['type']]: Type extends ActorOutcomeType
    ? OutcomeModel<Extract<TEvent, { type: Type }>, TContext>
    : EventModel<Extract<TEvent, { type: Type }>, TContext>
}

/** The path a replay starts, as the start sees it: its machine's input and every step's event. */
export interface StartingPath<TInput, TEvent extends AnyEventObject, TContext = unknown> {
  input: TInput
  events: readonly TEvent[]
  /**
   * Every step with the machine's context and state after it (the first is the start): a page
   * whose server runs the machine through several answers before it is sent (the checkout's
   * resume walk) has them arranged before it opens.
   */
  steps: ReadonlyArray<{ event: TEvent; context: TContext; value: StateValue }>
}

export interface TestModel<TMachine extends AnyStateMachine, TEvent extends AnyEventObject> {
  /** The machine's name in the catalog and on the command line: `consult-start`. */
  name: string
  machine: TMachine
  /** The event fixtures the machine's paths are generated from. */
  fixtures: ReadonlyArray<TEvent>
  /**
   * The inputs the machine starts with (the catalog's, in its order, so paths are numbered as
   * `npm run qa:paths` and the report number them); a machine without input leaves it out.
   */
  inputs?: ReadonlyArray<InputFrom<TMachine>>
  /** The invoked actors whose answers are steps of the paths (`replayPath`'s `deferred`). */
  deferred: readonly string[]
  /**
   * How the first page is opened, knowing the path's first event (a member may come back), and
   * the whole path when the app loads several answers before its first page shows (the booking
   * flow runs its loads on the server: the member's cart is arranged before the page opens).
   */
  start: {
    label: string
    act: (
      world: QaWorld,
      next: TEvent | undefined,
      path: StartingPath<InputFrom<TMachine>, TEvent, ContextFrom<TMachine>>,
    ) => Promise<void>
    /**
     * The start arranges every answer of the first load's chain (the answers before the first
     * thing a person does, after the first), before the page opens: the replay does not arrange
     * them again step by step, where an arrangement made after the page opened would race the
     * page's own calls (a fault switched off before the call it was for).
     */
    arrangesFirstLoad?: true
  }
  states: { [Path in StatePath<TMachine>]: StateModel<ContextFrom<TMachine>> }
  events: EventModels<TEvent, ContextFrom<TMachine>>
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds models of machines of every kind.
export type AnyTestModel = TestModel<AnyStateMachine, any>

export function isUnreachable(value: object): value is Unreachable {
  return 'unreachable' in value
}
