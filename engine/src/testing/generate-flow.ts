import type { FlowVersion, Question, QuestionType } from '@telehealth/schemas';

import { generateRules } from './generate-rules.js';

/** A small seeded PRNG (mulberry32): the same seed always gives the same flow. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The steps of an intake: the two lead steps, the questions and checkout. */
export const INTAKE_STEPS: FlowVersion['steps'] = [
  { key: 'lead-qualify', kind: 'lead-qualify', path: '/start/lead-qualify', flow_step: 'home' },
  { key: 'lead-intro', kind: 'lead-intro', path: '/start/lead-intro' },
  { key: 'questions', kind: 'questions', path: '/question', flow_step: 'questions' },
  { key: 'checkout', kind: 'checkout', path: '/start/checkout' },
];

const LINEAR_TYPES: QuestionType[] = [
  'text',
  'number',
  'date_of_birth',
  'height_weight',
  'email',
  'phone',
  'file_upload',
  'consent',
];

export interface GenerateFlowOptions {
  /** How many questions ahead an answer may jump (default 4). */
  reach?: number;
  /**
   * Every question reachable from the first, so that the flow has no analysis finding at all, as the builder's
   * benchmark wants (default false: a choice may jump past the question after it, leaving it unreachable).
   */
  everyQuestionReachable?: boolean;
  /**
   * Rules as a clinical protocol writes them (`generate-rules.ts`): hard stops, branches, asking a question, checks
   * and alerts reading a few earlier answers, plus a handful of calculations and protocol assertions, all free of
   * analysis errors. Default false: no rules, and every other field is the same with or without them.
   */
  rules?: boolean;
}

/**
 * A valid intake of `size` questions (ids 1..size) for tests and benchmarks: branching single and multiple choice
 * questions whose answers jump forward up to `reach` questions, hard stops by answer and by measure, content
 * screens, every free-input type, free-text details on every third question, and a last consent question with
 * Final: 0. Every edge points forward, so every path ends at checkout or a hard stop.
 */
export function generateFlow(
  size: number,
  seed = 1,
  { reach = 4, everyQuestionReachable = false, rules = false }: GenerateFlowOptions = {},
): FlowVersion {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const forward = (id: number) => Math.min(size, id + 1 + Math.floor(random() * reach));
  const questions: Question[] = [];

  for (let id = 1; id <= size; id += 1) {
    const base = {
      id,
      prev: id > 1 ? id - 1 : null,
      is_hard_stop: false,
      next_question_map: {},
      QuestionOptions: [],
      // Every third question asks for an optional free-text detail (content screens ignore it).
      ...(id % 3 === 0 ? { free_field: 'Anything else?' } : {}),
    };
    if (id === size) {
      questions.push({
        ...base,
        title: 'I confirm my answers',
        type: 'consent',
        next: null,
        next_question_map: { Final: 0 },
      });
      continue;
    }
    const roll = random();
    if (roll < 0.3) {
      const options = ['Yes', 'No', 'Not sure'].slice(0, 2 + Math.floor(random() * 2));
      const stops = random() < 0.25 ? ['Yes'] : [];
      // With everyQuestionReachable, the last option always falls through to `next`.
      const mappable = everyQuestionReachable ? options.slice(0, -1) : options;
      const map = Object.fromEntries(
        mappable.filter((o) => !stops.includes(o) && random() < 0.7).map((o) => [o, forward(id)]),
      );
      questions.push({
        ...base,
        title: `Choice question ${id}`,
        type: 'single_choice',
        QuestionOptions: options.map((option_text) => ({ option_text })),
        next_question_map: map,
        next: id + 1,
        ...(stops.length > 0
          ? {
              is_hard_stop: true,
              hard_stop_response: stops,
              hard_stop_message: `Question ${id} stops the intake.`,
            }
          : {}),
      });
    } else if (roll < 0.45) {
      const options = ['Headache', 'Nausea', 'Fatigue', 'None of these'];
      questions.push({
        ...base,
        title: `Which apply? (${id})`,
        type: 'multiple_choice',
        QuestionOptions: options.map((option_text) => ({
          option_text,
          ...(option_text === 'None of these' ? { exclusive: true } : {}),
        })),
        next_question_map: random() < 0.5 ? { Nausea: forward(id) } : {},
        next: id + 1,
      });
    } else if (roll < 0.5 && id > 1) {
      questions.push({
        ...base,
        title: `About your care (${id})`,
        type: 'image',
        image: '/api/assets/6/info.svg',
        next: id + 1,
      });
    } else {
      const type = pick(LINEAR_TYPES.filter((t) => t !== 'consent'));
      const measured =
        type === 'number' && random() < 0.3
          ? { measure: 'value' as const, below: 10 }
          : type === 'date_of_birth'
            ? { measure: 'age' as const, below: 18 }
            : type === 'height_weight' && random() < 0.5
              ? { measure: 'bmi' as const, below: 27 }
              : undefined;
      questions.push({
        ...base,
        title: `Question ${id}`,
        type,
        next: id + 1,
        ...(type === 'number' ? { input: { min: 0, max: 100 } } : {}),
        ...(measured
          ? {
              is_hard_stop: true,
              hard_stop_when: measured,
              hard_stop_message: `Question ${id} stops the intake.`,
            }
          : {}),
      });
    }
  }

  const flow: FlowVersion = {
    schema_version: 1,
    tenant_id: 6,
    key: 'intake',
    version: 1,
    status: 'draft',
    title: `Generated intake of ${size} questions`,
    first_question_id: 1,
    steps: INTAKE_STEPS,
    questions: questions as FlowVersion['questions'],
    layout: { positions: {} },
  };
  if (!rules) return flow;
  // A stream of its own, so the questions are those of the flow without rules before rules are added.
  const written = generateRules(questions, seededRandom(seed ^ 0x5eed_5eed));
  return {
    ...flow,
    title: `Generated intake of ${size} questions with rules`,
    questions: written.questions as FlowVersion['questions'],
    ...(written.calculations.length > 0 ? { calculations: written.calculations } : {}),
    ...(written.assertions.length > 0 ? { assertions: written.assertions } : {}),
  };
}
