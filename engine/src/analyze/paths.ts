import { LEAD_INTRO, LEAD_QUALIFY, questionState, type FlowIndex } from '../flow/flow-index.js';
import { destinationState, type Destination } from '../flow/routing.js';
import { trackedTotals } from '../flow/total-routes.js';
import { questionGraph } from './question-graph.js';
import { scoredSteps, type ScoredSteps } from './scored-steps.js';
import { ANALYSIS_DATE, explore } from './explore.js';
import { hasRules } from './rules-of-flow.js';

/** One way through the flow: the states from the first step to its end. */
export interface FlowPath {
  states: string[];
  end: 'checkout' | 'hard-stop' | 'dead-end';
}

export interface PathSummary {
  /** How many distinct paths there are (counted, never listed, so huge flows stay cheap). */
  total: bigint;
  toCheckout: bigint;
  toHardStop: bigint;
  toDeadEnd: bigint;
  /** Paths per hard-stop question. */
  byHardStop: { questionId: number; count: bigint }[];
  /** The first `limit` paths in a stable order. */
  paths: FlowPath[];
  /** Whether `paths` holds every path. */
  complete: boolean;
  /** A loop makes the number of paths unbounded: nothing is counted or listed then. */
  cyclic: boolean;
}

/**
 * Every path from the first step to checkout, a hard stop or a dead end. Paths are counted by dynamic programming
 * over the question graph in linear time and listed lazily up to `limit`, so flows of thousands of questions with
 * astronomically many paths are summarised without being enumerated.
 *
 * A flow whose questions read totals (hard stops and branches on scores) is counted over (question, the totals the
 * path so far can have) instead, since where such a question leads depends on the answers before it: still exact
 * (a path is counted once however many answers walk it, and only when some answers do), and as cheap as the linear
 * count when the questions of a total follow one another; its cost grows with the number of distinct sets of totals
 * by which paths reach a question (see `scored-steps.ts`).
 */
export function enumeratePaths(
  index: FlowIndex,
  { limit = 1000, asOf = ANALYSIS_DATE }: { limit?: number; asOf?: string } = {},
): PathSummary {
  const graph = questionGraph(index);
  const empty = {
    total: 0n,
    toCheckout: 0n,
    toHardStop: 0n,
    toDeadEnd: 0n,
    byHardStop: [],
    paths: [],
    complete: true,
  };
  if (!graph.topologicalOrder) return { ...empty, complete: false, cyclic: true };
  if (!index.questions.has(index.firstQuestionId)) return { ...empty, cyclic: false };
  if (hasRules(index)) return enumerateScoredPaths(explore(index, asOf).steps, index, limit);
  if (trackedTotals(index).length > 0) return enumerateScoredPaths(scoredSteps(index), index, limit);

  /** Per question: paths from it ending at checkout, at a dead end, and at each hard stop. */
  interface Counts {
    checkout: bigint;
    deadEnd: bigint;
    stops: Map<number, bigint>;
  }
  const counts = new Map<number, Counts>();
  for (const id of [...graph.topologicalOrder].reverse()) {
    const own: Counts = { checkout: 0n, deadEnd: 0n, stops: new Map() };
    const next = graph.successors.get(id) ?? [];
    if (next.length === 0) own.deadEnd = 1n;
    for (const destination of next) {
      if (destination.kind === 'checkout') own.checkout += 1n;
      else if (destination.kind === 'stop')
        own.stops.set(destination.questionId, (own.stops.get(destination.questionId) ?? 0n) + 1n);
      else {
        const child = counts.get(destination.id) as Counts;
        own.checkout += child.checkout;
        own.deadEnd += child.deadEnd;
        for (const [stop, n] of child.stops) own.stops.set(stop, (own.stops.get(stop) ?? 0n) + n);
      }
    }
    counts.set(id, own);
  }
  const first = counts.get(index.firstQuestionId) as Counts;

  const lead = index.hasLeadSteps ? [LEAD_QUALIFY, LEAD_INTRO] : [];
  const paths: FlowPath[] = [];
  const walk = (id: number, prefix: string[]): void => {
    // Depth-first with an explicit stack of (question, branch) so deep flows do not overflow the call stack.
    const stack: { id: number; branches: readonly Destination[]; at: number }[] = [
      { id, branches: graph.successors.get(id) ?? [], at: 0 },
    ];
    const states = [...prefix, questionState(id)];
    while (stack.length > 0 && paths.length < limit) {
      const frame = stack[stack.length - 1] as { id: number; branches: readonly Destination[]; at: number };
      if (frame.branches.length === 0 && frame.at === 0) {
        frame.at = 1;
        paths.push({ states: [...states], end: 'dead-end' });
      }
      if (frame.at >= frame.branches.length) {
        stack.pop();
        states.pop();
        continue;
      }
      const destination = frame.branches[frame.at++] as Destination;
      if (destination.kind === 'question') {
        stack.push({ id: destination.id, branches: graph.successors.get(destination.id) ?? [], at: 0 });
        states.push(questionState(destination.id));
      } else {
        paths.push({
          states: [...states, destinationState(destination)],
          end: destination.kind === 'checkout' ? 'checkout' : 'hard-stop',
        });
      }
    }
  };
  if (limit > 0) walk(index.firstQuestionId, lead);

  return summaryOf(first, paths);
}

/** Per node: paths from it ending at checkout, at a dead end, and at each hard stop. */
interface Counts {
  checkout: bigint;
  deadEnd: bigint;
  stops: Map<number, bigint>;
}

const hardStopsOf = (counts: Counts) => [...counts.stops.values()].reduce((a, b) => a + b, 0n);
const totalOf = (counts: Counts) => counts.checkout + hardStopsOf(counts) + counts.deadEnd;

/** The summary of the paths from the first question (`first`), with the ones listed. */
function summaryOf(first: Counts, paths: FlowPath[]): PathSummary {
  const total = totalOf(first);
  return {
    total,
    toCheckout: first.checkout,
    toHardStop: hardStopsOf(first),
    toDeadEnd: first.deadEnd,
    byHardStop: [...first.stops]
      .map(([questionId, count]) => ({ questionId, count }))
      .sort((a, b) => a.questionId - b.questionId),
    paths,
    complete: BigInt(paths.length) === total,
    cyclic: false,
  };
}

/** `enumeratePaths` for a flow that reads totals: over the nodes of `scoredSteps`, counted once each. */
function enumerateScoredPaths(
  steps: ScoredSteps & { stuck?(key: string): boolean },
  index: FlowIndex,
  limit: number,
): PathSummary {
  const counts = new Map<string, Counts>();
  // Post-order over the nodes, with an explicit stack (the graph has no loop: checked before).
  const stack: { key: string; expanded: boolean }[] = [{ key: steps.root.key, expanded: false }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as { key: string; expanded: boolean };
    if (counts.has(frame.key)) {
      stack.pop();
      continue;
    }
    const ways = steps.from(frame.key);
    if (!frame.expanded) {
      frame.expanded = true;
      for (const way of ways) {
        if (way.node && !counts.has(way.node.key)) stack.push({ key: way.node.key, expanded: false });
      }
      continue;
    }
    stack.pop();
    const own: Counts = { checkout: 0n, deadEnd: 0n, stops: new Map() };
    if (ways.length === 0 || steps.stuck?.(frame.key)) own.deadEnd = 1n;
    for (const { destination, node } of ways) {
      if (destination.kind === 'checkout') own.checkout += 1n;
      else if (destination.kind === 'stop')
        own.stops.set(destination.questionId, (own.stops.get(destination.questionId) ?? 0n) + 1n);
      else {
        const child = counts.get((node as { key: string }).key) as Counts;
        own.checkout += child.checkout;
        own.deadEnd += child.deadEnd;
        for (const [stop, n] of child.stops) own.stops.set(stop, (own.stops.get(stop) ?? 0n) + n);
      }
    }
    counts.set(frame.key, own);
  }
  const first = counts.get(steps.root.key) as Counts;

  const paths: FlowPath[] = [];
  const lead = index.hasLeadSteps ? [LEAD_QUALIFY, LEAD_INTRO] : [];
  if (limit > 0) {
    const frames: { key: string; at: number; listed?: boolean }[] = [{ key: steps.root.key, at: 0 }];
    const states = [...lead, questionState(steps.root.id)];
    while (frames.length > 0 && paths.length < limit) {
      const frame = frames[frames.length - 1] as { key: string; at: number; listed?: boolean };
      const ways = steps.from(frame.key);
      // Some answers of the paths into a node may go nowhere from it (a dead end) while others go on.
      if ((ways.length === 0 || steps.stuck?.(frame.key)) && !frame.listed) {
        frame.listed = true;
        paths.push({ states: [...states], end: 'dead-end' });
        continue;
      }
      if (frame.at >= ways.length) {
        frames.pop();
        states.pop();
        continue;
      }
      const { destination, node } = ways[frame.at++] as (typeof ways)[number];
      if (node) {
        frames.push({ key: node.key, at: 0 });
        states.push(questionState(node.id));
      } else {
        paths.push({
          states: [...states, destinationState(destination)],
          end: destination.kind === 'checkout' ? 'checkout' : 'hard-stop',
        });
      }
    }
  }
  return summaryOf(first, paths);
}
