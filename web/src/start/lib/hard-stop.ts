import { isHardStopState, questionIdOf } from '@telehealth/engine';
import type { Question } from '@telehealth/schemas';

export { GENERIC_HARD_STOP_MESSAGE } from '../../intake/hard-stop-message';

/**
 * The flow's own `hard_stop_message` of the question that stopped the intake (the order's state `stop<id>`), or
 * null when the state is not a hard stop, the question is not in the flow or its message is blank.
 */
export function hardStopMessageOf(
  flow: { questions: readonly Pick<Question, 'id' | 'hard_stop_message'>[] } | undefined,
  state: string,
): string | null {
  if (!flow || !isHardStopState(state)) return null;
  const id = questionIdOf(state);
  const message = flow.questions.find((question) => question.id === id)?.hard_stop_message?.trim();
  return message ? message : null;
}
