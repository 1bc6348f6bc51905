import type { StartData } from '@telehealth/schemas';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';

import type { CompiledFlow, IntakeMachine } from '../compile/compile-flow.js';
import { decide, type IntakeContext, type IntakeEvent, type IntakeRejection } from '../compile/decide.js';

/** One event as the intake log recorded it, with what the storefront stored after it when that is known. */
export interface RecordedEvent {
  event: IntakeEvent;
  recorded?: { state?: string; answers?: StartData };
}

export interface ReplayStep {
  index: number;
  event: IntakeEvent;
  accepted: boolean;
  /** Why the machine changed nothing, for a rejected event. */
  reason?: string;
  state: string;
  status: 'active' | 'done';
  context: IntakeContext;
}

export interface Divergence {
  index: number;
  field: 'state' | 'answers';
  expected: unknown;
  actual: unknown;
}

export interface ReplayResult {
  steps: ReplayStep[];
  firstRejected?: { index: number; reason: string };
  firstDivergence?: Divergence;
  final: { state: string; status: 'active' | 'done'; context: IntakeContext };
  /** The final snapshot as XState persists it, to compare with or restore from. */
  persisted: unknown;
}

type Snapshot = SnapshotFrom<IntakeMachine>;

/**
 * Folds recorded events through the flow's machine with XState's pure transition function: no actor, no clock,
 * so the same flow, date and events always give the same trace. Reports the first event the machine rejected
 * and the first point where the machine disagrees with what was stored.
 */
export function replayIntake(
  compiled: CompiledFlow,
  { asOf, events }: { asOf: string; events: readonly RecordedEvent[] },
): ReplayResult {
  const { machine } = compiled;
  let [snapshot] = initialTransition(machine, { asOf });
  const steps: ReplayStep[] = [];
  let firstRejected: ReplayResult['firstRejected'];
  let firstDivergence: Divergence | undefined;

  events.forEach(({ event, recorded }, index) => {
    const [next, actions] = transition(machine, snapshot, event);
    const accepted = next !== snapshot;
    const reason = accepted ? undefined : whyRejected(compiled, snapshot, event, actions);
    snapshot = next;
    const step: ReplayStep = {
      index,
      event,
      accepted,
      ...(reason === undefined ? {} : { reason }),
      state: stateOf(snapshot),
      status: snapshot.status === 'done' ? 'done' : 'active',
      context: snapshot.context,
    };
    steps.push(step);
    if (!accepted && !firstRejected) firstRejected = { index, reason: reason as string };
    if (recorded && !firstDivergence) firstDivergence = diverges(index, recorded, step);
  });

  return {
    steps,
    ...(firstRejected ? { firstRejected } : {}),
    ...(firstDivergence ? { firstDivergence } : {}),
    final: {
      state: stateOf(snapshot),
      status: snapshot.status === 'done' ? 'done' : 'active',
      context: snapshot.context,
    },
    persisted: machine.getPersistedSnapshot(snapshot),
  };
}

const stateOf = (snapshot: Snapshot): string => String(snapshot.value);

/** The precise reason, from the same decide() the machine uses, asked with the state the event arrived in. */
function whyRejected(
  compiled: CompiledFlow,
  snapshot: Snapshot,
  event: IntakeEvent,
  actions: unknown[],
): string {
  if (snapshot.status === 'done') return `the intake has already ended in ${stateOf(snapshot)}`;
  const decision = decide(compiled.index, stateOf(snapshot), snapshot.context, event);
  if (!decision.ok) return decision.reason;
  // XState's action types leave out emitted events, which come back as `xstate.emit` actions.
  const emitted = (actions as { type: string; params?: { event?: IntakeRejection } }[]).find(
    (a) => a.type === 'xstate.emit',
  );
  return emitted?.params?.event?.reason ?? `${event.type} changed nothing in ${stateOf(snapshot)}`;
}

function diverges(
  index: number,
  recorded: NonNullable<RecordedEvent['recorded']>,
  step: ReplayStep,
): Divergence | undefined {
  if (recorded.state !== undefined && recorded.state !== step.state) {
    return { index, field: 'state', expected: recorded.state, actual: step.state };
  }
  if (recorded.answers !== undefined && !sameJson(recorded.answers, step.context.answers)) {
    return { index, field: 'answers', expected: recorded.answers, actual: step.context.answers };
  }
  return undefined;
}

/** Structural equality of JSON data, ignoring key order. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
