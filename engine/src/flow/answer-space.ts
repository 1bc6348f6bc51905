import type { AnswerValue, HardStopCondition, Question } from '@telehealth/schemas';

import { checkAnswer, optionTexts } from './answer-validity.js';
import { AGE_RANGE, BMI_RANGE, parseIsoDate } from './measures.js';

/** The map key that sends every answer without an entry of its own to checkout. */
export const FINAL = 'Final';

/** The measures of a hard stop computed from the question's own answer (a `total` is the flow's, from many). */
export type AnswerMeasure = Exclude<HardStopCondition['measure'], 'total'>;

/** The question type each measure of a measured hard stop is computed from. */
export const MEASURE_QUESTION_TYPE = {
  bmi: 'height_weight',
  age: 'date_of_birth',
  value: 'number',
} as const satisfies Record<AnswerMeasure, Question['type']>;

/**
 * The texts an answer is routed and stopped by: a text as it is, a number or a consent as JavaScript writes it
 * (`5`, `2.5`, `true`), each chosen option. A height and weight or uploaded files have none: no map key and no
 * hard-stop answer ever matches them.
 */
export function answerKeys(value: AnswerValue): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/**
 * Whether some valid answer to `question` has `key` among its keys, judged as the machine judges an answer: the key
 * itself is offered as the answer (a number for a number question, `true` for a consent) and must come back from
 * validation unchanged. `"5"` matches the number answer 5; `"5.0"`, `" 5"` or `"05"` match nothing. A date of birth
 * matches any real `YYYY-MM-DD` date, since the age it gives depends on the day of the intake.
 */
export function keyCanMatch(question: Question, key: string): boolean {
  if (question.type === 'date_of_birth') return parseIsoDate(key) !== undefined;
  const offered =
    question.type === 'number'
      ? key.trim() === ''
        ? Number.NaN
        : Number(key)
      : question.type === 'consent'
        ? key === 'true'
        : question.type === 'multiple_choice'
          ? [key]
          : key;
  // The date only matters to dates of birth, handled above.
  const checked = checkAnswer(question, offered, '2000-01-01');
  return checked.ok && answerKeys(checked.value).includes(key);
}

/** The values a measure takes over the valid answers to a question: a closed range, in whole numbers for age. */
export interface MeasureRange {
  min: number;
  max: number;
  whole: boolean;
}

/**
 * The range of `measure` over every valid answer to `question`, or undefined when the measure does not apply to the
 * question's type (the machine then never stops on it). A number question's range is its `min` to `max` (either
 * may be open); it is empty (min above max) when no number is accepted.
 */
export function measureRange(question: Question, measure: AnswerMeasure): MeasureRange | undefined {
  if (question.type !== MEASURE_QUESTION_TYPE[measure]) return undefined;
  switch (measure) {
    case 'value':
      return {
        min: question.input?.min ?? Number.NEGATIVE_INFINITY,
        max: question.input?.max ?? Number.POSITIVE_INFINITY,
        whole: false,
      };
    case 'age':
      return { ...AGE_RANGE, whole: true };
    case 'bmi':
      return { ...BMI_RANGE, whole: false };
  }
}

/** What the valid answers to a question can do, as routing would treat them. */
export interface AnswerSpace {
  /** Some answer is valid (false for a number question whose min is above its max). */
  answerable: boolean;
  /** Some valid answer hits the hard stop. */
  canStop: boolean;
  /** The map keys (not `Final`) that some valid answer which does not stop selects, in map order. */
  liveKeys: string[];
  /** Some valid answer that does not stop selects no map key, so `Final`, else `next`, takes it on. */
  fallsThrough: boolean;
}

/** Whether some answer that does not stop goes on from the question. */
export const passes = (space: AnswerSpace): boolean => space.liveKeys.length > 0 || space.fallsThrough;

/**
 * The answer space of a question (not a content screen): exact for choices, consents and measured hard stops, so the
 * analysis and the path count see only what some answer can do. For free text, email, phone and dates of birth
 * there are always answers beyond any map key or stopping answer.
 */
export function answerSpace(question: Question): AnswerSpace {
  const map = question.next_question_map;
  const keys = Object.keys(map).filter((key) => key !== FINAL && map[key] !== undefined);
  const responses = question.is_hard_stop ? (question.hard_stop_response ?? []) : [];
  const stopsOn = (key: string) => responses.includes(key);

  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
    case 'consent': {
      // A single option alone is always a valid answer, and a multiple choice routes by one of its options.
      const answers = question.type === 'consent' ? ['true'] : [...new Set(optionTexts(question))];
      const going = answers.filter((answer) => !stopsOn(answer));
      return {
        answerable: answers.length > 0,
        canStop: answers.some(stopsOn),
        liveKeys: keys.filter((key) => going.includes(key)),
        fallsThrough: going.some((answer) => answer === FINAL || !keys.includes(answer)),
      };
    }
    case 'number':
    case 'date_of_birth':
    case 'height_weight':
      return measuredSpace(question, keys, responses);
    case 'text':
    case 'email':
    case 'phone':
    case 'file_upload':
    case 'image': {
      const matching = (key: string) => keyCanMatch(question, key);
      return {
        answerable: true,
        canStop: responses.some(matching),
        liveKeys: keys.filter((key) => matching(key) && !stopsOn(key)),
        fallsThrough: true,
      };
    }
  }
}

/** The numbers an answer's measure takes without stopping, and whether a part of the range stops. */
function measuredSpace(question: Question, keys: string[], responses: readonly string[]): AnswerSpace {
  const measure = question.type === 'number' ? 'value' : question.type === 'date_of_birth' ? 'age' : 'bmi';
  const range = measureRange(question, measure) as MeasureRange;
  const answerable = range.min <= range.max;
  const when = question.is_hard_stop ? question.hard_stop_when : undefined;
  const applies = when !== undefined && when.measure === measure;
  const below = applies ? when.below : undefined;
  const above = applies ? when.above : undefined;
  // The answers that do not stop on the measure: at least `below`, at most `above`.
  let low = Math.max(range.min, below ?? Number.NEGATIVE_INFINITY);
  let high = Math.min(range.max, above ?? Number.POSITIVE_INFINITY);
  if (range.whole) [low, high] = [Math.ceil(low), Math.floor(high)];
  const within = (n: number) => n >= low && n <= high;

  const matching = (key: string) => keyCanMatch(question, key);
  const stopping = responses.filter(matching);
  const measureStops =
    answerable && ((below !== undefined && range.min < below) || (above !== undefined && range.max > above));
  // A number key is one answer; a date of birth key gives an age that depends on the day, so it counts when some
  // age goes on. Height and weight answers have no key.
  const live = (key: string) =>
    matching(key) && !stopping.includes(key) && (measure === 'value' ? within(Number(key)) : low <= high);
  let fallsThrough: boolean;
  if (low > high) fallsThrough = false;
  else if (low < high || measure !== 'value') fallsThrough = true;
  else fallsThrough = !keys.includes(String(low)) && !stopping.includes(String(low));
  return {
    answerable,
    canStop: measureStops || (answerable && stopping.length > 0),
    liveKeys: answerable ? keys.filter(live) : [],
    fallsThrough: answerable && fallsThrough,
  };
}
