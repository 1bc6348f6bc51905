import { questionGraph } from '../analyze/question-graph.js';
import { CHECKOUT, LEAD_INTRO, LEAD_QUALIFY, questionIdOf, type FlowIndex } from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';

/** Where the patient stands: the progress bar's step of total steps, and the intake percentage. */
export interface Progress {
  step: number;
  totalSteps: number;
  percent: number;
}

const LEAD_STEPS = 2;

/**
 * Progress through a flow (spec sections 2, 4, 9). Total steps = the 2 lead steps + the number of questions from
 * the first to the final one (content screens are not questions). Lead-qualify is step 1, lead-intro step 2, then
 * questions. The intake percentage of a question is 90 / total × id + 10, exactly as the spec says, when the
 * question ids run 1..N along the flow (every branch leads to a higher id). For other numberings the question's
 * rank stands in for its id: 1 + the most questions any path passes before it, which also grows with every step
 * the patient takes. Checkout is 100; a hard stop keeps the percentage of the question that stopped.
 */
export function createProgress(index: FlowIndex): (state: string) => Progress {
  const graph = questionGraph(index);
  const counted = [...graph.reachable].filter((id) => {
    const question = index.questions.get(id);
    return question !== undefined && !isContent(question);
  });
  const lead = index.hasLeadSteps ? LEAD_STEPS : 0;
  const totalSteps = lead + counted.length;
  const rank = sequentialIds(index, graph.successors) ? (id: number) => id : longestPathRanks(index, graph);
  const percentAt = (position: number) => Math.min(100, (90 / totalSteps) * position + 10);

  return (state: string): Progress => {
    if (state === LEAD_QUALIFY) return { step: 1, totalSteps, percent: 5 };
    if (state === LEAD_INTRO) return { step: 2, totalSteps, percent: 10 };
    if (state === CHECKOUT) return { step: totalSteps, totalSteps, percent: 100 };
    const id = questionIdOf(state);
    if (id === undefined) return { step: 1, totalSteps, percent: 0 };
    const position = rank(id);
    return { step: Math.min(totalSteps, lead + position), totalSteps, percent: percentAt(position) };
  };
}

/** Whether ids are 1..N and every way on leads to a higher id, the numbering the spec's formula assumes. */
function sequentialIds(
  index: FlowIndex,
  successors: ReturnType<typeof questionGraph>['successors'],
): boolean {
  const ids = [...index.questions.keys()].sort((a, b) => a - b);
  if (ids.some((id, i) => id !== i + 1)) return false;
  for (const [id, next] of successors) {
    if (next.some((d) => d.kind === 'question' && d.id <= id)) return false;
  }
  return true;
}

/** 1 + the largest number of questions (content excluded) any path passes before reaching each question. */
function longestPathRanks(index: FlowIndex, graph: ReturnType<typeof questionGraph>): (id: number) => number {
  const rank = new Map<number, number>();
  const order = graph.topologicalOrder ?? [...graph.reachable];
  rank.set(index.firstQuestionId, 1);
  for (const id of order) {
    const question = index.questions.get(id);
    const here = rank.get(id) ?? 1;
    const step = question && !isContent(question) ? 1 : 0;
    for (const destination of graph.successors.get(id) ?? []) {
      if (destination.kind !== 'question') continue;
      rank.set(destination.id, Math.max(rank.get(destination.id) ?? 1, here + step));
    }
  }
  return (id) => rank.get(id) ?? 1;
}
