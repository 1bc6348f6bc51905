import {
  CHECKOUT,
  LEAD_INTRO,
  LEAD_QUALIFY,
  destinationState,
  enumeratePaths,
  eventsForPath,
  indexFlow,
  isContent,
  isHardStopState,
  possibleDestinations,
  questionGraph,
  questionIdOf,
  questionState,
  trackedTotals,
  witnessAnswer,
  type Destination,
  type FlowIndex,
  type FlowPath,
} from '@telehealth/engine';
import type { AnswerValue, FlowVersion } from '@telehealth/schemas';

/** Where a group of paths ends. */
export type PathTarget =
  { kind: 'checkout' } | { kind: 'hard-stop'; questionId: number } | { kind: 'dead-end' };

/** One step of a listed path: the machine state and the answer that leaves it (null at the end). */
export interface PathStep {
  state: string;
  /** What the step is called in the list: the question's title, "Checkout", "Hard stop: …". */
  label: string;
  /** A readable answer that takes the patient to the next step; null for the last step. */
  answer: string | null;
}

export interface PathGroup {
  target: PathTarget;
  /** Heading of the group, e.g. "To checkout" or "To the hard stop at question 12: Are you pregnant?". */
  title: string;
  /** How many distinct paths end there (counted, not listed). */
  count: bigint;
  /** The first paths, as machine states (describePath adds labels and answers when a path is shown). */
  paths: FlowPath[];
  /** Paths counted but not listed (count − listed). */
  more: bigint;
}

export type PathOverview =
  | { kind: 'no-first-question'; message: string }
  | { kind: 'cyclic'; message: string }
  | { kind: 'paths'; total: bigint; groups: PathGroup[]; index: FlowIndex };

/**
 * The paths of a flow grouped by where they end (checkout, each hard stop, dead ends), each group counted in full
 * and listed up to `limit` paths; describePath gives the answers that take a patient down one.
 */
export function pathOverview(flow: FlowVersion, { limit = 10 }: { limit?: number } = {}): PathOverview {
  const index = indexFlow(flow);
  if (!index.questions.has(index.firstQuestionId)) {
    return {
      kind: 'no-first-question',
      message: `The first question (${index.firstQuestionId}) is not in the flow, so there are no paths to list.`,
    };
  }
  const summary = enumeratePaths(index, { limit: 0 });
  if (summary.cyclic) {
    return {
      kind: 'cyclic',
      message: 'The flow has a loop, so its paths cannot be counted. Remove the loop the analysis reports.',
    };
  }
  const groups: PathGroup[] = [];
  const group = (target: PathTarget, title: string, count: bigint) => {
    if (count === 0n) return;
    const paths = listPaths(index, target, limit);
    groups.push({ target, title, count, paths, more: count - BigInt(paths.length) });
  };
  group({ kind: 'checkout' }, 'To checkout', summary.toCheckout);
  for (const { questionId, count } of summary.byHardStop) {
    const title = index.questions.get(questionId)?.title ?? '';
    group({ kind: 'hard-stop', questionId }, `To the hard stop at question ${questionId}: ${title}`, count);
  }
  group({ kind: 'dead-end' }, 'To a dead end', summary.toDeadEnd);
  return { kind: 'paths', total: summary.total, groups, index };
}

const reachesTarget = (target: PathTarget, d: Destination): boolean =>
  target.kind === 'checkout'
    ? d.kind === 'checkout'
    : target.kind === 'hard-stop'
      ? d.kind === 'stop' && d.questionId === target.questionId
      : false;

/**
 * The first `limit` paths (in a stable, depth-first order) from the first step to `target`, following only
 * questions from which the target can be reached, so a rare ending is listed as cheaply as a common one. Needs a
 * flow without loops (the path count says whether there is one).
 */
export function listPaths(index: FlowIndex, target: PathTarget, limit: number): FlowPath[] {
  if (trackedTotals(index).length > 0) return listScoredPaths(index, target, limit);
  const graph = questionGraph(index);
  const order = graph.topologicalOrder;
  if (!order || limit <= 0 || !index.questions.has(index.firstQuestionId)) return [];
  const successorsOf = (id: number) => graph.successors.get(id) ?? [];
  const ends = (id: number): boolean =>
    target.kind === 'dead-end'
      ? successorsOf(id).length === 0
      : successorsOf(id).some((d) => reachesTarget(target, d));

  const leads = new Set<number>();
  for (const id of [...order].reverse()) {
    if (ends(id) || successorsOf(id).some((d) => d.kind === 'question' && leads.has(d.id))) leads.add(id);
  }
  const paths: FlowPath[] = [];
  if (!leads.has(index.firstQuestionId)) return paths;

  const prefix = index.hasLeadSteps ? [LEAD_QUALIFY, LEAD_INTRO] : [];
  const end = target.kind === 'dead-end' ? 'dead-end' : target.kind;
  const stack: { id: number; branches: number[]; at: number; ended: boolean }[] = [];
  const states = [...prefix];
  const enter = (id: number) => {
    const branches = successorsOf(id).flatMap((d) =>
      d.kind === 'question' && leads.has(d.id) ? [d.id] : [],
    );
    stack.push({ id, branches, at: 0, ended: false });
    states.push(questionState(id));
  };
  enter(index.firstQuestionId);
  while (stack.length > 0 && paths.length < limit) {
    const frame = stack[stack.length - 1] as (typeof stack)[number];
    if (!frame.ended) {
      frame.ended = true;
      if (ends(frame.id)) {
        const last = successorsOf(frame.id).find((d) => reachesTarget(target, d));
        paths.push({ states: last ? [...states, destinationState(last)] : [...states], end });
        continue;
      }
    }
    if (frame.at >= frame.branches.length) {
      stack.pop();
      states.pop();
      continue;
    }
    enter(frame.branches[frame.at++] as number);
  }
  return paths;
}

/** How many paths of a flow that reads totals are looked through for a target's first `limit`. */
const SCORED_PATHS_SEARCHED = 5000;

/**
 * `listPaths` for a flow that reads totals: where a question leads depends on the scores before it, so the question
 * graph would list paths no answers walk. The engine's exact listing is filtered instead (its first 5,000 paths; a
 * rarer ending is still counted, and listed when it comes among them).
 */
function listScoredPaths(index: FlowIndex, target: PathTarget, limit: number): FlowPath[] {
  if (limit <= 0) return [];
  const last = (path: FlowPath) => path.states.at(-1) ?? '';
  const matches = (path: FlowPath) =>
    target.kind === 'dead-end'
      ? path.end === 'dead-end'
      : target.kind === 'checkout'
        ? path.end === 'checkout'
        : path.end === 'hard-stop' && questionIdOf(last(path)) === target.questionId;
  return enumeratePaths(index, { limit: SCORED_PATHS_SEARCHED }).paths.filter(matches).slice(0, limit);
}

/**
 * The steps of a path with a readable answer for each question (found by the engine's witnessAnswer; in a flow that
 * reads totals, by eventsForPath, which chooses the answers of the path together). `answers` caches the answer of
 * each transition across calls (per path, for a flow that reads totals).
 */
export function describePath(
  index: FlowIndex,
  path: FlowPath,
  asOf: string,
  answers: Map<string, string> = new Map(),
): PathStep[] {
  if (trackedTotals(index).length > 0) return describeScoredPath(index, path, asOf);
  return path.states.map((state, i) => {
    const next = path.states[i + 1];
    if (next === undefined) return { state, label: stateLabel(index, state), answer: null };
    const key = `${state}>${next}`;
    let answer = answers.get(key);
    if (answer === undefined) answers.set(key, (answer = answerBetween(index, state, next, asOf)));
    return { state, label: stateLabel(index, state), answer };
  });
}

function describeScoredPath(index: FlowIndex, path: FlowPath, asOf: string): PathStep[] {
  const events = eventsForPath(index, path, asOf);
  return path.states.map((state, i) => {
    const label = stateLabel(index, state);
    if (i === path.states.length - 1) return { state, label, answer: null };
    const event = events?.[i];
    if (!event) return { state, label, answer: 'an answer the explorer cannot construct' };
    return { state, label, answer: event.type === 'ANSWER' ? formatAnswer(event.value) : 'Continue' };
  });
}

/** What a machine state is called for an admin. */
export function stateLabel(index: FlowIndex, state: string): string {
  if (state === LEAD_QUALIFY) return 'Lead qualification';
  if (state === LEAD_INTRO) return 'Lead introduction';
  if (state === CHECKOUT) return 'Checkout';
  const id = questionIdOf(state);
  const question = id === undefined ? undefined : index.questions.get(id);
  if (id === undefined) return state;
  const title = question?.title ?? '(missing question)';
  return isHardStopState(state) ? `Hard stop at ${id}: ${title}` : `${id}. ${title}`;
}

function answerBetween(index: FlowIndex, from: string, to: string, asOf: string): string {
  if (from === LEAD_QUALIFY || from === LEAD_INTRO) return 'Continue';
  const question = index.questions.get(questionIdOf(from) ?? -1);
  if (!question) return '—';
  if (isContent(question)) return 'Continue';
  const destination = possibleDestinations(index, question).find((d) => destinationState(d) === to);
  const value = destination && witnessAnswer(index, question, destination, asOf);
  return value === undefined ? 'an answer the explorer cannot construct' : formatAnswer(value);
}

/** An answer value as an admin reads it. */
export function formatAnswer(value: AnswerValue | unknown): string {
  if (value === true) return 'Agreed';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string')) return value.join(', ');
    return value.length === 1 ? '1 file' : `${value.length} files`;
  }
  if (typeof value === 'object' && value !== null && 'pounds' in value) {
    const { feet, inches, pounds } = value as { feet: number; inches: number; pounds: number };
    return `${feet} ft ${inches} in, ${pounds} lb`;
  }
  return JSON.stringify(value);
}
