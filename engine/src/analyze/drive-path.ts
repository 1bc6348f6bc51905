import type { IntakeEvent } from '../compile/decide.js';
import { LEAD_INTRO, LEAD_QUALIFY, questionIdOf, type FlowIndex } from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import { destinationState, possibleDestinations } from '../flow/routing.js';
import type { FlowPath } from './paths.js';
import { witnessAnswer } from './witness.js';

/**
 * The events that take a patient down `path`: CONTINUE through lead steps and content screens, and for each
 * question an answer that leads to the next state of the path. Undefined when no known answer takes some branch.
 */
export function eventsForPath(index: FlowIndex, path: FlowPath, asOf: string): IntakeEvent[] | undefined {
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
