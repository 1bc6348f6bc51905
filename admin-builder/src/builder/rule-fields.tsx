import { useId, useState, type ReactNode } from 'react';

import type { FlowEdit, FlowEditError } from '../model';

/** Tries an edit: null when it was applied, else the model's refusal (the document is unchanged). */
export type TryEdit = (edit: FlowEdit, coalesceKey?: string) => FlowEditError | null;

/** What a field shows while the document refuses it: the text as typed and why it was refused. */
interface Draft {
  value: string;
  message: string;
}

/**
 * Which items of a rule list are open (their details shown): `initial` at first, an item toggled open or shut, and
 * the list renumbered when an item is removed.
 */
export function useOpenItems(initial: () => number[]) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(initial()));
  return {
    opened: (at: number): boolean => open.has(at),
    toggle: (at: number, isOpen: boolean) =>
      setOpen((current) => {
        if (current.has(at) === isOpen) return current;
        const next = new Set(current);
        if (isOpen) next.add(at);
        else next.delete(at);
        return next;
      }),
    removed: (at: number) =>
      setOpen((current) => new Set([...current].filter((i) => i !== at).map((i) => (i > at ? i - 1 : i)))),
  };
}

/**
 * Text fields of the rule forms (a check's message, an alert's name): an edit the model refuses leaves the text in
 * its field with the reason beside it, and the document keeps its last valid value; typing in one field is one undo
 * step (its coalesce key).
 */
export function useFieldDrafts(tryEdit: TryEdit) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const settle = (key: string, draft: Draft | null) =>
    setDrafts((current) => {
      const next = { ...current };
      if (draft) next[key] = draft;
      else delete next[key];
      return next;
    });
  return {
    /** Applies `edit` for the field `key`, typed as `shown`; true when applied. */
    apply(key: string, shown: string, edit: FlowEdit, coalesce = true): boolean {
      const error = tryEdit(edit, coalesce ? key : undefined);
      settle(key, error ? { value: shown, message: error.message } : null);
      return error === null;
    },
    /** Keeps `shown` in the field `key` with `message`, without editing (text the form cannot turn into a value). */
    refuse(key: string, shown: string, message: string) {
      settle(key, { value: shown, message });
    },
    value: (key: string, fallback: string): string => drafts[key]?.value ?? fallback,
    message: (key: string): string | undefined => drafts[key]?.message,
  };
}

export type FieldDrafts = ReturnType<typeof useFieldDrafts>;

/** A labelled text input or textarea whose refused value stays in place with the reason. */
export function DraftField(props: {
  drafts: FieldDrafts;
  field: string;
  label: string;
  value: string;
  onText(text: string): void;
  multiline?: boolean;
  placeholder?: string;
}) {
  const { drafts, field, label, value, onText, multiline = false, placeholder } = props;
  const id = useId();
  const message = drafts.message(field);
  const common = {
    id,
    value: drafts.value(field, value),
    placeholder,
    onChange: (event: { target: { value: string } }) => onText(event.target.value),
    ...(message ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
  };
  return (
    <div className="builder-panel__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={3} {...common} /> : <input {...common} />}
      {message ? <FieldError id={`${id}-error`}>{message}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p className="builder-panel__error" role="alert" id={id}>
      {children}
    </p>
  );
}

/** A decimal number as people write it: `30`, `-2`, `27.5`, `.5`. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** What the text of a number field means: a finite number, or why not. */
export function parseNumberText(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed) || !Number.isFinite(Number(trimmed)))
    return { ok: false, message: trimmed === '' ? 'Type a number.' : `"${trimmed}" is not a number.` };
  return { ok: true, value: Number(trimmed) };
}

/** What the text of a whole-number field means: an integer from `min` to `max`, or why not. */
export function parseWholeNumberText(
  text: string,
  min: number,
  max: number,
): { ok: true; value: number } | { ok: false; message: string } {
  const parsed = parseNumberText(text);
  if (!parsed.ok) return parsed;
  if (!Number.isInteger(parsed.value) || parsed.value < min || parsed.value > max)
    return { ok: false, message: `Type a whole number from ${min} to ${max}.` };
  return parsed;
}

/**
 * A number input that reports a value only when its text is a number: "2" then "27." on the way to 27.5 stays as
 * typed; text that is no number (or, with `whole`, no whole number in its range) stays with the reason, and the
 * rule keeps its last number.
 */
export function NumberField(props: {
  label: string;
  value: number;
  onValue(value: number): void;
  className?: string;
  /** Shown as the field's visible label (else the label is only its accessible name). */
  visibleLabel?: boolean;
  /** Only whole numbers from `min` to `max` are taken. */
  whole?: { min: number; max: number };
}) {
  const { label, value, onValue, className, visibleLabel = false, whole } = props;
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const parse = (text: string) =>
    whole ? parseWholeNumberText(text, whole.min, whole.max) : parseNumberText(text);
  const parsed = typed === null ? undefined : parse(typed);
  // Text that means the current value (or is no number) is shown as typed; anything else follows the document.
  const shown = typed !== null && (!parsed?.ok || parsed.value === value) ? typed : String(value);
  const problem = parsed && !parsed.ok ? parsed.message : undefined;
  const input = (
    <input
      id={id}
      className={className}
      inputMode={whole ? 'numeric' : 'decimal'}
      value={shown}
      {...(visibleLabel ? {} : { 'aria-label': label })}
      {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        const result = parse(text);
        if (result.ok && result.value !== value) onValue(result.value);
      }}
    />
  );
  return (
    <span className="rule-number">
      {visibleLabel ? <label htmlFor={id}>{label}</label> : null}
      {input}
      {problem ? <FieldError id={`${id}-error`}>{problem}</FieldError> : null}
    </span>
  );
}
