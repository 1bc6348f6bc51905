import type { StartData } from '@telehealth/schemas';

import {
  CHECKOUT,
  isHardStopState,
  questionIdOf,
  questionState,
  type FlowIndex,
} from '../flow/flow-index.js';
import { pathOfState } from '../flow/state-path.js';
import { walkAnswers } from '../flow/walk-answers.js';
import { ROUTE_PATHS } from '../rules/route-paths.constants.js';

export type ResumeTarget =
  | { kind: 'login' }
  | { kind: 'question'; questionId: number }
  | { kind: 'checkout' }
  | { kind: 'hard-stop'; questionId: number };

export interface ResumeInput {
  /** Whether an order (a purchase) already exists for the created value. */
  hasOrder: boolean;
  /** The intake's recorded answers, if any. */
  startData: StartData | null | undefined;
  asOf: string;
}

/**
 * Where a resumed session goes (spec section 4): an existing order → /login; no start data → the first question;
 * answers that reach a question whose map holds Final: 0 → checkout; otherwise the next question by answer map or
 * next, or the last answered one when nothing follows; on any error → the first question. The caller owns the
 * 3 attempts 500 ms apart and the redirect to /account after 3 s for a doctor record.
 */
export function decideResume(index: FlowIndex, input: ResumeInput): ResumeTarget {
  const first: ResumeTarget = { kind: 'question', questionId: index.firstQuestionId };
  try {
    if (input.hasOrder) return { kind: 'login' };
    if (!input.startData || Object.keys(input.startData).length === 0) return first;
    const walk = walkAnswers(index, input.startData, input.asOf);
    if (walk.state === CHECKOUT) return { kind: 'checkout' };
    const id = questionIdOf(walk.state);
    if (id === undefined) return first;
    return isHardStopState(walk.state)
      ? { kind: 'hard-stop', questionId: id }
      : { kind: 'question', questionId: id };
  } catch {
    return first;
  }
}

/**
 * The storefront path of a resume target: /login, or the page of its state in the flow (`pathOfState`: the
 * question's page, or the flow's checkout route); the start of the intake when the flow names no page for it.
 */
export function resumePath(index: FlowIndex, target: ResumeTarget): string {
  if (target.kind === 'login') return ROUTE_PATHS.login;
  const state = target.kind === 'checkout' ? CHECKOUT : questionState(target.questionId);
  return pathOfState(index.flow, state) ?? ROUTE_PATHS.leadQualify;
}
