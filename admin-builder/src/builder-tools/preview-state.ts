import {
  CHECKOUT,
  FlowCompileError,
  LEAD_INTRO,
  LEAD_QUALIFY,
  compileFlow,
  isContent,
  isHardStopState,
  questionIdOf,
  type CompiledFlow,
  type FlowIndex,
  type HardStop,
} from '@telehealth/engine';
import { SchemaValidationError, type Question, type StartData } from '@telehealth/schemas';

/** The draft compiled for the preview, or why it cannot run. */
export type PreviewCompilation =
  | { ok: true; compiled: CompiledFlow }
  | { ok: false; message: string; issues: { path: string; message: string }[] };

/**
 * Compiles a draft for the preview. A draft that fails the FlowVersion schema or names no existing first question
 * cannot run: the reason (and each schema problem) is returned instead of thrown. A graph with analysis errors still
 * compiles, so it can be walked up to its problem.
 */
export function compileForPreview(doc: unknown): PreviewCompilation {
  try {
    const compiled = compileFlow(doc);
    // The machine is built lazily; building it here surfaces its errors now rather than while rendering.
    void compiled.machine;
    return { ok: true, compiled };
  } catch (error) {
    if (error instanceof SchemaValidationError) {
      return {
        ok: false,
        message: 'The draft does not match the flow schema, so it cannot be previewed.',
        issues: error.issues.map((issue) => ({ path: issue.path || '/', message: issue.message })),
      };
    }
    if (error instanceof FlowCompileError) {
      return { ok: false, message: `The draft cannot be previewed: ${error.message}.`, issues: [] };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `The draft cannot be previewed: ${message}`, issues: [] };
  }
}

/** What the preview shows for a machine state. */
export type PreviewScreen =
  | { kind: 'lead'; step: 'qualify' | 'intro'; title: string }
  | { kind: 'question'; question: Question; value: unknown; canGoBack: boolean }
  | { kind: 'content'; question: Question; canGoBack: boolean }
  | { kind: 'hard-stop'; questionId: number; title: string; message: string }
  | { kind: 'checkout'; answered: number }
  | { kind: 'unknown'; state: string; message: string };

/** The text shown at a hard stop when the question has no message of its own (as the storefront does). */
export const DEFAULT_HARD_STOP_MESSAGE = 'Based on your answers, this treatment is not right for you.';

/**
 * The screen for a state of the compiled machine, given its context: a lead step, the current question with its
 * recorded answer, a content screen, the hard-stop message, or checkout with the number of answers collected.
 */
export function previewScreen(
  index: FlowIndex,
  state: string,
  context: { answers: StartData; history: readonly string[]; hardStop: HardStop | null },
): PreviewScreen {
  const canGoBack = context.history.length > 0;
  if (state === LEAD_QUALIFY) return { kind: 'lead', step: 'qualify', title: 'Lead qualification' };
  if (state === LEAD_INTRO) return { kind: 'lead', step: 'intro', title: 'Lead introduction' };
  if (state === CHECKOUT) return { kind: 'checkout', answered: Object.keys(context.answers).length };
  const id = questionIdOf(state);
  const question = id === undefined ? undefined : index.questions.get(id);
  if (id === undefined || !question) {
    return {
      kind: 'unknown',
      state,
      message: `The machine is in ${state}, which names no question of the draft.`,
    };
  }
  if (isHardStopState(state)) {
    const message = context.hardStop?.message || question.hard_stop_message || DEFAULT_HARD_STOP_MESSAGE;
    return { kind: 'hard-stop', questionId: id, title: question.title, message };
  }
  if (isContent(question)) return { kind: 'content', question, canGoBack };
  return { kind: 'question', question, value: context.answers[String(id)]?.value, canGoBack };
}

/**
 * The answers with the last answered question on the trail removed: what "Back" resumes from once the machine has
 * ended (checkout and hard stops are final states, which take no BACK). Content screens on the trail are skipped,
 * since resuming passes them anyway.
 */
export function answersWithoutLast(
  index: FlowIndex,
  history: readonly string[],
  answers: StartData,
): StartData {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const id = questionIdOf(history[i] as string);
    if (id === undefined || !(String(id) in answers)) continue;
    const question = index.questions.get(id);
    if (question && isContent(question)) continue;
    const rest = { ...answers };
    delete rest[String(id)];
    return rest;
  }
  return answers;
}

/**
 * Whether two drafts behave the same for the preview: every document field but the builder's `layout` is the same
 * object. Edits replace what they change, so a drag (which only moves positions) keeps the running preview.
 */
export function sameBehaviour(a: object, b: object): boolean {
  if (a === b) return true;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (key !== 'layout' && left[key] !== right[key]) return false;
  }
  return true;
}
