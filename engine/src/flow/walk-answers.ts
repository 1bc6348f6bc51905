import type { StartData } from '@telehealth/schemas';

import { answerEntry, checkAnswer } from './answer-validity.js';
import { hardStopState, questionState, type FlowIndex } from './flow-index.js';
import { isContent } from './question-kind.js';
import { destinationState, routeAnswer, routeContent } from './routing.js';

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
      route = routeContent(index, question);
    } else {
      const recorded = startData[String(id)];
      const checked = recorded ? checkAnswer(question, recorded.value, asOf) : undefined;
      if (!recorded || !checked?.ok) return { state: questionState(id), visited, answers, hardStop: null };
      answers[String(id)] = answerEntry(question, checked.value, recorded.detail);
      route = routeAnswer(index, question, checked.value, asOf, answers);
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
