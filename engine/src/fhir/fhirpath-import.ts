import type { Condition, Expression, Question, ValueRef } from '@telehealth/schemas';

import { isChoice } from '../flow/question-kind.js';
import { FhirPathSyntaxError, parseFhirPath, type FhirPathNode } from './fhirpath-parse.js';

/**
 * Reads the FHIRPath of another system's Questionnaire (SDC `calculatedExpression`, `enableWhenExpression`,
 * `variable`, constraints) into the rule language, by evaluating it over the Questionnaire's items rather than over
 * answers: `%resource.item.where(linkId='x')` is the item x, `.answer.value` its answer, `.ordinal()` or `.weight()`
 * its score, `.sum()` of scores a total, arithmetic an expression, a comparison a condition. What does not map (text
 * operations, dates, codings as results, `%questionnaire`) is refused with a reason, which the import reports.
 *
 * FHIRPath has three values (true, false, empty) where a condition of the flow has two, so a boolean is read as the
 * pair of conditions under which it is true and false (empty when neither holds): `and`, `or`, `not()` combine the
 * pairs exactly, and an item is enabled when its expression is true.
 */

/** An item of the Questionnaire as the reader sees it. */
export interface SourceItem {
  linkId: string;
  type: string;
  children: SourceItem[];
  parent: SourceItem | null;
  /** The SDC variables declared on the item, by name. */
  variables: ReadonlyMap<string, string>;
}

/** What the reader knows of the flow being made. */
export interface ReadScope {
  roots: readonly SourceItem[];
  rootVariables: ReadonlyMap<string, string>;
  /** The question an item became, if any. */
  questionOf(item: SourceItem): Question | undefined;
  /** The flow value a calculated item became (`total.x`, `calc.x`), if any. */
  valueOf(item: SourceItem): ValueRef | undefined;
  /** A total of the scores of these questions (one per set of questions). */
  total(questions: Question[], hint: string): ValueRef;
  /** A calculated value of this expression. */
  calculation(value: Expression, hint: string): ValueRef;
}

export class Unmapped extends Error {}

type Cond = Condition | boolean;
type Part = '' | 'value' | 'code' | 'system' | 'display';

type Val =
  | { t: 'items'; items: readonly SourceItem[] | 'root' }
  | { t: 'answers'; items: readonly SourceItem[] }
  | { t: 'values'; items: readonly SourceItem[]; part: Part; codes?: readonly string[] }
  | { t: 'scores'; items: readonly SourceItem[] }
  | { t: 'number'; value: Expression; defaults: boolean; decimals?: number }
  | { t: 'bool'; T: Cond; F: Cond; defaults: boolean }
  | { t: 'strings'; values: readonly string[] }
  | { t: 'empty' };

const fail = (reason: string): never => {
  throw new Unmapped(reason);
};

function joined(kind: 'all' | 'any', parts: readonly Cond[]): Cond {
  const [unit, zero] = kind === 'all' ? [true, false] : [false, true];
  const kept: Condition[] = [];
  const flat = parts.flatMap((p): Cond[] =>
    typeof p === 'object' && kind in p ? (p as unknown as Record<typeof kind, Condition[]>)[kind] : [p],
  );
  for (const part of flat) {
    if (part === zero) return zero;
    if (part === unit || typeof part === 'boolean') continue;
    if (!kept.some((k) => JSON.stringify(k) === JSON.stringify(part))) kept.push(part);
  }
  if (kept.length === 0) return unit;
  if (kept.length === 1) return kept[0] as Condition;
  return (kind === 'all' ? { all: kept } : { any: kept }) as Condition;
}

export const allOf = (...parts: Cond[]): Cond => joined('all', parts);
export const anyOf = (...parts: Cond[]): Cond => joined('any', parts);

export const notOf = (part: Cond): Cond =>
  typeof part === 'boolean' ? !part : 'not' in part ? part.not : { not: part };

const NEGATED = {
  below: 'at_least',
  at_least: 'below',
  above: 'at_most',
  at_most: 'above',
  equals: 'not_equals',
  not_equals: 'equals',
} as const;
type Op = keyof typeof NEGATED;
const OPERATORS: Record<string, Op> = {
  '<': 'below',
  '>': 'above',
  '<=': 'at_most',
  '>=': 'at_least',
  '=': 'equals',
  '!=': 'not_equals',
  '~': 'equals',
  '!~': 'not_equals',
};
const FLIPPED: Record<Op, Op> = {
  below: 'above',
  above: 'below',
  at_least: 'at_most',
  at_most: 'at_least',
  equals: 'equals',
  not_equals: 'not_equals',
};

const descendants = (items: readonly SourceItem[]): SourceItem[] =>
  items.flatMap((item) => [item, ...descendants(item.children)]);

/** The questions whose answers an expression reads (through totals and calculations of `calculations`). */
export type ValueReads = (ref: ValueRef) => number[];

interface Context {
  focus: Val;
  /** The item the expression belongs to (its variables and `%context`); null at the Questionnaire. */
  item: SourceItem | null;
  hint: string;
}

/** A reader of the FHIRPath of one Questionnaire. */
export class FhirPathReader {
  private readonly variables = new Map<string, Val>();
  private readonly evaluating = new Set<string>();

  constructor(private readonly scope: ReadScope) {}

  /** A number (a calculated item's expression): the expression, the decimals it rounds to, whether it defaults. */
  number(source: string, item: SourceItem | null, hint: string) {
    const value = this.number_(this.evaluate(this.parse(source), this.context(item, hint)));
    return { value: value.value, decimals: value.decimals, defaults: value.defaults };
  }

  /** A condition (an enableWhenExpression, a constraint): when it is true, and whether a missing value defaults. */
  condition(source: string, item: SourceItem | null, hint: string): { condition: Cond; defaults: boolean } {
    const value = this.bool(this.evaluate(this.parse(source), this.context(item, hint)));
    return { condition: value.T, defaults: value.defaults };
  }

  private parse(source: string): FhirPathNode {
    try {
      return parseFhirPath(source);
    } catch (error) {
      if (error instanceof FhirPathSyntaxError) return fail(`it is not FHIRPath (${error.message})`);
      throw error;
    }
  }

  private context(item: SourceItem | null, hint: string): Context {
    return { focus: item ? { t: 'items', items: [item] } : { t: 'items', items: 'root' }, item, hint };
  }

  private variable(name: string, from: SourceItem | null): Val {
    for (let at: SourceItem | null = from; ; at = at.parent) {
      const source = at ? at.variables.get(name) : this.scope.rootVariables.get(name);
      if (source !== undefined) {
        const key = `${at?.linkId ?? ''}\u0000${name}`;
        const known = this.variables.get(key);
        if (known) return known;
        if (this.evaluating.has(key)) return fail(`the variable %${name} reads itself`);
        this.evaluating.add(key);
        try {
          const value = this.evaluate(this.parse(source), this.context(at, name));
          this.variables.set(key, value);
          return value;
        } finally {
          this.evaluating.delete(key);
        }
      }
      if (!at) return fail(`%${name} is not a variable of the Questionnaire`);
    }
  }

  private evaluate(node: FhirPathNode, ctx: Context): Val {
    switch (node.k) {
      case 'number':
        return { t: 'number', value: node.value, defaults: false };
      case 'string':
        return { t: 'strings', values: [node.value] };
      case 'boolean':
        return { t: 'bool', T: node.value, F: !node.value, defaults: false };
      case 'empty':
        return { t: 'empty' };
      case 'date':
      case 'quantity':
        return fail('it compares dates or quantities with units');
      case 'constant':
        if (node.name === 'resource') return { t: 'items', items: 'root' };
        if (node.name === 'context') return this.context(ctx.item, ctx.hint).focus;
        if (node.name === 'questionnaire') return fail('it reads the Questionnaire itself (%questionnaire)');
        return this.variable(node.name, ctx.item);
      case 'this':
        return ctx.focus;
      case 'member':
        return this.member(node.of === null ? ctx.focus : this.evaluate(node.of, ctx), node.name);
      case 'call':
        return this.call(node, ctx);
      case 'index': {
        const of = this.evaluate(node.of, ctx);
        const at = this.evaluate(node.at, ctx);
        if (of.t !== 'items' || at.t !== 'number' || typeof at.value !== 'number')
          return fail('it indexes something other than items');
        const items = of.items === 'root' ? this.scope.roots : of.items;
        const picked = items[at.value];
        return { t: 'items', items: picked ? [picked] : [] };
      }
      case 'unary': {
        const arg = this.number_(this.evaluate(node.arg, ctx));
        if (node.op === '+') return arg;
        return {
          ...arg,
          value: typeof arg.value === 'number' ? -arg.value : { product: [-1, arg.value] },
        };
      }
      case 'binary':
        return this.binary(node, ctx);
    }
  }

  private member(of: Val, name: string): Val {
    if (of.t === 'items') {
      const items = of.items === 'root' ? null : of.items;
      if (name === 'item')
        return { t: 'items', items: items ? items.flatMap((i) => i.children) : this.scope.roots };
      if (name === 'answer' && items) return { t: 'answers', items };
    }
    if (of.t === 'answers') {
      if (name === 'item') return { t: 'items', items: of.items.flatMap((i) => i.children) };
      if (/^value(?:Decimal|Integer|Boolean|String|Date|DateTime|Time|Coding|Quantity)?$/.test(name))
        return { t: 'values', items: of.items, part: '' };
    }
    if (of.t === 'values' && of.part === '' && ['value', 'code', 'system', 'display'].includes(name))
      return { ...of, part: name as Part };
    return fail(`it reads "${name}", which the import does not follow`);
  }

  private call(node: Extract<FhirPathNode, { k: 'call' }>, ctx: Context): Val {
    const { name, args } = node;
    if (node.of === null && name === 'iif') return this.iif(args, ctx);
    const of = node.of === null ? ctx.focus : this.evaluate(node.of, ctx);
    switch (name) {
      case 'repeat':
      case 'descendants': {
        if (name === 'repeat' && (args[0]?.k !== 'member' || args[0].name !== 'item'))
          return fail('it repeats something other than item');
        if (of.t !== 'items') return fail(`it calls ${name}() on something other than items`);
        const from = of.items === 'root' ? this.scope.roots : of.items.flatMap((i) => i.children);
        return { t: 'items', items: descendants(from) };
      }
      case 'answers':
        if (of.t !== 'items' || of.items !== 'root') return fail('it calls answers() on an item');
        return { t: 'answers', items: descendants(this.scope.roots) };
      case 'where':
        return this.where(of, args[0], ctx);
      case 'exists':
      case 'hasValue':
      case 'empty': {
        if (args.length > 0) return fail(`${name}() with criteria`);
        const exists = this.exists(of);
        return name === 'empty' ? { ...exists, T: exists.F, F: exists.T } : exists;
      }
      case 'not': {
        const value = this.bool(of);
        return { ...value, T: value.F, F: value.T };
      }
      case 'ordinal':
      case 'weight':
        if ((of.t === 'values' && of.part === '') || of.t === 'answers')
          return { t: 'scores', items: of.items };
        return fail(`it calls ${name}() on something other than answers`);
      case 'sum': {
        if (of.t !== 'scores') return fail('it sums something other than scores');
        const questions = of.items
          .map((item) => this.scope.questionOf(item))
          .filter((q): q is Question => q !== undefined && isChoice(q))
          .filter((q) => q.QuestionOptions.some((o) => o.score !== undefined));
        return { t: 'number', value: this.scope.total(questions, ctx.hint), defaults: false };
      }
      case 'first':
      case 'last':
      case 'single':
        return of;
      case 'toDecimal':
        return this.number_(of);
      case 'round': {
        const value = this.number_(of);
        const digits = args[0] ? this.evaluate(args[0], ctx) : { t: 'number', value: 0 };
        if (digits.t !== 'number' || typeof digits.value !== 'number')
          return fail('round() by a non-constant');
        return { ...value, decimals: digits.value };
      }
      case 'power': {
        const value = this.number_(of);
        const exponent = args[0] ? this.evaluate(args[0], ctx) : undefined;
        const n = exponent?.t === 'number' ? exponent.value : undefined;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 4)
          return fail('power() other than by 1 to 4');
        const factors =
          typeof value.value === 'object' && 'product' in value.value ? value.value.product : [value.value];
        const product = Array.from({ length: n }, () => factors).flat();
        return { ...value, value: n === 1 ? value.value : ({ product } as Expression) };
      }
      case 'combine':
      case 'union': {
        const other = args[0] ? this.evaluate(args[0], ctx) : undefined;
        if (of.t === 'strings' && other?.t === 'strings')
          return { t: 'strings', values: [...of.values, ...other.values] };
        return fail(`${name}() of something other than texts`);
      }
      default:
        return fail(`it calls ${name}(), which the import does not map`);
    }
  }

  private where(of: Val, predicate: FhirPathNode | undefined, ctx: Context): Val {
    if (!predicate) return fail('where() without criteria');
    if (of.t === 'items') {
      const items = of.items === 'root' ? this.scope.roots : of.items;
      return { t: 'items', items: items.filter((item) => this.linkIdTest(predicate, item)) };
    }
    if (of.t === 'values' && of.part === '') {
      const codes = this.codeTest(predicate, ctx);
      return { ...of, codes: of.codes ? of.codes.filter((c) => codes.includes(c)) : codes };
    }
    return fail('where() on something other than items or codings');
  }

  /** A where() criterion on an item known from the Questionnaire: its linkId compared with texts. */
  private linkIdTest(node: FhirPathNode, item: SourceItem): boolean {
    const isLinkId = (n: FhirPathNode) =>
      n.k === 'member' && n.name === 'linkId' && (n.of === null || n.of.k === 'this');
    const texts = (n: FhirPathNode): string[] => {
      if (n.k === 'string') return [n.value];
      if (n.k === 'binary' && n.op === '|') return [...texts(n.left), ...texts(n.right)];
      return fail('it selects items by something other than their linkId');
    };
    if (node.k === 'binary') {
      if (node.op === 'and') return this.linkIdTest(node.left, item) && this.linkIdTest(node.right, item);
      if (node.op === 'or') return this.linkIdTest(node.left, item) || this.linkIdTest(node.right, item);
      const [id, other] = isLinkId(node.left) ? [node.left, node.right] : [node.right, node.left];
      if (isLinkId(id)) {
        if (node.op === '=' || node.op === '~') return texts(other).includes(item.linkId);
        if (node.op === '!=' || node.op === '!~') return !texts(other).includes(item.linkId);
        if (node.op === 'in' && id === node.left) return texts(other).includes(item.linkId);
      }
    }
    if (node.k === 'call' && node.of !== null) {
      if (node.name === 'not' && node.args.length === 0) return !this.linkIdTest(node.of, item);
      const arg = node.args[0];
      if (isLinkId(node.of) && arg?.k === 'string') {
        if (node.name === 'matches') return this.regex(arg.value).test(item.linkId);
        if (node.name === 'startsWith') return item.linkId.startsWith(arg.value);
        if (node.name === 'endsWith') return item.linkId.endsWith(arg.value);
        if (node.name === 'contains') return item.linkId.includes(arg.value);
      }
    }
    return fail('it selects items by something other than their linkId');
  }

  private regex(source: string): RegExp {
    try {
      return new RegExp(source);
    } catch {
      return fail(`its pattern ${source} is not a regular expression`);
    }
  }

  /** A where() criterion on codings: the codes it keeps. */
  private codeTest(node: FhirPathNode, ctx: Context): string[] {
    if (node.k === 'binary') {
      if (node.op === 'or') return [...this.codeTest(node.left, ctx), ...this.codeTest(node.right, ctx)];
      const isCode = (n: FhirPathNode) =>
        n.k === 'member' && n.name === 'code' && (n.of === null || n.of.k === 'this');
      const [code, other] = isCode(node.left) ? [node.left, node.right] : [node.right, node.left];
      if (isCode(code) && (node.op === '=' || node.op === 'in')) {
        const value = this.evaluate(other, ctx);
        if (value.t === 'strings') return [...value.values];
      }
    }
    return fail('it selects codings by something other than their code');
  }

  private iif(args: FhirPathNode[], ctx: Context): Val {
    const [test, then, otherwise] = args;
    if (!test || !then) return fail('iif() without its criterion and result');
    const criterion = this.bool(this.evaluate(test, ctx));
    const value = this.number_(this.evaluate(then, ctx));
    const other = otherwise ? this.evaluate(otherwise, ctx) : ({ t: 'empty' } as Val);
    if (other.t !== 'empty') this.number_(other);
    // iif(every value it reads exists, x, {}) is x. Any other criterion, or a default such as 0, only changes the
    // value when an answer is missing: kept as x, with the difference reported.
    const guardOnly =
      other.t === 'empty' && JSON.stringify(criterion.T) === JSON.stringify(this.exists(value).T);
    return { ...value, defaults: value.defaults || criterion.defaults || !guardOnly };
  }

  private binary(node: Extract<FhirPathNode, { k: 'binary' }>, ctx: Context): Val {
    const { op } = node;
    if (op === 'and' || op === 'or' || op === 'xor' || op === 'implies') {
      const a = this.bool(this.evaluate(node.left, ctx));
      const b = this.bool(this.evaluate(node.right, ctx));
      const defaults = a.defaults || b.defaults;
      if (op === 'and') return { t: 'bool', T: allOf(a.T, b.T), F: anyOf(a.F, b.F), defaults };
      if (op === 'or') return { t: 'bool', T: anyOf(a.T, b.T), F: allOf(a.F, b.F), defaults };
      if (op === 'implies') return { t: 'bool', T: anyOf(a.F, b.T), F: allOf(a.T, b.F), defaults };
      return {
        t: 'bool',
        T: anyOf(allOf(a.T, b.F), allOf(a.F, b.T)),
        F: anyOf(allOf(a.T, b.T), allOf(a.F, b.F)),
        defaults,
      };
    }
    const left = this.evaluate(node.left, ctx);
    const right = this.evaluate(node.right, ctx);
    if (op === '|') {
      if (left.t === 'items' && right.t === 'items' && left.items !== 'root' && right.items !== 'root')
        return { t: 'items', items: [...left.items, ...right.items] };
      if (left.t === 'strings' && right.t === 'strings')
        return { t: 'strings', values: [...left.values, ...right.values] };
      return fail('a union of values');
    }
    if (op === 'in' || op === 'contains') {
      const [member, list] = op === 'in' ? [left, right] : [right, left];
      if (list.t !== 'strings') return fail(`"${op}" of something other than texts`);
      return this.chosen(member, list.values);
    }
    if (op in OPERATORS) return this.compare(left, right, OPERATORS[op] as Op, ctx);
    if (op === '+' || op === '-' || op === '*' || op === '/') {
      const a = this.number_(left);
      const b = this.number_(right);
      if (a.decimals !== undefined || b.decimals !== undefined)
        return fail('it computes with a rounded value');
      const key = ({ '+': 'sum', '-': 'difference', '*': 'product', '/': 'quotient' } as const)[op];
      // A sum of sums (a product of products) stays one list, as an admin would write it.
      const parts = [a.value, b.value].flatMap((part) =>
        key === 'sum' && typeof part === 'object' && 'sum' in part
          ? part.sum
          : key === 'product' && typeof part === 'object' && 'product' in part
            ? part.product
            : [part],
      );
      return {
        t: 'number',
        value: { [key]: parts } as Expression,
        defaults: a.defaults || b.defaults,
      };
    }
    return fail(`the operator "${op}"`);
  }

  /** A value tested against texts: a choice's options by code, a choice of texts by option text. */
  private chosen(value: Val, texts: readonly string[]): Val {
    if (value.t !== 'values' || value.items.length !== 1)
      return fail('it compares something other than an answer with a text');
    const question = this.scope.questionOf(value.items[0] as SourceItem);
    if (!question || !isChoice(question))
      return fail('it compares the answer of a question that is not a choice with a text');
    const matching = question.QuestionOptions.filter((o) =>
      value.part === 'code'
        ? texts.includes(o.code ?? '')
        : value.part === '' && texts.includes(o.option_text),
    ).map((o) => o.option_text);
    if (value.part !== 'code' && value.part !== '') return fail("it compares a coding's system or display");
    const T: Cond =
      matching.length === 0 ? false : ({ question: question.id, any_of: matching } as Condition);
    return { t: 'bool', T, F: allOf({ question: question.id, answered: true }, notOf(T)), defaults: false };
  }

  private compare(left: Val, right: Val, op: Op, ctx: Context): Val {
    if (left.t === 'strings' || right.t === 'strings') {
      if (op !== 'equals' && op !== 'not_equals') return fail('it orders texts');
      const [value, texts] =
        left.t === 'strings' ? [right, left] : [left, right as Extract<Val, { t: 'strings' }>];
      const test = this.chosen(value, texts.values) as Extract<Val, { t: 'bool' }>;
      return op === 'equals' ? test : { ...test, T: test.F, F: test.T };
    }
    if (left.t === 'bool' || right.t === 'bool') {
      if (op !== 'equals' && op !== 'not_equals') return fail('it orders booleans');
      const [value, constant] =
        left.t === 'bool' ? [right, left] : [left, right as Extract<Val, { t: 'bool' }>];
      if (typeof constant.T !== 'boolean') return fail('it compares two conditions');
      const test = this.bool(value);
      return constant.T === (op === 'equals') ? test : { ...test, T: test.F, F: test.T };
    }
    const a = this.number_(left);
    const b = this.number_(right);
    if (a.decimals !== undefined || b.decimals !== undefined) return fail('it compares a rounded value');
    let [l, r, o] = [a.value, b.value, op];
    if (typeof l === 'number' && typeof r !== 'number') [l, r, o] = [r, l, FLIPPED[op]];
    const ref = (e: Expression): ValueRef | number =>
      typeof e === 'number' || typeof e === 'string' ? e : this.scope.calculation(e, ctx.hint);
    const value = ref(l);
    if (typeof value === 'number') return fail('it compares two constants');
    const operand = ref(r);
    const condition = (k: Op) => ({ value, [k]: operand }) as Condition;
    return { t: 'bool', T: condition(o), F: condition(NEGATED[o]), defaults: a.defaults || b.defaults };
  }

  private exists(value: Val): Extract<Val, { t: 'bool' }> {
    const answered = (items: readonly SourceItem[]): Cond =>
      anyOf(
        ...items.map((item): Cond => {
          const question = this.scope.questionOf(item);
          if (question) return { question: question.id, answered: true };
          const calculated = this.scope.valueOf(item);
          if (calculated) return this.exists({ t: 'number', value: calculated, defaults: false }).T;
          return fail(`it tests whether item ${item.linkId} has an answer, which is no question of the flow`);
        }),
      );
    let T: Cond;
    if (value.t === 'empty') T = false;
    else if (value.t === 'strings') T = value.values.length > 0;
    else if (value.t === 'bool') T = anyOf(value.T, value.F);
    else if (value.t === 'number') T = value.defaults ? true : this.present(value.value);
    else if (value.t === 'items' && value.items === 'root') T = true;
    else if (value.t === 'values' && value.codes)
      return this.chosen({ ...value, part: 'code', codes: undefined }, value.codes) as Extract<
        Val,
        { t: 'bool' }
      >;
    else T = answered(value.items as readonly SourceItem[]);
    return { t: 'bool', T, F: notOf(T), defaults: false };
  }

  /** When an expression has a value: every answer it reads is there (a total always has one). */
  private present(expression: Expression): Cond {
    if (typeof expression === 'number') return true;
    if (typeof expression === 'string') {
      const [kind, rest] = expression.split('.') as [string, string];
      if (kind === 'total' || kind === 'calc')
        return kind === 'total' ? true : fail('it tests whether a calculation has a value');
      return { question: Number(rest), answered: true };
    }
    const parts = Object.values(expression)[0] as Expression[];
    return allOf(...parts.map((part) => this.present(part)));
  }

  private number_(value: Val): Extract<Val, { t: 'number' }> {
    if (value.t === 'number') return value;
    if ((value.t === 'values' || value.t === 'scores') && value.items.length === 1) {
      const item = value.items[0] as SourceItem;
      const question = this.scope.questionOf(item);
      if (value.t === 'scores') {
        if (question && isChoice(question))
          return { t: 'number', value: `score.${question.id}`, defaults: false };
        return fail(`it reads the score of item ${item.linkId}, which is not a choice`);
      }
      const quantity = item.type === 'quantity';
      if (value.part !== (quantity ? 'value' : ''))
        return fail(`it reads item ${item.linkId}'s answer as something other than a number`);
      if (question?.type === 'number')
        return { t: 'number', value: `answer.${question.id}`, defaults: false };
      const calculated = this.scope.valueOf(item);
      if (calculated) return { t: 'number', value: calculated, defaults: false };
      return fail(`it computes with item ${item.linkId}, which is not a number question`);
    }
    if (value.t === 'empty') return fail('it computes with an empty value');
    return fail('it computes with something other than one number');
  }

  private bool(value: Val): Extract<Val, { t: 'bool' }> {
    if (value.t === 'bool') return value;
    if (value.t === 'values' && value.part === '' && value.items.length === 1) {
      const item = value.items[0] as SourceItem;
      const question = this.scope.questionOf(item);
      if (item.type === 'boolean' && question && isChoice(question))
        return {
          t: 'bool',
          T: { question: question.id, any_of: ['Yes'] },
          F: { question: question.id, any_of: ['No'] },
          defaults: false,
        };
    }
    if (value.t === 'empty') return { t: 'bool', T: false, F: false, defaults: false };
    return fail('it uses something other than a condition as one');
  }
}
