import type { AnswerValue, StartData } from '@telehealth/schemas';

import type { IntakeEvent } from '../compile/decide.js';
import { answerEntry, checkAnswer } from '../flow/answer-validity.js';
import { LEAD_INTRO, LEAD_QUALIFY, questionIdOf, type FlowIndex } from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import { destinationState, possibleDestinations, routeAnswer, routeContent } from '../flow/routing.js';
import { trackedTotals } from '../flow/total-routes.js';
import { totalValue } from '../flow/totals.js';
import type { FlowPath } from './paths.js';
import { answerCandidates, witnessAnswer } from './witness.js';
import { candidatesFor, type CandidatePlan } from './candidates.js';
import { answersKey, explore } from './explore.js';
import { hasRules } from './rules-of-flow.js';
import { failedCheck } from '../flow/conditions.js';

/**
 * The events that take a patient down `path`: CONTINUE through lead steps and content screens, and for each
 * question an answer that leads to the next state of the path. Undefined when no known answer takes some branch.
 *
 * In a flow that reads totals, where a question leads depends on the scores chosen before it, so the answers are
 * searched together: depth first over each question's candidate answers, remembering the (step, totals) from which
 * no answers finish the path, so the search costs at most steps × distinct totals × candidates.
 */
export function eventsForPath(index: FlowIndex, path: FlowPath, asOf: string): IntakeEvent[] | undefined {
  if (hasRules(index)) return ruleEvents(index, path, asOf);
  if (trackedTotals(index).length > 0) return scoredEvents(index, path, asOf);
  const events: IntakeEvent[] = [];
  for (let i = 0; i < path.states.length - 1; i += 1) {
    const state = path.states[i] as string;
    const nextState = path.states[i + 1] as string;
    if (state === LEAD_QUALIFY || state === LEAD_INTRO) {
      events.push({ type: 'CONTINUE' });
      continue;
    }
    const question = index.questions.get(questionIdOf(state) ?? -1);
    if (!question) return undefined;
    if (isContent(question)) {
      events.push({ type: 'CONTINUE' });
      continue;
    }
    const destination = possibleDestinations(index, question).find((d) => destinationState(d) === nextState);
    const value = destination && witnessAnswer(index, question, destination, asOf);
    if (value === undefined) return undefined;
    events.push({ type: 'ANSWER', questionId: question.id, value });
  }
  return events;
}

function scoredEvents(index: FlowIndex, path: FlowPath, asOf: string): IntakeEvent[] | undefined {
  const names = trackedTotals(index);
  const failed = new Set<string>();
  const events: IntakeEvent[] = [];

  const search = (i: number, answers: StartData): boolean => {
    if (i >= path.states.length - 1) return true;
    const state = path.states[i] as string;
    const nextState = path.states[i + 1] as string;
    const question = index.questions.get(questionIdOf(state) ?? -1);
    if (state === LEAD_QUALIFY || state === LEAD_INTRO || (question && isContent(question))) {
      events.push({ type: 'CONTINUE' });
      if (search(i + 1, answers)) return true;
      events.pop();
      return false;
    }
    if (!question) return false;
    const memo = `${i}|${names.map((name) => totalValue(index, name, answers)).join(',')}`;
    if (failed.has(memo)) return false;
    const tried = new Set<string>();
    for (const candidate of answerCandidates(question, asOf)) {
      const checked = checkAnswer(question, candidate, asOf);
      if (!checked.ok) continue;
      const seen = JSON.stringify(checked.value);
      if (tried.has(seen)) continue;
      tried.add(seen);
      const route = routeAnswer(index, question, checked.value, asOf, answers);
      if (!route.ok || destinationState(route.to) !== nextState) continue;
      events.push({ type: 'ANSWER', questionId: question.id, value: candidate as AnswerValue });
      const next = { ...answers, [String(question.id)]: answerEntry(question, checked.value, undefined) };
      if (search(i + 1, next)) return true;
      events.pop();
    }
    failed.add(memo);
    return false;
  };
  return search(0, {}) ? events : undefined;
}

/**
 * The events of a path of a flow with rules: depth first over the explorer's candidate answers (one per class of
 * answers the rules tell apart), remembering (step, what of the answers matters ahead) pairs that cannot finish.
 */
function ruleEvents(index: FlowIndex, path: FlowPath, asOf: string): IntakeEvent[] | undefined {
  const plan = explore(index, asOf).plan;
  const failed = new Set<string>();
  const events: IntakeEvent[] = [];
  const last = path.states.length - 1;
  const search = (i: number, answers: StartData): boolean => {
    const state = path.states[i] as string;
    if (i >= last) return path.end !== 'dead-end' || stuckAt(index, plan, state, answers, asOf);
    const nextState = path.states[i + 1] as string;
    if (state === LEAD_QUALIFY || state === LEAD_INTRO) {
      events.push({ type: 'CONTINUE' });
      if (search(i + 1, answers)) return true;
      events.pop();
      return false;
    }
    const question = index.questions.get(questionIdOf(state) ?? -1);
    if (!question) return false;
    const memo = `${i}|${answersKey(index, question.id, answers, asOf)}`;
    if (failed.has(memo)) return false;
    if (isContent(question)) {
      const route = routeContent(index, question, answers, asOf);
      if (route.ok && destinationState(route.to) === nextState) {
        events.push({ type: 'CONTINUE' });
        if (search(i + 1, answers)) return true;
        events.pop();
      }
      failed.add(memo);
      return false;
    }
    for (const candidate of candidatesFor(plan, question, answers)) {
      if (failedCheck(index, question, candidate.value, answers, asOf) !== undefined) continue;
      const route = routeAnswer(index, question, candidate.value, asOf, answers);
      if (!route.ok || destinationState(route.to) !== nextState) continue;
      events.push({ type: 'ANSWER', questionId: question.id, value: candidate.value });
      const next = { ...answers, [String(question.id)]: answerEntry(question, candidate.value, undefined) };
      if (search(i + 1, next)) return true;
      events.pop();
    }
    failed.add(memo);
    return false;
  };
  return search(0, {}) ? events : undefined;
}

/** Whether no answer goes on from `state` after `answers` (where a dead-end path ends). */
function stuckAt(
  index: FlowIndex,
  plan: CandidatePlan,
  state: string,
  answers: StartData,
  asOf: string,
): boolean {
  const question = index.questions.get(questionIdOf(state) ?? -1);
  if (!question) return true;
  if (isContent(question)) return !routeContent(index, question, answers, asOf).ok;
  return candidatesFor(plan, question, answers).every(
    (candidate) =>
      failedCheck(index, question, candidate.value, answers, asOf) !== undefined ||
      !routeAnswer(index, question, candidate.value, asOf, answers).ok,
  );
}
