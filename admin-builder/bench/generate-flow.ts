import type { FlowVersion, Question, QuestionType } from '@telehealth/schemas';

/** mulberry32: the same seed always gives the same flow. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STEPS: FlowVersion['steps'] = [
  { key: 'lead-qualify', kind: 'lead-qualify', path: '/start/lead-qualify', flow_step: 'home' },
  { key: 'lead-intro', kind: 'lead-intro', path: '/start/lead-intro' },
  { key: 'questions', kind: 'questions', path: '/question', flow_step: 'questions' },
  { key: 'checkout', kind: 'checkout', path: '/start/checkout' },
];

const FREE_TYPES: QuestionType[] = [
  'text',
  'number',
  'date_of_birth',
  'height_weight',
  'email',
  'phone',
  'file_upload',
];

export interface GeneratedFlowOptions {
  seed?: number;
  /** How far forward an answer may jump (1 = the next question only). */
  reach?: number;
  /** Version number and status of the document. */
  version?: number;
  status?: FlowVersion['status'];
}

/**
 * A valid intake of `size` questions (ids 1..size) for the builder benchmark: branching single and multiple choice
 * questions whose answers jump up to `reach` questions ahead, hard stops by answer and by measure (age, BMI,
 * value), content screens, every free-input type and a final consent with `Final: 0`. Every question also has
 * `next` (some answer falls through to it), so all are reachable, and every edge points forward, so there is no
 * loop and every path ends at checkout or a hard stop. No layout: the builder lays it out.
 */
export function generateBenchFlow(size: number, options: GeneratedFlowOptions = {}): FlowVersion {
  const { seed = 7, reach = 5, version = 2, status = 'draft' } = options;
  if (!Number.isInteger(size) || size < 2)
    throw new Error(`A generated flow needs at least 2 questions, not ${size}`);
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const forward = (id: number) => Math.min(size, id + 2 + Math.floor(random() * (reach - 1)));
  const questions: Question[] = [];

  for (let id = 1; id <= size; id += 1) {
    const base = {
      id,
      prev: id > 1 ? id - 1 : null,
      is_hard_stop: false,
      next: id + 1,
      next_question_map: {},
    };
    if (id === size) {
      questions.push({
        ...base,
        title: 'I confirm my answers are true',
        type: 'consent',
        QuestionOptions: [],
        next: null,
        next_question_map: { Final: 0 },
      });
      continue;
    }
    const roll = random();
    if (roll < 0.35) {
      const texts = ['Yes', 'No', 'Not sure', 'Prefer not to say'].slice(0, 2 + Math.floor(random() * 3));
      const stops = random() < 0.2 ? ['Yes'] : [];
      // The last option always falls through to `next`; the others may jump ahead.
      const map = Object.fromEntries(
        texts
          .slice(0, -1)
          .filter((text) => !stops.includes(text) && random() < 0.6)
          .map((text) => [text, forward(id)]),
      );
      questions.push({
        ...base,
        title: `Have you had condition ${id} in the last year?`,
        description: random() < 0.3 ? 'Tell us even if it was treated.' : undefined,
        type: 'single_choice',
        QuestionOptions: texts.map((option_text) => ({ option_text })),
        next_question_map: map,
        ...(stops.length > 0
          ? {
              is_hard_stop: true,
              hard_stop_response: stops,
              hard_stop_message: `Treatment is not safe with condition ${id}.`,
            }
          : {}),
      });
    } else if (roll < 0.5) {
      const texts = ['Headache', 'Nausea', 'Fatigue', 'Dizziness', 'None of these'];
      questions.push({
        ...base,
        title: `Which symptoms apply? (${id})`,
        type: 'multiple_choice',
        QuestionOptions: texts.map((option_text) => ({
          option_text,
          ...(option_text === 'None of these' ? { exclusive: true } : {}),
        })),
        next_question_map: random() < 0.5 ? { Nausea: forward(id) } : {},
        free_field: random() < 0.3 ? 'Anything else?' : null,
      });
    } else if (roll < 0.55 && id > 1) {
      questions.push({
        ...base,
        title: `About your treatment (${id})`,
        type: 'image',
        QuestionOptions: [],
        image: '/api/assets/6/info.svg',
      });
    } else {
      const type = pick(FREE_TYPES);
      const measured =
        type === 'number' && random() < 0.4
          ? { measure: 'value' as const, below: 10 }
          : type === 'date_of_birth'
            ? { measure: 'age' as const, below: 18 }
            : type === 'height_weight' && random() < 0.6
              ? { measure: 'bmi' as const, below: 27 }
              : undefined;
      questions.push({
        ...base,
        title: `Question ${id}: ${type.replace(/_/g, ' ')}`,
        type,
        QuestionOptions: [],
        ...(type === 'number' ? { input: { min: 0, max: 100 } } : {}),
        ...(measured
          ? {
              is_hard_stop: true,
              hard_stop_when: measured,
              hard_stop_message: `Question ${id} ends the visit.`,
            }
          : {}),
      });
    }
  }

  return {
    schema_version: 1,
    tenant_id: 6,
    key: 'intake',
    version,
    status,
    title: `Generated intake of ${size} questions`,
    first_question_id: 1,
    steps: STEPS,
    questions: questions.map((q) =>
      Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)),
    ) as FlowVersion['questions'],
    layout: { positions: {} },
  };
}

/**
 * The flow with every node's position saved, as after an admin has arranged it (the builder then skips its
 * automatic layout): a column of questions, each hard stop beside its question, checkout below.
 */
export function withSavedPositions(flow: FlowVersion): FlowVersion {
  const positions: Record<string, { x: number; y: number }> = {
    'lead-qualify': { x: 30, y: 0 },
    'lead-intro': { x: 30, y: 120 },
  };
  let y = 260;
  for (const question of flow.questions) {
    positions[`q:${question.id}`] = { x: 0, y };
    if (question.is_hard_stop) positions[`stop:${question.id}`] = { x: 340, y };
    y += 120 + 24 * (question.QuestionOptions.length + 1);
  }
  positions.checkout = { x: 30, y };
  return { ...flow, layout: { positions } };
}
