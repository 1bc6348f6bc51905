import type { AnswerValue, Question } from '@telehealth/schemas';

import { checkAnswer, optionTexts } from '../flow/answer-validity.js';
import { isContent, type FlowIndex } from '../flow/flow-index.js';
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
  for (const candidate of candidates(question, asOf)) {
    const checked = checkAnswer(question, candidate, asOf);
    if (!checked.ok) continue;
    const route = routeAnswer(index, question, checked.value, asOf);
    if (route.ok && destinationState(route.to) === target) return candidate;
  }
  return undefined;
}

function candidates(question: Question, asOf: string): AnswerValue[] {
  const year = Number(asOf.slice(0, 4));
  const yearsAgo = (n: number) => `${year - n}${asOf.slice(4)}`;
  const when = question.hard_stop_when;
  const around = (value: number | undefined) => (value === undefined ? [] : [value - 1, value + 1, value]);
  switch (question.type) {
    case 'single_choice':
      return optionTexts(question);
    case 'multiple_choice':
      return optionTexts(question).map((option) => [option]);
    case 'text':
      return ['None', 'Sample answer'];
    case 'number': {
      const { min = 0, max = min + 100 } = question.input ?? {};
      const near = when?.measure === 'value' ? [...around(when.below), ...around(when.above)] : [];
      return [...near, min, max, Math.round((min + max) / 2)];
    }
    case 'date_of_birth': {
      const ages = when?.measure === 'age' ? [...around(when.below), ...around(when.above)] : [];
      return [...ages.filter((age) => age >= 0).map(yearsAgo), yearsAgo(35), yearsAgo(70), yearsAgo(16)];
    }
    case 'height_weight': {
      const bmis = when?.measure === 'bmi' ? [...around(when.below), ...around(when.above)] : [];
      // 5 ft 9 in is 69 in: pounds = BMI × 69² / 703.
      const forBmi = (bmi: number) => ({ feet: 5, inches: 9, pounds: Math.round((bmi * 69 * 69) / 703) });
      return [...bmis.filter((bmi) => bmi > 12).map(forBmi), forBmi(32), forBmi(24), forBmi(45)];
    }
    case 'email':
      return ['patient@example.com'];
    case 'phone':
      return ['5125550147'];
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
