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
import { questionState, type FlowIndex } from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import {
  destinationState,
  possibleDestinations,
  routeAnswer,
  routeContent,
  routesIn,
  type Destination,
  type RouteResult,
} from '../flow/routing.js';
import { witnessAnswer } from './witness.js';
import { boundsHold, totalsRead, totalValue } from '../flow/totals.js';
import { candidatesFor, planCandidates, readsOthers, type CandidatePlan } from './candidates.js';
import { raisedAlerts } from '../flow/alerts.js';
import { allowedCarts, offerFor, orderTests } from '../flow/eligibility.js';
import { holds, parseRef, valueOf, type RuleScope } from '../flow/conditions.js';
import { alertsRaisedAt, ruleReach, type Reach } from './reach.js';
import { readsOf, rulesById, rulesOf, type FlowRule, type Reads } from './rules-of-flow.js';

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
   * The event, or (past a question whose answers change nothing a rule reads) the way taken, whose event is found
   * when a witness is read, or the ways taken past a run of such questions.
   */
  event: IntakeEvent | PassingWay | Passage;
  prev: Trail | undefined;
}

/** The ways that take a valuation through questions whose answers change nothing a rule reads, first first. */
interface Passage {
  first: PassingWay;
  rest: Passage | undefined;
}

/** A way on from a question whose answers change nothing a rule reads; the event that takes it is found when read. */
interface PassingWay {
  destination: Destination;
  state: string;
  question: Question;
  /** The site of the question it leads to (null: none), found on first use (within one exploration). */
  to: Site | null | undefined;
  event: IntakeEvent | undefined;
  /** Finds an answer (or CONTINUE) that takes `question` to `state` (one function per exploration). */
  find: (question: Question, state: string) => IntakeEvent;
}

const passingEventOf = (way: PassingWay): IntakeEvent => (way.event ??= way.find(way.question, way.state));

/** What a path has given so far, as far as anything ahead can tell. */
interface Valuation {
  /** The answers a rule ahead or an assertion reads (the path's other answers are in its trail). */
  given: Given;
  alerts: readonly string[];
  trail: Trail | undefined;
  /**
   * Assertions already settled on the path (nothing ahead can change what they read): whether each holds. Their
   * answers are no longer kept; the end of the path reads these.
   */
  facts: ReadonlyMap<Condition, boolean>;
}

const NO_FACTS: ReadonlyMap<Condition, boolean> = new Map();

/**
 * Answers a valuation keeps, shared by the valuations that keep the same ones (a path that gives no answer anything
 * ahead reads passes them on as they are), with the last signature worked out from them: most answers arrive with
 * the answers and shape of the one before, and their signature is read, not worked out.
 */
interface Given {
  answers: StartData;
  /** The keys of `answers` (question ids as strings). */
  keys: readonly string[];
  /** The last signature worked out from these answers, and the shape, alerts and facts it read. */
  signature: string;
  shape: Shape | undefined;
  alerts: readonly string[] | undefined;
  facts: ReadonlyMap<Condition, boolean> | undefined;
}

const givenOf = (answers: StartData, keys: readonly string[]): Given => ({
  answers,
  keys,
  signature: '',
  shape: undefined,
  alerts: undefined,
  facts: undefined,
});

/** How often a rule held where it was judged, with a witness of each side. */
export interface RuleVerdict {
  rule: FlowRule;
  judged: number;
  /** Whether some path made it hold, and whether some made it fail (`held` and `failed` are written out when read). */
  everHeld: boolean;
  everFailed: boolean;
  held?: Witness | undefined;
  failed?: Witness | undefined;
}

/**
 * A rule's verdict as the explorer gathers it: the first path of each side is kept as its trail, and its witness
 * written out only when read (most rules hold on some paths and fail on others, and no finding shows either).
 */
class TrailVerdict implements RuleVerdict {
  judged = 0;
  everHeld = false;
  everFailed = false;
  private heldTrail: Trail | undefined;
  private heldState = '';
  private heldWitness: Witness | undefined;
  private failedTrail: Trail | undefined;
  private failedState = '';
  private failedWitness: Witness | undefined;

  constructor(
    readonly rule: FlowRule,
    private readonly index: FlowIndex,
  ) {}

  /** One more path judged it, ending its answer at `state`. */
  see(held: boolean, trail: Trail | undefined, state: string): void {
    this.judged += 1;
    if (held) {
      if (this.everHeld) return;
      this.everHeld = true;
      this.heldTrail = trail;
      this.heldState = state;
    } else {
      if (this.everFailed) return;
      this.everFailed = true;
      this.failedTrail = trail;
      this.failedState = state;
    }
  }

  get held(): Witness | undefined {
    if (!this.everHeld) return undefined;
    return (this.heldWitness ??= lazyWitness(this.index, this.heldTrail, this.heldState));
  }

  get failed(): Witness | undefined {
    if (!this.everFailed) return undefined;
    return (this.failedWitness ??= lazyWitness(this.index, this.failedTrail, this.failedState));
  }
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
    if ('find' in event) events.push(passingEventOf(event));
    else if ('first' in event)
      for (let at: Passage | undefined = event; at; at = at.rest) events.push(passingEventOf(at.first));
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

/**
 * A question as the explorer works on it, prepared once: its rules by when they are judged, and the earlier answers
 * they and its routing read (a question whose rules and routing read none tries its answers once, `independent`).
 * Its answers are tried with the valuation's answers as they are (no copy): a rule reads only the answers it names.
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

const stepsOf = new WeakMap<FlowIndex, (question: Question) => Step>();

/** The steps of any question of `index`, each prepared once (take the lookup once, then call it per question). */
function stepsIn(index: FlowIndex): (question: Question) => Step {
  let lookup = stepsOf.get(index);
  if (!lookup) {
    const steps = new Map<number, Step>();
    const rules = rulesById(index);
    lookup = (question) => {
      let step = steps.get(question.id);
      if (!step)
        steps.set(
          question.id,
          (step = prepareStep(index, question, rules.get(question.id) ?? NO_STEP_RULES)),
        );
      return step;
    };
    stepsOf.set(index, lookup);
  }
  return lookup;
}

const NO_KEYS: readonly string[] = Object.freeze([]);
const NO_STEP_RULES: readonly FlowRule[] = Object.freeze([]);
const NO_STEP_ALERTS: readonly { rule: FlowRule; name: string }[] = Object.freeze([]);

function prepareStep(index: FlowIndex, question: Question, rules: readonly FlowRule[]): Step {
  const id = question.id;
  let ask: FlowRule | undefined;
  let stop: FlowRule | undefined;
  let checks = NO_STEP_RULES;
  let branches = NO_STEP_RULES;
  let alerts = NO_STEP_ALERTS;
  if (rules.length > 0) {
    const checked: FlowRule[] = [];
    const branched: FlowRule[] = [];
    const alerted: { rule: FlowRule; name: string }[] = [];
    for (const rule of rules) {
      if (rule.kind === 'ask') ask = rule;
      else if (rule.kind === 'stop') stop = question.is_hard_stop ? rule : undefined;
      else if (rule.kind === 'check') checked.push(rule);
      else if (rule.kind === 'branch') branched.push(rule);
      else alerted.push({ rule, name: (question.alerts?.[rule.at] as Alert).name });
    }
    checks = checked;
    branches = branched;
    alerts = alerted;
  }
  const judges = stop !== undefined || checks.length + branches.length + alerts.length > 0;
  // Its routing reads its stop and branches, and the `ask_if` of each question a way on may arrive at, and of those
  // it passes over to.
  const routeConditions: Condition[] = [];
  if (stop) routeConditions.push(stop.condition);
  for (const rule of branches) routeConditions.push(rule.condition);
  const content = isContent(question);
  const map = question.next_question_map;
  if (content) askedAlong(index, map[FINAL] === undefined ? question.next : null, routeConditions);
  else {
    for (const branch of question.next_when ?? []) askedAlong(index, branch.next, routeConditions);
    for (const branch of question.next_if ?? []) askedAlong(index, branch.next, routeConditions);
    for (const key in map) askedAlong(index, map[key], routeConditions);
    askedAlong(index, question.next, routeConditions);
  }
  let ownReads = NO_KEYS;
  if (judges) {
    const own: Condition[] = [];
    if (stop) own.push(stop.condition);
    for (const rule of checks) own.push(rule.condition);
    for (const rule of branches) own.push(rule.condition);
    for (const alert of alerts) own.push(alert.rule.condition);
    ownReads = readKeys(index, id, own, NO_NAMES);
  }
  return {
    question,
    state: questionState(id),
    key: String(id),
    ask,
    stop,
    checks,
    branches,
    alerts,
    judges,
    ownReads,
    routeReads: readKeys(
      index,
      id,
      routeConditions,
      !content && totalsReadBy(question) ? totalsRead(question) : NO_NAMES,
    ),
  };
}

const NO_NAMES: readonly string[] = Object.freeze([]);

const SCRATCH_READS: Reads = {
  questions: new Set(),
  totals: new Set(),
  calculations: new Set(),
  alerts: new Set(),
  refs: new Set(),
};

/** Empty reads to fill and copy out of at once (never kept: the next call empties them). */
function scratchReads(): Reads {
  const { questions, totals, calculations, alerts, refs } = SCRATCH_READS;
  // Emptying a set allocates its table anew: only those in use are.
  if (questions.size > 0) questions.clear();
  if (totals.size > 0) totals.clear();
  if (calculations.size > 0) calculations.clear();
  if (alerts.size > 0) alerts.clear();
  if (refs.size > 0) refs.clear();
  return SCRATCH_READS;
}

/** The questions `conditions` and the totals `totals` read, but question `id`, as the answers' keys. */
function readKeys(
  index: FlowIndex,
  id: number,
  conditions: readonly Condition[],
  totals: readonly string[],
): readonly string[] {
  if (conditions.length === 0 && totals.length === 0) return NO_KEYS;
  const reads = scratchReads();
  for (const condition of conditions) readsOf(index, condition, reads);
  const { questions } = reads;
  for (const name of totals) for (const q of index.totals.get(name)?.questions ?? []) questions.add(q);
  questions.delete(id);
  return questions.size === 0 ? NO_KEYS : [...questions].map(String);
}

/** Whether a way on of a question arrives at a question asked on a condition (`askedAlong` would find one). */
function asksAhead(index: FlowIndex, question: Question): boolean {
  const map = question.next_question_map;
  if (isContent(question)) return isAskedOn(index, map[FINAL] === undefined ? question.next : null);
  for (const branch of question.next_when ?? []) if (isAskedOn(index, branch.next)) return true;
  for (const branch of question.next_if ?? []) if (isAskedOn(index, branch.next)) return true;
  for (const key in map) if (isAskedOn(index, map[key])) return true;
  return isAskedOn(index, question.next);
}

/** Whether the question `target` is asked only when its condition holds. */
function isAskedOn(index: FlowIndex, target: number | null | undefined): boolean {
  return target !== null && target !== undefined && !!index.questions.get(target)?.ask_if;
}

/** Adds to `asked` the `ask_if` of the question `first` and of those it passes over to, while they have one. */
function askedAlong(index: FlowIndex, first: number | null | undefined, asked: Condition[]): void {
  let seen: number[] | undefined;
  for (let target = first; target !== null && target !== undefined;) {
    const at = index.questions.get(target);
    if (!at?.ask_if || seen?.includes(at.id)) return;
    (seen ??= []).push(at.id);
    asked.push(at.ask_if);
    target = at.next_question_map[FINAL] === undefined ? at.next : null;
  }
}

type Judge = (rule: FlowRule, held: boolean, trail: Trail | undefined, state: string) => void;

/** A valuation as it arrives at a question: what of it matters there, and it with only the answers kept there. */
interface Arrival {
  signature: string;
  valuation: Valuation;
}

/** A way on from a valuation at a question: where, and (to a question) how the valuation arrives there. */
interface Way {
  destination: Destination;
  state: string;
  /** The question's site, for a way to a question of the flow. */
  site?: Site | undefined;
  arrival?: Arrival;
}

interface Expansion {
  ways: Way[];
  /** No answer goes on (every one is refused, or leads nowhere). */
  stuck: boolean;
}

/** Where a run of questions whose answers change nothing a rule reads leads: a question or an end, by one passage. */
interface Exit extends Passage {
  state: string;
  destination: Destination;
  /** The question's site, for an exit to a question of the flow. */
  site: Site | undefined;
  /** The passage there (the exit itself: its first way, then the exit it continues to). */
  rest: Exit | undefined;
}

/** A question as one exploration works on it, prepared when a path first reaches it. */
interface Site {
  question: Question;
  /** Its machine state. */
  state: string;
  /** What the rules ahead of it read. */
  ahead: Ahead;
  /** Its step (`stepAt`), prepared when first needed: a question whose answers change nothing a rule reads has none. */
  step: Step | undefined;
  /**
   * Its ways on when its answers change nothing a rule reads (`passingWays`), null otherwise; undefined until
   * worked out.
   */
  passing: readonly PassingWay[] | null | undefined;
  /** Where a valuation arriving here goes on to (a passing question only), worked out on first use. */
  exits: readonly Exit[] | undefined;
  /** The passing questions a valuation arriving here passes through are marked as reached. */
  passedThrough: boolean;
  /** Whether every answer does the same whatever came before (`independent`); undefined until worked out. */
  independent: boolean | undefined;
  /** The attempts of an independent question, worked out once. */
  fixed: Attempt[] | undefined;
  /** Its expansions, by signature: the first one's kept apart (most questions have one), the others in a map. */
  expanded: string | undefined;
  expansion: Expansion | undefined;
  expansions: Map<string, Expansion> | undefined;
  /** Signatures already queued for expansion: the first, then the others. */
  queued: string | undefined;
  moreQueued: Set<string> | undefined;
}

const NO_JUDGMENTS: readonly Judgment[] = Object.freeze([]);
const NO_ALERTS: readonly string[] = Object.freeze([]);

function run(index: FlowIndex, asOf: string, products: readonly Product[] | undefined): Exploration {
  const plan = planCandidates(index, asOf);
  const ahead = aheadOf(index);
  const stepOf = stepsIn(index);
  const assertions = index.flow.assertions ?? [];
  const assertionVerdicts: AssertionVerdict[] = assertions.map((a) => ({ name: a.name, title: a.title }));
  const verdicts = new Map<FlowRule, TrailVerdict>();
  for (const rule of rulesOf(index)) verdicts.set(rule, new TrailVerdict(rule, index));
  const judge: Judge = (rule, held, trail, state) => {
    let verdict = verdicts.get(rule);
    if (!verdict) verdicts.set(rule, (verdict = new TrailVerdict(rule, index)));
    verdict.see(held, trail, state);
  };
  const reached = new Set<number>();
  const refusedAll = new Map<number, Witness>();
  /** The alerts a path raised, as a set: paths share their list of alerts until one raises another. */
  const raisedSets = new Map<readonly string[], ReadonlySet<string>>();
  const raisedSet = (alerts: readonly string[]): ReadonlySet<string> => {
    let raised = raisedSets.get(alerts);
    if (!raised) raisedSets.set(alerts, (raised = new Set(alerts)));
    return raised;
  };
  let tried = 0;
  let valuations = 0;
  let exhausted = false;

  const sites = new Map<number, Site>();
  const siteOf = (question: Question): Site => {
    let site = sites.get(question.id);
    if (!site) {
      site = {
        question,
        state: questionState(question.id),
        ahead: ahead.get(question.id) ?? NOTHING_AHEAD,
        step: undefined,
        passing: undefined,
        exits: undefined,
        passedThrough: false,
        independent: undefined,
        fixed: undefined,
        expanded: undefined,
        expansion: undefined,
        expansions: undefined,
        queued: undefined,
        moreQueued: undefined,
      };
      sites.set(question.id, site);
    }
    return site;
  };
  /** The site of the question a destination names (none for an end, or a question the flow lacks). */
  const siteAt = (destination: Destination): Site | undefined => {
    if (destination.kind !== 'question') return undefined;
    const question = index.questions.get(destination.id);
    return question ? siteOf(question) : undefined;
  };
  const stepAt = (site: Site): Step => (site.step ??= stepOf(site.question));
  /** What the rules ahead of question `id` read. */
  const aheadAt = (id: number): Ahead => ahead.get(id) ?? NOTHING_AHEAD;

  /**
   * A valuation arriving at question `id` after the answer `entry` to the question of `key` (none after a content
   * screen): its signature there, with only the answers kept there (no copy when none is dropped or added).
   */
  const arrive = (
    at: Ahead,
    base: Valuation,
    key: string | undefined,
    entry: StartDataEntry | undefined,
    alerts: readonly string[],
    trail: Trail | undefined,
  ): Arrival => {
    const { kept } = at;
    // Assertions that settle here are judged now, with this answer, before their answers are let go.
    let { facts } = base;
    const settling = at.shape.facts;
    let unsettled = false;
    for (const condition of settling)
      if (!facts.has(condition)) {
        unsettled = true;
        break;
      }
    if (unsettled) {
      const answers =
        key !== undefined && entry !== undefined
          ? { ...base.given.answers, [key]: entry }
          : base.given.answers;
      const settled = new Map(facts);
      const raised = raisedSet(alerts);
      for (const fact of settling)
        if (!settled.has(fact)) settled.set(fact, holds({ index, answers, asOf }, fact, raised));
      facts = settled;
    }
    const add = key !== undefined && entry !== undefined && kept.has(key);
    let { given } = base;
    let change = add;
    if (!change)
      for (const k of given.keys)
        if (!kept.has(k)) {
          change = true;
          break;
        }
    if (change) {
      const { answers, keys } = given;
      const picked = answersObject();
      const names: string[] = [];
      for (const k of keys) {
        if (!kept.has(k) || k === key) continue;
        picked[k] = answers[k] as StartDataEntry;
        names.push(k);
      }
      if (add) {
        picked[key] = entry;
        names.push(key);
      }
      given = givenOf(picked, names);
    }
    const signature = signatureIn(at.shape, given, alerts, facts);
    return { signature, valuation: { given, alerts, trail, facts } };
  };
  /** The signature of answers `given` at a question of shape `shape` (the last one worked out from them, if alike). */
  const signatureIn = (
    shape: Shape,
    given: Given,
    alerts: readonly string[],
    facts: ReadonlyMap<Condition, boolean>,
  ): string => {
    if (shape.empty) return '';
    if (
      given.shape === shape &&
      (!shape.readsAlerts || given.alerts === alerts) &&
      (shape.facts.length === 0 || given.facts === facts)
    )
      return given.signature;
    const raised = shape.readsAlerts ? raisedSet(alerts) : undefined;
    const signature = signatureOf(shape, index, given.answers, asOf, raised, facts);
    given.shape = shape;
    given.alerts = alerts;
    given.facts = facts;
    given.signature = signature;
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
  const broken = (verdict: AssertionVerdict, assertion: ProtocolAssertion, witness: Witness) => {
    verdict.violation = witness;
    unprovenAtCheckout -= 1;
    if (assertion.at === 'any_end') unprovenAnywhere -= 1;
  };
  const endAt = (
    destination: Destination,
    valuation: Valuation,
    key: string | undefined,
    entry: StartDataEntry | undefined,
    alerts: readonly string[],
    trail: Trail | undefined,
  ) => {
    const atCheckout = destination.kind === 'checkout';
    if ((atCheckout ? unprovenAtCheckout : unprovenAnywhere) === 0) return;
    const state = destinationState(destination);
    const answers =
      key !== undefined && entry !== undefined && endReads.has(key)
        ? { ...valuation.given.answers, [key]: entry }
        : valuation.given.answers;
    const scope = { index, answers, asOf };
    const raised = readsAlerts ? raisedSet(alerts) : undefined;
    // At checkout, an assertion about orders is judged for every cart the answers allow.
    const carts = atCheckout && products ? allowedCarts(offerFor(index, answers, asOf, products)) : [];
    for (let at = 0; at < assertions.length; at += 1) {
      const assertion = assertions[at] as ProtocolAssertion;
      const verdict = assertionVerdicts[at] as AssertionVerdict;
      if (verdict.violation || (!atCheckout && assertion.at !== 'any_end')) continue;
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
  const expand = (site: Site, arrival: Arrival): Expansion => {
    const { question } = site;
    const memo = arrival.signature;
    const known = site.expanded === memo ? site.expansion : site.expansions?.get(memo);
    if (known) return known;
    valuations += 1;
    const { valuation } = arrival;
    const passing = passingWays(site);
    if (passing) {
      // Every answer leaves the valuation as it is: it goes on to each way its answers take.
      const ways: Way[] = [];
      for (const way of passing) {
        const trail: Trail = { event: way, prev: valuation.trail };
        if (way.destination.kind === 'question')
          ways.push({
            destination: way.destination,
            state: way.state,
            arrival: arrive(
              aheadAt(way.destination.id),
              valuation,
              undefined,
              undefined,
              valuation.alerts,
              trail,
            ),
          });
        else {
          ways.push({ destination: way.destination, state: way.state });
          endAt(way.destination, valuation, undefined, undefined, valuation.alerts, trail);
        }
      }
      const expansion = { ways, stuck: ways.length === 0 };
      remember(site, memo, expansion);
      return expansion;
    }
    const step = stepAt(site);
    let attempts: Attempt[];
    if (independent(site)) attempts = site.fixed ??= attemptsAt(step, NO_ANSWERS);
    else attempts = attemptsAt(step, valuation.given.answers);

    const ways: Way[] = [];
    let wentOn = false;
    let refused = 0;
    // Answers that lead to one question, raise no alert and are not read there arrive alike: the first stands for all.
    let alike: number[] | undefined;
    for (const attempt of attempts) {
      const trail: Trail = { event: attempt.event, prev: valuation.trail };
      const { judged } = attempt;
      for (let at = 0; at < judged.length; at += 1) {
        const judgment = judged[at] as Judgment;
        judge(judgment.rule, judgment.held, trail, judgment.state);
      }
      if (attempt.refused) refused += 1;
      const destination = attempt.to;
      if (!destination) continue;
      wentOn = true;
      const alerts = attempt.raised.length > 0 ? [...valuation.alerts, ...attempt.raised] : valuation.alerts;
      const site = siteAt(destination);
      const state = site ? site.state : destinationState(destination);
      if (destination.kind === 'question') {
        const there = site ? site.ahead : NOTHING_AHEAD;
        const unread =
          alerts === valuation.alerts &&
          (attempt.key === undefined || (!there.kept.has(attempt.key) && !there.factReads.has(attempt.key)));
        if (unread) {
          if (alike?.includes(destination.id)) continue;
          (alike ??= []).push(destination.id);
        }
        ways.push({
          destination,
          state,
          site,
          arrival: arrive(there, valuation, attempt.key, attempt.entry, alerts, trail),
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
    remember(site, memo, expansion);
    return expansion;
  };

  /**
   * The ways on of a question that changes nothing a rule reads: it has no rule, its routing reads no earlier answer
   * (no branch on a total, no `ask_if` where it leads), and nothing reads its answer. Every valuation goes on
   * unchanged along each way some answer takes, `possibleDestinations` (exact for such a question: its answer
   * space); the answer that takes a way is looked for only when a witness is read. Null for other questions.
   */
  const read = readByIndex.get(index) as ReadonlySet<number>;
  const routes = routesIn(index);
  const ruled = rulesById(index);
  const factOf = factOfIndex.get(index) as ReadonlyMap<Condition, Condition>;
  const passingWays = (site: Site): readonly PassingWay[] | null => {
    if (site.passing !== undefined) return site.passing;
    const { question } = site;
    let found: PassingWay[] | null = null;
    // A question without rules whose routing reads no total and arrives at no question asked on a condition reads
    // no earlier answer: it needs no step to tell.
    const plain =
      !ruled.has(question.id) &&
      (isContent(question) || !totalsReadBy(question)) &&
      !asksAhead(index, question);
    if (
      !read.has(question.id) &&
      (plain ||
        (!stepAt(site).judges &&
          stepAt(site).routeReads.length === 0 &&
          !question.alerts?.length &&
          !question.checks?.length))
    ) {
      const { destinations, states } = routes(question);
      found = destinations.map((destination, at) => ({
        destination,
        state: states[at] as string,
        question,
        to: undefined,
        event: undefined,
        find: passingEvent,
      }));
    }
    site.passing = found;
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
  const independent = (site: Site): boolean =>
    (site.independent ??=
      stepAt(site).routeReads.length === 0 &&
      stepAt(site).ownReads.length === 0 &&
      !readsOthers(plan, site.question));

  /**
   * Every candidate answer to a question after the answers `earlier` (only those its rules and routing read): what
   * its checks and rules say, and where it leads.
   */
  const attemptsAt = (step: Step, earlier: StartData): Attempt[] => {
    const { question } = step;
    // The rules and routing read only the answers they name (`routeReads`, `ownReads`), which the valuation keeps.
    const routeEarlier = earlier;
    if (isContent(question)) {
      const route = routeContent(index, question, routeEarlier, asOf);
      const judged: Judgment[] = [];
      judgeAsks(index, stepOf, route, judged);
      return [
        {
          event: { type: 'CONTINUE' },
          judged,
          refused: false,
          raised: NO_ALERTS,
          ...(route.ok ? { to: route.to } : {}),
        },
      ];
    }
    const ownEarlier = step.judges ? earlier : NO_ANSWERS;
    // The rules of this question read the answers before it with the answer tried beside them.
    const current = { question, value: undefined as unknown as AnswerValue };
    const scope: RuleScope = { index, answers: ownEarlier, asOf, current };
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
        judged: NO_JUDGMENTS as Judgment[],
        refused: false,
        raised: NO_ALERTS,
        to: undefined,
      };
      attempts.push(attempt);
      current.value = value;
      if (step.judges)
        for (const rule of step.checks) {
          const held = holds(scope, rule.condition);
          judgedOf(attempt).push({ rule, held, state: step.state });
          if (!held) attempt.refused = true;
        }
      if (attempt.refused) continue;
      // Routing that reads no earlier answer routes each candidate alike after any answers.
      const route =
        step.routeReads.length === 0
          ? (candidate.route ??= routeAnswer(index, question, value, asOf, NO_ANSWERS))
          : routeAnswer(index, question, value, asOf, routeEarlier);
      const stopped = route.ok && route.to.kind === 'stop';
      if (step.judges)
        attempt.raised = judgeAnswerRules(index, step, value, routeEarlier, scope, stopped, attempt);
      judgeAsks(index, stepOf, route, attempt);
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
      const expansion = expand(siteOf(question), arrival);
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
  const start: Valuation = { given: givenOf({}, []), alerts: NO_ALERTS, trail: lead, facts: NO_FACTS };
  const first = arrive(aheadAt(index.firstQuestionId), start, undefined, undefined, NO_ALERTS, lead);

  /** The site a passing way leads to, if its question is passing too (`passingWays`). */
  const passingSite = (way: PassingWay): Site | undefined => {
    if (way.to === undefined) way.to = siteAt(way.destination) ?? null;
    return way.to && passingWays(way.to) ? way.to : undefined;
  };
  /**
   * Where a valuation that arrives at a passing question (`passingWays`) goes on to: each question that is not
   * passing, and each end, that a run of passing questions leads to, with the ways of one such run. Worked out
   * once per question, as every valuation goes through the same way.
   */
  const exits = (site: Site): readonly Exit[] => {
    if (site.exits) return site.exits;
    const found: Exit[] = [];
    // A loop of passing questions (a draft the analysis refuses) ends where it started.
    site.exits = found;
    for (const way of passingWays(site) ?? []) {
      const next = passingSite(way);
      if (next) {
        for (const exit of exits(next))
          if (!hasExit(found, exit.state))
            found.push({
              state: exit.state,
              destination: exit.destination,
              site: exit.site,
              first: way,
              rest: exit,
            });
      } else if (!hasExit(found, way.state))
        found.push({
          state: way.state,
          destination: way.destination,
          site: way.to ?? undefined,
          first: way,
          rest: undefined,
        });
    }
    return found;
  };
  /** Marks the passing questions a valuation arriving at `site` passes through as reached. */
  const stack: Site[] = [];
  const passThrough = (site: Site) => {
    stack.push(site);
    while (stack.length > 0) {
      const at = stack.pop() as Site;
      if (at.passedThrough) continue;
      at.passedThrough = true;
      reached.add(at.question.id);
      for (const way of passingWays(at) ?? []) {
        const next = passingSite(way);
        if (next) stack.push(next);
      }
    }
  };

  // Expand every valuation at every question once (the graph has no loop when this runs: analysis checks that
  // first); a valuation at a passing question goes straight to where its run of passing questions leads. The nodes
  // of the path count are built from expansions of every question only when paths are counted or listed.
  const pending: [Site, Arrival][] = [];
  const enqueue = (site: Site | undefined, arrival: Arrival) => {
    if (!site) return;
    const { signature } = arrival;
    if (site.queued === undefined) site.queued = signature;
    else {
      if (site.queued === signature || site.moreQueued?.has(signature)) return;
      (site.moreQueued ??= new Set()).add(signature);
    }
    pending.push([site, arrival]);
  };
  const firstQuestion = index.questions.get(index.firstQuestionId);
  enqueue(firstQuestion && siteOf(firstQuestion), first);
  while (pending.length > 0 && !exhausted) {
    const [site, arrival] = pending.pop() as [Site, Arrival];
    reached.add(site.question.id);
    if (passingWays(site)) {
      passThrough(site);
      const { valuation } = arrival;
      for (const exit of exits(site)) {
        const trail: Trail = { event: exit, prev: valuation.trail };
        if (exit.destination.kind === 'question')
          enqueue(
            exit.site,
            arrive(
              exit.site?.ahead ?? NOTHING_AHEAD,
              valuation,
              undefined,
              undefined,
              valuation.alerts,
              trail,
            ),
          );
        else endAt(exit.destination, valuation, undefined, undefined, valuation.alerts, trail);
      }
      continue;
    }
    for (const way of expand(site, arrival).ways) if (way.arrival) enqueue(way.site, way.arrival);
  }
  const root = nodeOf(index.firstQuestionId, [first]);

  return {
    steps: { root, from, stuck: (key) => (from(key), stuck.has(key)) },
    verdicts: [...verdicts.values()],
    reached,
    refusedAll,
    assertions: assertionVerdicts,
    tried,
    valuations,
    exhausted,
    plan,
  };
}

/** Whether one of `exits` leads to `state`. */
function hasExit(exits: readonly Exit[], state: string): boolean {
  for (const exit of exits) if (exit.state === state) return true;
  return false;
}

/** Keeps the expansion of a site's valuation of signature `signature`. */
function remember(site: Site, signature: string, expansion: Expansion): void {
  if (site.expanded === undefined) {
    site.expanded = signature;
    site.expansion = expansion;
  } else (site.expansions ??= new Map()).set(signature, expansion);
}

/** The judgments of an attempt, to add to (its own list from the first one on). */
function judgedOf(attempt: Attempt): Judgment[] {
  if (attempt.judged === NO_JUDGMENTS) attempt.judged = [];
  return attempt.judged;
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
  to?: Destination | undefined;
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
  attempt: Attempt,
): readonly string[] {
  const { question, state } = step;
  if (step.stop) {
    // Judged where a stopping answer or measure has not already stopped the intake.
    const held = holds(scope, step.stop.condition);
    if (held || !stopped) judgedOf(attempt).push({ rule: step.stop, held, state });
  }
  // A branch on a total comes first: a next_if branch is judged only where it could be taken.
  let branchTaken = stopped;
  if (!branchTaken && step.branches.length > 0)
    for (const branch of question.next_when ?? []) {
      const sum = totalValue(index, branch.total, earlier, { question, value });
      if (sum !== undefined && boundsHold(branch, sum)) {
        branchTaken = true;
        break;
      }
    }
  for (const rule of step.branches) {
    if (branchTaken) break;
    const held = holds(scope, rule.condition);
    judgedOf(attempt).push({ rule, held, state });
    if (held) branchTaken = true;
  }
  let raised: string[] | undefined;
  for (const { rule, name } of step.alerts) {
    // Alert conditions read answers only (the analysis refuses one that tests an alert), as the storefront's do.
    const held = holds(scope, rule.condition);
    judgedOf(attempt).push({ rule, held, state });
    if (held) (raised ??= []).push(name);
  }
  return raised ?? NO_ALERTS;
}

/** Judge the `ask_if` of the questions a route passed over (failed) and of the question it arrived at (held). */
function judgeAsks(
  index: FlowIndex,
  stepOf: (question: Question) => Step,
  route: RouteResult,
  attempt: Attempt | Judgment[],
): void {
  if (!route.ok) return;
  const { to, passed } = route;
  const arrived = to.kind === 'question' ? index.questions.get(to.id) : undefined;
  if (!passed && !arrived?.ask_if) return;
  const judged = Array.isArray(attempt) ? attempt : judgedOf(attempt);
  const state = destinationState(to);
  for (const id of passed ?? []) {
    const question = index.questions.get(id);
    const rule = question?.ask_if && stepOf(question).ask;
    if (rule) judged.push({ rule, held: false, state });
  }
  const rule = arrived?.ask_if && stepOf(arrived).ask;
  if (rule) judged.push({ rule, held: true, state });
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
  refs: readonly { ref: ValueRef; questions: readonly number[]; bits: number[] }[];
  /** It tests an alert. */
  alert: boolean;
  /** The last question (as `aheadOf` numbers them) that listed it among its bits. */
  mark: number;
}

/** A rule's or assertion's condition, with its leaves. */
interface Judged {
  condition: Condition;
  leaves: readonly Leaf[];
  /** It tests an order: judged with the carts at checkout, never settled from the answers alone. */
  order: boolean;
  /** It is an assertion's (judged at the end of a path, settled into a fact). */
  asserted: boolean;
  /** The last question (as `aheadOf` numbers them) that listed it among its candidates. */
  mark: number;
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

/** No answers read (shared: never added to). */
const NO_KEYS_READ: ReadonlySet<string> = new Set();

/** Per index, the questions whose answers any rule, assertion or eligibility rule reads (totals' included). */
const readByIndex = new WeakMap<FlowIndex, ReadonlySet<number>>();

/** Per index, each assertion's condition as the facts of a valuation name it (equal conditions are one). */
const factOfIndex = new WeakMap<FlowIndex, ReadonlyMap<Condition, Condition>>();

const SETTLED = 0;
const PENDING = 1;
const LATER = 2;

function aheadOf(index: FlowIndex): Map<number, Ahead> {
  let found = aheadCache.get(index);
  if (found) return found;
  const graph = questionGraph(index);

  const raisedAt = alertsRaisedAt(index);
  // Equal leaves and conditions (by their text) are one: an assertion that restates a stop adds nothing.
  const leaves = new Map<string, Leaf>();
  const leafOf = (node: Condition, text: string): Leaf => {
    let leaf = leaves.get(text);
    if (leaf) return leaf;
    const reads = readsOf(index, node, scratchReads());
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
        bits: [],
      };
    });
    leaf = {
      leaf: node,
      reads: questions,
      keys: questions.map(String),
      bits: [],
      refs,
      alert: 'alert' in node,
      mark: -1,
    };
    leaves.set(text, leaf);
    return leaf;
  };
  // An assertion is judged apart from a rule that reads the same (it becomes a fact; the rule's answers are kept).
  const byText = new Map<string, Judged>();
  const byObject = { rule: new Map<Condition, Judged>(), end: new Map<Condition, Judged>() };
  const judgedOf = (condition: Condition, at: 'rule' | 'end' = 'rule'): Judged => {
    let judged = byObject[at].get(condition);
    if (judged) return judged;
    // The condition's text (its JSON), put together from its leaves' texts, each leaf found by its own.
    const parts: Leaf[] = [];
    let order = false;
    const textOf = (node: Condition): string => {
      if ('all' in node || 'any' in node || 'not' in node) {
        const parts = 'all' in node ? node.all : 'any' in node ? node.any : [node.not];
        const texts = parts.map(textOf);
        if (onlyKey(node, 'all')) return `{"all":[${texts.join(',')}]}`;
        if (onlyKey(node, 'any')) return `{"any":[${texts.join(',')}]}`;
        if (onlyKey(node, 'not')) return `{"not":${texts[0] as string}}`;
        // Not as the schema writes it: its text is its JSON.
        return JSON.stringify(node);
      }
      if ('order' in node) order = true;
      const text = JSON.stringify(node);
      parts.push(leafOf(node, text));
      return text;
    };
    const text = `${at}:${textOf(condition)}`;
    judged = byText.get(text);
    if (!judged)
      byText.set(text, (judged = { condition, leaves: parts, order, asserted: at === 'end', mark: -1 }));
    byObject[at].set(condition, judged);
    return judged;
  };
  // Read at the end of every path: the assertions, and the conditions of the eligibility rules (which decide the
  // carts an assertion about orders is judged on).
  const factOf = new Map<Condition, Condition>();
  const always: Judged[] = [];
  for (const assertion of index.flow.assertions ?? []) {
    const judged = judgedOf(assertion.never, 'end');
    factOf.set(assertion.never, judged.condition);
    if (!always.includes(judged)) always.push(judged);
  }
  factOfIndex.set(index, factOf);
  for (const rule of index.flow.eligibility ?? []) if (rule.if) always.push(judgedOf(rule.if));
  const ordered = graph.topologicalOrder ?? [...index.questions.keys()];
  const ruled = rulesById(index);
  /** Each question's own rules, by its position in `ordered`. */
  const own: (readonly Judged[])[] = [];
  const questions: (Question | undefined)[] = [];
  for (const id of ordered) {
    const question = index.questions.get(id);
    questions.push(question);
    const rules = ruled.get(id) ?? [];
    own.push(rules.length === 0 ? [] : rules.map((rule) => judgedOf(rule.condition)));
  }
  // The questions the leaves read (and the totals'), each a bit of the reach.
  const { targets, reach } = ruleReach(index);
  readByIndex.set(index, targets);
  for (const leaf of leaves.values()) {
    leaf.bits = leaf.reads.map((q) => reach.bitOf(q));
    for (const ref of leaf.refs) ref.bits = ref.questions.map((q) => reach.bitOf(q));
  }
  const totalBits = new Map<string, { questions: readonly number[]; bits: readonly number[] }>();
  for (const [name, total] of index.totals)
    totalBits.set(name, { questions: total.questions, bits: total.questions.map((q) => reach.bitOf(q)) });

  // Numbers for what a signature reads, to find questions that read the same (one shape for them all).
  const numbers = new Map<unknown, number>();
  const numberOf = (thing: unknown) => {
    let n = numbers.get(thing);
    if (n === undefined) numbers.set(thing, (n = numbers.size));
    return n;
  };
  const numbered = (things: readonly unknown[]) => {
    let text = '';
    for (let at = 0; at < things.length; at += 1) text += (at > 0 ? ',' : '') + numberOf(things[at]);
    return text;
  };
  const shapes = new Map<string, Shape>();
  found = new Map();
  const candidates: Judged[] = [];
  const states: number[] = [];
  for (let position = ordered.length - 1; position >= 0; position -= 1) {
    const id = ordered[position] as number;
    const question = questions[position];
    const mine = own[position] as readonly Judged[];
    const row = reach.rowOf(id);
    const successors = graph.successors.get(id) ?? [];
    const readsTotals = question !== undefined && !isContent(question) && totalsReadBy(question);
    // A question no rule reads and with no rule of its own, whose next questions all read the same from the same
    // later questions, reads what they read: most questions of a long flow share their successor's list.
    if (row >= 0 && !targets.has(id) && mine.length === 0 && !readsTotals) {
      let shared: Ahead | undefined;
      let sharedRow = -1;
      let same = true;
      for (const destination of successors) {
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
    // The candidates, each once, in the order first met: the assertions and eligibility rules, this question's
    // rules, then the lists of the questions it leads to.
    candidates.length = 0;
    consider(candidates, always, position);
    consider(candidates, mine, position);
    const totalNames: string[] = readsTotals ? totalsRead(question) : [];
    for (const destination of successors) {
      if (destination.kind !== 'question') continue;
      const next = found.get(destination.id);
      if (!next) continue;
      consider(candidates, next.judged, position);
      for (const name of next.shape.totals) if (!totalNames.includes(name)) totalNames.push(name);
    }
    const judged: Judged[] = [];
    const facts: Condition[] = [];
    const whole: Condition[] = [];
    const bits: Condition[] = [];
    const values: ValueRef[] = [];
    let kept: Set<string> | undefined;
    let factReads: Set<string> | undefined;
    let readsAlerts = false;
    let factsReadAlerts = false;
    for (const candidate of candidates) {
      const { leaves: parts } = candidate;
      let allLater = true;
      let allSettled = true;
      for (let at = 0; at < parts.length; at += 1) {
        const leaf = parts[at] as Leaf;
        const { reads } = leaf;
        let still = 0;
        for (let r = 0; r < reads.length; r += 1)
          if (stillToCome(reach, row, id, reads[r] as number, leaf.bits[r] as number)) still += 1;
        const state = reads.length === 0 || still === reads.length ? LATER : still === 0 ? SETTLED : PENDING;
        states[at] = state;
        if (state !== LATER) allLater = false;
        if (state !== SETTLED) allSettled = false;
      }
      if (allLater) continue;
      judged.push(candidate);
      const settled = !candidate.order && allSettled;
      if (settled && candidate.asserted) {
        // Judged once when it settles and carried as a fact: an assertion's answers are not kept to the end.
        facts.push(candidate.condition);
        for (const leaf of parts) {
          for (const key of leaf.keys) (factReads ??= new Set()).add(key);
          if (leaf.alert) factsReadAlerts = true;
        }
        continue;
      }
      for (const leaf of parts) {
        for (const key of leaf.keys) (kept ??= new Set()).add(key);
        if (leaf.alert) readsAlerts = true;
      }
      if (settled) {
        whole.push(candidate.condition);
        continue;
      }
      for (let at = 0; at < parts.length; at += 1) {
        const leaf = parts[at] as Leaf;
        if (states[at] === SETTLED) {
          if (leaf.mark !== position) {
            leaf.mark = position;
            bits.push(leaf.leaf);
          }
        } else if (states[at] === PENDING)
          for (const ref of leaf.refs)
            if (!values.includes(ref.ref) && anyGiven(reach, row, id, ref.questions, ref.bits))
              values.push(ref.ref);
      }
    }
    const totals = totalNames.filter((name) => {
      const total = totalBits.get(name);
      return total !== undefined && anyGiven(reach, row, id, total.questions, total.bits);
    });
    for (const name of totals)
      for (const q of index.totals.get(name)?.questions ?? []) (kept ??= new Set()).add(String(q));
    const text = `${numbered(facts)}|${numbered(whole)}|${numbered(bits)}|${values.join(',')}|${totals.join(',')}|${readsAlerts}|${factsReadAlerts}`;
    let shape = shapes.get(text);
    if (!shape) {
      shape = {
        facts,
        whole,
        bits,
        values,
        totals,
        readsAlerts,
        factsReadAlerts,
        empty: facts.length + whole.length + bits.length + values.length + totals.length === 0,
      };
      shapes.set(text, shape);
    }
    found.set(id, { judged, shape, kept: kept ?? NO_KEYS_READ, factReads: factReads ?? NO_KEYS_READ });
  }
  aheadCache.set(index, found);
  return found;
}

/** Whether a condition has `key` and no other property (as the schema writes `all`, `any` and `not`). */
function onlyKey(node: Condition, key: 'all' | 'any' | 'not'): boolean {
  if (!(key in node)) return false;
  for (const other in node) if (other !== key) return false;
  return true;
}

/** Adds the judged conditions not yet among `candidates` for the question at `position` (marked as they are). */
function consider(candidates: Judged[], judged: readonly Judged[], position: number): void {
  for (const one of judged) {
    if (one.mark === position) continue;
    one.mark = position;
    candidates.push(one);
  }
}

/** Whether the question `q` (bit `bit` of `reach`) can still be answered from question `id` (row `row`) on. */
function stillToCome(reach: Reach, row: number, id: number, q: number, bit: number): boolean {
  return row >= 0 && bit >= 0 ? reach.rowLeadsTo(row, bit) : q === id;
}

/** Whether some of the questions `qs` (bits `bits`) may already be answered at question `id` (row `row`). */
function anyGiven(
  reach: Reach,
  row: number,
  id: number,
  qs: readonly number[],
  bits: readonly number[],
): boolean {
  for (let at = 0; at < qs.length; at += 1)
    if (!stillToCome(reach, row, id, qs[at] as number, bits[at] as number)) return true;
  return false;
}

/** Whether a question stops or branches on a total (`hard_stop_when` on a total, `next_when`). */
function totalsReadBy(question: Question): boolean {
  return (
    (question.next_when?.length ?? 0) > 0 ||
    (question.is_hard_stop === true &&
      question.hard_stop_when?.measure === 'total' &&
      question.hard_stop_when.total !== undefined)
  );
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
  raised: ReadonlySet<string> | undefined,
  facts?: ReadonlyMap<Condition, boolean>,
): string {
  if (shape.empty) return '';
  const scope: RuleScope = { index, answers, asOf };
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
  return signatureOf(
    at.shape,
    index,
    answers,
    asOf,
    at.shape.readsAlerts || at.shape.factsReadAlerts ? new Set(raised) : undefined,
  );
}
