import { assertValidWith, validators, type FlowVersion } from '@telehealth/schemas';
import { assign, emit, setup } from 'xstate';

import {
  CHECKOUT,
  LEAD_INTRO,
  LEAD_QUALIFY,
  hardStopState,
  indexFlow,
  questionState,
  type FlowIndex,
} from '../flow/flow-index.js';
import { canHardStop, isContent } from '../flow/question-kind.js';
import { destinationState, possibleDestinations } from '../flow/routing.js';
import {
  decide,
  type Decision,
  type IntakeContext,
  type IntakeEvent,
  type IntakeInput,
  type IntakeRejection,
} from './decide.js';

/** A transition of the generated config: plain data naming the guard and actions it uses. */
interface TransitionConfig {
  target?: string;
  guard?: { type: 'leadsTo'; params: { from: string; to: string } };
  actions:
    { type: 'apply'; params: { from: string; to: string } } | { type: 'reject'; params: { from: string } };
}

interface StateConfig {
  type?: 'final';
  meta?: Record<string, unknown>;
  on?: Partial<Record<IntakeEvent['type'], TransitionConfig[]>>;
}

/** The machine config as plain, serialisable data: states, transitions, guard and action names with params. */
export interface IntakeMachineConfig {
  id: string;
  initial: string;
  states: Record<string, StateConfig>;
  on: Record<IntakeEvent['type'], TransitionConfig[]>;
}

/**
 * Compiles a flow version document into an XState machine. The document is validated against the FlowVersion
 * schema first (a SchemaValidationError lists what is wrong). A graph with errors still compiles — transitions to
 * questions that do not exist are left out and the analysis reports them — so drafts can be previewed.
 */
export function compileFlow(document: unknown): CompiledFlow {
  const flow = assertValidWith(validators.FlowVersion, document);
  const index = indexFlow(flow);
  if (!index.questions.has(index.firstQuestionId)) {
    throw new FlowCompileError(`first_question_id ${index.firstQuestionId} names no question of the flow`);
  }
  const config = buildConfig(index);
  // XState builds its state nodes eagerly, which for thousands of questions costs more than compiling the flow;
  // callers that only analyse or decide (the API's checks) never pay for it.
  let machine: IntakeMachine | undefined;
  return {
    flow,
    index,
    config,
    get machine() {
      return (machine ??= createIntakeMachine(index, config));
    },
  };
}

export class FlowCompileError extends Error {
  override name = 'FlowCompileError';
}

export type IntakeMachine = ReturnType<typeof createIntakeMachine>;

export interface CompiledFlow {
  flow: FlowVersion;
  index: FlowIndex;
  /** The machine config as plain data. */
  config: IntakeMachineConfig;
  /** The XState machine, created on first access. */
  readonly machine: IntakeMachine;
}

function createIntakeMachine(index: FlowIndex, config: IntakeMachineConfig) {
  // Guards and the apply action ask decide() the same question for the same event; remember its answer.
  const memo = new WeakMap<object, { from: string; context: IntakeContext; decision: Decision }>();
  const decideOnce = (from: string, context: IntakeContext, event: IntakeEvent): Decision => {
    const cached = memo.get(event);
    if (cached && cached.from === from && cached.context === context) return cached.decision;
    const decision = decide(index, from, context, event);
    memo.set(event, { from, context, decision });
    return decision;
  };
  // Root-level transitions do not know the current state; resuming does not depend on it.
  const ANY = '*';

  const intakeSetup = setup({
    types: {
      context: {} as IntakeContext,
      events: {} as IntakeEvent,
      input: {} as IntakeInput,
      emitted: {} as IntakeRejection,
    },
    guards: {
      leadsTo: ({ context, event }, params: { from: string; to: string }) => {
        const decision = decideOnce(params.from, context, event);
        return decision.ok && decision.to === params.to;
      },
    },
    actions: {
      apply: assign(({ context, event }, params: { from: string; to: string }) => {
        const decision = decideOnce(params.from, context, event);
        return decision.ok ? decision.context : context;
      }),
      reject: emit(({ context, event }, params: { from: string }) => {
        const decision = params.from === ANY ? undefined : decideOnce(params.from, context, event);
        const reason = decision && !decision.ok ? decision.reason : UNHANDLED[event.type];
        return { type: 'REJECTED' as const, event: event.type, reason };
      }),
    },
  });
  type MachineConfig = Parameters<typeof intakeSetup.createMachine>[0];
  // The generated states are data typed by IntakeMachineConfig; XState's config type cannot follow dynamic keys.
  const states = config.states as unknown as MachineConfig['states'];
  const on = config.on as unknown as MachineConfig['on'];
  return intakeSetup.createMachine({
    id: config.id,
    initial: config.initial,
    // XState's pure transition() re-creates the initial context without input on every call; it is discarded
    // there, so it must only not throw.
    context: ({ input }) => ({ answers: {}, history: [], asOf: input?.asOf ?? '', hardStop: null }),
    states,
    on,
  });
}

/** Why an event no state handles changes nothing (the root's fallback). */
const UNHANDLED: Record<IntakeEvent['type'], string> = {
  ANSWER: 'no question is asked at this step',
  CONTINUE: 'CONTINUE only leaves a lead step or a content screen',
  BACK: 'there is nothing to go back to',
  RESUME: 'the answers cannot be resumed',
};

function buildConfig(index: FlowIndex): IntakeMachineConfig {
  const { flow } = index;
  const states: Record<string, StateConfig> = {};
  /** Every state some transition enters from `from`, to build BACK transitions from the other side. */
  const predecessors = new Map<string, Set<string>>();
  const link = (from: string, to: string) => {
    let set = predecessors.get(to);
    if (!set) predecessors.set(to, (set = new Set()));
    set.add(from);
  };
  const move = (from: string, to: string): TransitionConfig => {
    link(from, to);
    // Guard and action read the same params object: one allocation per transition, not two.
    const params = { from, to };
    return { target: to, guard: { type: 'leadsTo', params }, actions: { type: 'apply', params } };
  };
  const rejectIn = (from: string): TransitionConfig => ({ actions: { type: 'reject', params: { from } } });

  const first = questionState(index.firstQuestionId);
  if (index.hasLeadSteps) {
    states[LEAD_QUALIFY] = {
      meta: { step: 'lead-qualify' },
      on: { CONTINUE: [move(LEAD_QUALIFY, LEAD_INTRO), rejectIn(LEAD_QUALIFY)] },
    };
    states[LEAD_INTRO] = {
      meta: { step: 'lead-intro' },
      on: { CONTINUE: [move(LEAD_INTRO, first), rejectIn(LEAD_INTRO)] },
    };
  }

  for (const question of index.ordered) {
    const from = questionState(question.id);
    const ways = possibleDestinations(index, question).map((destination) =>
      move(from, destinationState(destination)),
    );
    // A state rejects its own kind of event with the precise reason; other events fall through to the root.
    ways.push(rejectIn(from));
    states[from] = {
      meta: { questionId: question.id, type: question.type, title: question.title },
      on: isContent(question) ? { CONTINUE: ways } : { ANSWER: ways },
    };
    if (canHardStop(question)) {
      states[hardStopState(question.id)] = {
        type: 'final',
        meta: {
          questionId: question.id,
          hardStopMessage: question.hard_stop_message ?? '',
          hardStopResponse: question.hard_stop_response ?? [],
        },
      };
    }
  }
  states[CHECKOUT] = { type: 'final', meta: { path: index.checkoutStep?.path ?? null } };

  // BACK returns to whichever state the patient came from: one guarded transition per possible predecessor.
  for (const [to, sources] of predecessors) {
    const state = states[to];
    if (!state?.on) continue; // final states take no events
    const back: TransitionConfig[] = [];
    for (const previous of sources) {
      const params = { from: to, to: previous };
      back.push({ target: previous, guard: { type: 'leadsTo', params }, actions: { type: 'apply', params } });
    }
    state.on.BACK = back;
  }

  // RESUME may land on any question, checkout or hard stop: one root transition per state.
  const resumable = Object.keys(states).filter((name) => name !== LEAD_QUALIFY && name !== LEAD_INTRO);
  const resume: TransitionConfig[] = resumable.map((to) => {
    const params = { from: '*', to };
    return { target: `.${to}`, guard: { type: 'leadsTo', params }, actions: { type: 'apply', params } };
  });

  return {
    id: `${flow.key}-v${flow.version}`,
    initial: index.hasLeadSteps ? LEAD_QUALIFY : first,
    states,
    on: {
      RESUME: [...resume, rejectIn('*')],
      ANSWER: [rejectIn('*')],
      CONTINUE: [rejectIn('*')],
      BACK: [rejectIn('*')],
    },
  };
}
