import type { AnswerValue, StartData } from '@telehealth/schemas';

import { answerEntry, checkAnswer } from '../flow/answer-validity.js';
import {
  CHECKOUT,
  LEAD_INTRO,
  LEAD_QUALIFY,
  questionIdOf,
  questionState,
  type FlowIndex,
} from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import { destinationState, routeAnswer, routeContent } from '../flow/routing.js';
import { resumeIntake } from '../flow/walk-answers.js';
import { failedCheck } from '../flow/conditions.js';
import { deleteAnswer, popState, pushState, setAnswer } from './context-views.js';

/** Where the intake ended when a hard stop was hit: the question, its message and the answers that stop it. */
export interface HardStop {
  questionId: number;
  message: string;
  response: string[];
}

export interface IntakeContext {
  /**
   * The answers in the spec's start-data shape: per question id, the value and the question's text. After an event
   * it is a view of a persistent structure (`context-views.ts`) that reads as a plain object.
   */
  answers: StartData;
  /** The states visited before the current one, oldest first; BACK returns to the last. A view, as `answers`. */
  history: string[];
  /** The date (YYYY-MM-DD) ages are computed on: the day the intake runs, passed in, never read from a clock. */
  asOf: string;
  hardStop: HardStop | null;
}

export interface IntakeInput {
  asOf: string;
}

export type IntakeEvent =
  /** Leave a lead step or a content screen. */
  | { type: 'CONTINUE' }
  | { type: 'ANSWER'; questionId: number; value: AnswerValue; detail?: string }
  /** Clear the previous question's answer and return to it. */
  | { type: 'BACK' }
  /** Restore recorded answers and go where they lead (spec section 4, resume). */
  | { type: 'RESUME'; startData: StartData };

/** Emitted when an event changes nothing, with the reason. */
export interface IntakeRejection {
  type: 'REJECTED';
  event: string;
  reason: string;
}

export type Decision = { ok: true; to: string; context: IntakeContext } | { ok: false; reason: string };

/**
 * The whole behaviour of a compiled flow as one pure function: given the current state, the context and an event,
 * where the machine goes and with what context — or why the event changes nothing. The machine's guards and
 * actions only look this up, so the machine config stays plain data.
 */
export function decide(index: FlowIndex, from: string, context: IntakeContext, event: IntakeEvent): Decision {
  switch (event.type) {
    case 'CONTINUE':
      return decideContinue(index, from, context);
    case 'ANSWER':
      return decideAnswer(index, from, context, event);
    case 'BACK':
      return decideBack(from, context);
    case 'RESUME':
      return decideResume(index, context, event.startData);
    default:
      return reject(`unknown event ${(event as { type?: unknown }).type as string}`);
  }
}

function decideContinue(index: FlowIndex, from: string, context: IntakeContext): Decision {
  if (from === LEAD_QUALIFY) return moveOn(from, LEAD_INTRO, context);
  if (from === LEAD_INTRO) return moveOn(from, questionState(index.firstQuestionId), context);
  const question = questionAt(index, from);
  if (!question || !isContent(question))
    return reject(`CONTINUE only leaves a lead step or a content screen, not ${from}`);
  const route = routeContent(index, question, context.answers, context.asOf);
  return route.ok ? moveOn(from, destinationState(route.to), context) : reject(route.reason);
}

function decideAnswer(
  index: FlowIndex,
  from: string,
  context: IntakeContext,
  event: Extract<IntakeEvent, { type: 'ANSWER' }>,
): Decision {
  const question = questionAt(index, from);
  if (!question) return reject(`no question is asked in ${from}`);
  if (event.questionId !== question.id) {
    return reject(`question ${String(event.questionId)} is not the current question (${question.id})`);
  }
  const checked = checkAnswer(question, event.value, context.asOf);
  if (!checked.ok) return reject(checked.reason);
  const refusal = failedCheck(index, question, checked.value, context.answers, context.asOf);
  if (refusal !== undefined) return reject(refusal);
  const route = routeAnswer(index, question, checked.value, context.asOf, context.answers);
  if (!route.ok) return reject(route.reason);

  const answers = setAnswer(
    context.answers,
    String(question.id),
    answerEntry(question, checked.value, event.detail),
  );
  const hardStop: HardStop | null =
    route.to.kind === 'stop'
      ? {
          questionId: question.id,
          message: question.hard_stop_message ?? '',
          response: question.hard_stop_response ?? [],
        }
      : null;
  return {
    ok: true,
    to: destinationState(route.to),
    context: { ...context, answers, hardStop, history: pushState(context.history, from) },
  };
}

function decideBack(from: string, context: IntakeContext): Decision {
  const popped = popState(context.history);
  if (popped === undefined) return reject(`there is nothing before ${from} to go back to`);
  const previousQuestion = questionIdOf(popped.last);
  const answers = deleteAnswer(
    context.answers,
    previousQuestion === undefined ? undefined : String(previousQuestion),
  );
  return {
    ok: true,
    to: popped.last,
    context: { ...context, answers, hardStop: null, history: popped.rest },
  };
}

function decideResume(index: FlowIndex, context: IntakeContext, startData: StartData): Decision {
  const { state, ...resumed } = resumeIntake(index, startData, context.asOf);
  return { ok: true, to: state, context: { ...context, ...resumed } };
}

function moveOn(from: string, to: string, context: IntakeContext): Decision {
  return { ok: true, to, context: { ...context, history: pushState(context.history, from) } };
}

function questionAt(index: FlowIndex, state: string) {
  if (!state.startsWith('q')) return undefined;
  const id = questionIdOf(state);
  return id === undefined ? undefined : index.questions.get(id);
}

const reject = (reason: string): Decision => ({ ok: false, reason });

export const isFinalState = (state: string): boolean => state === CHECKOUT || /^stop\d+$/.test(state);
