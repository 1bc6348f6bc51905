import type { FlowIndex } from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import { destinationState, routeContent, routesIn, type Destination } from '../flow/routing.js';
import { classesOf, routeClass, trackedTotals } from '../flow/total-routes.js';
import { settle, totalsRead } from '../flow/totals.js';
import { questionGraph } from './question-graph.js';

/**
 * The steps of a flow that reads totals, for an exact path count. A node is a question together with the set of
 * totals the paths into it can have (each total the flow reads, as a vector); a question reached with two different
 * sets is two nodes, since its ways on may differ. Its ways on are the destinations some answer takes for some vector
 * of the set, each with the set of vectors it leaves. Two paths into a question with the same set have the same
 * continuations, so a node is expanded once however many paths reach it.
 *
 * Totals no question ahead reads are dropped from the vectors (set to 0), so once a total has been read the paths
 * join up again. For a flow whose totals' questions follow one another (every instrument), each question has one
 * node and the count costs a pass over the answers' scores. Worst case, a flow that branches between questions of
 * one total and joins again, the nodes grow with the distinct sums the branches give.
 */
export interface ScoredNode {
  key: string;
  id: number;
}

export interface ScoredWay {
  destination: Destination;
  /** The node it leads to, for a destination that is a question. */
  node?: ScoredNode;
}

export interface ScoredSteps {
  root: ScoredNode;
  /** The ways on from a node, in the order `possibleDestinations` lists its question's destinations. */
  from(key: string): readonly ScoredWay[];
}

export function scoredSteps(index: FlowIndex): ScoredSteps {
  const names = trackedTotals(index);
  const graph = questionGraph(index);
  const routes = routesIn(index);

  // The totals read at each question or at some question after it (reverse topological order; no loop here).
  const ahead = new Map<number, boolean[]>();
  for (const id of [...(graph.topologicalOrder ?? [])].reverse()) {
    const question = index.questions.get(id);
    const read = question && !isContent(question) ? totalsRead(question) : [];
    const own = names.map((name) => read.includes(name));
    for (const destination of graph.successors.get(id) ?? []) {
      if (destination.kind !== 'question') continue;
      (ahead.get(destination.id) ?? []).forEach((later, at) => (own[at] ||= later));
    }
    ahead.set(id, own);
  }
  const counts = new Map<number, boolean[]>();
  const countedAt = (id: number) => {
    let flags = counts.get(id);
    if (!flags) {
      flags = names.map((name) => index.totals.get(name)?.questions.includes(id) ?? false);
      counts.set(id, flags);
    }
    return flags;
  };

  const vectorsOf = new Map<string, number[][]>();
  const node = (id: number, vectors: readonly number[][]): ScoredNode => {
    const keep = ahead.get(id) ?? names.map(() => false);
    const projected = new Map<string, number[]>();
    for (const vector of vectors) {
      const kept = vector.map((value, at) => (keep[at] ? value : 0));
      projected.set(kept.join(','), kept);
    }
    const key = `${id}:${[...projected.keys()].sort().join(';')}`;
    if (!vectorsOf.has(key)) vectorsOf.set(key, [...projected.values()]);
    return { key, id };
  };

  const ways = new Map<string, ScoredWay[]>();
  const from = (key: string): readonly ScoredWay[] => {
    const known = ways.get(key);
    if (known) return known;
    const id = Number(key.slice(0, key.indexOf(':')));
    const vectors = vectorsOf.get(key) as number[][];
    const question = index.questions.get(id);
    const reached = new Map<string, { destination: Destination; vectors: number[][] }>();
    const reach = (destination: Destination, vector: number[]) => {
      const state = destinationState(destination);
      const entry = reached.get(state);
      if (entry) entry.vectors.push(vector);
      else reached.set(state, { destination, vectors: [vector] });
    };
    if (question && isContent(question)) {
      const route = routeContent(index, question);
      if (route.ok) for (const vector of vectors) reach(route.to, vector);
    } else if (question) {
      const classes = classesOf(index, question);
      const counted = countedAt(id);
      for (const vector of vectors) {
        for (const answer of classes) {
          for (const score of answer.stops ? [0] : answer.scores) {
            const after = vector.map((value, at) => (counted[at] ? settle(value + score) : value));
            const total = (name: string) => {
              const at = names.indexOf(name);
              return at < 0 ? undefined : after[at];
            };
            const destination = routeClass(index, question, answer, total);
            if (destination) reach(destination, after);
          }
        }
      }
    }
    const list: ScoredWay[] = [];
    // Every way an answer takes is among the question's routes (the machine has a transition for each).
    const order = question ? routes(question).states : [];
    for (const state of [...order, ...[...reached.keys()].filter((s) => !order.includes(s))]) {
      const entry = reached.get(state);
      if (!entry) continue;
      const { destination } = entry;
      list.push(
        destination.kind === 'question'
          ? { destination, node: node(destination.id, entry.vectors) }
          : { destination },
      );
    }
    ways.set(key, list);
    return list;
  };

  const root = node(index.firstQuestionId, [names.map(() => 0)]);
  return { root, from };
}
