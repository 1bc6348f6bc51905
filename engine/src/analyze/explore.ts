import type {
  Alert,
  AnswerValue,
  Condition,
  Product,
  ProtocolAssertion,
  Question,
  StartData,
  StartDataEntry,
  ValueRef,
} from '@telehealth/schemas';

import type { ScoredNode, ScoredSteps, ScoredWay } from './scored-steps.js';
import { questionGraph } from './question-graph.js';
import type { IntakeEvent } from '../compile/decide.js';
import { answerEntry } from '../flow/answer-validity.js';
import { FINAL } from '../flow/answer-space.js';
import { CHECKOUT, questionState, type FlowIndex } from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import {
  destinationState,
  possibleDestinations,
  routeAnswer,
  routeContent,
  type Destination,
  type RouteResult,
} from '../flow/routing.js';
import { witnessAnswer } from './witness.js';
import { boundsHold, totalsRead, totalValue } from '../flow/totals.js';
import { candidatesFor, planCandidates, readsOthers, type CandidatePlan } from './candidates.js';
import { raisedAlerts } from '../flow/alerts.js';
import { allowedCarts, offerFor, orderTests } from '../flow/eligibility.js';
import { holds, parseRef, valueOf, type RuleScope } from '../flow/conditions.js';
import { reachOf } from './reach.js';
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
 *
 * What keeps it linear in the flow's size on protocols that read answers near where they were given: each
 * question's signature reads only the rules ahead that read an answer already given (`aheadOf`); a question whose
 * answers change nothing a rule reads passes valuations on without trying answers (`passingWays`), and the proof
 * walks over runs of such questions at once; a question whose rules read only its own answer tries its answers
 * once (`independent`); candidates are kept per question and thresholds (`candidates.ts`); witnesses are written out
 * only when read.
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
  /**
   * The event, or (past a question whose answers change nothing a rule reads) how to find one when a witness is
   * read, or the events past a run of such questions.
   */
  event: IntakeEvent | (() => IntakeEvent) | Passage;
  prev: Trail | undefined;
}

/** The events that take a valuation through questions whose answers change nothing a rule reads, first first. */
interface Passage {
  first: () => IntakeEvent;
  rest: Passage | undefined;
}

/** What a path has given so far, as far as anything ahead can tell. */
interface Valuation {
  /** The answers a rule ahead or an assertion reads (the path's other answers are in its trail). */
  answers: StartData;
  /** The keys of `answers` (question ids as strings). */
  keys: readonly string[];
  alerts: readonly string[];
  trail: Trail | undefined;
  /**
   * Assertions already settled on the path (nothing ahead can change what they read): whether each holds. Their
   * answers are no longer kept; the end of the path reads these.
   */
  facts: ReadonlyMap<Condition, boolean>;
}

const NO_FACTS: ReadonlyMap<Condition, boolean> = new Map();

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
  /** Valuations expanded: each question with each set of earlier answers that rules ahead tell apart, once. */
  valuations: number;
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

/** The events of a trail, in the order they were sent. */
function eventsOf(trail: Trail | undefined): IntakeEvent[] {
  const steps: Trail[] = [];
  for (let at = trail; at; at = at.prev) steps.push(at);
  const events: IntakeEvent[] = [];
  for (const { event } of steps.reverse()) {
    if (typeof event === 'function') events.push(event());
    else if ('first' in event)
      for (let at: Passage | undefined = event; at; at = at.rest) events.push(at.first());
    else events.push(event);
  }
  return events;
}

/** The answers of a trail, recorded as the machine records them (a witness carries the whole path's answers). */
function answersOf(index: FlowIndex, events: readonly IntakeEvent[]): StartData {
  const answers: StartData = {};
  for (const event of events) {
    if (event.type !== 'ANSWER') continue;
    const question = index.questions.get(event.questionId);
    if (question) answers[String(event.questionId)] = answerEntry(question, event.value, undefined);
  }
  return answers;
}

/**
 * A witness whose events and answers are read from its trail when first asked for: every rule keeps a witness of
 * each side, and writing out a path of thousands of steps for each would cost the flow's length per rule.
 */
function lazyWitness(index: FlowIndex, trail: Trail | undefined, state: string): Witness {
  let events: IntakeEvent[] | undefined;
  let answers: StartData | undefined;
  return {
    get events() {
      return (events ??= eventsOf(trail));
    },
    get answers() {
      return (answers ??= answersOf(index, this.events));
    },
    state,
  };
}

/**
 * A new, empty answers object for a valuation. Answers are keyed by question id, and V8 keeps integer keys in an
 * array as long as the largest key (up to about a thousand past the object's size): a valuation holding question
 * 900's answer would take 10 KB, and the explorer keeps thousands of valuations. Starting the object with its keys
 * in a dictionary keeps it as small as its answers; reading them is as fast.
 */
function answersObject(): StartData {
  const answers: Record<number, unknown> = {};
  answers[FAR_KEY] = undefined;
  delete answers[FAR_KEY];
  return answers as StartData;
}

const FAR_KEY = 2 ** 30;

/** No answers: what a question whose rules and routing read no earlier answer is given (never written to). */
const NO_ANSWERS: StartData = Object.freeze({}) as StartData;

/** The answers of `keys` among `answers` (no copy when there are none). */
function pick(answers: StartData, keys: readonly string[]): StartData {
  let picked: StartData | undefined;
  for (const key of keys) {
    const entry = answers[key];
    if (entry !== undefined) (picked ??= {})[key] = entry;
  }
  return picked ?? NO_ANSWERS;
}

/**
 * A question as the explorer works on it, prepared once: its rules by when they are judged, and the earlier answers
 * they and its routing read. Answers are objects keyed by question id, which engines copy slowly (sparse integer
 * keys): each answer is tried with only the answers its question reads, not the whole valuation.
 */
interface Step {
  question: Question;
  state: string;
  key: string;
  ask: FlowRule | undefined;
  /** The stop condition, judged only on a question marked as a hard stop. */
  stop: FlowRule | undefined;
  checks: readonly FlowRule[];
  branches: readonly FlowRule[];
  alerts: readonly { rule: FlowRule; name: string }[];
  /** Whether any rule is judged on its answers (a check, the stop, a branch, an alert). */
  judges: boolean;
  /** Earlier answers those rules read. */
  ownReads: readonly string[];
  /**
   * Earlier answers its routing reads: its stop condition and branches, the totals its hard stop and branches on
   * totals read, and the `ask_if` of every question it may pass over or arrive at.
   */
  routeReads: readonly string[];
}

const stepsOf = new WeakMap<FlowIndex, Map<number, Step>>();

function stepOf(index: FlowIndex, question: Question): Step {
  let steps = stepsOf.get(index);
  if (!steps) stepsOf.set(index, (steps = new Map()));
  let step = steps.get(question.id);
  if (step) return step;
  const id = question.id;
  let ask: FlowRule | undefined;
  let stop: FlowRule | undefined;
  const checks: FlowRule[] = [];
  const branches: FlowRule[] = [];
  const alerts: { rule: FlowRule; name: string }[] = [];
  for (const rule of rulesOfQuestion(question)) {
    if (rule.kind === 'ask') ask = rule;
    else if (rule.kind === 'stop') stop = question.is_hard_stop ? rule : undefined;
    else if (rule.kind === 'check') checks.push(rule);
    else if (rule.kind === 'branch') branches.push(rule);
    else alerts.push({ rule, name: (question.alerts?.[rule.at] as Alert).name });
  }
  const readsOfAll = (conditions: readonly Condition[], totals: readonly string[]): string[] => {
    if (conditions.length === 0 && totals.length === 0) return [];
    const reads = new Set<number>();
    for (const condition of conditions) for (const q of readsOf(index, condition).questions) reads.add(q);
    for (const name of totals) for (const q of index.totals.get(name)?.questions ?? []) reads.add(q);
    reads.delete(id);
    return [...reads].map(String);
  };
  const own = [...(stop ? [stop] : []), ...checks, ...branches, ...alerts.map((a) => a.rule)];
  // The `ask_if` of each question a way on may arrive at, and of those it passes over to.
  const asked: Condition[] = [];
  const askedFrom = (first: number | null | undefined) => {
    const seen = new Set<number>();
    for (let target = first; target !== null && target !== undefined;) {
      const at = index.questions.get(target);
      if (!at?.ask_if || seen.has(at.id)) return;
      seen.add(at.id);
      asked.push(at.ask_if);
      target = at.next_question_map[FINAL] === undefined ? at.next : null;
    }
  };
  if (isContent(question)) askedFrom(question.next_question_map[FINAL] === undefined ? question.next : null);
  else {
    for (const branch of question.next_when ?? []) askedFrom(branch.next);
    for (const branch of question.next_if ?? []) askedFrom(branch.next);
    for (const target of Object.values(question.next_question_map)) askedFrom(target);
    askedFrom(question.next);
  }
  step = {
    question,
    state: questionState(id),
    key: String(id),
    ask,
    stop,
    checks,
    branches,
    alerts,
    judges: own.length > 0,
    ownReads: readsOfAll(
      own.map((rule) => rule.condition),
      [],
    ),
    routeReads: readsOfAll(
      [...(stop ? [stop.condition] : []), ...branches.map((rule) => rule.condition), ...asked],
      isContent(question) ? [] : totalsRead(question),
    ),
  };
  steps.set(question.id, step);
  return step;
}

type Judge = (rule: FlowRule, held: boolean, trail: Trail | undefined, state: string) => void;

/** A valuation as it arrives at a question: what of it matters there, and it with only the answers kept there. */
interface Arrival {
  signature: string;
  valuation: Valuation;
}

/** A way on from a question whose answers change nothing a rule reads, with the event that takes it. */
interface PassingWay {
  destination: Destination;
  state: string;
  event: () => IntakeEvent;
}

/** A way on from a valuation at a question: where, and (to a question) how the valuation arrives there. */
interface Way {
  destination: Destination;
  state: string;
  arrival?: Arrival;
}

interface Expansion {
  ways: Way[];
  /** No answer goes on (every one is refused, or leads nowhere). */
  stuck: boolean;
}

function run(index: FlowIndex, asOf: string, products: readonly Product[] | undefined): Exploration {
  const plan = planCandidates(index, asOf);
  const ahead = aheadOf(index);
  const assertions = index.flow.assertions ?? [];
  const assertionVerdicts: AssertionVerdict[] = assertions.map((a) => ({ name: a.name, title: a.title }));
  const verdicts = new Map<FlowRule, RuleVerdict>();
  for (const question of index.ordered)
    for (const rule of rulesOfQuestion(question)) verdicts.set(rule, { rule, judged: 0 });
  const judge: Judge = (rule, held, trail, state) => {
    let verdict = verdicts.get(rule);
    if (!verdict) verdicts.set(rule, (verdict = { rule, judged: 0 }));
    verdict.judged += 1;
    if (held) verdict.held ??= lazyWitness(index, trail, state);
    else verdict.failed ??= lazyWitness(index, trail, state);
  };
  const reached = new Set<number>();
  const refusedAll = new Map<number, Witness>();
  let tried = 0;
  let exhausted = false;

  /**
   * A valuation arriving at question `id` after the answer `entry` to the question of `key` (none after a content
   * screen): its signature there, with only the answers kept there (no copy when none is dropped or added).
   */
  const arrive = (
    id: number,
    base: Valuation,
    key: string | undefined,
    entry: StartDataEntry | undefined,
    alerts: readonly string[],
    trail: Trail | undefined,
  ): Arrival => {
    const at = ahead.get(id) ?? NOTHING_AHEAD;
    // Assertions that settle here are judged now, with this answer, before their answers are let go.
    let { facts } = base;
    if (at.shape.facts.some((condition) => !facts.has(condition))) {
      const answers =
        key !== undefined && entry !== undefined ? { ...base.answers, [key]: entry } : base.answers;
      const settled = new Map(facts);
      const raised = new Set(alerts);
      for (const fact of at.shape.facts)
        if (!settled.has(fact)) settled.set(fact, holds({ index, answers, asOf }, fact, raised));
      facts = settled;
    }
    const add = key !== undefined && entry !== undefined && at.kept.has(key);
    let { answers, keys } = base;
    if (add || keys.some((k) => !at.kept.has(k))) {
      const kept = answersObject();
      const names: string[] = [];
      for (const k of keys) {
        if (!at.kept.has(k) || k === key) continue;
        kept[k] = answers[k] as StartDataEntry;
        names.push(k);
      }
      if (add) {
        kept[key] = entry;
        names.push(key);
      }
      answers = kept;
      keys = names;
    }
    const signature = signatureIn(at.shape, answers, alerts, facts);
    return { signature, valuation: { answers, keys, alerts, trail, facts } };
  };
  /**
   * Signatures by answers (the same object while a path gives no answer anything ahead reads) and shape: most
   * answers arrive with the answers and shape of the one before, and their signature is read, not worked out.
   */
  const signatures = new Map<
    StartData,
    Map<Shape, { alerts: readonly string[]; facts: ReadonlyMap<Condition, boolean>; signature: string }>
  >();
  const signatureIn = (
    shape: Shape,
    answers: StartData,
    alerts: readonly string[],
    facts: ReadonlyMap<Condition, boolean>,
  ): string => {
    if (shape.empty) return '';
    let byShape = signatures.get(answers);
    if (!byShape) signatures.set(answers, (byShape = new Map()));
    const known = byShape.get(shape);
    if (
      known &&
      (!shape.readsAlerts || known.alerts === alerts) &&
      (shape.facts.length === 0 || known.facts === facts)
    )
      return known.signature;
    const signature = signatureOf(shape, index, answers, asOf, alerts, facts);
    byShape.set(shape, { alerts, facts, signature });
    return signature;
  };
  /** The valuations of each node, one per signature. */
  const valuationsOf = new Map<string, Arrival[]>();
  const nodeOf = (id: number, arrivals: readonly Arrival[]): ScoredNode => {
    if (arrivals.length === 1) {
      const arrival = arrivals[0] as Arrival;
      const key = `${id}:${arrival.signature}`;
      if (!valuationsOf.has(key)) valuationsOf.set(key, [arrival]);
      return { key, id };
    }
    const bySignature = new Map<string, Arrival>();
    for (const arrival of arrivals)
      if (!bySignature.has(arrival.signature)) bySignature.set(arrival.signature, arrival);
    const signatures = [...bySignature.keys()];
    if (signatures.length > 1) signatures.sort();
    const key = `${id}:${signatures.join('|')}`;
    if (!valuationsOf.has(key)) valuationsOf.set(key, [...bySignature.values()]);
    return { key, id };
  };

  /** Assertions not yet broken that apply at checkout (all of them), and at any end. */
  let unprovenAtCheckout = assertions.length;
  let unprovenAnywhere = assertions.filter((assertion) => assertion.at === 'any_end').length;
  const readsAlerts = assertions.some((assertion) => readsOf(index, assertion.never).alerts.size > 0);
  /** Questions the assertions and eligibility rules read (ids as strings): the answers an end needs. */
  const endReads = new Set<string>();
  for (const condition of [
    ...assertions.map((assertion) => assertion.never),
    ...(index.flow.eligibility ?? []).flatMap((rule) => (rule.if ? [rule.if] : [])),
  ])
    for (const q of readsOf(index, condition).questions) endReads.add(String(q));
  /**
   * The assertions at the end of a path, after the answer `entry` (to the question of `key`, none past a content
   * screen). The valuation keeps every answer an eligibility rule or an assertion not yet settled reads, but this
   * one; a settled assertion is read from its facts.
   */
  const endAt = (
    destination: Destination,
    valuation: Valuation,
    key: string | undefined,
    entry: StartDataEntry | undefined,
    alerts: readonly string[],
    trail: Trail | undefined,
  ) => {
    const state = destinationState(destination);
    const atCheckout = state === CHECKOUT;
    if ((atCheckout ? unprovenAtCheckout : unprovenAnywhere) === 0) return;
    const open = assertions.flatMap((assertion, at) => {
      const verdict = assertionVerdicts[at] as AssertionVerdict;
      return verdict.violation || (!atCheckout && assertion.at !== 'any_end') ? [] : [{ assertion, verdict }];
    });
    const answers =
      key !== undefined && entry !== undefined && endReads.has(key)
        ? { ...valuation.answers, [key]: entry }
        : valuation.answers;
    const scope = { index, answers, asOf };
    const raised = readsAlerts ? new Set(alerts) : undefined;
    // At checkout, an assertion about orders is judged for every cart the answers allow.
    const carts =
      state === CHECKOUT && products ? allowedCarts(offerFor(index, answers, asOf, products)) : [];
    const broken = (verdict: AssertionVerdict, assertion: ProtocolAssertion, witness: Witness) => {
      verdict.violation = witness;
      unprovenAtCheckout -= 1;
      if (assertion.at === 'any_end') unprovenAnywhere -= 1;
    };
    for (const { assertion, verdict } of open) {
      const fact = valuation.facts.get(factOf.get(assertion.never) ?? assertion.never);
      if (fact ?? holds(scope, assertion.never, raised)) {
        broken(verdict, assertion, lazyWitness(index, trail, state));
        continue;
      }
      // A settled assertion tests no order, and the answers it read are let go: the carts cannot break it.
      if (fact !== undefined) continue;
      const cart = carts.find((lines) => holds(scope, assertion.never, raised, orderTests(lines)));
      if (cart) {
        const witness = lazyWitness(index, trail, state);
        broken(verdict, assertion, {
          get events() {
            return witness.events;
          },
          get answers() {
            return witness.answers;
          },
          state,
          cart: cart.map((line) => ({
            med: line.product.med,
            name: line.product.name,
            startStep: line.startStep,
          })),
        });
      }
    }
  };

  /**
   * Where one valuation at a question goes: every candidate answer through the checks, rules and routing, each way
   * on with the valuation it leads to (and, at a question, its signature there). Worked out once per question and
   * signature, however many nodes hold that valuation.
   */
  const expansions = new Map<number, Map<string, Expansion>>();
  /** Attempts of questions whose every answer does the same whatever came before, worked out once each. */
  const fixedAttempts = new Map<Step, Attempt[]>();
  const expand = (question: Question, arrival: Arrival): Expansion => {
    const step = stepOf(index, question);
    let at = expansions.get(question.id);
    if (!at) expansions.set(question.id, (at = new Map()));
    const memo = arrival.signature;
    const known = at.get(memo);
    if (known) return known;
    const { valuation } = arrival;
    const passing = passingWays(step);
    if (passing) {
      // Every answer leaves the valuation as it is: it goes on to each way its answers take.
      const ways: Way[] = [];
      for (const way of passing) {
        const trail: Trail = { event: way.event, prev: valuation.trail };
        if (way.destination.kind === 'question')
          ways.push({
            destination: way.destination,
            state: way.state,
            arrival: arrive(way.destination.id, valuation, undefined, undefined, valuation.alerts, trail),
          });
        else {
          ways.push({ destination: way.destination, state: way.state });
          endAt(way.destination, valuation, undefined, undefined, valuation.alerts, trail);
        }
      }
      const expansion = { ways, stuck: ways.length === 0 };
      at.set(memo, expansion);
      return expansion;
    }
    let attempts: Attempt[];
    if (independent(step)) {
      let fixed = fixedAttempts.get(step);
      if (!fixed) fixedAttempts.set(step, (fixed = attemptsAt(step, NO_ANSWERS)));
      attempts = fixed;
    } else attempts = attemptsAt(step, valuation.answers);

    const ways: Way[] = [];
    let wentOn = false;
    let refused = 0;
    // Answers that lead to one question, raise no alert and are not read there arrive alike: the first stands for all.
    let alike: Set<number> | undefined;
    for (const attempt of attempts) {
      const trail: Trail = { event: attempt.event, prev: valuation.trail };
      for (const { rule, held, state } of attempt.judged) judge(rule, held, trail, state);
      if (attempt.refused) refused += 1;
      const destination = attempt.to;
      if (!destination) continue;
      wentOn = true;
      const alerts = attempt.raised.length > 0 ? [...valuation.alerts, ...attempt.raised] : valuation.alerts;
      const state = destinationState(destination);
      if (destination.kind === 'question') {
        const there = ahead.get(destination.id) ?? NOTHING_AHEAD;
        const unread =
          alerts === valuation.alerts &&
          (attempt.key === undefined || (!there.kept.has(attempt.key) && !there.factReads.has(attempt.key)));
        if (unread) {
          if (alike?.has(destination.id)) continue;
          (alike ??= new Set()).add(destination.id);
        }
        ways.push({
          destination,
          state,
          arrival: arrive(destination.id, valuation, attempt.key, attempt.entry, alerts, trail),
        });
        continue;
      }
      ways.push({ destination, state });
      endAt(destination, valuation, attempt.key, attempt.entry, alerts, trail);
    }
    if (
      !isContent(question) &&
      attempts.length > 0 &&
      refused === attempts.length &&
      !refusedAll.has(question.id)
    )
      refusedAll.set(question.id, lazyWitness(index, valuation.trail, step.state));
    const expansion = { ways, stuck: !wentOn };
    at.set(memo, expansion);
    return expansion;
  };

  /**
   * The ways on of a question that changes nothing a rule reads: it has no rule, its routing reads no earlier answer
   * (no branch on a total, no `ask_if` where it leads), and nothing reads its answer. Every valuation goes on
   * unchanged along each way some answer takes, `possibleDestinations` (exact for such a question: its answer
   * space); the answer that takes a way is looked for only when a witness is read. Undefined for other questions.
   */
  const read = readByIndex.get(index) as ReadonlySet<number>;
  const factOf = factOfIndex.get(index) as ReadonlyMap<Condition, Condition>;
  const passings = new Map<Step, PassingWay[] | undefined>();
  const passingWays = (step: Step): PassingWay[] | undefined => {
    if (passings.has(step)) return passings.get(step);
    const { question } = step;
    let found: PassingWay[] | undefined;
    if (
      !step.judges &&
      step.routeReads.length === 0 &&
      !read.has(question.id) &&
      !question.alerts?.length &&
      !question.checks?.length
    ) {
      found = possibleDestinations(index, question).map((destination) => {
        const state = destinationState(destination);
        let event: IntakeEvent | undefined;
        return {
          destination,
          state,
          event: () => (event ??= passingEvent(question, state)),
        };
      });
    }
    passings.set(step, found);
    return found;
  };
  /** An answer (or CONTINUE past a content screen) that takes `question` to `state`, as `passingWays` finds one. */
  const passingEvent = (question: Question, state: string): IntakeEvent => {
    if (isContent(question)) return { type: 'CONTINUE' };
    for (const candidate of candidatesFor(plan, question, NO_ANSWERS)) {
      const route = routeAnswer(index, question, candidate.value, asOf, NO_ANSWERS);
      if (route.ok && destinationState(route.to) === state)
        return { type: 'ANSWER', questionId: question.id, value: candidate.value };
    }
    const value = witnessAnswer(index, question, stateDestination(question, state), asOf);
    return { type: 'ANSWER', questionId: question.id, value: value as AnswerValue };
  };
  const stateDestination = (question: Question, state: string): Destination =>
    possibleDestinations(index, question).find((d) => destinationState(d) === state) as Destination;

  /**
   * Whether what every answer to a question does (its checks, rules, routing and candidates) is the same whatever
   * came before: its rules and routing read no earlier answer, and no comparison ties its numbers to another's.
   */
  const independence = new Map<Step, boolean>();
  const independent = (step: Step): boolean => {
    let found = independence.get(step);
    if (found === undefined) {
      found = step.routeReads.length === 0 && step.ownReads.length === 0 && !readsOthers(plan, step.question);
      independence.set(step, found);
    }
    return found;
  };

  /**
   * Every candidate answer to a question after the answers `earlier` (only those its rules and routing read): what
   * its checks and rules say, and where it leads.
   */
  const attemptsAt = (step: Step, earlier: StartData): Attempt[] => {
    const { question } = step;
    const routeEarlier = pick(earlier, step.routeReads);
    if (isContent(question)) {
      const route = routeContent(index, question, routeEarlier, asOf);
      const judged: Judgment[] = [];
      judgeAsks(index, route, judged);
      return [
        {
          event: { type: 'CONTINUE' },
          judged,
          refused: false,
          raised: [],
          ...(route.ok ? { to: route.to } : {}),
        },
      ];
    }
    const ownEarlier = step.judges ? pick(earlier, step.ownReads) : NO_ANSWERS;
    const attempts: Attempt[] = [];
    for (const candidate of candidatesFor(plan, question, earlier)) {
      tried += 1;
      if (tried > EXPLORATION_BUDGET) {
        exhausted = true;
        break;
      }
      const { value } = candidate;
      const entry = (candidate.entry ??= answerEntry(question, value, undefined));
      const attempt: Attempt = {
        event: { type: 'ANSWER', questionId: question.id, value },
        key: step.key,
        entry,
        judged: [],
        refused: false,
        raised: [],
      };
      attempts.push(attempt);
      // The rules of this question read the answers before it with this one in place.
      const scope: RuleScope | undefined = step.judges
        ? { index, answers: { ...ownEarlier, [step.key]: entry }, asOf }
        : undefined;
      if (scope)
        for (const rule of step.checks) {
          const held = holds(scope, rule.condition);
          attempt.judged.push({ rule, held, state: step.state });
          if (!held) attempt.refused = true;
        }
      if (attempt.refused) continue;
      const route = routeAnswer(index, question, value, asOf, routeEarlier);
      const stopped = route.ok && route.to.kind === 'stop';
      if (scope)
        attempt.raised = judgeAnswerRules(index, step, value, routeEarlier, scope, stopped, attempt.judged);
      judgeAsks(index, route, attempt.judged);
      if (route.ok) attempt.to = route.to;
    }
    return attempts;
  };

  const ways = new Map<string, ScoredWay[]>();
  const stuck = new Set<string>();
  const from = (key: string): readonly ScoredWay[] => {
    const known = ways.get(key);
    if (known) return known;
    const id = Number(key.slice(0, key.indexOf(':')));
    const question = index.questions.get(id);
    if (question) reached.add(id);
    const reachedBy = new Map<string, { destination: Destination; arrivals: Arrival[] }>();
    for (const arrival of valuationsOf.get(key) ?? []) {
      if (!question) {
        stuck.add(key);
        continue;
      }
      const expansion = expand(question, arrival);
      if (expansion.stuck) stuck.add(key);
      for (const way of expansion.ways) {
        let entry = reachedBy.get(way.state);
        if (!entry) reachedBy.set(way.state, (entry = { destination: way.destination, arrivals: [] }));
        if (way.arrival) entry.arrivals.push(way.arrival);
      }
    }
    const list: ScoredWay[] = [];
    for (const { destination, arrivals } of reachedBy.values()) {
      list.push(
        destination.kind === 'question'
          ? { destination, node: nodeOf(destination.id, arrivals) }
          : { destination },
      );
    }
    ways.set(key, list);
    return list;
  };

  const lead: Trail | undefined = index.hasLeadSteps
    ? { event: { type: 'CONTINUE' }, prev: { event: { type: 'CONTINUE' }, prev: undefined } }
    : undefined;
  const start: Valuation = { answers: {}, keys: [], alerts: [], trail: lead, facts: NO_FACTS };
  const first = arrive(index.firstQuestionId, start, undefined, undefined, [], lead);

  /**
   * Where a valuation that arrives at a passing question (`passingWays`) goes on to: each question that is not
   * passing, and each end, that a run of passing questions leads to, with the events of one such run. Worked out
   * once per question, as every valuation goes through the same way.
   */
  const exitsOf = new Map<number, Map<string, { destination: Destination; passage: Passage }>>();
  const exits = (id: number): Map<string, { destination: Destination; passage: Passage }> => {
    const known = exitsOf.get(id);
    if (known) return known;
    const found = new Map<string, { destination: Destination; passage: Passage }>();
    // A loop of passing questions (a draft the analysis refuses) ends where it started.
    exitsOf.set(id, found);
    const question = index.questions.get(id) as Question;
    for (const way of passingWays(stepOf(index, question)) ?? []) {
      const next = way.destination.kind === 'question' ? index.questions.get(way.destination.id) : undefined;
      if (next && passingWays(stepOf(index, next))) {
        for (const [state, exit] of exits(next.id))
          if (!found.has(state))
            found.set(state, {
              destination: exit.destination,
              passage: { first: way.event, rest: exit.passage },
            });
      } else if (!found.has(way.state))
        found.set(way.state, {
          destination: way.destination,
          passage: { first: way.event, rest: undefined },
        });
    }
    return found;
  };
  /** Marks the passing questions a valuation arriving at `id` passes through as reached. */
  const passedThrough = new Set<number>();
  const passThrough = (id: number) => {
    const stack = [id];
    while (stack.length > 0) {
      const at = stack.pop() as number;
      if (passedThrough.has(at)) continue;
      passedThrough.add(at);
      reached.add(at);
      const question = index.questions.get(at);
      for (const way of (question && passingWays(stepOf(index, question))) ?? [])
        if (way.destination.kind === 'question') {
          const next = index.questions.get(way.destination.id);
          if (next && passingWays(stepOf(index, next))) stack.push(next.id);
        }
    }
  };

  // Expand every valuation at every question once (the graph has no loop when this runs: analysis checks that
  // first); a valuation at a passing question goes straight to where its run of passing questions leads. The nodes
  // of the path count are built from expansions of every question only when paths are counted or listed.
  const pending: [number, Arrival][] = [[index.firstQuestionId, first]];
  const seen = new Map<number, Set<string>>();
  const enqueue = (id: number, arrival: Arrival) => {
    let queued = seen.get(id);
    if (!queued) seen.set(id, (queued = new Set()));
    if (queued.has(arrival.signature)) return;
    queued.add(arrival.signature);
    pending.push([id, arrival]);
  };
  while (pending.length > 0 && !exhausted) {
    const [id, arrival] = pending.pop() as [number, Arrival];
    const question = index.questions.get(id);
    if (!question) continue;
    reached.add(id);
    if (passingWays(stepOf(index, question))) {
      passThrough(id);
      const { valuation } = arrival;
      for (const { destination, passage } of exits(id).values()) {
        const trail: Trail = { event: passage, prev: valuation.trail };
        if (destination.kind === 'question')
          enqueue(
            destination.id,
            arrive(destination.id, valuation, undefined, undefined, valuation.alerts, trail),
          );
        else endAt(destination, valuation, undefined, undefined, valuation.alerts, trail);
      }
      continue;
    }
    for (const way of expand(question, arrival).ways)
      if (way.arrival && way.destination.kind === 'question') enqueue(way.destination.id, way.arrival);
  }
  const root = nodeOf(index.firstQuestionId, [first]);

  return {
    steps: { root, from, stuck: (key) => (from(key), stuck.has(key)) },
    verdicts: [...verdicts.values()],
    reached,
    refusedAll,
    assertions: assertionVerdicts,
    tried,
    valuations: [...expansions.values()].reduce((sum, at) => sum + at.size, 0),
    exhausted,
    plan,
  };
}

/** A rule judged on an answer: whether it held, and where the answer was (a witness ends there). */
interface Judgment {
  rule: FlowRule;
  held: boolean;
  state: string;
}

/** One candidate answer at a question (or continuing past a content screen), with what it did. */
interface Attempt {
  event: IntakeEvent;
  /** The answer, keyed as the answers are (none past a content screen). */
  key?: string;
  entry?: StartDataEntry;
  judged: Judgment[];
  /** Its question's checks refused it. */
  refused: boolean;
  /** Where it leads (none when refused or leading nowhere). */
  to?: Destination;
  /** The alerts it raises. */
  raised: readonly string[];
}

/**
 * Judge the stop, branches and alerts of a question for an accepted answer; the names of the alerts it raises.
 * `earlier` holds the answers its routing reads (the totals of its branches on totals among them).
 */
function judgeAnswerRules(
  index: FlowIndex,
  step: Step,
  value: AnswerValue,
  earlier: StartData,
  scope: RuleScope,
  stopped: boolean,
  judged: Judgment[],
): string[] {
  const { question, state } = step;
  if (step.stop) {
    // Judged where a stopping answer or measure has not already stopped the intake.
    const held = holds(scope, step.stop.condition);
    if (held || !stopped) judged.push({ rule: step.stop, held, state });
  }
  // A branch on a total comes first: a next_if branch is judged only where it could be taken.
  let branchTaken =
    stopped ||
    (step.branches.length > 0 &&
      (question.next_when ?? []).some((branch) => {
        const sum = totalValue(index, branch.total, earlier, { question, value });
        return sum !== undefined && boundsHold(branch, sum);
      }));
  for (const rule of step.branches) {
    if (branchTaken) break;
    const held = holds(scope, rule.condition);
    judged.push({ rule, held, state });
    if (held) branchTaken = true;
  }
  const raised: string[] = [];
  for (const { rule, name } of step.alerts) {
    // Alert conditions read answers only (the analysis refuses one that tests an alert), as the storefront's do.
    const held = holds(scope, rule.condition);
    judged.push({ rule, held, state });
    if (held) raised.push(name);
  }
  return raised;
}

/** Judge the `ask_if` of the questions a route passed over (failed) and of the question it arrived at (held). */
function judgeAsks(index: FlowIndex, route: RouteResult, judged: Judgment[]): void {
  if (!route.ok) return;
  const state = destinationState(route.to);
  for (const id of route.passed ?? []) {
    const question = index.questions.get(id);
    const rule = question && stepOf(index, question).ask;
    if (rule) judged.push({ rule, held: false, state });
  }
  if (route.to.kind === 'question') {
    const question = index.questions.get(route.to.id);
    const rule = question && stepOf(index, question).ask;
    if (rule) judged.push({ rule, held: true, state });
  }
}

// ---- what the rest of a flow reads -------------------------------------------------------------------------------

/**
 * A leaf of a condition (a comparison, an option or answered test, an alert or order test) and what decides it:
 * the questions whose answers it reads (an alert test: the question that raises the alert; an order test: none, it
 * is judged on the carts at checkout), and the value references it reads with the questions behind each.
 */
interface Leaf {
  leaf: Condition;
  reads: readonly number[];
  /** `reads` as the answers' keys, and as bits of the flow's `Reach`. */
  keys: readonly string[];
  bits: number[];
  refs: readonly { ref: ValueRef; questions: readonly number[] }[];
}

/** A rule's or assertion's condition, with its leaves. */
interface Judged {
  condition: Condition;
  leaves: readonly Leaf[];
  /** It tests an order: judged with the carts at checkout, never settled from the answers alone. */
  order: boolean;
}

/**
 * What the rest of a flow reads from a question on, as far as the answers given before it can tell: every rule at
 * that question or after it and every assertion and eligibility rule (read at the end) whose leaves read an answer
 * that may already be given. With `leadsTo` (the questions that can still be answered from here on):
 * - a condition none of whose reads can still be answered is settled: only whether it holds matters (`whole`);
 * - otherwise each of its settled leaves matters by whether it holds (`bits`), and each leaf that reads answers
 *   both given and still to come by the values of the given ones (`values`);
 * - a leaf or condition that reads only answers still to come is the same for every path here: left out.
 * Once a condition reads only answers still to come, it does so from every question before (`leadsTo` only grows
 * going back), so each question's list is its own rules and the assertions plus its successors' lists, filtered:
 * a question's list holds the rules ahead that read answers near it, not every rule ahead.
 */
interface Ahead {
  judged: readonly Judged[];
  /** What a signature reads here; questions in a row often read the same, and share one. */
  shape: Shape;
  /** Questions (ids as strings, the answers' keys) whose answers something ahead reads. */
  kept: ReadonlySet<string>;
  /** Questions whose answers the assertions settling here read (judged on arrival, then let go). */
  factReads: ReadonlySet<string>;
}

interface Shape {
  /** Assertions settled here: judged once, when they settle, and kept as facts (their answers are let go). */
  facts: readonly Condition[];
  whole: readonly Condition[];
  bits: readonly Condition[];
  values: readonly ValueRef[];
  /** Totals read ahead by hard stops and branches on totals (`hard_stop_when`, `next_when`): their sums so far. */
  totals: readonly string[];
  /** Whether what is judged tests alerts (the alerts raised so far then matter). */
  readsAlerts: boolean;
  /** Whether a fact tests alerts (judged from the alerts when no facts are given). */
  factsReadAlerts: boolean;
  empty: boolean;
}

const NOTHING_AHEAD: Ahead = {
  judged: [],
  shape: {
    facts: [],
    whole: [],
    bits: [],
    values: [],
    totals: [],
    readsAlerts: false,
    factsReadAlerts: false,
    empty: true,
  },
  kept: new Set(),
  factReads: new Set(),
};

const aheadCache = new WeakMap<FlowIndex, Map<number, Ahead>>();

/** Per index, the questions whose answers any rule, assertion or eligibility rule reads (totals' included). */
const readByIndex = new WeakMap<FlowIndex, ReadonlySet<number>>();

/** Per index, each assertion's condition as the facts of a valuation name it (equal conditions are one). */
const factOfIndex = new WeakMap<FlowIndex, ReadonlyMap<Condition, Condition>>();

function aheadOf(index: FlowIndex): Map<number, Ahead> {
  let found = aheadCache.get(index);
  if (found) return found;
  const graph = questionGraph(index);

  const raisedAt = new Map<string, number>();
  for (const question of index.ordered)
    for (const alert of question.alerts ?? [])
      if (!raisedAt.has(alert.name)) raisedAt.set(alert.name, question.id);
  // Equal leaves and conditions (by their text) are one: an assertion that restates a stop adds nothing.
  const leaves = new Map<string, Leaf>();
  const leafOf = (node: Condition): Leaf => {
    const text = JSON.stringify(node);
    let leaf = leaves.get(text);
    if (leaf) return leaf;
    const reads = readsOf(index, node);
    const questions = [...reads.questions];
    for (const name of reads.alerts) {
      const at = raisedAt.get(name);
      if (at !== undefined) questions.push(at);
    }
    const refs = [...reads.refs].map((ref) => {
      const parsed = parseRef(ref);
      return {
        ref,
        questions:
          parsed.id !== undefined ? [parsed.id] : [...(index.totals.get(parsed.name)?.questions ?? [])],
      };
    });
    leaf = { leaf: node, reads: questions, keys: questions.map(String), bits: [], refs };
    leaves.set(text, leaf);
    return leaf;
  };
  // An assertion is judged apart from a rule that reads the same (it becomes a fact; the rule's answers are kept).
  const byText = new Map<string, Judged>();
  const byObject = { rule: new WeakMap<Condition, Judged>(), end: new WeakMap<Condition, Judged>() };
  const judgedOf = (condition: Condition, at: 'rule' | 'end' = 'rule'): Judged => {
    let judged = byObject[at].get(condition);
    if (judged) return judged;
    const text = `${at}:${JSON.stringify(condition)}`;
    judged = byText.get(text);
    if (!judged) {
      const parts: Leaf[] = [];
      let order = false;
      const visit = (node: Condition): void => {
        if ('all' in node) return node.all.forEach(visit);
        if ('any' in node) return node.any.forEach(visit);
        if ('not' in node) return visit(node.not);
        if ('order' in node) order = true;
        parts.push(leafOf(node));
      };
      visit(condition);
      byText.set(text, (judged = { condition, leaves: parts, order }));
    }
    byObject[at].set(condition, judged);
    return judged;
  };
  // Read at the end of every path: the assertions, and the conditions of the eligibility rules (which decide the
  // carts an assertion about orders is judged on).
  const asserted = new Set(
    (index.flow.assertions ?? []).map((assertion) => judgedOf(assertion.never, 'end')),
  );
  factOfIndex.set(
    index,
    new Map(
      (index.flow.assertions ?? []).map((assertion) => [
        assertion.never,
        judgedOf(assertion.never, 'end').condition,
      ]),
    ),
  );
  const always = [
    ...asserted,
    ...(index.flow.eligibility ?? []).flatMap((rule) => (rule.if ? [judgedOf(rule.if)] : [])),
  ];
  const ordered = [...(graph.topologicalOrder ?? [...index.questions.keys()])];
  const own = new Map<number, Judged[]>();
  for (const id of ordered) {
    const question = index.questions.get(id);
    if (question)
      own.set(
        id,
        rulesOfQuestion(question).map((rule) => judgedOf(rule.condition)),
      );
  }
  const targets = new Set<number>();
  for (const leaf of leaves.values()) for (const q of leaf.reads) targets.add(q);
  for (const total of index.totals.values()) for (const q of total.questions) targets.add(q);
  readByIndex.set(index, targets);
  const reach = reachOf(graph, targets);
  for (const leaf of leaves.values()) leaf.bits = leaf.reads.map((q) => reach.bitOf(q));

  const SETTLED = 0;
  const PENDING = 1;
  const LATER = 2;
  // Numbers for what a signature reads, to find questions that read the same (one shape for them all).
  const numbers = new Map<unknown, number>();
  const numberOf = (thing: unknown) => {
    let n = numbers.get(thing);
    if (n === undefined) numbers.set(thing, (n = numbers.size));
    return n;
  };
  const shapes = new Map<string, Shape>();
  found = new Map();
  for (const id of ordered.reverse()) {
    const question = index.questions.get(id);
    const row = reach.rowOf(id);
    // A question no rule reads and with no rule of its own, whose next questions all read the same from the same
    // later questions, reads what they read: most questions of a long flow share their successor's list.
    if (
      row >= 0 &&
      !targets.has(id) &&
      (own.get(id)?.length ?? 0) === 0 &&
      (!question || isContent(question) || totalsRead(question).length === 0)
    ) {
      let shared: Ahead | undefined;
      let sharedRow = -1;
      let same = true;
      for (const destination of graph.successors.get(id) ?? []) {
        if (destination.kind !== 'question') continue;
        const next = found.get(destination.id);
        const nextRow = reach.rowOf(destination.id);
        if (!next || nextRow < 0 || (shared && (next !== shared || !reach.sameRow(sharedRow, nextRow)))) {
          same = false;
          break;
        }
        shared = next;
        sharedRow = nextRow;
      }
      if (same && shared) {
        found.set(id, shared);
        continue;
      }
    }
    // Whether the question `q` (bit `bit`) can still be answered from here on.
    const later = (q: number, bit: number) => (row >= 0 && bit >= 0 ? reach.rowLeadsTo(row, bit) : q === id);
    const candidates = new Set<Judged>(always);
    const totalNames = new Set<string>();
    for (const judged of own.get(id) ?? []) candidates.add(judged);
    if (question && !isContent(question)) for (const name of totalsRead(question)) totalNames.add(name);
    for (const destination of graph.successors.get(id) ?? []) {
      if (destination.kind !== 'question') continue;
      const next = found.get(destination.id);
      if (!next) continue;
      for (const judged of next.judged) candidates.add(judged);
      for (const name of next.shape.totals) totalNames.add(name);
    }
    const stateOf = (leaf: Leaf) => {
      let still = 0;
      for (let at = 0; at < leaf.reads.length; at += 1)
        if (later(leaf.reads[at] as number, leaf.bits[at] as number)) still += 1;
      return leaf.reads.length === 0 || still === leaf.reads.length ? LATER : still === 0 ? SETTLED : PENDING;
    };
    const given = (questions: readonly number[]) => questions.some((q) => !later(q, reach.bitOf(q)));
    const judged: Judged[] = [];
    const facts: Condition[] = [];
    const whole: Condition[] = [];
    const bits = new Set<Condition>();
    const values = new Set<ValueRef>();
    const kept = new Set<string>();
    const factReads = new Set<string>();
    let readsAlerts = false;
    let factsReadAlerts = false;
    for (const candidate of candidates) {
      const states = candidate.leaves.map(stateOf);
      if (states.every((state) => state === LATER)) continue;
      judged.push(candidate);
      const settled = !candidate.order && states.every((state) => state === SETTLED);
      if (settled && asserted.has(candidate)) {
        // Judged once when it settles and carried as a fact: an assertion's answers are not kept to the end.
        facts.push(candidate.condition);
        for (const leaf of candidate.leaves) {
          for (const key of leaf.keys) factReads.add(key);
          if ('alert' in leaf.leaf) factsReadAlerts = true;
        }
        continue;
      }
      for (const leaf of candidate.leaves) {
        for (const key of leaf.keys) kept.add(key);
        if ('alert' in leaf.leaf) readsAlerts = true;
      }
      if (settled) {
        whole.push(candidate.condition);
        continue;
      }
      candidate.leaves.forEach((leaf, at) => {
        if (states[at] === SETTLED) bits.add(leaf.leaf);
        else if (states[at] === PENDING)
          for (const { ref, questions } of leaf.refs) if (given(questions)) values.add(ref);
      });
    }
    const totals = [...totalNames].filter((name) => given(index.totals.get(name)?.questions ?? []));
    for (const name of totals) for (const q of index.totals.get(name)?.questions ?? []) kept.add(String(q));
    const text = [
      facts.map(numberOf).join(','),
      whole.map(numberOf).join(','),
      [...bits].map(numberOf).join(','),
      [...values].join(','),
      totals.join(','),
      readsAlerts,
      factsReadAlerts,
    ].join('|');
    let shape = shapes.get(text);
    if (!shape) {
      shape = {
        facts,
        whole,
        bits: [...bits],
        values: [...values],
        totals,
        readsAlerts,
        factsReadAlerts,
        empty: facts.length + whole.length + bits.size + values.size + totals.length === 0,
      };
      shapes.set(text, shape);
    }
    found.set(id, { judged, shape, kept, factReads });
  }
  aheadCache.set(index, found);
  return found;
}

/**
 * What of a path's answers (and the alerts it raised) matters from a question on, as a string: two paths with equal
 * signatures at a question have the same continuations (see `Ahead`).
 */
function signatureOf(
  shape: Shape,
  index: FlowIndex,
  answers: StartData,
  asOf: string,
  alerts: readonly string[] | undefined,
  facts?: ReadonlyMap<Condition, boolean>,
): string {
  if (shape.empty) return '';
  const scope: RuleScope = { index, answers, asOf };
  const raised = shape.readsAlerts || (!facts && shape.factsReadAlerts) ? new Set(alerts) : undefined;
  let signature = '';
  for (const condition of shape.facts)
    signature += (facts?.get(condition) ?? holds(scope, condition, raised)) ? '1' : '0';
  for (const condition of shape.whole) signature += holds(scope, condition, raised) ? '1' : '0';
  for (const leaf of shape.bits) signature += holds(scope, leaf, raised) ? '1' : '0';
  for (const ref of shape.values) {
    const value = valueOf(scope, ref);
    signature += value === undefined ? ',' : `,${value}`;
  }
  for (const name of shape.totals) signature += `;${totalValue(index, name, answers) ?? ''}`;
  return signature;
}

/**
 * What of a path's answers matters from a question on (`signatureOf`), for answers given as the machine records
 * them; `alerts` are the alerts the path raised (computed from the answers when not given).
 */
export function answersKey(
  index: FlowIndex,
  questionId: number,
  answers: StartData,
  asOf: string,
  alerts?: readonly string[],
): string {
  const at = aheadOf(index).get(questionId);
  if (!at) return '';
  const raised =
    alerts ??
    (at.shape.readsAlerts || at.shape.factsReadAlerts
      ? raisedAlerts(index, answers, asOf).map((alert) => alert.name)
      : undefined);
  return signatureOf(at.shape, index, answers, asOf, raised);
}
