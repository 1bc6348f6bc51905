import { CHECKOUT, questionIdOf } from '@telehealth/engine';
import {
  validateWith,
  validators,
  type FlowVersion,
  type QuizData,
  type StartData,
} from '@telehealth/schemas';

/** The dQuizData cookie's answers, or undefined when absent or not QuizData (a broken cookie is ignored). */
export function parseQuizCookie(raw: string | undefined): QuizData | undefined {
  if (raw === undefined || raw === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const result = validateWith(validators.DQuizDataCookie, parsed);
  return result.ok ? (result.value as QuizData) : undefined;
}

/** Quiz answers (per question id, the answer) as the start data the flow machine resumes from. */
export function quizStartData(quizData: QuizData, flow: FlowVersion): StartData {
  const startData: StartData = {};
  for (const question of flow.questions) {
    const value = quizData[String(question.id)];
    if (value !== undefined) startData[String(question.id)] = { value, question: question.title };
  }
  return startData;
}

/** The machine's answers as QuizData (dQuizData and the order's quizData hold only the values). */
export function quizDataOf(answers: StartData): QuizData {
  const quizData: QuizData = {};
  for (const [id, entry] of Object.entries(answers)) if (entry) quizData[id] = entry.value;
  return quizData;
}

/** The page of a machine state: a question's step path, or the flow's checkout step path; null when none. */
export function pathOfState(flow: FlowVersion, state: string): string | null {
  if (state === CHECKOUT) return flow.steps.find((step) => step.kind === 'checkout')?.path ?? null;
  const id = questionIdOf(state);
  if (id === undefined) return null;
  return flow.steps.find((step) => step.question_id === id)?.path ?? null;
}

/** The question a page shows (the step whose path it is), or undefined for any other path. */
export function questionIdOfPath(flow: FlowVersion, path: string): number | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const step = flow.steps.find((candidate) => candidate.path === normalized && candidate.question_id != null);
  return step?.question_id ?? undefined;
}
