import type {
  Alert,
  Calculation,
  Condition,
  ProtocolAssertion,
  Question,
  ValueRef,
} from '@telehealth/schemas';

import { BMI_RANGE, HEIGHT_WEIGHT_BOUNDS } from '../flow/measures.js';

/**
 * Rules written onto a generated intake as a clinical protocol writes them (`generateFlow(size, seed, { rules: true
 * })`): a question reads its own answer and a few answers given shortly before it (numbers compared with a constant
 * or with another number, option tests, combined with all / any / not), as a follow-up question reads the answers
 * it follows up. Hard stops (`hard_stop_if`), branches (`next_if`), asking a question (`ask_if`), checks across
 * answers (`checks`) and alerts, plus a handful of calculations and protocol assertions.
 *
 * The flow stays free of analysis errors by construction:
 * - A rule reads only questions every path passes before it (a question no way on jumps over, that has no `ask_if`
 *   and takes an answer), so it never reads a later or missing answer; a rule that reads any earlier answer sits
 *   on such a question itself, so the way a patient came does not narrow what the earlier answers can be.
 * - Each condition holds for some answers and fails for others: its comparisons cut a number strictly inside the
 *   range the earlier rules leave it (a stop above 60 leaves 0 to 60 for later rules), its option tests name some
 *   but not all of the options still open, and its parts read numbers that nothing ties together (a check or a
 *   combined stop ties the numbers it reads: they are never read together again).
 * - Assertions restate what the rules enforce: a hard stop on a question every path to checkout passes, and an
 *   alert raised whenever its condition holds.
 *
 * A separate random stream drives all of it, so the questions' other fields are exactly those of the flow
 * without rules.
 */

type Kind = 'answer' | 'age' | 'bmi' | 'weight' | 'height';

/** A number a rule can read, with the range the rules before leave it (closed at both ends). */
interface NumberVar {
  ref: ValueRef;
  kind: Kind;
  question: number;
  lo: number;
  hi: number;
}

/** A choice a rule can test, with the options still open (those that do not stop). */
interface ChoiceVar {
  question: number;
  options: string[];
  multiple: boolean;
  /** Options chosen only alone (a multiple choice's "None of these"). */
  exclusive: string[];
}

/** What a question's answer offers rules. */
interface Readable {
  id: number;
  numbers: NumberVar[];
  choice?: ChoiceVar;
}

/** The constants a protocol writes for each kind of number, within the range left open. */
const TYPICAL: Record<Kind, [number, number]> = {
  answer: [0, 100],
  age: [18, 90],
  bmi: [18, 50],
  weight: [90, 400],
  height: [56, 78],
};

/**
 * Which earlier answers a rule reads: those of the last `count` questions it may read, no more than `span`
 * questions back (a follow-up reads what it follows up, not an answer from pages ago).
 */
const NEAR = { count: 3, span: 8 };
const MAX_CALCULATIONS = 5;
const MAX_ASSERTIONS = { stops: 3, alerts: 2 };

const COMPARE = ['below', 'above', 'at_least', 'at_most'] as const;

/** Heights in inches a height and weight accepts. */
const SHORTEST = HEIGHT_WEIGHT_BOUNDS.feet.min * 12;
const TALLEST = HEIGHT_WEIGHT_BOUNDS.feet.max * 12 + HEIGHT_WEIGHT_BOUNDS.inches.max;

export interface GeneratedRules {
  questions: Question[];
  calculations: Calculation[];
  assertions: ProtocolAssertion[];
}

export function generateRules(questions: readonly Question[], random: () => number): GeneratedRules {
  const size = questions.length;
  const chance = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  // Numbers tied together by a check or a combined stop (by question): a condition reads one of each group at most.
  const parent = new Map<number, number>();
  const group = (id: number): number => {
    let root = id;
    while ((parent.get(root) ?? root) !== root) root = parent.get(root) as number;
    parent.set(id, root);
    return root;
  };
  const tie = (a: number, b: number) => parent.set(group(a), group(b));

  const readable: Readable[] = [];
  const calculations: Calculation[] = [];
  const stopAssertions: ProtocolAssertion[] = [];
  const alertAssertions: ProtocolAssertion[] = [];
  const reached = new Set<number>([1]);
  const out: Question[] = [];
  /** The farthest question any way on from an earlier reached question leads to. */
  let farthest = 1;

  /** An integer strictly inside (lo, hi), among the constants a protocol writes for its kind. */
  const constantFor = (n: NumberVar): number | undefined => {
    const [typicalLo, typicalHi] = TYPICAL[n.kind];
    const lo = Math.max(n.lo, typicalLo);
    const hi = Math.min(n.hi, typicalHi);
    if (hi - lo < 4) return undefined;
    const c = Math.round(lo + (0.2 + 0.6 * random()) * (hi - lo));
    return c > n.lo && c < n.hi ? c : undefined;
  };

  /** A comparison or option test reading `from` (never a group in `used`), or undefined when none fits. */
  const leafFrom = (from: readonly Readable[], used: Set<number>, pairs: boolean): Condition | undefined => {
    const open = from.filter((r) => !used.has(group(r.id)));
    if (open.length === 0) return undefined;
    const roll = random();
    const numbers = open.flatMap((r) => r.numbers);
    const linear = numbers.filter((n) => n.kind === 'answer' || n.kind === 'weight');
    // Another earlier number, or a calculation over two of them.
    if (pairs && roll < 0.25 && linear.length >= 2) {
      const a = pick(linear);
      const b = pick(linear.filter((n) => group(n.question) !== group(a.question)));
      if (b && a.lo + 1 < b.hi && a.hi > b.lo + 1) {
        used.add(group(a.question));
        used.add(group(b.question));
        // Their difference, as a calculated value compared with a constant, while the flow has few calculations.
        const lo = a.lo - b.hi;
        const hi = a.hi - b.lo;
        const c = Math.round(lo + (0.3 + 0.4 * random()) * (hi - lo));
        if (calculations.length < MAX_CALCULATIONS && chance(0.5) && c > lo && c < hi) {
          const name = `difference_${calculations.length + 1}`;
          calculations.push({
            name,
            title: `${a.ref} minus ${b.ref}`,
            value: { difference: [a.ref, b.ref] },
          });
          return { value: `calc.${name}`, [pick(COMPARE)]: c } as Condition;
        }
        return { value: a.ref, [pick(['below', 'at_most'] as const)]: b.ref } as Condition;
      }
    }
    const choices = open.flatMap((r) => (r.choice && r.choice.options.length >= 2 ? [r.choice] : []));
    if ((roll < 0.55 && choices.length > 0) || numbers.length === 0) {
      const choice = choices.length > 0 ? pick(choices) : undefined;
      if (!choice) return undefined;
      used.add(group(choice.question));
      const named = choice.options.filter(() => chance(0.5)).slice(0, choice.options.length - 1);
      const together = named.filter((o) => !choice.exclusive.includes(o));
      if (choice.multiple && together.length >= 2 && chance(0.3))
        return { question: choice.question, all_of: together as [string, ...string[]] };
      return {
        question: choice.question,
        any_of: (named.length > 0 ? named : [pick(choice.options)]) as [string, ...string[]],
      };
    }
    const n = pick(numbers);
    const c = constantFor(n);
    if (c === undefined) return undefined;
    used.add(group(n.question));
    return { value: n.ref, [pick(COMPARE)]: c } as Condition;
  };

  /** A condition of one to three parts over the question's own answer and `from`: all / any / not of them. */
  const conditionFrom = (from: readonly Readable[], own?: Readable): Condition | undefined => {
    const used = new Set<number>();
    const parts: Condition[] = [];
    if (own) {
      const leaf = leafFrom([own], used, false);
      if (leaf) parts.push(leaf);
    }
    const wanted = 1 + Math.floor(random() * 3);
    for (let tries = 0; parts.length < wanted && tries < 4 && from.length > 0; tries += 1) {
      const leaf = leafFrom(from, used, true);
      if (leaf) parts.push(leaf);
    }
    const [a, b, c] = parts;
    if (!a) return undefined;
    if (!b) return chance(0.2) ? { not: a } : a;
    if (!c) return pick<Condition>([{ all: [a, b] }, { any: [a, b] }, { all: [a, { not: b }] }]);
    return pick<Condition>([{ any: [{ all: [a, b] }, c] }, { all: [a, { any: [b, c] }] }]);
  };

  for (const base of questions) {
    const id = base.id;
    const question: Question = { ...base };
    const isReached = reached.has(id);
    // Every way on from an earlier question ends at or before this one: every path passes it.
    const passedByAll = isReached && farthest <= id;
    const last = id === size;
    const own = readableOf(question);
    const window = readable.slice(-NEAR.count).filter((r) => id - r.id <= NEAR.span);
    const rulesHere = isReached && !last && chance(0.45);
    // A content screen takes no answer: only whether it is shown can be a rule.
    const answers = question.type !== 'image';

    let asked = false;
    if (rulesHere && passedByAll && id > 1 && window.length > 0 && chance(0.12)) {
      const condition = conditionFrom(window);
      if (condition) {
        question.ask_if = condition;
        asked = true;
      }
    }
    // A rule reads earlier answers only on a question every path passes, asked of everyone.
    const earlier = passedByAll && !asked ? window : [];

    if (rulesHere && own && earlier.length > 0 && question.type === 'number' && chance(0.3)) {
      // A check across answers: at most an earlier number (a goal weight at most the current weight).
      const self = own.numbers[0] as NumberVar;
      const limits = earlier
        .flatMap((r) => r.numbers)
        .filter((n) => (n.kind === 'answer' || n.kind === 'weight') && n.lo >= 0 && n.hi > self.lo + 4);
      const limit = limits.length > 0 ? pick(limits) : undefined;
      if (limit && group(limit.question) !== group(id)) {
        question.checks = [
          {
            require: { value: self.ref, at_most: limit.ref },
            message: `Enter at most your answer to question ${limit.question}.`,
          },
        ];
        // Those who go on gave at least this question's lowest accepted value at the earlier one.
        limit.lo = Math.max(limit.lo, self.lo);
        self.hi = Math.min(self.hi, limit.hi);
        tie(id, limit.question);
      }
    }

    if (rulesHere && own && chance(0.25)) {
      const combined = earlier.length > 0 && chance(0.5);
      const used = new Set<number>();
      const mine = leafFrom([own], used, false);
      const other = combined ? leafFrom(earlier, used, false) : undefined;
      if (mine && other) {
        question.hard_stop_if = { all: [mine, other] };
        for (const g of used) tie(id, g);
      } else if (mine && narrowAfterStop(own, mine)) {
        question.hard_stop_if = mine;
      }
      if (question.hard_stop_if) {
        question.is_hard_stop = true;
        question.hard_stop_message ??= `Question ${id} stops the intake.`;
        if (passedByAll && !asked)
          stopAssertions.push({
            name: `stops_at_${id}`,
            title: `No one who meets question ${id}'s stop reaches checkout`,
            never: question.hard_stop_if,
          });
      }
    }

    if (rulesHere && answers && chance(0.3)) {
      const condition = conditionFrom(earlier, own);
      const span = Math.max(2, Math.min(5, size - id));
      const target = Math.min(size, id + 2 + Math.floor(random() * span));
      if (condition && target > id + 1) {
        question.next_if = [{ if: condition, next: target }];
      }
    }

    if (rulesHere && answers && chance(0.15)) {
      const condition = conditionFrom(earlier, own);
      if (condition) {
        const name = `alert_${id}`;
        const alert: Alert = {
          name,
          if: condition,
          title: `Please read this (question ${id})`,
          message: 'A clinician will look at this answer with you.',
          ...(chance(0.5) ? { flag: `Review question ${id}` } : {}),
        };
        question.alerts = [alert];
        alertAssertions.push({
          name: `alert_${id}_raised`,
          title: `Question ${id}'s alert is raised whenever its condition holds`,
          at: 'any_end',
          never: { all: [{ question: id, answered: true }, condition, { not: { alert: name } }] },
        });
      }
    }

    // The ways on of a reached question, as routing takes them (every one points forward).
    if (isReached) {
      const targets = [
        ...Object.values(question.next_question_map).filter((t): t is number => t !== undefined && t > 0),
        ...(question.next !== null ? [question.next] : []),
        ...(question.next_if ?? []).map((branch) => branch.next).filter((t) => t > 0),
      ];
      for (const t of targets) {
        reached.add(t);
        farthest = Math.max(farthest, t);
      }
    }
    if (passedByAll && !asked && own) readable.push(own);
    out.push(question);
  }
  return {
    questions: out,
    calculations,
    assertions: [
      ...spread(stopAssertions, MAX_ASSERTIONS.stops),
      ...spread(alertAssertions, MAX_ASSERTIONS.alerts),
    ],
  };
}

/** `count` items spread evenly over `items`. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor(((i + 0.5) * items.length) / count)] as T);
}

/**
 * What a stop on the question's own answer leaves later rules: a number above (below) a constant stops, so only
 * those at most (at least) it go on; an option that stops is no longer open. False when the stop is of a kind whose
 * effect is not tracked (then it is not written).
 */
function narrowAfterStop(own: Readable, stop: Condition): boolean {
  if ('value' in stop) {
    const n = own.numbers.find((x) => x.ref === stop.value);
    if (!n || (n.kind !== 'answer' && n.kind !== 'age' && n.kind !== 'bmi')) return false;
    const weight = own.numbers.find((x) => x.kind === 'weight');
    if (typeof stop.above === 'number') {
      n.hi = stop.above;
      // A BMI at most this bounds the weight at the tallest height.
      if (weight && n.kind === 'bmi') weight.hi = Math.min(weight.hi, (n.hi * TALLEST ** 2) / 703);
    } else if (typeof stop.below === 'number') {
      n.lo = stop.below;
      if (weight && n.kind === 'bmi') weight.lo = Math.max(weight.lo, (n.lo * SHORTEST ** 2) / 703);
    } else return false;
    return n.lo < n.hi;
  }
  if ('question' in stop && stop.any_of && own.choice && !own.choice.multiple) {
    const named = stop.any_of;
    const left = own.choice.options.filter((o) => !named.includes(o));
    if (left.length < 2) return false;
    own.choice.options = left;
    return true;
  }
  return false;
}

/** The numbers and options a question's answer offers rules, with the ranges its own hard stops leave. */
function readableOf(question: Question): Readable | undefined {
  const id = question.id;
  const when = question.is_hard_stop ? question.hard_stop_when : undefined;
  const below = (measure: string, lo: number) =>
    when?.measure === measure && when.below !== undefined ? Math.max(lo, when.below) : lo;
  switch (question.type) {
    case 'number':
      return {
        id,
        numbers: [
          {
            ref: `answer.${id}`,
            kind: 'answer',
            question: id,
            lo: below('value', question.input?.min ?? 0),
            hi: question.input?.max ?? 100,
          },
        ],
      };
    case 'date_of_birth':
      return { id, numbers: [{ ref: `age.${id}`, kind: 'age', question: id, lo: below('age', 0), hi: 130 }] };
    case 'height_weight': {
      const bmiLo = below('bmi', BMI_RANGE.min);
      return {
        id,
        numbers: [
          { ref: `bmi.${id}`, kind: 'bmi', question: id, lo: bmiLo, hi: BMI_RANGE.max },
          {
            ref: `weight.${id}`,
            kind: 'weight',
            question: id,
            // The lightest weight the BMI floor leaves, at the shortest height.
            lo: Math.max(HEIGHT_WEIGHT_BOUNDS.pounds.min, (bmiLo * SHORTEST ** 2) / 703),
            hi: HEIGHT_WEIGHT_BOUNDS.pounds.max,
          },
          { ref: `height.${id}`, kind: 'height', question: id, lo: SHORTEST, hi: TALLEST },
        ],
      };
    }
    case 'single_choice':
    case 'multiple_choice': {
      const stops = new Set(question.is_hard_stop ? (question.hard_stop_response ?? []) : []);
      return {
        id,
        numbers: [],
        choice: {
          question: id,
          options: question.QuestionOptions.map((o) => o.option_text).filter((o) => !stops.has(o)),
          multiple: question.type === 'multiple_choice',
          exclusive: question.QuestionOptions.filter((o) => o.exclusive).map((o) => o.option_text),
        },
      };
    }
    default:
      return undefined;
  }
}
