import type { StartData } from '@telehealth/schemas';

import type { IntakeEvent } from '../compile/decide.js';
import { checkAnswer, sameAnswer } from '../flow/answer-validity.js';
import { questionIdOf, type FlowIndex } from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import { walkAnswers, type AnswerWalk } from '../flow/walk-answers.js';

/** Why a new set of answers cannot follow the stored ones. */
export type AnswerChangeRefusal =
  | { code: 'UNKNOWN_QUESTION'; questionIds: number[]; message: string }
  | { code: 'INVALID_ANSWER'; questionId: number; message: string }
  | { code: 'INTAKE_ENDED'; state: string; message: string };

export type AnswerChange =
  | {
      ok: true;
      /** The machine events that take the intake from the stored answers to the new ones, in order. */
      events: IntakeEvent[];
      /** Where the new answers lead, and the answers kept (those on that path, normalised). */
      walk: AnswerWalk;
    }
  | { ok: false; refusal: AnswerChangeRefusal };

/**
 * Turns a save of the whole answer set (what the storefront sends with each step) into the steps the patient
 * took since the previous save: BACK for every answered screen left behind, then ANSWER (or CONTINUE for a
 * content screen) for every screen of the new path from where the two paths part. Replaying the events through
 * the flow's machine from the stored state reaches exactly the new walk's state and answers.
 *
 * Refused: answers to questions the flow does not have; an answer on the path that is not valid (named, with the
 * reason); any change once the stored answers reached checkout or a hard stop, which are final.
 */
export function answersToEvents(
  index: FlowIndex,
  stored: StartData,
  next: StartData,
  asOf: string,
): AnswerChange {
  const unknown = Object.keys(next)
    .map(Number)
    .filter((id) => !index.questions.has(id));
  if (unknown.length > 0) {
    return {
      ok: false,
      refusal: {
        code: 'UNKNOWN_QUESTION',
        questionIds: unknown,
        message: `This flow has no question ${unknown.join(', ')}`,
      },
    };
  }

  const before = walkAnswers(index, stored, asOf);
  const after = walkAnswers(index, next, asOf);

  // The walk stops at the first question without a valid answer: an answer that is there but invalid is an error.
  const stoppedAt = questionIdOf(after.state);
  const sent = stoppedAt === undefined ? undefined : next[String(stoppedAt)];
  const question = stoppedAt === undefined ? undefined : index.questions.get(stoppedAt);
  if (sent && question && !isContent(question)) {
    const checked = checkAnswer(question, sent.value, asOf);
    if (!checked.ok) {
      return {
        ok: false,
        refusal: {
          code: 'INVALID_ANSWER',
          questionId: question.id,
          message: `Answer to question ${question.id} is not valid: ${checked.reason}`,
        },
      };
    }
  }

  const parting = partingIndex(before, after);
  const unchanged = parting === before.visited.length && parting === after.visited.length;
  if (unchanged) return { ok: true, events: [], walk: after };

  if (before.state === 'checkout' || before.hardStop) {
    const where = before.hardStop ? `a hard stop (question ${before.hardStop.questionId})` : 'checkout';
    return {
      ok: false,
      refusal: {
        code: 'INTAKE_ENDED',
        state: before.state,
        message: `This intake already ended at ${where}; its answers can no longer be changed`,
      },
    };
  }

  const events: IntakeEvent[] = [];
  for (let i = before.visited.length; i > parting; i--) events.push({ type: 'BACK' });
  for (const state of after.visited.slice(parting)) {
    const id = questionIdOf(state) as number;
    const screen = index.questions.get(id);
    if (!screen || isContent(screen)) {
      events.push({ type: 'CONTINUE' });
      continue;
    }
    const answer = after.answers[String(id)];
    if (!answer) continue;
    events.push({
      type: 'ANSWER',
      questionId: id,
      value: answer.value,
      ...(answer.detail === undefined ? {} : { detail: answer.detail }),
    });
  }
  return { ok: true, events, walk: after };
}

/**
 * The first position where the two walks differ: another screen, or another answer on the same screen. Both walks
 * hold answers normalised as the machine records them, so an answer saved again in another form (untrimmed, a phone
 * number with punctuation, its keys in another order as Postgres jsonb returns them, a detail the question does not
 * ask for) is the same answer, and the save only goes forward.
 */
function partingIndex(before: AnswerWalk, after: AnswerWalk): number {
  const shorter = Math.min(before.visited.length, after.visited.length);
  for (let i = 0; i < shorter; i++) {
    const state = before.visited[i] as string;
    if (state !== after.visited[i]) return i;
    const id = String(questionIdOf(state));
    if (!sameAnswer(before.answers[id], after.answers[id])) return i;
  }
  return shorter;
}
