import type { QuestionGraph } from './question-graph.js';

/**
 * Which of a set of questions (`targets`, the questions rules read) each question of the graph can lead to, itself
 * included: one bit per target per question, filled in reverse topological order from the successors' bits. A
 * flow of n questions whose rules read r of them costs n × r bits (5,000 × 2,000: 1.2 MB) and n × r / 32 word
 * operations, where sets of question ids per question cost a set entry per pair and grew with n².
 *
 * On a graph with a loop (a draft the analysis refuses) each question's targets are found by a walk of its own.
 */
export interface Reach {
  /** Whether `to` (one of the targets) can be answered on some path from `from` on, `from` itself included. */
  leadsTo(from: number, to: number): boolean;
  /** `leadsTo` for loops over many pairs: the row of a question (-1: not in the graph) and the bit of a target. */
  rowOf(from: number): number;
  bitOf(to: number): number;
  rowLeadsTo(row: number, bit: number): boolean;
  /** Whether two questions (rows) lead to the same targets. */
  sameRow(a: number, b: number): boolean;
}

export function reachOf(graph: QuestionGraph, targets: Iterable<number>): Reach {
  const bitOf = new Map<number, number>();
  for (const id of targets) if (!bitOf.has(id)) bitOf.set(id, bitOf.size);
  const words = Math.max(1, Math.ceil(bitOf.size / 32));
  const rowOf = new Map<number, number>();
  const questions = [...graph.successors.keys()];
  questions.forEach((id, at) => rowOf.set(id, at * words));
  const bits = new Uint32Array(questions.length * words);
  const set = (row: number, id: number) => {
    const bit = bitOf.get(id);
    if (bit !== undefined) bits[row + (bit >>> 5)] = (bits[row + (bit >>> 5)] as number) | (1 << (bit & 31));
  };

  const order = graph.topologicalOrder;
  if (order) {
    for (let i = order.length - 1; i >= 0; i -= 1) {
      const id = order[i] as number;
      const row = rowOf.get(id) as number;
      set(row, id);
      for (const destination of graph.successors.get(id) ?? []) {
        if (destination.kind !== 'question') continue;
        const next = rowOf.get(destination.id);
        if (next === undefined) continue;
        for (let w = 0; w < words; w += 1)
          bits[row + w] = (bits[row + w] as number) | (bits[next + w] as number);
      }
    }
  } else {
    for (const id of questions) {
      const row = rowOf.get(id) as number;
      const seen = new Set<number>([id]);
      const stack = [id];
      while (stack.length > 0) {
        const at = stack.pop() as number;
        set(row, at);
        for (const destination of graph.successors.get(at) ?? [])
          if (destination.kind === 'question' && !seen.has(destination.id)) {
            seen.add(destination.id);
            stack.push(destination.id);
          }
      }
    }
  }

  const rowLeadsTo = (row: number, bit: number) =>
    (((bits[row + (bit >>> 5)] as number) >>> (bit & 31)) & 1) === 1;
  return {
    leadsTo(from, to) {
      const row = rowOf.get(from);
      const bit = bitOf.get(to);
      if (row === undefined || bit === undefined) return from === to;
      return rowLeadsTo(row, bit);
    },
    rowOf: (from) => rowOf.get(from) ?? -1,
    bitOf: (to) => bitOf.get(to) ?? -1,
    rowLeadsTo,
    sameRow(a, b) {
      if (a === b) return true;
      for (let w = 0; w < words; w += 1) if (bits[a + w] !== bits[b + w]) return false;
      return true;
    },
  };
}
