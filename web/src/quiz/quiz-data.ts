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
