import type { FlowStep, FlowStepKind, FlowVersion } from '@telehealth/schemas';

import { CHECKOUT, LEAD_INTRO, LEAD_QUALIFY, questionIdOf } from './flow-index.js';

const stepOf = (flow: FlowVersion, kind: FlowStepKind): FlowStep | undefined =>
  flow.steps.find((step) => step.kind === kind);

/** A path without its trailing slashes (`/quiz/mood/` is `/quiz/mood`); the root stays `/`. */
const normalized = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The storefront page of a machine state, read from the flow's steps: checkout and the lead steps are their steps'
 * paths; a question (and its hard stop, which is shown on the question's page) is its own `question` step's path
 * (the quiz: `/quiz/mood`), else the flow's `questions` step's path followed by its id (the intake:
 * `/question/7`). Null when the flow names no page for the state (the quiz has no lead steps).
 */
export function pathOfState(flow: FlowVersion, state: string): string | null {
  if (state === CHECKOUT) return stepOf(flow, 'checkout')?.path ?? null;
  if (state === LEAD_QUALIFY) return stepOf(flow, 'lead-qualify')?.path ?? null;
  if (state === LEAD_INTRO) return stepOf(flow, 'lead-intro')?.path ?? null;
  const id = questionIdOf(state);
  if (id === undefined) return null;
  const own = flow.steps.find((step) => step.kind === 'question' && step.question_id === id);
  if (own) return own.path;
  const questions = stepOf(flow, 'questions');
  return questions ? `${normalized(questions.path)}/${id}` : null;
}

/**
 * The question a page of its own shows (a `question` step's path, trailing slashes ignored: `/quiz/mood/` is the
 * quiz's mood question); undefined for any other path. Pages under the `questions` step carry the id in the route
 * itself (`/question/{id}`), which the page reads.
 */
export function questionIdOfPath(flow: FlowVersion, path: string): number | undefined {
  const wanted = normalized(path);
  const own = flow.steps.find(
    (step) => step.kind === 'question' && step.question_id != null && step.path === wanted,
  );
  return own?.question_id;
}
