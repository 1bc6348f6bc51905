import type { FlowIndex } from '../flow/flow-index.js';
import { questionGraph, type QuestionGraph } from './question-graph.js';
import { readsOf, rulesById, type Reads } from './rules-of-flow.js';

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

/** The questions a flow's rules read, and which of them each question can lead to. */
export interface RuleReach {
  /**
   * The questions whose answers a rule of a reachable question, an assertion or an eligibility rule reads (through
   * totals and calculations too; a test of an alert reads the question that raises it), and the totals' questions.
   */
  targets: ReadonlySet<number>;
  reach: Reach;
}

const ruleReaches = new WeakMap<FlowIndex, RuleReach>();

/** Each alert's name with the question that first raises it, in the flow's order. */
export function alertsRaisedAt(index: FlowIndex): Map<string, number> {
  const raisedAt = new Map<string, number>();
  for (const question of index.ordered)
    for (const alert of question.alerts ?? [])
      if (!raisedAt.has(alert.name)) raisedAt.set(alert.name, question.id);
  return raisedAt;
}

/**
 * `reachOf` the questions the rules read, once per index: the analysis checks that no rule reads a later answer
 * with it, and the explorer works out what each question's rules ahead can still tell apart with it.
 */
export function ruleReach(index: FlowIndex): RuleReach {
  let found = ruleReaches.get(index);
  if (found) return found;
  const graph = questionGraph(index);
  const raisedAt = alertsRaisedAt(index);
  // Every condition's reads, gathered at once (a union: what each reads apart does not matter here).
  const reads: Reads = {
    questions: new Set(),
    totals: new Set(),
    calculations: new Set(),
    alerts: new Set(),
    refs: new Set(),
  };
  for (const assertion of index.flow.assertions ?? []) readsOf(index, assertion.never, reads);
  for (const rule of index.flow.eligibility ?? []) if (rule.if) readsOf(index, rule.if, reads);
  // The rules of the questions some path reaches (of every question, on a graph with a loop).
  for (const [id, rules] of rulesById(index))
    if (!graph.topologicalOrder || graph.successors.has(id))
      for (const rule of rules) readsOf(index, rule.condition, reads);
  const targets = reads.questions;
  for (const name of reads.alerts) {
    const at = raisedAt.get(name);
    if (at !== undefined) targets.add(at);
  }
  for (const total of index.totals.values()) for (const q of total.questions) targets.add(q);
  found = { targets, reach: reachOf(graph, targets) };
  ruleReaches.set(index, found);
  return found;
}
