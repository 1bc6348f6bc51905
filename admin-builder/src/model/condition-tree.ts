import type { Condition, ValueRef } from '@telehealth/schemas';

/**
 * A condition of the rule language as a tree the condition editor walks: groups (`all` / `any`), `not`, and leaves
 * (a comparison, a test of a question's answer, an alert). Every function is pure and returns a condition the schema
 * accepts: a group never ends up empty (removing its last part removes the group), so each step of the editor is a
 * valid document.
 */

/** Where a part sits: the index of the child at each group on the way down (0 under `not`); [] is the root. */
export type ConditionPath = readonly number[];

export type GroupKind = 'all' | 'any';
export type ComparisonCondition = Extract<Condition, { value: ValueRef }>;
export type AnswerCondition = Extract<Condition, { question: number }>;
export type AlertCondition = Extract<Condition, { alert: string }>;
export type OrderCondition = Extract<Condition, { order: unknown }>;
/** A part that is neither a group nor `not`. */
export type LeafCondition = ComparisonCondition | AnswerCondition | AlertCondition | OrderCondition;

export const isGroup = (
  c: Condition,
): c is Extract<Condition, { all: unknown }> | Extract<Condition, { any: unknown }> =>
  'all' in c || 'any' in c;
export const isNot = (c: Condition): c is Extract<Condition, { not: Condition }> => 'not' in c;
export const isLeaf = (c: Condition): c is LeafCondition => !isGroup(c) && !isNot(c);

/** The group's kind and parts, or undefined for `not` and leaves. */
export function groupOf(c: Condition): { kind: GroupKind; parts: readonly Condition[] } | undefined {
  if ('all' in c) return { kind: 'all', parts: c.all };
  if ('any' in c) return { kind: 'any', parts: c.any };
  return undefined;
}

const group = (kind: GroupKind, parts: readonly Condition[]): Condition =>
  kind === 'all'
    ? { all: parts as [Condition, ...Condition[]] }
    : { any: parts as [Condition, ...Condition[]] };

/** The children of a node: a group's parts, the one condition under `not`, none for a leaf. */
export function childrenOf(c: Condition): readonly Condition[] {
  const g = groupOf(c);
  if (g) return g.parts;
  if (isNot(c)) return [c.not];
  return [];
}

/** The part at `path`, or undefined when the path leads nowhere. */
export function conditionAt(root: Condition, path: ConditionPath): Condition | undefined {
  let at: Condition | undefined = root;
  for (const step of path) {
    if (!at) return undefined;
    at = childrenOf(at)[step];
  }
  return at;
}

/**
 * The condition with the part at `path` replaced by `next`; `undefined` removes the part. A group left without parts
 * is removed in turn, and so is a `not` whose condition is removed; removing the root gives undefined.
 */
export function replaceAt(
  root: Condition,
  path: ConditionPath,
  next: Condition | undefined,
): Condition | undefined {
  if (path.length === 0) return next;
  const [step, ...rest] = path as [number, ...number[]];
  const child = childrenOf(root)[step];
  if (!child) throw new RangeError(`no part ${step} in the condition`);
  const replaced = replaceAt(child, rest, next);
  if (replaced === child) return root;
  if (isNot(root)) return replaced === undefined ? undefined : { not: replaced };
  const g = groupOf(root) as { kind: GroupKind; parts: readonly Condition[] };
  const parts =
    replaced === undefined
      ? g.parts.filter((_, at) => at !== step)
      : g.parts.map((part, at) => (at === step ? replaced : part));
  return parts.length === 0 ? undefined : group(g.kind, parts);
}

/**
 * Adds `part` beside the part at `path`: into it when it is a group (as its last part), otherwise the part and the
 * new one become an "all of" group in its place.
 */
export function addPart(root: Condition, path: ConditionPath, part: Condition): Condition {
  const target = conditionAt(root, path);
  if (!target) throw new RangeError('no such part of the condition');
  const g = groupOf(target);
  const next = g ? group(g.kind, [...g.parts, part]) : group('all', [target, part]);
  return replaceAt(root, path, next) as Condition;
}

/** The group at `path` made an "all of" or "any of" group (its parts unchanged). */
export function setGroupKind(root: Condition, path: ConditionPath, kind: GroupKind): Condition {
  const target = conditionAt(root, path);
  const g = target && groupOf(target);
  if (!g) throw new RangeError('the part is not a group');
  if (g.kind === kind) return root;
  return replaceAt(root, path, group(kind, g.parts)) as Condition;
}

/** The part at `path` negated: wrapped in `not`, or, when it is a `not`, its condition in its place. */
export function toggleNot(root: Condition, path: ConditionPath): Condition {
  const target = conditionAt(root, path);
  if (!target) throw new RangeError('no such part of the condition');
  return replaceAt(root, path, isNot(target) ? target.not : { not: target }) as Condition;
}

/**
 * A group with a single part replaced by that part (an editor leaves such groups behind when parts are removed);
 * applied all the way down. Returns the same object when nothing changes.
 */
export function simplify(c: Condition): Condition {
  const g = groupOf(c);
  if (g) {
    const parts = g.parts.map(simplify);
    if (parts.length === 1) return parts[0] as Condition;
    return parts.every((p, at) => p === g.parts[at]) ? c : group(g.kind, parts);
  }
  if (isNot(c)) {
    const inner = simplify(c.not);
    return inner === c.not ? c : { not: inner };
  }
  return c;
}

/** Whether any part of `c` satisfies `test` (a leaf test, walked through groups and `not`). */
export function someLeaf(c: Condition, test: (leaf: LeafCondition) => boolean): boolean {
  if (isLeaf(c)) return test(c);
  return childrenOf(c).some((part) => someLeaf(part, test));
}

/**
 * Every condition in `c` (itself included) passed through `change`, bottom up; a part `change` returns unchanged
 * keeps its identity, so an untouched condition is returned as it was.
 */
export function mapConditions(c: Condition, change: (leaf: LeafCondition) => LeafCondition): Condition {
  const g = groupOf(c);
  if (g) {
    const parts = g.parts.map((part) => mapConditions(part, change));
    return parts.every((p, at) => p === g.parts[at]) ? c : group(g.kind, parts);
  }
  if (isNot(c)) {
    const inner = mapConditions(c.not, change);
    return inner === c.not ? c : { not: inner };
  }
  return change(c as LeafCondition);
}
