import type { Expression } from '@telehealth/schemas';

import {
  OPERATIONS,
  addTerm,
  describeExpression,
  operationOf,
  removeTerm,
  replaceTerm,
  withOperation,
  type Operation,
} from '../model';
import { NumberField } from './rule-fields';
import './rules.css';

const NUMBER = '#number';
const CALCULATION = '#calculation';

export interface ExpressionEditorProps {
  expression: Expression;
  /** The values the expression may read (each question's numbers, totals, other calculations). */
  choices: readonly { ref: string; label: string }[];
  /** The expression after a change; `coalesceKey` is set while a number is typed (one undo step). */
  onChange(next: Expression, coalesceKey?: string): void;
  label: string;
}

/**
 * A calculation's expression in a small form: its symbols ("(weight of Q4 − answer of Q5) × 100"), then each place
 * of it — a number, a value read from the answers, or a calculation (+, −, ×, ÷) over further places.
 */
export function ExpressionEditor({ expression, choices, onChange, label }: ExpressionEditorProps) {
  return (
    <div className="expression" role="group" aria-label={label}>
      <p className="expression__summary">= {describeExpression(expression)}</p>
      <Slot expression={expression} choices={choices} onChange={onChange} name="Value" coalesce="root" />
    </div>
  );
}

function Slot(props: {
  expression: Expression;
  choices: readonly { ref: string; label: string }[];
  onChange(next: Expression, coalesceKey?: string): void;
  name: string;
  coalesce: string;
  onRemove?(): void;
}) {
  const { expression, choices, onChange, name, coalesce, onRemove } = props;
  const current = operationOf(expression);
  const kind = current ? CALCULATION : typeof expression === 'string' ? expression : NUMBER;
  const unknown = typeof expression === 'string' && !choices.some((c) => c.ref === expression);
  const remove = onRemove ? (
    <button type="button" aria-label={`Remove ${name.toLowerCase()}`} onClick={onRemove}>
      Remove
    </button>
  ) : null;
  const kindSelect = (
    <select
      aria-label={name}
      value={kind}
      onChange={(event) => {
        const value = event.target.value;
        if (value === NUMBER) onChange(0);
        else if (value === CALCULATION) onChange(withOperation(expression, 'sum'));
        else onChange(value);
      }}
    >
      <option value={NUMBER}>a number</option>
      {unknown ? <option value={expression as string}>{expression as string} (unknown)</option> : null}
      {choices.map((c) => (
        <option key={c.ref} value={c.ref}>
          {c.label}
        </option>
      ))}
      <option value={CALCULATION}>a calculation (+ − × ÷)</option>
    </select>
  );
  if (!current) {
    return (
      <div className="expression__row">
        {kindSelect}
        {typeof expression === 'number' ? (
          <NumberField
            label={`${name}: number`}
            className="expression__number"
            value={expression}
            onValue={(value) => onChange(value, `${coalesce}:number`)}
          />
        ) : null}
        {remove}
      </div>
    );
  }
  return (
    <div className="expression__operation">
      <div className="expression__row">
        {kindSelect}
        <select
          aria-label={`${name}: operation`}
          value={current.op}
          onChange={(event) => onChange(withOperation(expression, event.target.value as Operation))}
        >
          {OPERATIONS.map((o) => (
            <option key={o.op} value={o.op}>
              {o.label}
            </option>
          ))}
        </select>
        {remove}
      </div>
      <ol className="expression__parts">
        {current.parts.map((part, at) => (
          <li key={at}>
            <Slot
              expression={part}
              choices={choices}
              name={`${name} ${at + 1}`}
              coalesce={`${coalesce}.${at}`}
              onChange={(next, key) => onChange(replaceTerm(expression, at, next), key)}
              onRemove={() => onChange(removeTerm(expression, at))}
            />
          </li>
        ))}
      </ol>
      {current.op === 'quotient' ? null : (
        <button type="button" onClick={() => onChange(addTerm(expression))}>
          Add a term
        </button>
      )}
    </div>
  );
}
