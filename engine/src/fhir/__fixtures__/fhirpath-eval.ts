// A small FHIRPath evaluator over a QuestionnaireResponse, for tests only: it runs the expressions our export writes
// (and the source expressions of the real fixtures) on responses, with FHIRPath's collection semantics (empty
// propagates through operators, `and` / `or` are three-valued), so the tests compare what another system would
// compute with what the engine decides. It covers the functions those expressions use, and throws on any other.
import { parseFhirPath, type FhirPathNode } from '../fhirpath-parse.js';

type Item = unknown;
type Collection = Item[];

export interface EvalEnv {
  resource: unknown;
  /** The Questionnaire, for `ordinal()` / `weight()` of a coding (the answer option's score). */
  questionnaire?: unknown;
  /** `today()` as YYYY-MM-DD. */
  today: string;
  /** SDC variables by name (already evaluated). */
  variables?: Record<string, Collection>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const one = (c: Collection): Item | undefined => {
  if (c.length > 1) throw new Error('a collection of more than one where one value is needed');
  return c[0];
};
const bool = (c: Collection): boolean | undefined => {
  const v = one(c);
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') return true;
  return v;
};
const toCollection = (v: unknown): Collection => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

function children(item: Item, name: string): Collection {
  if (!isRecord(item)) return [];
  if (name === 'value') {
    const key = Object.keys(item).find((k) => k.startsWith('value') && k.length > 5);
    if (key) return toCollection(item[key]);
  }
  return toCollection(item[name]);
}

function allItems(node: Item): Collection {
  return children(node, 'item').flatMap((child) => [child, ...allItems(child)]);
}

function scoreOf(env: EvalEnv, coding: Item): number | undefined {
  if (!isRecord(coding)) return undefined;
  const find = (items: Collection): number | undefined => {
    for (const item of items) {
      for (const option of children(item, 'answerOption')) {
        const c = isRecord(option) ? option.valueCoding : undefined;
        if (isRecord(c) && c.code === coding.code && (c.system ?? null) === (coding.system ?? null)) {
          const ext = children(option, 'extension').find(
            (e) => isRecord(e) && String(e.url).endsWith('ordinalValue'),
          );
          if (isRecord(ext)) return ext.valueDecimal as number;
        }
      }
      const inner = find(children(item, 'item'));
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  return find(children(env.questionnaire, 'item'));
}

const compare = (op: string, a: unknown, b: unknown): boolean => {
  switch (op) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return (a as number) < (b as number);
    case '>':
      return (a as number) > (b as number);
    case '<=':
      return (a as number) <= (b as number);
    case '>=':
      return (a as number) >= (b as number);
  }
  throw new Error(`operator ${op}`);
};

const parsed = new Map<string, FhirPathNode>();

export function evaluateFhirPath(expression: string, env: EvalEnv): Collection {
  const run = (node: FhirPathNode, focus: Collection): Collection => {
    switch (node.k) {
      case 'number':
      case 'string':
      case 'boolean':
        return [node.value];
      case 'empty':
        return [];
      case 'constant':
        if (node.name === 'resource') return [env.resource];
        if (env.variables && node.name in env.variables) return env.variables[node.name] as Collection;
        throw new Error(`%${node.name}`);
      case 'this':
        return focus;
      case 'member':
        return (node.of === null ? focus : run(node.of, focus)).flatMap((item) => children(item, node.name));
      case 'index': {
        const at = one(run(node.at, focus)) as number;
        const of = run(node.of, focus);
        return of[at] === undefined ? [] : [of[at]];
      }
      case 'unary': {
        const v = one(run(node.arg, focus));
        return v === undefined ? [] : [node.op === '-' ? -(v as number) : v];
      }
      case 'binary':
        return binary(node, focus);
      case 'call':
        return call(node, focus);
      default:
        throw new Error(`node ${node.k}`);
    }
  };

  const binary = (node: Extract<FhirPathNode, { k: 'binary' }>, focus: Collection): Collection => {
    if (node.op === 'and' || node.op === 'or') {
      const a = bool(run(node.left, focus));
      const b = bool(run(node.right, focus));
      if (node.op === 'and') {
        if (a === false || b === false) return [false];
        return a === undefined || b === undefined ? [] : [true];
      }
      if (a === true || b === true) return [true];
      return a === undefined || b === undefined ? [] : [false];
    }
    const left = run(node.left, focus);
    const right = run(node.right, focus);
    if (node.op === '|') return [...left, ...right.filter((r) => !left.includes(r))];
    if (node.op === 'in') {
      const v = one(left);
      return v === undefined ? [] : [right.includes(v)];
    }
    const a = one(left);
    const b = one(right);
    if (a === undefined || b === undefined) return [];
    switch (node.op) {
      case '+':
        return [(a as number) + (b as number)];
      case '-':
        return [(a as number) - (b as number)];
      case '*':
        return [(a as number) * (b as number)];
      case '/':
        return b === 0 ? [] : [(a as number) / (b as number)];
      default:
        return [compare(node.op, a, b)];
    }
  };

  const call = (node: Extract<FhirPathNode, { k: 'call' }>, focus: Collection): Collection => {
    if (node.of === null && node.name === 'iif') {
      const test = bool(run(node.args[0] as FhirPathNode, focus));
      if (test === true) return run(node.args[1] as FhirPathNode, focus);
      return node.args[2] ? run(node.args[2], focus) : [];
    }
    if (node.of === null && node.name === 'today') return [env.today];
    const input = node.of === null ? focus : run(node.of, focus);
    const arg = (at: number) => one(run(node.args[at] as FhirPathNode, focus));
    switch (node.name) {
      case 'where':
        return input.filter((item) => bool(run(node.args[0] as FhirPathNode, [item])) === true);
      case 'exists':
        return [input.length > 0];
      case 'empty':
        return [input.length === 0];
      case 'not': {
        const v = bool(input);
        return v === undefined ? [] : [!v];
      }
      case 'repeat':
        return input.flatMap(allItems);
      case 'descendants':
        return input.flatMap(allItems);
      case 'answers':
        return input.flatMap(allItems).flatMap((item) => children(item, 'answer'));
      case 'ordinal':
      case 'weight':
        return input.flatMap((item) => {
          const coding = isRecord(item) && 'valueCoding' in item ? item.valueCoding : item;
          const score = scoreOf(env, coding);
          return score === undefined ? [] : [score];
        });
      case 'sum':
        return [input.reduce((sum: number, v) => sum + (v as number), 0)];
      case 'toString': {
        const v = one(input);
        return v === undefined ? [] : [String(v)];
      }
      case 'substring': {
        const v = one(input) as string | undefined;
        if (v === undefined) return [];
        const start = arg(0) as number;
        const length = node.args[1] ? (arg(1) as number) : undefined;
        return [v.substring(start, length === undefined ? undefined : start + length)];
      }
      case 'toInteger': {
        const v = one(input);
        return v === undefined || !/^-?\d+$/.test(String(v)) ? [] : [Number(v)];
      }
      case 'round': {
        const v = one(input) as number | undefined;
        const digits = node.args[0] ? (arg(0) as number) : 0;
        return v === undefined ? [] : [Math.round(v * 10 ** digits) / 10 ** digits];
      }
      case 'power': {
        const v = one(input) as number | undefined;
        return v === undefined ? [] : [v ** (arg(0) as number)];
      }
      case 'first':
        return input.slice(0, 1);
      default:
        throw new Error(`function ${node.name}()`);
    }
  };

  let tree = parsed.get(expression);
  if (!tree) parsed.set(expression, (tree = parseFhirPath(expression)));
  return run(tree, [env.resource]);
}
