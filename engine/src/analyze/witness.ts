import type { AnswerValue, Question } from '@telehealth/schemas';

import { checkAnswer, optionTexts } from '../flow/answer-validity.js';
import { AGE_RANGE, BMI_RANGE, HEIGHT_WEIGHT_BOUNDS } from '../flow/measures.js';
import type { FlowIndex } from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import { destinationState, routeAnswer, type Destination } from '../flow/routing.js';

/**
 * An answer to `question` that takes the patient to `to`, or undefined when none of the candidates does. Used to
 * drive a machine down a chosen path (the path explorer, tests, benchmarks). Content screens take no answer:
 * undefined is returned and the caller sends CONTINUE.
 */
export function witnessAnswer(
  index: FlowIndex,
  question: Question,
  to: Destination,
  asOf: string,
): AnswerValue | undefined {
  if (isContent(question)) return undefined;
  const target = destinationState(to);
  for (const candidate of answerCandidates(question, asOf)) {
    const checked = checkAnswer(question, candidate, asOf);
    if (!checked.ok) continue;
    const route = routeAnswer(index, question, checked.value, asOf);
    if (route.ok && destinationState(route.to) === target) return candidate;
  }
  return undefined;
}

/**
 * Answers worth trying for a question, in order: each option (and, for a multiple choice, combinations of options,
 * whose scores add up differently), the keys and bounds it routes and stops by, and ordinary values.
 */
export function answerCandidates(question: Question, asOf: string): AnswerValue[] {
  const year = Number(asOf.slice(0, 4));
  const yearsAgo = (n: number) => `${year - n}${asOf.slice(4)}`;
  const when = question.hard_stop_when;
  const around = (value: number | undefined) => (value === undefined ? [] : [value - 1, value + 1, value]);
  const bounds = [...around(when?.below), ...around(when?.above)];
  const keys = [...Object.keys(question.next_question_map), ...(question.hard_stop_response ?? [])];
  switch (question.type) {
    case 'single_choice':
      return optionTexts(question);
    case 'multiple_choice':
      return [...optionTexts(question).map((option) => [option]), ...combinations(question)];
    case 'text':
      return [...keys, 'None', 'Sample answer'];
    case 'number': {
      const { min = 0, max = min + 100 } = question.input ?? {};
      const numbers = keys.map(Number).filter(Number.isFinite);
      const middle = (min + max) / 2;
      // Between the bounds and the keys: an answer that matches no key and no stopping value.
      const between = [...bounds, min, max, middle]
        .sort((a, b) => a - b)
        .flatMap((n, i, all) => (i > 0 ? [(n + (all[i - 1] as number)) / 2] : []));
      return [...numbers, ...bounds, min, max, Math.round(middle), middle, ...between];
    }
    case 'date_of_birth': {
      const ages = when?.measure === 'age' ? bounds : [];
      return [
        ...keys,
        ...[...ages, AGE_RANGE.min, AGE_RANGE.max].filter((age) => age >= 0).map(yearsAgo),
        yearsAgo(35),
        yearsAgo(70),
        yearsAgo(16),
      ];
    }
    case 'height_weight': {
      const bmis = when?.measure === 'bmi' ? bounds : [];
      const extremes = [BMI_RANGE.min + 0.5, BMI_RANGE.max - 0.5];
      return [...bmis, 32, 24, 45, ...extremes].flatMap((bmi) => {
        const answer = heightWeightFor(bmi);
        return answer ? [answer] : [];
      });
    }
    case 'email':
      return [...keys, 'patient@example.com'];
    case 'phone':
      return [...keys, '5125550147'];
    case 'file_upload': {
      const type = question.input?.accept?.find((t) => !t.endsWith('/*')) ?? 'image/jpeg';
      return [[{ fileId: 'file-1', name: 'photo', contentType: type, size: 1024 }]];
    }
    case 'consent':
      return [true];
    case 'image':
      return [];
  }
}

/**
 * Combinations of two or more options of a multiple choice (exclusive options are chosen alone): every one for up to
 * 10 options, else each option with every option after it. Singles come first in `answerCandidates`.
 */
function combinations(question: Question): string[][] {
  const exclusive = new Set(question.QuestionOptions.filter((o) => o.exclusive).map((o) => o.option_text));
  const options = [...new Set(optionTexts(question))].filter((text) => !exclusive.has(text));
  if (options.length > 10) return options.map((_, at) => options.slice(at)).filter((c) => c.length > 1);
  const all: string[][] = [];
  for (let mask = 1; mask < 1 << options.length; mask += 1) {
    const chosen = options.filter((_, at) => (mask >> at) & 1);
    if (chosen.length > 1) all.push(chosen);
  }
  return all;
}

/** A height and weight with about the given BMI: 5 ft 9 in when the weight fits, else the nearest height that does. */
function heightWeightFor(bmi: number): AnswerValue | undefined {
  const { feet, inches, pounds } = HEIGHT_WEIGHT_BOUNDS;
  const heights: number[] = [];
  for (let h = feet.min * 12; h <= feet.max * 12 + inches.max; h += 1) heights.push(h);
  heights.sort((a, b) => Math.abs(a - 69) - Math.abs(b - 69));
  for (const height of heights) {
    const weight = Math.round(((bmi * height * height) / 703) * 10) / 10;
    if (weight < pounds.min || weight > pounds.max) continue;
    const answer = { feet: Math.floor(height / 12), inches: height % 12, pounds: weight };
    if (answer.feet >= feet.min && answer.feet <= feet.max) return answer;
  }
  return undefined;
}
