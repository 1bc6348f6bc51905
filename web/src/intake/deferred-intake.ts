import { questionState, resumeIntake, type FlowIndex } from '@telehealth/engine';
import type { AnswerValue, StartData } from '@telehealth/schemas';

import type { AnswerResult, IntakeSession, IntakeSessionView, IntakeSnapshot } from './intake-session';

/** Shown when the code that runs the intake could not be loaded (a dropped connection); the next try loads it again. */
export const SESSION_LOAD_FAILED_MESSAGE =
  'We could not load the next step. Check your connection and try again.';

export interface DeferredIntakeOptions {
  /** The flow version the order is pinned to, indexed. */
  index: FlowIndex;
  /** The order's answers so far. */
  startData: StartData;
  /** The day ages are computed on (YYYY-MM-DD). */
  asOf: string;
  created: string;
  /** Loads and starts the intake session (`intake-session.ts`, with the machine and the state machine library). */
  load: () => Promise<IntakeSession>;
}

export type DeferredIntake = ReturnType<typeof createDeferredIntake>;

/**
 * The question page's intake before its session has loaded, then that session. The page paints from the engine's
 * resume of the order's answers (`resumeIntake`, the state and context the machine's RESUME lands on), so its first
 * paint needs neither the machine nor the saves; the session loads when the patient begins to use the page
 * (`prepare`) or, at the latest, with the first event, which waits for it with the page's buttons waiting too.
 */
export function createDeferredIntake(options: DeferredIntakeOptions) {
  const resumed: IntakeSnapshot = resumeIntake(options.index, options.startData, options.asOf);
  let session: IntakeSession | undefined;
  let loading: Promise<IntakeSession> | undefined;
  let view: IntakeSessionView = { busy: false, notice: null, rejection: null };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function load(): Promise<IntakeSession> {
    loading ??= options.load().then(
      (loaded) => {
        session = loaded;
        loaded.subscribe(notify);
        notify();
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  /** Runs an event on the session, loading it first (the buttons wait); `otherwise` when it cannot be loaded. */
  async function withSession<T>(event: (running: IntakeSession) => T | Promise<T>, otherwise: T): Promise<T> {
    if (session) return event(session);
    view = { busy: true, notice: null, rejection: null };
    notify();
    try {
      const running = await load();
      view = { ...view, busy: false };
      return await event(running);
    } catch (error) {
      console.error('Could not load the intake', error);
      view = { busy: false, notice: null, rejection: SESSION_LOAD_FAILED_MESSAGE };
      notify();
      return otherwise;
    }
  }

  const snapshot = (): IntakeSnapshot => session?.getSnapshot() ?? resumed;

  return {
    asOf: options.asOf,
    /** The intake's created value: a new one once the session moved the answers to a new order. */
    get created() {
      return session?.created ?? options.created;
    },
    getSnapshot: snapshot,
    getView: (): IntakeSessionView => session?.getView() ?? view,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Starts loading the session before an event needs it. */
    prepare(): void {
      load().catch(() => undefined);
    },
    answer: (questionId: number, value: AnswerValue, detail?: string): Promise<AnswerResult> =>
      withSession((running) => running.answer(questionId, value, detail), { saved: false }),
    continueOn: (): Promise<string | undefined> => withSession((running) => running.continueOn(), undefined),
    back: (): Promise<string> => withSession((running) => running.back(), snapshot().state),
    /** Whether the question was passed on the way here (the browser's Back can return to it). */
    passed: (questionId: number): boolean => snapshot().history.includes(questionState(questionId)),
    backTo: (questionId: number): Promise<boolean> =>
      withSession((running) => running.backTo(questionId), false),
  };
}
