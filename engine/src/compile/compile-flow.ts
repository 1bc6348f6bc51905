import type { FlowVersion } from '@telehealth/schemas';
import { assign, emit, setup } from 'xstate';

import {
  CHECKOUT,
  LEAD_INTRO,
  LEAD_QUALIFY,
  hardStopState,
  indexFlow,
  initialState,
  questionState,
  type FlowIndex,
} from '../flow/flow-index.js';
import { canHardStop, isContent } from '../flow/question-kind.js';
import { routesIn } from '../flow/routing.js';
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
 * Compiles a flow version document known to match the FlowVersion schema into an XState machine (compileFlow
 * checks an unknown document first). A graph with errors still compiles — transitions to questions that do not
 * exist are left out and the analysis reports them — so drafts can be previewed. The storefront compiles the
 * documents of its own API (checked when they were saved and published) with this, which spares the patient's
 * browser the schema's compiled validator (some 16 KB gzip); it is why this module imports no validator.
 */
export function compileValidFlow(flow: FlowVersion): CompiledFlow {
  const index = indexFlow(flow);
  if (!index.questions.has(index.firstQuestionId)) {
    throw new FlowCompileError(`first_question_id ${index.firstQuestionId} names no question of the flow`);
  }
  // The config (a transition object per way on, per way back and per state RESUME can land on) and the XState
  // machine (state nodes built eagerly, which for thousands of questions costs more than compiling the flow) are
  // built on first use: callers that only analyse or decide (the API's checks, the builder's findings) never pay
  // for them.
  let config: IntakeMachineConfig | undefined;
  let machine: IntakeMachine | undefined;
  const configOnce = () => (config ??= buildConfig(index));
  return {
    flow,
    index,
    get config() {
      return configOnce();
    },
    get machine() {
      return (machine ??= createIntakeMachine(index, configOnce()));
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
  /** The machine config as plain data, built on first access. */
  readonly config: IntakeMachineConfig;
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
  /** The states that take events, by name, to add their BACK transitions once every way in is known. */
  const taking: [string, StateConfig][] = [];
  /** The BACK transitions of each state: one per state some transition enters it from. */
  const backs = new Map<string, TransitionConfig[]>();
  /** Every state RESUME can land on (all but the lead steps), in the order they are added. */
  const resumable: string[] = [];
  const add = (name: string, state: StateConfig, resumes = true) => {
    states[name] = state;
    if (state.on) taking.push([name, state]);
    if (resumes) resumable.push(name);
  };
  const move = (from: string, to: string): TransitionConfig => {
    // Each (from, to) pair occurs once: a state's ways on are distinct states.
    const params = { from: to, to: from };
    const back: TransitionConfig = {
      target: from,
      guard: { type: 'leadsTo', params },
      actions: { type: 'apply', params },
    };
    const list = backs.get(to);
    if (list) list.push(back);
    else backs.set(to, [back]);
    // Guard and action read the same params object: one allocation per transition, not two.
    const forward = { from, to };
    return {
      target: to,
      guard: { type: 'leadsTo', params: forward },
      actions: { type: 'apply', params: forward },
    };
  };
  const rejectIn = (from: string): TransitionConfig => ({ actions: { type: 'reject', params: { from } } });

  const first = questionState(index.firstQuestionId);
  if (index.hasLeadSteps) {
    // RESUME never lands on a lead step.
    const onLeadQualify = { CONTINUE: [move(LEAD_QUALIFY, LEAD_INTRO), rejectIn(LEAD_QUALIFY)] };
    add(LEAD_QUALIFY, { meta: { step: 'lead-qualify' }, on: onLeadQualify }, false);
    add(
      LEAD_INTRO,
      { meta: { step: 'lead-intro' }, on: { CONTINUE: [move(LEAD_INTRO, first), rejectIn(LEAD_INTRO)] } },
      false,
    );
  }

  const routes = routesIn(index);
  for (const question of index.ordered) {
    const id = question.id;
    const from = questionState(id);
    const ways: TransitionConfig[] = [];
    for (const to of routes(question).states) ways.push(move(from, to));
    // A state rejects its own kind of event with the precise reason; other events fall through to the root.
    ways.push(rejectIn(from));
    add(from, {
      meta: { questionId: id, type: question.type, title: question.title },
      on: isContent(question) ? { CONTINUE: ways } : { ANSWER: ways },
    });
    if (canHardStop(question)) {
      add(hardStopState(id), {
        type: 'final',
        meta: {
          questionId: id,
          hardStopMessage: question.hard_stop_message ?? '',
          hardStopResponse: question.hard_stop_response ?? [],
        },
      });
    }
  }
  add(CHECKOUT, { type: 'final', meta: { path: index.checkoutStep?.path ?? null } });

  // BACK returns to whichever state the patient came from: one guarded transition per possible predecessor.
  // Final states take no events, so they have none.
  for (const [name, state] of taking) {
    const back = backs.get(name);
    if (back && state.on) state.on.BACK = back;
  }

  // RESUME may land on any question, checkout or hard stop: one root transition per state.
  const resume: TransitionConfig[] = resumable.map((to) => {
    const params = { from: '*', to };
    return { target: `.${to}`, guard: { type: 'leadsTo', params }, actions: { type: 'apply', params } };
  });

  return {
    id: `${flow.key}-v${flow.version}`,
    initial: initialState(index),
    states,
    on: {
      RESUME: [...resume, rejectIn('*')],
      ANSWER: [rejectIn('*')],
      CONTINUE: [rejectIn('*')],
      BACK: [rejectIn('*')],
    },
  };
}
