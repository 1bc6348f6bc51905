import type {
  FlowTotal,
  FlowVersion,
  HardStopCondition,
  Question,
  QuestionOption,
  TotalBranch,
} from '@telehealth/schemas';

/**
 * The builder's pure helpers for scores and totals (scored instruments): what the question panel and the totals
 * panel turn an admin's input into. The engine decides what scores do; these only shape the document.
 */

/** The kinds of bound a condition on a total takes, as the panels offer them. */
export type BoundKind = 'at_least' | 'above' | 'at_most' | 'below';
export const BOUND_KINDS: readonly { kind: BoundKind; label: string }[] = [
  { kind: 'at_least', label: 'at least (≥)' },
  { kind: 'above', label: 'above (>)' },
  { kind: 'at_most', label: 'at most (≤)' },
  { kind: 'below', label: 'below (<)' },
];

/**
 * The options with option `index`'s score set from what the admin typed: a number sets it, an empty field removes
 * it. Undefined when the text is not a number (the field keeps it and says so).
 */
export function withOptionScore(
  question: Question,
  index: number,
  text: string,
): QuestionOption[] | undefined {
  const trimmed = text.trim();
  const score = trimmed === '' ? undefined : Number(trimmed);
  if (score !== undefined && !Number.isFinite(score)) return undefined;
  return question.QuestionOptions.map((option, at) => {
    if (at !== index) return option;
    const { score: _old, ...rest } = option;
    return score === undefined ? rest : { ...rest, score };
  });
}

/**
 * A hard-stop condition after a change in the panel: the fields given replace the current ones (undefined removes
 * one). Switching to a measure of the answer drops the total and the bounds only a total takes; switching to a
 * total names the flow's first total when none is named yet.
 */
export function hardStopWhenChange(
  doc: FlowVersion,
  when: HardStopCondition | undefined,
  change: Partial<HardStopCondition>,
): HardStopCondition {
  const merged: Record<string, unknown> = { measure: 'value', ...when, ...change };
  if (merged['measure'] === 'total') {
    if (merged['total'] === undefined && doc.totals?.[0]) merged['total'] = doc.totals[0].name;
  } else {
    delete merged['total'];
    delete merged['at_least'];
    delete merged['at_most'];
  }
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return merged as unknown as HardStopCondition;
}

/** The bound a branch is edited by: its first bound (in the order of `BOUND_KINDS`), or `at_least` unset. */
export function branchBound(branch: TotalBranch): { kind: BoundKind; value: number | undefined } {
  for (const { kind } of BOUND_KINDS) if (branch[kind] !== undefined) return { kind, value: branch[kind] };
  return { kind: 'at_least', value: undefined };
}

/** The branch with one bound, `kind` at `value` (its other bounds removed). */
export function withBranchBound(branch: TotalBranch, kind: BoundKind, value: number): TotalBranch {
  const { below: _b, above: _a, at_least: _l, at_most: _m, ...rest } = branch;
  return { ...rest, [kind]: value };
}

/** A new branch on the flow's first total: at least the total's highest score, to checkout until retargeted. */
export function newBranch(doc: FlowVersion): TotalBranch | undefined {
  const total = doc.totals?.[0];
  if (!total) return undefined;
  return { total: total.name, at_least: totalRange(doc, total).max, next: 0 };
}

/** Question ids typed as a list ("901, 902 903"): undefined when some part is not a whole positive number. */
export function parseQuestionIds(text: string): number[] | undefined {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  const ids = parts.map(Number);
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : undefined;
}

/**
 * The lowest and highest value of a total when every one of its questions is answered: for each question, its lowest
 * and highest option score (a multiple choice: its lowest single option, and the sum of its positive scores).
 * Options without a score count 0 (the analysis reports them).
 */
export function totalRange(doc: FlowVersion, total: FlowTotal): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const id of total.questions) {
    const question = doc.questions.find((q) => q.id === id);
    const scores = (question?.QuestionOptions ?? []).map((o) => o.score ?? 0);
    if (scores.length === 0) continue;
    min += Math.min(...scores);
    max +=
      question?.type === 'multiple_choice'
        ? Math.max(
            Math.max(...scores),
            scores.filter((s) => s > 0).reduce((a, b) => a + b, 0),
          )
        : Math.max(...scores);
  }
  return { min, max };
}

/** A name for a new total not used yet: `total`, `total_2`, … */
export function newTotalName(doc: FlowVersion): string {
  const used = new Set((doc.totals ?? []).map((t) => t.name));
  if (!used.has('total')) return 'total';
  for (let n = 2; ; n++) if (!used.has(`total_${n}`)) return `total_${n}`;
}
