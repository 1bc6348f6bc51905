import type { FlowIndex } from '../flow/flow-index.js';
import { routesIn, type Destination } from '../flow/routing.js';

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
  const routes = routesIn(index);
  const queue = index.questions.has(index.firstQuestionId) ? [index.firstQuestionId] : [];
  reachable.add(index.firstQuestionId);
  while (queue.length > 0) {
    const id = queue.pop() as number;
    const question = index.questions.get(id);
    if (!question) continue;
    const next = routes(question).destinations;
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
 * Questions are numbered in the order of `successors` and the bookkeeping is kept in typed arrays: no per-question
 * objects or map lookups, so it stays linear and cheap at thousands of questions.
 */
function stronglyConnected(successors: ReadonlyMap<number, readonly Destination[]>): {
  cycles: number[][];
  order: number[];
} {
  const count = successors.size;
  const ids: number[] = [...successors.keys()];
  const position = new Map<number, number>();
  ids.forEach((id, at) => position.set(id, at));
  // Adjacency in compressed rows: the targets of question `at` are targets[first[at] .. first[at + 1]).
  const first = new Int32Array(count + 1);
  const targets: number[] = [];
  ids.forEach((id, at) => {
    first[at] = targets.length;
    for (const d of successors.get(id) as readonly Destination[]) {
      const to = d.kind === 'question' ? position.get(d.id) : undefined;
      if (to !== undefined) targets.push(to);
    }
  });
  first[count] = targets.length;

  const UNVISITED = -1;
  const indexOf = new Int32Array(count).fill(UNVISITED);
  const low = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const stack: number[] = [];
  // The depth-first path: a question and how many of its targets were followed.
  const workAt = new Int32Array(count);
  const workNext = new Int32Array(count);
  const cycles: number[][] = [];
  const finished: number[] = [];
  let counter = 0;

  for (let root = 0; root < count; root += 1) {
    if (indexOf[root] !== UNVISITED) continue;
    let depth = 0;
    const enter = (at: number) => {
      indexOf[at] = low[at] = counter;
      counter += 1;
      stack.push(at);
      onStack[at] = 1;
      workAt[depth] = at;
      workNext[depth] = first[at] as number;
      depth += 1;
    };
    enter(root);
    while (depth > 0) {
      const at = workAt[depth - 1] as number;
      const next = workNext[depth - 1] as number;
      if (next < (first[at + 1] as number)) {
        workNext[depth - 1] = next + 1;
        const child = targets[next] as number;
        if (indexOf[child] === UNVISITED) enter(child);
        else if (onStack[child]) low[at] = Math.min(low[at] as number, indexOf[child] as number);
        continue;
      }
      depth -= 1;
      if (depth > 0) {
        const parent = workAt[depth - 1] as number;
        low[parent] = Math.min(low[parent] as number, low[at] as number);
      }
      if (low[at] === indexOf[at]) {
        const component: number[] = [];
        let member: number;
        do {
          member = stack.pop() as number;
          onStack[member] = 0;
          component.push(ids[member] as number);
        } while (member !== at);
        if (component.length > 1 || leadsToItself(targets, first, at)) cycles.push(component.reverse());
        for (const id of component) finished.push(id);
      }
    }
  }
  // Tarjan finishes components in reverse topological order.
  return { cycles, order: finished.reverse() };
}

function leadsToItself(targets: readonly number[], first: Int32Array, at: number): boolean {
  for (let i = first[at] as number; i < (first[at + 1] as number); i += 1) if (targets[i] === at) return true;
  return false;
}
