import {
  CHECKOUT,
  LEAD_INTRO,
  LEAD_QUALIFY,
  isHardStopState,
  questionIdOf,
  questionState,
  type FlowIndex,
} from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import { possibleDestinations, type Destination } from '../flow/routing.js';

/** Where the patient stands: the progress bar's step of total steps, and the intake percentage. */
export interface Progress {
  step: number;
  totalSteps: number;
  percent: number;
}

/**
 * Pages of the patient's way that lie outside this flow: `before`, pages already passed before its first step (a
 * finished quiz before the intake's lead-qualify); `after`, pages still ahead once it ends (the intake after the
 * quiz). They shift and lengthen the count so it keeps rising by one from one flow into the next.
 */
export interface ProgressAround {
  before?: number;
  after?: number;
}

/** The progress of a state, given the states the patient passed to reach it (the machine's `history`). */
export type ProgressOf = (state: string, history?: readonly string[], around?: ProgressAround) => Progress;

/**
 * Progress along the path the patient is on (spec sections 2, 4, 9: total = the 2 lead steps + the questions from
 * the first to the final one). A step is a page: lead-qualify is step 1, lead-intro step 2, and every page the
 * patient moves forward to is one more, so the count rises by one per page whatever the question ids, and going
 * back (which drops the last state of the history) lowers it by one. The total is the pages already passed plus the
 * pages still ahead on the expected way: from each question not yet answered, the way its author set as the default
 * (`Final`, else `next`, else the first option's target; never a hard stop). An answer that takes another branch
 * changes the total to that branch's length. Content screens are pages too (the patient moves forward through
 * them), but not questions for the percentage.
 *
 * The percentage is the spec's 90 / total × position + 10, where position is the question's place on the path (its
 * id on a straight flow numbered 1..N): lead-qualify 5, lead-intro 10. Checkout is not a step: there the count
 * stands at its end (step = total, 100%). A hard stop keeps the progress
 * of the question that stopped.
 */
export function createProgress(index: FlowIndex): ProgressOf {
  const lead = index.hasLeadSteps ? 2 : 0;
  const ahead = expectedPagesAhead(index);
  const isQuestionPage = (state: string): boolean => {
    const id = questionIdOf(state);
    const question = id === undefined ? undefined : index.questions.get(id);
    return question !== undefined && !isContent(question);
  };

  const progressOf: ProgressOf = (state, history, around = {}) => {
    const before = around.before ?? 0;
    const after = around.after ?? 0;
    const passed = history ?? defaultHistory(state);
    if (isHardStopState(state)) {
      // The stop ends the path where its question stood.
      const id = questionIdOf(state) as number;
      const last = passed.at(-1);
      return progressOf(questionState(id), last === questionState(id) ? passed.slice(0, -1) : passed, around);
    }
    // Checkout is where the steps end: every page of the path is done.
    const remaining = state === CHECKOUT ? 0 : pagesFrom(state);
    const flowSteps = passed.length + remaining;
    const step = before + (state === CHECKOUT ? passed.length : passed.length + 1);
    const totalSteps = before + flowSteps + after;
    let percent: number;
    if (state === CHECKOUT) percent = 100;
    else if (state === LEAD_QUALIFY) percent = 5;
    else if (state === LEAD_INTRO) percent = 10;
    else {
      const position = passed.filter(isQuestionPage).length + 1;
      const questions = position - 1 + questionsFrom(state);
      percent = Math.min(100, (90 / (lead + Math.max(1, questions))) * position + 10);
    }
    return { step, totalSteps, percent };
  };

  /** Pages from a state to checkout on the expected way, the state itself included. */
  function pagesFrom(state: string): number {
    if (state === LEAD_QUALIFY) return 2 + ahead.pages(index.firstQuestionId);
    if (state === LEAD_INTRO) return 1 + ahead.pages(index.firstQuestionId);
    const id = questionIdOf(state);
    return id === undefined ? 1 : ahead.pages(id);
  }
  function questionsFrom(state: string): number {
    const id = questionIdOf(state);
    return id === undefined ? 0 : ahead.questions(id);
  }
  /** Without a recorded history: the lead pages before lead-intro and the first question. */
  function defaultHistory(state: string): string[] {
    if (state === LEAD_QUALIFY || !index.hasLeadSteps) return [];
    if (state === LEAD_INTRO) return [LEAD_QUALIFY];
    return [LEAD_QUALIFY, LEAD_INTRO];
  }

  return progressOf;
}

/**
 * The expected way on from a question not yet answered: a content screen's only way; otherwise `Final`, else
 * `next`, else the first destination an answer can take that is not a hard stop. Undefined when it ends there.
 */
function expectedNext(index: FlowIndex, id: number): Destination | undefined {
  const question = index.questions.get(id);
  if (!question) return undefined;
  // A content screen's own way on comes first (a question it leads to that may be passed over follows it).
  if (isContent(question)) return possibleDestinations(index, question)[0];
  const destinations = possibleDestinations(index, question).filter((d) => d.kind !== 'stop');
  if (question.next_question_map.Final !== undefined && destinations.some((d) => d.kind === 'checkout')) {
    return { kind: 'checkout' };
  }
  const next = question.next;
  if (next !== null) {
    const viaNext = destinations.find((d) =>
      next === 0 ? d.kind === 'checkout' : d.kind === 'question' && d.id === next,
    );
    if (viaNext) return viaNext;
  }
  return destinations[0];
}

/**
 * Pages and questions on the expected way from each question to checkout, itself included, computed once per
 * question (memoised), iteratively so a long flow cannot overflow the stack; a loop on the expected way ends it.
 */
function expectedPagesAhead(index: FlowIndex) {
  const pages = new Map<number, number>();
  const questions = new Map<number, number>();
  const resolve = (start: number) => {
    const chain: number[] = [];
    const onChain = new Set<number>();
    let id: number | undefined = start;
    while (id !== undefined && !pages.has(id) && !onChain.has(id) && index.questions.has(id)) {
      chain.push(id);
      onChain.add(id);
      const next = expectedNext(index, id);
      id = next?.kind === 'question' ? next.id : undefined;
    }
    let pagesAfter = id !== undefined && pages.has(id) ? (pages.get(id) as number) : 0;
    let questionsAfter = id !== undefined && questions.has(id) ? (questions.get(id) as number) : 0;
    for (let i = chain.length - 1; i >= 0; i -= 1) {
      const at = chain[i] as number;
      const question = index.questions.get(at);
      pagesAfter += 1;
      if (question && !isContent(question)) questionsAfter += 1;
      pages.set(at, pagesAfter);
      questions.set(at, questionsAfter);
    }
  };
  return {
    pages(id: number): number {
      if (!pages.has(id)) resolve(id);
      return pages.get(id) ?? 1;
    },
    questions(id: number): number {
      if (!questions.has(id)) resolve(id);
      return questions.get(id) ?? 0;
    },
  };
}
