import type { FlowVersion, Question } from '@telehealth/schemas';
import type { ReactNode } from 'react';

import { BOUND_KINDS, branchBound, newBranch, withBranchBound, type BoundKind } from '../model';

export type TotalBranch = NonNullable<Question['next_when']>[number];

const CHECKOUT = 'checkout';

/** A number typed into a field, or undefined for an empty one. */
export const numberOrUndefined = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/**
 * The question's branches on a total (`next_when`): total, condition, value and target each, checked in order
 * before the answers' own ways. `onBranches` replaces them all (none removes `next_when`); `errorOf` shows a
 * branch's refusal.
 */
export function TotalBranches(props: {
  doc: FlowVersion;
  question: Question;
  onBranches(field: string, next: TotalBranch[]): void;
  errorOf(field: string): ReactNode;
}) {
  const { doc, question, onBranches, errorOf } = props;
  const totalNames = (doc.totals ?? []).map((t) => t.name);
  const branches = question.next_when ?? [];
  const targets = doc.questions.filter((q) => q.id !== question.id);
  const targetValue = (value: number): string => (value === 0 ? CHECKOUT : String(value));
  return (
    <fieldset className="builder-panel__group">
      <legend>Branches on a total</legend>
      <p className="builder-panel__hint">
        Checked in order after the hard stop and before the answers&apos; own ways: the first that holds
        decides.
      </p>
      {branches.map((branch, at) => {
        const field = `branch:${at}`;
        const bound = branchBound(branch);
        const change = (next: NonNullable<Question['next_when']>[number]) =>
          onBranches(
            field,
            branches.map((b, i) => (i === at ? next : b)),
          );
        return (
          <div key={at} className="builder-panel__row builder-panel__branch">
            <select
              aria-label={`Total of branch ${at + 1}`}
              value={branch.total}
              onChange={(event) => change({ ...branch, total: event.target.value })}
            >
              {[...new Set([...totalNames, branch.total])].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <select
              aria-label={`Condition of branch ${at + 1}`}
              value={bound.kind}
              onChange={(event) =>
                change(withBranchBound(branch, event.target.value as BoundKind, bound.value ?? 0))
              }
            >
              {BOUND_KINDS.map(({ kind, label }) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </select>
            <input
              type="number"
              step="any"
              aria-label={`Value of branch ${at + 1}`}
              value={bound.value?.toString() ?? ''}
              onChange={(event) => {
                const value = numberOrUndefined(event.target.value);
                if (value !== undefined && Number.isFinite(value))
                  change(withBranchBound(branch, bound.kind, value));
              }}
            />
            <select
              aria-label={`Target of branch ${at + 1}`}
              value={targetValue(branch.next)}
              onChange={(event) =>
                change({
                  ...branch,
                  next: event.target.value === CHECKOUT ? 0 : Number(event.target.value),
                })
              }
            >
              <option value={CHECKOUT}>Checkout</option>
              {targets.map((q) => (
                <option key={q.id} value={q.id}>
                  #{q.id} {q.title}
                </option>
              ))}
            </select>
            <button
              type="button"
              aria-label={`Remove branch ${at + 1}`}
              onClick={() =>
                onBranches(
                  field,
                  branches.filter((_, i) => i !== at),
                )
              }
            >
              ✕
            </button>
            {errorOf(field)}
          </div>
        );
      })}
      <button
        type="button"
        disabled={totalNames.length === 0}
        onClick={() => {
          const branch = newBranch(doc);
          if (branch) onBranches('branch:new', [...branches, branch]);
        }}
      >
        Add a branch on a total
      </button>
      {errorOf('branch:new')}
    </fieldset>
  );
}
