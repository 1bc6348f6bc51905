import type { FlowVersion, Question } from '@telehealth/schemas';

import { optionTexts } from '../flow/answer-validity.js';
import { indexFlow, type FlowIndex } from '../flow/flow-index.js';
import { canHardStop, edgesOf } from '../flow/routing.js';
import { questionGraph } from './question-graph.js';

export type Severity = 'error' | 'warning';

export type FindingCode =
  | 'duplicate-id'
  | 'unknown-first-question'
  | 'missing-checkout-step'
  | 'unknown-target'
  | 'unknown-prev'
  | 'unknown-map-key'
  | 'option-leads-nowhere'
  | 'dead-end'
  | 'unreachable'
  | 'cycle'
  | 'no-checkout-path'
  | 'hard-stop-without-message'
  | 'hard-stop-without-trigger'
  | 'unknown-hard-stop-response'
  | 'hard-stop-measure-mismatch'
  | 'hard-stop-ignored';

/** One problem of a flow: how bad, what kind, where, and a sentence an admin can act on. */
export interface Finding {
  severity: Severity;
  code: FindingCode;
  questionId?: number;
  message: string;
}

/** Errors block publishing; warnings are shown but do not. */
export const hasErrors = (findings: readonly Finding[]): boolean =>
  findings.some((f) => f.severity === 'error');

const MEASURE_TYPE = { bmi: 'height_weight', age: 'date_of_birth', value: 'number' } as const;

/**
 * Static analysis of a flow version: everything that would strand a patient or surprise an admin. Runs on a
 * document that passed the schema (see compileFlow); never throws on a broken graph. Pass the compiled flow's
 * index to reuse what compiling already worked out.
 */
export function analyzeFlow(flow: FlowVersion, index: FlowIndex = indexFlow(flow)): Finding[] {
  const findings: Finding[] = [];
  const error = (code: FindingCode, message: string, questionId?: number) =>
    findings.push({ severity: 'error', code, message, ...(questionId === undefined ? {} : { questionId }) });
  const warning = (code: FindingCode, message: string, questionId?: number) =>
    findings.push({
      severity: 'warning',
      code,
      message,
      ...(questionId === undefined ? {} : { questionId }),
    });

  const seen = new Set<number>();
  for (const question of flow.questions) {
    if (seen.has(question.id))
      error('duplicate-id', `Two questions have the id ${question.id}.`, question.id);
    seen.add(question.id);
  }
  if (!index.questions.has(flow.first_question_id)) {
    error('unknown-first-question', `The first question ${flow.first_question_id} does not exist.`);
  }
  if (!index.checkoutStep)
    error('missing-checkout-step', 'The flow has no checkout step for Final: 0 to lead to.');

  for (const question of index.ordered) checkQuestion(index, question, error, warning);

  if (index.questions.has(flow.first_question_id)) checkGraph(index, error, warning);
  return findings;
}

type Report = (code: FindingCode, message: string, questionId?: number) => void;

function checkQuestion(index: FlowIndex, question: Question, error: Report, warning: Report): void {
  const id = question.id;
  const name = `Question ${id}`;
  for (const edge of edgesOf(question)) {
    if (edge.target === 0 || index.questions.has(edge.target)) continue;
    const via = edge.via === 'answer' ? `the answer "${edge.answer}"` : 'next';
    error('unknown-target', `${name} sends ${via} to question ${edge.target}, which does not exist.`, id);
  }
  if (question.prev !== null && !index.questions.has(question.prev)) {
    warning('unknown-prev', `${name} names question ${question.prev} as prev, which does not exist.`, id);
  }

  const isChoice = question.type === 'single_choice' || question.type === 'multiple_choice';
  const options = optionTexts(question);
  const map = question.next_question_map;
  for (const key of Object.keys(map)) {
    if (key === 'Final' || options.includes(key)) continue;
    if (isChoice) error('unknown-map-key', `${name} maps "${key}", which is not one of its options.`, id);
    else
      warning(
        'unknown-map-key',
        `${name} maps "${key}", but a ${question.type} answer is not matched by text.`,
        id,
      );
  }

  const stops = question.is_hard_stop ? new Set(question.hard_stop_response ?? []) : new Set<string>();
  if (isChoice) {
    if (options.length === 0) error('dead-end', `${name} offers no options to choose from.`, id);
    for (const option of options) {
      if (stops.has(option)) continue;
      if (map[option] === undefined && map['Final'] === undefined && question.next === null) {
        error(
          'option-leads-nowhere',
          `${name}: the answer "${option}" leads nowhere (no map entry, no Final, no next).`,
          id,
        );
      }
    }
  } else if (map['Final'] === undefined && question.next === null) {
    error('dead-end', `${name} is a dead end: nothing follows it (no next, no Final).`, id);
  }

  const configured = (question.hard_stop_response?.length ?? 0) > 0 || question.hard_stop_when !== undefined;
  if (question.is_hard_stop) {
    if (!question.hard_stop_message?.trim()) {
      error('hard-stop-without-message', `${name} is a hard stop without a message for the patient.`, id);
    }
    if (!canHardStop(question)) {
      error(
        'hard-stop-without-trigger',
        `${name} is marked as a hard stop but names no answer or measure that stops.`,
        id,
      );
    }
    if (isChoice) {
      for (const response of question.hard_stop_response ?? []) {
        if (!options.includes(response)) {
          error(
            'unknown-hard-stop-response',
            `${name} stops on "${response}", which is not one of its options.`,
            id,
          );
        }
      }
    }
    const when = question.hard_stop_when;
    if (when && MEASURE_TYPE[when.measure] !== question.type) {
      error(
        'hard-stop-measure-mismatch',
        `${name} stops on ${when.measure}, which needs a ${MEASURE_TYPE[when.measure]} question, not ${question.type}.`,
        id,
      );
    }
  } else if (configured) {
    warning(
      'hard-stop-ignored',
      `${name} has hard-stop answers or a measure but is_hard_stop is false, so it never stops.`,
      id,
    );
  }
}

function checkGraph(index: FlowIndex, error: Report, warning: Report): void {
  const graph = questionGraph(index);
  for (const question of index.ordered) {
    if (!graph.reachable.has(question.id)) {
      warning(
        'unreachable',
        `Question ${question.id} cannot be reached from the first question.`,
        question.id,
      );
    }
  }
  for (const cycle of graph.cycles) {
    const loop = [...cycle, cycle[0]].join(' → ');
    error('cycle', `Questions ${loop} form a loop: a patient could go round it forever.`, cycle[0]);
  }
  if (!graph.reachesCheckout) error('no-checkout-path', 'No path from the first question reaches checkout.');
}
