import type { FlowIndex } from '../flow/flow-index.js';
import { possibleDestinations, type Destination } from '../flow/routing.js';

export interface QuestionGraph {
  /** Where each reachable question can lead. */
  successors: ReadonlyMap<number, readonly Destination[]>;
  /** Questions reachable from the first question. */
  reachable: ReadonlySet<number>;
  /** Loops among reachable questions, each as its question ids in order. */
  cycles: number[][];
  reachesCheckout: boolean;
  /** Reachable questions so that every edge points forward; undefined when there is a loop. */
  topologicalOrder: number[] | undefined;
}

const graphs = new WeakMap<FlowIndex, QuestionGraph>();

/**
 * The question-to-question graph seen from the first question, computed once per index; iterative, so large flows
 * cannot overflow the stack.
 */
export function questionGraph(index: FlowIndex): QuestionGraph {
  let graph = graphs.get(index);
  if (!graph) graphs.set(index, (graph = buildGraph(index)));
  return graph;
}

function buildGraph(index: FlowIndex): QuestionGraph {
  const successors = new Map<number, readonly Destination[]>();
  const reachable = new Set<number>();
  let reachesCheckout = false;
  const queue = index.questions.has(index.firstQuestionId) ? [index.firstQuestionId] : [];
  reachable.add(index.firstQuestionId);
  while (queue.length > 0) {
    const id = queue.pop() as number;
    const question = index.questions.get(id);
    if (!question) continue;
    const next = possibleDestinations(index, question);
    successors.set(id, next);
    for (const destination of next) {
      if (destination.kind === 'checkout') reachesCheckout = true;
      if (destination.kind === 'question' && !reachable.has(destination.id)) {
        reachable.add(destination.id);
        queue.push(destination.id);
      }
    }
  }
  const { cycles, order } = stronglyConnected(successors);
  return {
    successors,
    reachable,
    cycles,
    reachesCheckout,
    topologicalOrder: cycles.length === 0 ? order : undefined,
  };
}

/**
 * Tarjan's strongly connected components, iteratively. Returns the loops (components of more than one question,
 * or a question leading to itself) and the questions in topological order (meaningful only without loops).
 */
function stronglyConnected(successors: ReadonlyMap<number, readonly Destination[]>): {
  cycles: number[][];
  order: number[];
} {
  const adjacency = new Map<number, number[]>();
  for (const [id, destinations] of successors) {
    const targets: number[] = [];
    for (const d of destinations) if (d.kind === 'question' && successors.has(d.id)) targets.push(d.id);
    adjacency.set(id, targets);
  }
  const next = (id: number): number[] => adjacency.get(id) ?? [];
  const indexOf = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const cycles: number[][] = [];
  const finished: number[] = [];
  let counter = 0;

  for (const root of successors.keys()) {
    if (indexOf.has(root)) continue;
    const work: { id: number; children: number[]; at: number }[] = [];
    const enter = (id: number) => {
      indexOf.set(id, counter);
      low.set(id, counter);
      counter += 1;
      stack.push(id);
      onStack.add(id);
      work.push({ id, children: next(id), at: 0 });
    };
    enter(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { id: number; children: number[]; at: number };
      if (frame.at < frame.children.length) {
        const child = frame.children[frame.at++] as number;
        if (!indexOf.has(child)) enter(child);
        else if (onStack.has(child))
          low.set(frame.id, Math.min(low.get(frame.id) as number, indexOf.get(child) as number));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id) as number, low.get(frame.id) as number));
      if (low.get(frame.id) === indexOf.get(frame.id)) {
        const component: number[] = [];
        let member: number;
        do {
          member = stack.pop() as number;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.id);
        if (component.length > 1 || next(frame.id).includes(frame.id)) cycles.push(component.reverse());
        finished.push(...component);
      }
    }
  }
  // Tarjan finishes components in reverse topological order.
  return { cycles, order: finished.reverse() };
}
