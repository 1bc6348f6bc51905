import type { AnswerValue, Condition, Question, StartData } from '@telehealth/schemas';

import { answerEntry, checkAnswer } from '../../flow/answer-validity.js';
import { failedCheck, holds } from '../../flow/conditions.js';
import { LEAD_INTRO, LEAD_QUALIFY, questionState, type FlowIndex } from '../../flow/flow-index.js';
import { isContent } from '../../flow/question-kind.js';
import { destinationState, possibleDestinations, routeAnswer, routeContent } from '../../flow/routing.js';
import { readsOf, rulesOfQuestion } from '../rules-of-flow.js';

/**
 * The explorer's reference for property tests: every answer of a grid at every question, through the real checks,
 * routing and alerts, with no classes of answers. What it finds: every path (its states joined by spaces, a dead
 * end marked), and the assertions some path breaks.
 *
 * Walks that reach a question with the same answers to every question a rule or assertion can still read (rules
 * at that question or after it, assertions and eligibility at the end) and the same alerts have the same
 * continuations, so they are walked once: without that, a flow of a dozen questions has millions of answer
 * combinations. The grid decides what is tried; a grid that misses a class of answers misses its paths.
 */
export interface BruteForce {
  paths: Set<string>;
  broken: Set<string>;
}

export function bruteForce(
  index: FlowIndex,
  grid: (question: Question) => readonly AnswerValue[],
  asOf: string,
): BruteForce {
  const endReads = new Set<number>();
  const conditions: Condition[] = [
    ...(index.flow.assertions ?? []).map((assertion) => assertion.never),
    ...(index.flow.eligibility ?? []).flatMap((rule) => (rule.if ? [rule.if] : [])),
  ];
  for (const condition of conditions) for (const id of readsOf(index, condition).questions) endReads.add(id);

  // Per question, the answers something at it or after it reads (its own rules, `ask_if` included, and totals).
  const readAhead = new Map<number, Set<number>>();
  const readsFrom = (id: number): Set<number> => {
    const known = readAhead.get(id);
    if (known) return known;
    const reads = new Set(endReads);
    readAhead.set(id, reads);
    const question = index.questions.get(id);
    if (!question) return reads;
    for (const rule of rulesOfQuestion(question))
      for (const read of readsOf(index, rule.condition).questions) reads.add(read);
    for (const total of index.totals.values()) for (const read of total.questions) reads.add(read);
    for (const destination of possibleDestinations(index, question))
      if (destination.kind === 'question') for (const read of readsFrom(destination.id)) reads.add(read);
    return reads;
  };

  const memo = new Map<string, BruteForce>();
  const walk = (id: number, answers: StartData, alerts: readonly string[]): BruteForce => {
    const kept: StartData = {};
    for (const read of readsFrom(id)) {
      const entry = answers[String(read)];
      if (entry !== undefined) kept[String(read)] = entry;
    }
    const key = `${id}|${alerts.join(',')}|${JSON.stringify(kept)}`;
    const known = memo.get(key);
    if (known) return known;
    const found: BruteForce = { paths: new Set(), broken: new Set() };
    memo.set(key, found);
    const here = questionState(id);
    const question = index.questions.get(id) as Question;
    const end = (state: string, after: StartData, raised: readonly string[]) => {
      found.paths.add(`${here} ${state}`);
      const scope = { index, answers: after, asOf };
      for (const assertion of index.flow.assertions ?? []) {
        if (state !== 'checkout' && assertion.at !== 'any_end') continue;
        if (holds(scope, assertion.never, new Set(raised))) found.broken.add(assertion.name);
      }
    };
    const onward = (to: number, after: StartData, raised: readonly string[]) => {
      const rest = walk(to, after, raised);
      for (const path of rest.paths) found.paths.add(`${here} ${path}`);
      for (const name of rest.broken) found.broken.add(name);
    };
    let wentOn = false;
    if (isContent(question)) {
      const route = routeContent(index, question, kept, asOf);
      if (route.ok) {
        wentOn = true;
        if (route.to.kind === 'question') onward(route.to.id, kept, alerts);
        else end(destinationState(route.to), kept, alerts);
      }
    }
    for (const raw of isContent(question) ? [] : grid(question)) {
      const checked = checkAnswer(question, raw, asOf);
      if (!checked.ok || failedCheck(index, question, checked.value, kept, asOf) !== undefined) continue;
      const route = routeAnswer(index, question, checked.value, asOf, kept);
      if (!route.ok) continue;
      wentOn = true;
      const after = { ...kept, [String(id)]: answerEntry(question, checked.value, undefined) };
      const scope = { index, answers: after, asOf };
      const raised = [
        ...alerts,
        ...(question.alerts ?? []).filter((alert) => holds(scope, alert.if)).map((alert) => alert.name),
      ];
      if (route.to.kind === 'question') onward(route.to.id, after, raised);
      else end(destinationState(route.to), after, raised);
    }
    if (!wentOn) found.paths.add(`${here} dead-end`);
    return found;
  };
  const found = walk(index.firstQuestionId, {}, []);
  if (!index.hasLeadSteps) return found;
  return {
    paths: new Set([...found.paths].map((path) => `${LEAD_QUALIFY} ${LEAD_INTRO} ${path}`)),
    broken: found.broken,
  };
}
