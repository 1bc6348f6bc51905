import type { StartData } from '@telehealth/schemas';

import { answerEntry, checkAnswer } from './answer-validity.js';
import { hardStopState, LEAD_INTRO, LEAD_QUALIFY, questionState, type FlowIndex } from './flow-index.js';
import { isContent } from './question-kind.js';
import { destinationState, routeAnswer, routeContent } from './routing.js';
import { failedCheck } from './conditions.js';

export interface AnswerWalk {
  /** The state the answers lead to: the first unanswered question, checkout, or a hard stop. */
  state: string;
  /** The question states passed on the way, oldest first (the history BACK unwinds). */
  visited: string[];
  /** The answers on that path, normalised as the machine records them (`answerEntry`); others are dropped. */
  answers: StartData;
  hardStop: { questionId: number; message: string; response: string[] } | null;
}

/**
 * Follows recorded answers from the first question, the way the patient would: each valid answer routes to the
 * next screen; content screens are passed; the walk stops at the first question without a valid answer, at
 * checkout or at a hard stop. A cycle in a broken flow ends the walk where it would repeat.
 */
export function walkAnswers(index: FlowIndex, startData: StartData, asOf: string): AnswerWalk {
  const visited: string[] = [];
  const answers: StartData = {};
  const seen = new Set<number>();
  let id = index.firstQuestionId;

  for (;;) {
    const question = index.questions.get(id);
    if (!question || seen.has(id)) return { state: questionState(id), visited, answers, hardStop: null };
    seen.add(id);

    let route;
    if (isContent(question)) {
      route = routeContent(index, question, answers, asOf);
    } else {
      const recorded = startData[String(id)];
      const checked = recorded ? checkAnswer(question, recorded.value, asOf) : undefined;
      if (
        !recorded ||
        !checked?.ok ||
        failedCheck(index, question, checked.value, answers, asOf) !== undefined
      )
        return { state: questionState(id), visited, answers, hardStop: null };
      route = routeAnswer(index, question, checked.value, asOf, answers);
      answers[String(id)] = answerEntry(question, checked.value, recorded.detail);
    }
    if (!route.ok) return { state: questionState(id), visited, answers, hardStop: null };

    visited.push(questionState(id));
    if (route.to.kind === 'question') {
      id = route.to.id;
      continue;
    }
    if (route.to.kind === 'stop') {
      return {
        state: hardStopState(question.id),
        visited,
        answers,
        hardStop: {
          questionId: question.id,
          message: question.hard_stop_message ?? '',
          response: question.hard_stop_response ?? [],
        },
      };
    }
    return { state: destinationState(route.to), visited, answers, hardStop: null };
  }
}

/** Where the engine's RESUME takes an intake: the state and the context the machine resumes with. */
export interface ResumedIntake {
  state: string;
  answers: StartData;
  /** The states before `state`, oldest first: the lead steps (when the flow has them), then the walk's questions. */
  history: string[];
  hardStop: AnswerWalk['hardStop'];
}

/**
 * The intake resumed from recorded answers (the machine's RESUME, spec section 4), as a pure function: a page can
 * show where the answers lead before the state machine library has loaded, and the machine started later from the
 * same answers lands on the same state with the same context.
 */
export function resumeIntake(index: FlowIndex, startData: StartData, asOf: string): ResumedIntake {
  const walk = walkAnswers(index, startData, asOf);
  const lead = index.hasLeadSteps ? [LEAD_QUALIFY, LEAD_INTRO] : [];
  return {
    state: walk.state,
    answers: walk.answers,
    history: [...lead, ...walk.visited],
    hardStop: walk.hardStop,
  };
}
