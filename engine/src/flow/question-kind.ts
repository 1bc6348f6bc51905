import type { Question, QuestionType } from '@telehealth/schemas';

/** A question, or anything that shows one (a builder node: null when it shows none). */
type Kinded = { type: QuestionType | null };

/** Content screens (type `image`) are shown but are not questions: they take no answer and do not count. */
export const isContent = (question: Kinded): boolean => question.type === 'image';

/**
 * Choice questions (single and multiple choice): the answer is the text of a chosen option, so their map keys and
 * hard-stop responses name options. Every other kind is answered by typing or picking a value.
 */
export const isChoice = (question: Kinded): boolean =>
  question.type === 'single_choice' || question.type === 'multiple_choice';

/**
 * Whether the question is set up to end the intake: marked as a hard stop and naming an answer or a measure that
 * stops, on a question that takes an answer (a content screen never stops). Such a question has a hard-stop state
 * (`stop<id>`) in the machine and a hard-stop node in the builder, whether or not some valid answer reaches it
 * (`possibleDestinations` says that; the analysis reports a stop no answer triggers).
 */
export const canHardStop = (question: Question): boolean =>
  !isContent(question) &&
  question.is_hard_stop &&
  ((question.hard_stop_response?.length ?? 0) > 0 ||
    question.hard_stop_when !== undefined ||
    question.hard_stop_if !== undefined);
