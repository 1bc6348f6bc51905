import type { CancellationOutcome, CancellationReason, Question, StartData } from '@telehealth/schemas';

import { checkAnswer } from './answer-validity.js';
import { CHECKOUT, questionIdOf, type FlowIndex } from './flow-index.js';
import { walkAnswers } from './walk-answers.js';

/** Whether an outcome keeps the customer: every outcome but cancel (the save rate counts these). */
export const isSaved = (outcome: CancellationOutcome): boolean => outcome !== 'cancel';

/** A completed cancellation flow: the questions answered, in order, the reason chosen and how it ends. */
export interface CancellationRun {
  ok: true;
  /** The question ids on the way, oldest first. */
  path: number[];
  /** The answers on that path, normalised as the machine records them; answers off the path are refused. */
  answers: StartData;
  /** The reason of the first answered option that records one; null when none does. */
  reason: CancellationReason | null;
  /** The customer's own words given with that reason (the question's free-text detail), or null. */
  details: string | null;
  outcome: CancellationOutcome;
}

/** Why answers do not complete the flow: the first question whose answer is missing, wrong or not expected. */
export interface CancellationProblem {
  ok: false;
  code:
    | 'not-cancellation'
    | 'answer-missing'
    | 'answer-invalid'
    | 'details-missing'
    | 'answer-off-path'
    | 'no-outcome'
    | 'hard-stop';
  questionId: number | null;
  message: string;
}

/**
 * Runs a cancellation flow version (its index, as compiled) over a customer's answers (question id to recorded answer), the way the pages
 * took them: the same walk as the intake (`walkAnswers`), then the outcome named by the option that ended the flow.
 * Refuses the first wrong answer: a question on the path without a valid answer, the reason "other" without the
 * customer's words, an answer to a question the path does not pass, or an end without an outcome.
 */
export function runCancellation(
  index: FlowIndex,
  answers: StartData,
  asOf: string,
): CancellationRun | CancellationProblem {
  if (index.flow.key !== 'cancellation') {
    return problem('not-cancellation', null, `Flow ${index.flow.key} is not a cancellation flow.`);
  }
  const walk = walkAnswers(index, answers, asOf);
  const path = walk.visited.map((state) => questionIdOf(state) as number);

  if (walk.hardStop) {
    return problem('hard-stop', walk.hardStop.questionId, 'A cancellation flow cannot end at a hard stop.');
  }
  if (walk.state !== CHECKOUT) {
    const id = questionIdOf(walk.state) ?? null;
    const question = id === null ? undefined : index.questions.get(id);
    const recorded = id === null ? undefined : answers[String(id)];
    if (!question || !recorded) {
      return problem('answer-missing', id, `Question ${id ?? walk.state} has no answer.`);
    }
    const check = checkAnswer(question, recorded.value, asOf);
    const why = check.ok ? 'it leads nowhere' : check.reason;
    return problem('answer-invalid', id, `The answer to question ${id} is refused: ${why}.`);
  }

  const onPath = new Set(path.map(String));
  const offPath = Object.keys(answers).find((id) => !onPath.has(id));
  if (offPath !== undefined) {
    return problem(
      'answer-off-path',
      Number(offPath),
      `Question ${offPath} is answered but is not on the way these answers take.`,
    );
  }

  let reason: CancellationReason | null = null;
  let details: string | null = null;
  for (const id of path) {
    const chosen = chosenOption(index.questions.get(id) as Question, walk.answers[String(id)]?.value);
    if (chosen?.reason === undefined) continue;
    const entry = walk.answers[String(id)];
    reason = chosen.reason;
    details = entry?.detail ?? null;
    if (reason === 'other' && details === null) {
      return problem('details-missing', id, `Question ${id}: the reason "other" needs a few words.`);
    }
    break;
  }

  const lastId = path.at(-1);
  const last = lastId === undefined ? undefined : index.questions.get(lastId);
  const outcome = last && chosenOption(last, walk.answers[String(lastId)]?.value)?.outcome;
  if (!outcome) {
    return problem('no-outcome', lastId ?? null, `The answer that ends the flow names no outcome.`);
  }
  return { ok: true, path, answers: walk.answers, reason, details, outcome };
}

/** The option of a choice question an answer chose (single choice: the text; multiple: the first chosen). */
function chosenOption(question: Question, value: unknown) {
  const text = Array.isArray(value) ? value[0] : value;
  return question.QuestionOptions.find((option) => option.option_text === text);
}

const problem = (
  code: CancellationProblem['code'],
  questionId: number | null,
  message: string,
): CancellationProblem => ({ ok: false, code, questionId, message });
