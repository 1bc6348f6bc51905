import { compileValidFlow, questionState, type HardStop } from '@telehealth/engine';
import type { AnswerValue, FlowVersion, OrderResume, StartData } from '@telehealth/schemas';

import { ApiError, type ApiClient } from '../api/client';
import { startFlowActor } from '../flow-runner/flow-actor';
import { intakeApi, isOpenOrder } from './order-api';
import { startIntake } from './start-intake';

/** Spec section 8: shown when saving answers fails; a new order is then created. */
export const ORDER_UPDATE_FAILED_MESSAGE = 'Failed to update order.';

/** Where the intake stands: the machine's state and what the question page reads of its context. */
export interface IntakeSnapshot {
  state: string;
  answers: StartData;
  /** The states passed before this one, oldest first. */
  history: string[];
  hardStop: HardStop | null;
}

/** What the question page shows of the session besides the machine's state. */
export interface IntakeSessionView {
  /** A save is in flight or waiting: the page's buttons wait for it. */
  busy: boolean;
  /** 'Failed to update order.' while the answers move to a new order. */
  notice: string | null;
  /** Why the last answer was not taken (by the machine or by the API). */
  rejection: string | null;
}

export interface IntakeSessionOptions {
  api: ApiClient;
  /** The flow version the order is pinned to: its machine runs the intake. */
  flow: FlowVersion;
  /** The day ages are computed on (YYYY-MM-DD). */
  asOf: string;
  /** The order as loaded: its answers so far and its revision. */
  order: Pick<OrderResume, 'startData' | 'revision'>;
  created: string;
  /** Starts a new order (spec section 8) for answers the intake's own order would not take (`startIntake`). */
  startNewOrder?: () => Promise<{ created: string; revision: number }>;
  /** The masquerading agent's columns recorded with each update, read when the update is sent (spec section 6). */
  agentColumns: () => { agentId: number; agentCompletionDate: string } | undefined;
}

/** What became of an answer: whether it was saved, and the state to show next (none: stay, or already elsewhere). */
export interface AnswerResult {
  saved: boolean;
  /** The state the answer led to, when the patient is still there to be taken to it. */
  next?: string;
}

type SaveResult = { ok: true } | { ok: false; message: string };

export type IntakeSession = ReturnType<typeof createIntakeSession>;

/**
 * One intake in the browser: the flow's machine resumed from the order's answers, and the saves of those answers.
 * Every move of the machine (ANSWER, BACK) is followed by a save of the whole answer set (POST /api/order/update with
 * the last revision seen, spec section 4). Saves go one at a time: a save asked for while another is in flight waits
 * for it and then sends the answers as they are by then, with the revision the first one returned (so a BACK during
 * a save never conflicts with it); saves asked for while one waits share it.
 */
export function createIntakeSession(options: IntakeSessionOptions) {
  const { api } = options;
  const startNewOrder = options.startNewOrder ?? (() => startIntake(api, Date.now()));
  const actor = startFlowActor(compileValidFlow(options.flow).machine, options.asOf, options.order.startData);
  const snapshotOf = ({ value, context }: ReturnType<typeof actor.getSnapshot>): IntakeSnapshot => ({
    state: value as string,
    answers: context.answers,
    history: context.history,
    hardStop: context.hardStop,
  });
  let snapshot = snapshotOf(actor.getSnapshot());
  let created = options.created;
  let revision: number | undefined = options.order.revision;
  let view: IntakeSessionView = { busy: false, notice: null, rejection: null };
  const listeners = new Set<() => void>();
  let inFlight: Promise<unknown> = Promise.resolve();
  let waiting: Promise<SaveResult> | null = null;
  let pending = 0;

  const stateNow = () => actor.getSnapshot().value as string;
  const update = (patch: Partial<IntakeSessionView>) => {
    view = { ...view, ...patch };
    for (const listener of listeners) listener();
  };
  actor.on('REJECTED', (event) => update({ rejection: event.reason }));
  actor.subscribe((next) => {
    snapshot = snapshotOf(next);
    for (const listener of listeners) listener();
  });

  function save(): Promise<SaveResult> {
    if (waiting) return waiting;
    pending += 1;
    if (pending === 1) update({ busy: true });
    const queued = inFlight
      .then(() => {
        waiting = null;
        return sendAnswers(actor.getSnapshot().context.answers);
      })
      .finally(() => {
        pending -= 1;
        if (pending === 0) update({ busy: false });
      });
    waiting = queued;
    inFlight = queued.catch(() => undefined);
    return queued;
  }

  const post = (startData: StartData) =>
    intakeApi.saveAnswers(api, created, revision, startData, options.agentColumns());

  /**
   * One save. A 409 revision conflict reloads the order: a newer revision (another tab saved) is taken and the save
   * sent again. A 422 is the API refusing the answer itself, which the patient can correct. Any other failure (the
   * client never retries a POST, whatever the status) shows 'Failed to update order.' and starts a new order that
   * gets the answers (spec section 8).
   */
  async function sendAnswers(startData: StartData): Promise<SaveResult> {
    try {
      revision = (await post(startData)).revision;
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        return {
          ok: false,
          message: error.apiMessage ?? 'This answer could not be saved. Please check it.',
        };
      }
      if (error instanceof ApiError && error.code === 'ORDER_REVISION_CONFLICT') {
        try {
          const fresh = await intakeApi.orderByCreated(api, created);
          if (isOpenOrder(fresh) && fresh.revision !== revision) {
            revision = fresh.revision;
            revision = (await post(startData)).revision;
            return { ok: true };
          }
        } catch (retryError) {
          console.error('Could not reload the order after a conflict', retryError);
        }
      }
      console.error(ORDER_UPDATE_FAILED_MESSAGE, error);
      update({ notice: ORDER_UPDATE_FAILED_MESSAGE });
      try {
        const started = await startNewOrder();
        created = started.created;
        revision = started.revision;
        revision = (await post(startData)).revision;
        update({ notice: null });
        return { ok: true };
      } catch (createError) {
        console.error('Could not start a new order', createError);
        return { ok: false, message: ORDER_UPDATE_FAILED_MESSAGE };
      }
    }
  }

  return {
    asOf: options.asOf,
    /** The intake's created value: a new one once the answers moved to a new order. */
    get created() {
      return created;
    },
    /** The machine's state and context as the page reads them (a new object after each move). */
    getSnapshot: () => snapshot,
    getView: () => view,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /**
     * Answers the question and saves. When the API does not take the answer, the machine steps back to the question
     * (unless the patient already went elsewhere) and the reason is shown.
     */
    async answer(questionId: number, value: AnswerValue, detail?: string): Promise<AnswerResult> {
      const from = stateNow();
      actor.send({ type: 'ANSWER', questionId, value, ...(detail ? { detail } : {}) });
      const to = stateNow();
      if (to === from) return { saved: false }; // refused: the REJECTED event says why
      update({ rejection: null });
      const saved = await save();
      const stayed = stateNow() === to;
      if (!saved.ok) {
        if (stayed) actor.send({ type: 'BACK' });
        update({ rejection: saved.message });
        return { saved: false };
      }
      return stayed ? { saved: true, next: to } : { saved: true };
    },

    /** Leaves a content screen (nothing to save): the state to show next, none when the machine did not move. */
    continueOn(): string | undefined {
      const from = stateNow();
      actor.send({ type: 'CONTINUE' });
      const to = stateNow();
      return to === from ? undefined : to;
    },

    /** The spec's Back: the answer of the question returned to is cleared, and the answers are saved. */
    async back(): Promise<string> {
      actor.send({ type: 'BACK' });
      await save();
      return stateNow();
    },

    /**
     * Back to a question passed on the way (the browser's history): BACK until it is asked again, then a save in the
     * background. False when the question is not on the way back (nothing changes).
     */
    backTo(questionId: number): boolean {
      const target = questionState(questionId);
      if (!actor.getSnapshot().context.history.includes(target)) return false;
      for (;;) {
        const before = stateNow();
        if (before === target) break;
        actor.send({ type: 'BACK' });
        if (stateNow() === before) break; // a final state takes no BACK
      }
      if (stateNow() !== target) return false;
      void save();
      return true;
    },
  };
}
