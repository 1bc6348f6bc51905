import type {
  AnswerValue,
  Condition,
  Product,
  Question,
  StartData,
  StartDataEntry,
  ValueRef,
} from '@telehealth/schemas';

import type { ScoredNode, ScoredSteps, ScoredWay } from './scored-steps.js';
import { questionGraph } from './question-graph.js';
import type { IntakeEvent } from '../compile/decide.js';
import { answerEntry } from '../flow/answer-validity.js';
import { CHECKOUT, questionState, type FlowIndex } from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import { destinationState, routeAnswer, routeContent, type Destination } from '../flow/routing.js';
import { boundsHold, totalsRead, totalValue } from '../flow/totals.js';
import { candidatesFor, planCandidates, type CandidatePlan } from './candidates.js';
import { raisedAlerts } from '../flow/alerts.js';
import { allowedCarts, offerFor, orderTests } from '../flow/eligibility.js';
import { holds, scopeWith, valueOf } from '../flow/conditions.js';
import { readsOf, rulesOfQuestion, type FlowRule } from './rules-of-flow.js';

/**
 * The explorer: every path of a flow that uses the rule language, walked with concrete answers. From each question,
 * for each set of earlier answers that can reach it (as far as anything ahead reads them), it tries one answer of
 * each class (`candidates.ts`) through the real routing, checks and alerts, so what it finds is what a patient
 * meets, and every finding carries answers that show it.
 *
 * Paths are sequences of states. A node is a question with the set of earlier answers the paths into it can have
 * (only what a rule ahead or an assertion reads), so two paths into a question that rules cannot tell apart are
 * one node, and the path count is exact: a path is counted once however many answers walk it.
 */

/** Answers that show a finding: the events that walk them (for the preview) and the answers of the path. */
export interface Witness {
  events: IntakeEvent[];
  answers: StartData;
  /** An order the answers allow that breaks the assertion (assertions about orders). */
  cart?: { med: number; name: string; startStep: number }[];
  /** Where the answers lead: a question state, `checkout` or a hard stop. */
  state: string;
}

interface Trail {
  event: IntakeEvent;
  prev: Trail | undefined;
}

interface Valuation {
  /** The answers a rule ahead or an assertion reads. */
  answers: StartData;
  /** The whole path's answers, for witnesses. */
  all: StartData;
  alerts: readonly string[];
  trail: Trail | undefined;
}

/** How often a rule held where it was judged, with a witness of each side. */
export interface RuleVerdict {
  rule: FlowRule;
  judged: number;
  held?: Witness;
  failed?: Witness;
}

export interface AssertionVerdict {
  name: string;
  title: string;
  /** Answers of a path that breaks the assertion; undefined when it is proven on every path. */
  violation?: Witness;
}

export interface Exploration {
  steps: ScoredSteps & { stuck(key: string): boolean };
  verdicts: RuleVerdict[];
  /** Questions some answers reach (asked). */
  reached: ReadonlySet<number>;
  /** Per question, answers under which every valid answer is refused by its checks. */
  refusedAll: Map<number, Witness>;
  assertions: AssertionVerdict[];
  /** Answers tried in all; past the budget the exploration stops and says so. */
  tried: number;
  exhausted: boolean;
  plan: CandidatePlan;
}

/** The day ages are computed on when the caller names none (what the rules do does not depend on it). */
export const ANALYSIS_DATE = '2026-01-01';

/** The most answers the explorer tries before it gives up (a flow that needs more is refused as too large). */
export const EXPLORATION_BUDGET = 2_000_000;

const cache = new WeakMap<FlowIndex, Map<string, Exploration>>();

/**
 * Explores a flow's paths on the day `asOf`. `products` (the tenant's catalog) lets assertions about orders be
 * proven: at checkout, every cart the flow's eligibility allows for the path's answers is tried.
 */
export function explore(index: FlowIndex, asOf: string, products?: readonly Product[]): Exploration {
  let byDate = cache.get(index);
  if (!byDate) cache.set(index, (byDate = new Map()));
  const key = products ? `${asOf}|${JSON.stringify(products)}` : asOf;
  let found = byDate.get(key);
  if (!found) byDate.set(key, (found = run(index, asOf, products)));
  return found;
}

function eventsOf(trail: Trail | undefined): IntakeEvent[] {
  const events: IntakeEvent[] = [];
  for (let at = trail; at; at = at.prev) events.push(at.event);
  return events.reverse();
}

const witnessOf = (valuation: Valuation, state: string): Witness => ({
  events: eventsOf(valuation.trail),
  answers: valuation.all,
  state,
});

function run(index: FlowIndex, asOf: string, products: readonly Product[] | undefined): Exploration {
  const plan = planCandidates(index, asOf);
  const ahead = aheadOf(index);
  const assertions = index.flow.assertions ?? [];
  const assertionVerdicts: AssertionVerdict[] = assertions.map((a) => ({ name: a.name, title: a.title }));
  const verdicts = new Map<string, RuleVerdict>();
  for (const question of index.ordered)
    for (const rule of rulesOfQuestion(question)) verdicts.set(ruleKey(rule), { rule, judged: 0 });
  const judge = (rule: FlowRule, held: boolean, witness: () => Witness) => {
    const verdict = verdicts.get(ruleKey(rule)) as RuleVerdict;
    verdict.judged += 1;
    if (held) verdict.held ??= witness();
    else verdict.failed ??= witness();
  };
  const reached = new Set<number>();
  const refusedAll = new Map<number, Witness>();
  let tried = 0;
  let exhausted = false;

  const valuationsOf = new Map<string, Valuation[]>();
  const nodeOf = (id: number, valuations: Valuation[]): ScoredNode => {
    const kept = ahead.get(id)?.kept ?? new Set<number>();
    const projected = new Map<string, Valuation>();
    for (const valuation of valuations) {
      const signature = answersKey(index, id, valuation.answers, asOf, valuation.alerts);
      if (projected.has(signature)) continue;
      const answers: StartData = {};
      for (const key of Object.keys(valuation.answers))
        if (kept.has(Number(key))) answers[key] = valuation.answers[key] as StartDataEntry;
      projected.set(signature, { ...valuation, answers });
    }
    const key = `${id}:${[...projected.keys()].sort().join('|')}`;
    if (!valuationsOf.has(key)) valuationsOf.set(key, [...projected.values()]);
    return { key, id };
  };

  const ways = new Map<string, ScoredWay[]>();
  const stuck = new Set<string>();

  const endAt = (destination: Destination, valuation: Valuation) => {
    const state = destinationState(destination);
    const scope = { index, answers: valuation.all, asOf };
    const alerts = new Set(valuation.alerts);
    // At checkout, an assertion about orders is judged for every cart the answers allow.
    const carts =
      state === CHECKOUT && products ? allowedCarts(offerFor(index, valuation.all, asOf, products)) : [];
    assertions.forEach((assertion, at) => {
      const verdict = assertionVerdicts[at] as AssertionVerdict;
      if (verdict.violation) return;
      if (state !== CHECKOUT && assertion.at !== 'any_end') return;
      if (holds(scope, assertion.never, alerts)) {
        verdict.violation = witnessOf(valuation, state);
        return;
      }
      const cart = carts.find((lines) => holds(scope, assertion.never, alerts, orderTests(lines)));
      if (cart)
        verdict.violation = {
          ...witnessOf(valuation, state),
          cart: cart.map((line) => ({
            med: line.product.med,
            name: line.product.name,
            startStep: line.startStep,
          })),
        };
    });
  };

  const from = (key: string): readonly ScoredWay[] => {
    const known = ways.get(key);
    if (known) return known;
    const id = Number(key.slice(0, key.indexOf(':')));
    const question = index.questions.get(id) as Question | undefined;
    const reachedBy = new Map<string, { destination: Destination; valuations: Valuation[] }>();
    const reach = (destination: Destination, valuation: Valuation) => {
      const state = destinationState(destination);
      const entry = reachedBy.get(state);
      if (entry) entry.valuations.push(valuation);
      else reachedBy.set(state, { destination, valuations: [valuation] });
      if (destination.kind !== 'question') endAt(destination, valuation);
    };
    if (question) reached.add(id);
    for (const valuation of valuationsOf.get(key) ?? []) {
      if (!question) {
        stuck.add(key);
        continue;
      }
      let wentOn = false;
      if (isContent(question)) {
        const route = routeContent(index, question, valuation.answers, asOf);
        judgeAsks(index, route, valuation, judge);
        if (route.ok) {
          wentOn = true;
          reach(route.to, { ...valuation, trail: { event: { type: 'CONTINUE' }, prev: valuation.trail } });
        }
      } else {
        let refused = 0;
        const candidates = candidatesFor(plan, question, valuation.answers);
        for (const candidate of candidates) {
          tried += 1;
          if (tried > EXPLORATION_BUDGET) {
            exhausted = true;
            break;
          }
          const event: IntakeEvent = { type: 'ANSWER', questionId: id, value: candidate.value };
          const entry = answerEntry(question, candidate.value, undefined);
          const after: Valuation = {
            answers: { ...valuation.answers, [String(id)]: entry },
            all: { ...valuation.all, [String(id)]: entry },
            alerts: valuation.alerts,
            trail: { event, prev: valuation.trail },
          };
          const scope = scopeWith(index, valuation.answers, asOf, { question, value: candidate.value });
          const witness = () => witnessOf(after, questionState(id));
          let ok = true;
          for (const rule of rulesOfQuestion(question)) {
            if (rule.kind !== 'check') continue;
            const held = holds(scope, rule.condition);
            judge(rule, held, witness);
            if (!held) ok = false;
          }
          if (!ok) {
            refused += 1;
            continue;
          }
          const route = routeAnswer(index, question, candidate.value, asOf, valuation.answers);
          const stopped = route.ok && route.to.kind === 'stop';
          judgeAnswerRules(index, question, candidate.value, valuation, scope, stopped, judge, witness);
          judgeAsks(index, route, after, judge);
          if (!route.ok) continue;
          const raised = (question.alerts ?? [])
            .filter((alert) => holds(scope, alert.if, new Set(valuation.alerts)))
            .map((alert) => alert.name);
          wentOn = true;
          reach(route.to, raised.length > 0 ? { ...after, alerts: [...after.alerts, ...raised] } : after);
        }
        if (candidates.length > 0 && refused === candidates.length && !refusedAll.has(id))
          refusedAll.set(id, witnessOf(valuation, questionState(id)));
      }
      if (!wentOn) stuck.add(key);
    }
    const list: ScoredWay[] = [];
    for (const { destination, valuations } of reachedBy.values()) {
      list.push(
        destination.kind === 'question'
          ? { destination, node: nodeOf(destination.id, valuations) }
          : { destination },
      );
    }
    ways.set(key, list);
    return list;
  };

  const lead: Trail | undefined = index.hasLeadSteps
    ? { event: { type: 'CONTINUE' }, prev: { event: { type: 'CONTINUE' }, prev: undefined } }
    : undefined;
  const root = nodeOf(index.firstQuestionId, [{ answers: {}, all: {}, alerts: [], trail: lead }]);

  // Expand every node once (the graph has no loop when this runs: analysis checks that first).
  const queue = [root.key];
  const expanded = new Set<string>();
  while (queue.length > 0 && !exhausted) {
    const key = queue.pop() as string;
    if (expanded.has(key)) continue;
    expanded.add(key);
    for (const way of from(key)) if (way.node && !expanded.has(way.node.key)) queue.push(way.node.key);
  }

  return {
    steps: { root, from, stuck: (key) => (from(key), stuck.has(key)) },
    verdicts: [...verdicts.values()],
    reached,
    refusedAll,
    assertions: assertionVerdicts,
    tried,
    exhausted,
    plan,
  };
}

const ruleKey = (rule: FlowRule) => `${rule.questionId}:${rule.kind}:${rule.at}`;

/** Judge the stop, branches and alerts of a question for an accepted answer. */
function judgeAnswerRules(
  index: FlowIndex,
  question: Question,
  value: AnswerValue,
  valuation: Valuation,
  scope: ReturnType<typeof scopeWith>,
  stopped: boolean,
  judge: (rule: FlowRule, held: boolean, witness: () => Witness) => void,
  witness: () => Witness,
): void {
  const rules = rulesOfQuestion(question);
  let branchTaken = false;
  if (!stopped) {
    // A branch on a total comes first: a next_if branch is judged only where it could be taken.
    branchTaken = (question.next_when ?? []).some((branch) => {
      const sum = totalValue(index, branch.total, valuation.answers, { question, value });
      return sum !== undefined && boundsHold(branch, sum);
    });
  }
  for (const rule of rules) {
    if (rule.kind === 'stop' && question.is_hard_stop) {
      // Judged where a stopping answer or measure has not already stopped the intake.
      const held = holds(scope, rule.condition);
      if (held || !stopped) judge(rule, held, witness);
    } else if (rule.kind === 'branch') {
      if (stopped || branchTaken) continue;
      const held = holds(scope, rule.condition);
      judge(rule, held, witness);
      if (held) branchTaken = true;
    } else if (rule.kind === 'alert') {
      judge(rule, holds(scope, rule.condition, new Set(valuation.alerts)), witness);
    }
  }
}

/** Judge the `ask_if` of the questions a route passed over (failed) and of the question it arrived at (held). */
function judgeAsks(
  index: FlowIndex,
  route: ReturnType<typeof routeContent>,
  valuation: Valuation,
  judge: (rule: FlowRule, held: boolean, witness: () => Witness) => void,
): void {
  if (!route.ok) return;
  for (const id of route.passed ?? []) {
    const question = index.questions.get(id);
    const rule = question && rulesOfQuestion(question).find((r) => r.kind === 'ask');
    if (rule) judge(rule, false, () => witnessOf(valuation, destinationState(route.to)));
  }
  if (route.to.kind === 'question') {
    const question = index.questions.get(route.to.id);
    const rule = question && rulesOfQuestion(question).find((r) => r.kind === 'ask');
    if (rule) judge(rule, true, () => witnessOf(valuation, destinationState(route.to)));
  }
}

/**
 * Per question, the questions whose answers must be kept by paths arriving there: those read by a rule at it or at
 * any question after it, and those any assertion reads (at the end).
 */
/**
 * What the rest of a flow can read from a question on: the leaves (comparisons, option tests, alert tests) of every
 * rule at that question or after it and of every assertion, the totals read ahead by hard stops and branches on
 * totals, and the questions that can still be answered.
 */
interface Ahead {
  leaves: { leaf: Condition; reads: Set<number>; refs: ValueRef[] }[];
  totals: string[];
  /** Questions answered at or after this one on some path (their answers are not given yet on arrival). */
  later: Set<number>;
  readsAlerts: boolean;
  /** Questions whose answers anything ahead reads. */
  kept: Set<number>;
}

const aheadCache = new WeakMap<FlowIndex, Map<number, Ahead>>();

function aheadOf(index: FlowIndex): Map<number, Ahead> {
  let found = aheadCache.get(index);
  if (found) return found;
  const graph = questionGraph(index);
  const leafOf = new Map<string, Ahead['leaves'][number]>();
  const leavesIn = (condition: Condition): Ahead['leaves'] => {
    const out: Ahead['leaves'] = [];
    const visit = (node: Condition): void => {
      if ('all' in node) return node.all.forEach(visit);
      if ('any' in node) return node.any.forEach(visit);
      if ('not' in node) return visit(node.not);
      const key = JSON.stringify(node);
      let entry = leafOf.get(key);
      if (!entry) {
        const reads = readsOf(index, node);
        leafOf.set(key, (entry = { leaf: node, reads: reads.questions, refs: [...reads.refs] }));
      }
      out.push(entry);
    };
    visit(condition);
    return out;
  };
  // Read at the end of every path: the assertions, and the conditions of the eligibility rules (which decide the
  // carts an assertion about orders is judged on).
  const always = [
    ...(index.flow.assertions ?? []).flatMap((assertion) => leavesIn(assertion.never)),
    ...(index.flow.eligibility ?? []).flatMap((rule) => (rule.if ? leavesIn(rule.if) : [])),
  ];
  found = new Map();
  for (const id of [...(graph.topologicalOrder ?? [...index.questions.keys()])].reverse()) {
    const question = index.questions.get(id);
    const leaves = new Set(always);
    const totals = new Set<string>();
    const later = new Set<number>([id]);
    if (question) {
      for (const rule of rulesOfQuestion(question))
        for (const leaf of leavesIn(rule.condition)) leaves.add(leaf);
      if (!isContent(question)) for (const name of totalsRead(question)) totals.add(name);
    }
    for (const destination of graph.successors.get(id) ?? []) {
      if (destination.kind !== 'question') continue;
      const next = found.get(destination.id);
      if (!next) continue;
      for (const leaf of next.leaves) leaves.add(leaf);
      for (const name of next.totals) totals.add(name);
      for (const q of next.later) later.add(q);
    }
    const list = [...leaves];
    const kept = new Set<number>();
    for (const leaf of list) for (const q of leaf.reads) kept.add(q);
    for (const name of totals) for (const q of index.totals.get(name)?.questions ?? []) kept.add(q);
    found.set(id, {
      leaves: list,
      totals: [...totals],
      later,
      readsAlerts: list.some((entry) => 'alert' in entry.leaf),
      kept,
    });
  }
  aheadCache.set(index, found);
  return found;
}

/**
 * What of a path's answers (and the alerts it raised) matters from a question on, as a string: two paths with equal
 * keys at a question have the same continuations. A leaf that reads only answers already given (or never given on
 * this path) is settled: only whether it holds matters. A leaf still waiting for an answer keeps the values it
 * reads from the answers given; a total read ahead keeps its sum so far.
 */
export function answersKey(
  index: FlowIndex,
  questionId: number,
  answers: StartData,
  asOf: string,
  alerts?: readonly string[],
): string {
  const ahead = aheadOf(index).get(questionId);
  if (!ahead) return '';
  const scope = { index, answers, asOf };
  const raised = alerts ?? raisedAlerts(index, answers, asOf).map((alert) => alert.name);
  const alertSet = new Set(raised);
  const parts: unknown[] = ahead.leaves.map(({ leaf, reads, refs }) => {
    const pending = [...reads].some((q) => ahead.later.has(q));
    if (!pending) return holds(scope, leaf, alertSet) ? 1 : 0;
    return refs.map((ref) => valueOf(scope, ref) ?? null);
  });
  for (const name of ahead.totals) parts.push(totalValue(index, name, answers) ?? null);
  if (ahead.readsAlerts) parts.push(raised);
  return JSON.stringify(parts);
}
