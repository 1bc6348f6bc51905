import { isChoice } from '@telehealth/engine';
import type { Condition, FlowVersion, Operand } from '@telehealth/schemas';
import { useId, useMemo, useState } from 'react';

import {
  COMPARISON_OPS,
  addPart,
  comparison,
  comparisonOf,
  conditionAt,
  describeCondition,
  groupOf,
  isAnswerTest,
  isComparison,
  isNot,
  isOrderTest,
  leafFor,
  newLeaf,
  orderTestOf,
  ORDER_TESTS,
  parseSubjectKey,
  questionLeaf,
  questionTestOf,
  questionTests,
  replaceAt,
  ruleScope,
  setGroupKind,
  subjectKey,
  subjectOf,
  toggleNot,
  valueChoices,
  withOption,
  withOrderIngredients,
  withOrderTest,
  type AnswerCondition,
  type ComparisonCondition,
  type ComparisonOp,
  type ConditionPath,
  type GroupKind,
  type LeafCondition,
  type OrderCondition,
  type OrderTest,
  type QuestionTest,
  type RulePlace,
  type RuleScope,
  type Subject,
} from '../model';
import { FieldError, NumberField } from './rule-fields';
import './rules.css';

export interface ConditionEditorProps {
  doc: FlowVersion;
  /** Where the rule is written: what it may read (questions that can come before it, alerts raised before it). */
  place: RulePlace;
  condition: Condition;
  /**
   * The condition after a change (undefined: its last part was removed). `coalesceKey` is set while a number is
   * typed, so that typing is one undo step.
   */
  onChange(next: Condition | undefined, coalesceKey?: string): void;
  /** The accessible name of the editor ("Ask only if", "Also stop when"). */
  label: string;
}

const NUMBER = '#number';

/**
 * The condition editor: the condition in words, then its tree — groups ("All of" / "Any of"), "Not", and tests. A
 * test picks a question that can come before the rule (by id and title; the engine's question graph decides), a
 * total, a calculation or an alert, then what to test: for a number a comparison with a number or another value,
 * for a choice the options it is (or includes all) of, for any question whether it was answered. Every change gives
 * a condition the schema accepts.
 */
export function ConditionEditor({ doc, place, condition, onChange, label }: ConditionEditorProps) {
  const scope = useMemo(() => ruleScope(doc, place), [doc, place]);
  const change = (path: ConditionPath, next: Condition | undefined, coalesce?: string) =>
    onChange(
      replaceAt(condition, path, next),
      coalesce === undefined ? undefined : `${label}:${path.join('.')}:${coalesce}`,
    );
  const labelId = useId();
  return (
    <div className="condition" role="group" aria-labelledby={labelId}>
      <span className="condition__label" id={labelId}>
        {label}
      </span>
      <p className="condition__summary">{describeCondition(condition, { maxOptions: 3 })}</p>
      <ConditionNode
        doc={doc}
        place={place}
        scope={scope}
        root={condition}
        path={[]}
        onRoot={(next) => onChange(next)}
        onChange={change}
      />
    </div>
  );
}

interface NodeProps {
  doc: FlowVersion;
  place: RulePlace;
  scope: RuleScope;
  root: Condition;
  path: ConditionPath;
  /** Replaces the whole condition (adding beside the root, negating it). */
  onRoot(next: Condition | undefined): void;
  onChange(path: ConditionPath, next: Condition | undefined, coalesce?: string): void;
}

/** A part's name for screen readers and tests: "Test 1", "Test 2.1". */
const partName = (path: ConditionPath) =>
  path.length === 0 ? 'Test' : `Test ${path.map((i) => i + 1).join('.')}`;

function ConditionNode(props: NodeProps) {
  const { doc, place, root, path, onRoot, onChange } = props;
  const node = conditionAt(root, path) as Condition;
  const parent = path.length > 0 ? conditionAt(root, path.slice(0, -1)) : undefined;
  // The condition under a "not" is removed or un-negated with its "not".
  const underNot = parent !== undefined && isNot(parent);
  const actions = underNot ? null : (
    <div className="condition__actions">
      {groupOf(node) || path.length === 0 ? (
        <button type="button" onClick={() => onRoot(addPart(root, path, newLeaf(doc, place)))}>
          Add a test
        </button>
      ) : null}
      {groupOf(node) ? (
        <button type="button" onClick={() => onRoot(addPart(root, path, { any: [newLeaf(doc, place)] }))}>
          Add a group
        </button>
      ) : null}
      <button type="button" aria-pressed={isNot(node)} onClick={() => onRoot(toggleNot(root, path))}>
        {isNot(node) ? 'Remove “not”' : 'Not'}
      </button>
      <button type="button" onClick={() => onChange(path, undefined)}>
        Remove
      </button>
    </div>
  );

  const group = groupOf(node);
  if (group) {
    return (
      <div className="condition__group" role="group" aria-label={partName(path)}>
        <select
          aria-label="Join the parts with"
          value={group.kind}
          onChange={(event) => onRoot(setGroupKind(root, path, event.target.value as GroupKind))}
        >
          <option value="all">All of</option>
          <option value="any">Any of</option>
        </select>
        <ol className="condition__parts">
          {group.parts.map((_, at) => (
            <li key={at}>
              <ConditionNode {...props} path={[...path, at]} />
            </li>
          ))}
        </ol>
        {actions}
      </div>
    );
  }
  if (isNot(node)) {
    return (
      <div className="condition__not" role="group" aria-label={partName(path)}>
        <span className="condition__keyword">Not</span>
        <ConditionNode {...props} path={[...path, 0]} />
        {actions}
      </div>
    );
  }
  return (
    <div className="condition__leaf" role="group" aria-label={partName(path)}>
      <LeafEditor {...props} leaf={node as LeafCondition} />
      {actions}
    </div>
  );
}

function LeafEditor(props: NodeProps & { leaf: LeafCondition }) {
  const { doc, scope, leaf, path, onChange } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const subject = subjectOf(leaf);
  const key = subjectKey(subject);
  const question = subject.kind === 'question' ? doc.questions.find((q) => q.id === subject.id) : undefined;
  const set = (next: LeafCondition, coalesce?: string) => {
    setProblem(null);
    onChange(path, next, coalesce);
  };
  const inScope =
    subject.kind === 'question'
      ? scope.questions.some((q) => q.id === subject.id)
      : subject.kind === 'alert'
        ? scope.alerts.some((a) => a.name === subject.name)
        : subject.kind === 'order'
          ? scope.orders
          : true;

  return (
    <>
      <div className="condition__row">
        <select
          aria-label="Question or value"
          value={key}
          onChange={(event) => set(leafFor(doc, parseSubjectKey(event.target.value), leaf))}
        >
          {!inScope ? <option value={key}>{outOfScope(subject, question?.title)}</option> : null}
          {scope.questions.length > 0 ? (
            <optgroup label="Questions">
              {scope.questions.map((q) => (
                <option key={q.id} value={`q:${q.id}`}>
                  Q{q.id} {q.title}
                </option>
              ))}
            </optgroup>
          ) : null}
          {scope.totals.length > 0 ? (
            <optgroup label="Totals">
              {scope.totals.map((t) => (
                <option key={t.name} value={`total:${t.name}`}>
                  Total {t.name}: {t.title}
                </option>
              ))}
            </optgroup>
          ) : null}
          {scope.calculations.length > 0 ? (
            <optgroup label="Calculations">
              {scope.calculations.map((c) => (
                <option key={c.name} value={`calc:${c.name}`}>
                  Calculation {c.name}: {c.title}
                </option>
              ))}
            </optgroup>
          ) : null}
          {scope.orders ? (
            <optgroup label="The order">
              <option value="order">The order&apos;s products</option>
            </optgroup>
          ) : null}
          {scope.alerts.length > 0 ? (
            <optgroup label="Alerts">
              {scope.alerts.map((a) => (
                <option key={a.name} value={`alert:${a.name}`}>
                  Alert {a.name} (Q{a.questionId})
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
        {question ? (
          <select
            aria-label="What to test"
            value={questionTestOf(leaf) ?? ''}
            onChange={(event) => set(questionLeaf(question, event.target.value as QuestionTest, leaf))}
          >
            {questionTests(question).map((t) => (
              <option key={t.test} value={t.test}>
                {t.label}
              </option>
            ))}
          </select>
        ) : subject.kind === 'alert' ? (
          <span className="condition__keyword">was raised</span>
        ) : null}
      </div>
      {isComparison(leaf) ? <ComparisonRow scope={scope} leaf={leaf} onLeaf={set} /> : null}
      {isOrderTest(leaf) ? <OrderRow leaf={leaf} onLeaf={set} onProblem={setProblem} /> : null}
      {isAnswerTest(leaf) && question && isChoice(question) && (leaf.any_of || leaf.all_of) ? (
        <OptionChoices
          leaf={leaf}
          options={question.QuestionOptions.map((o) => o.option_text)}
          onLeaf={set}
          onProblem={setProblem}
        />
      ) : null}
      {problem ? <FieldError>{problem}</FieldError> : null}
    </>
  );
}

/** Why a subject a rule names is not offered at its place (the analysis reports it too). */
function outOfScope(subject: Subject, title: string | undefined): string {
  switch (subject.kind) {
    case 'question':
      return `Q${subject.id} ${title ?? '(missing)'} (cannot come before)`;
    case 'alert':
      return `Alert ${subject.name} (only assertions test alerts)`;
    case 'order':
      return 'The order (only assertions test it)';
    default:
      return `${subject.kind} ${subject.name}`;
  }
}

/** An order test: how many of the products it selects (or above which dose step one starts), and which products. */
function OrderRow(props: {
  leaf: OrderCondition;
  onLeaf(next: LeafCondition, coalesce?: string): void;
  onProblem(message: string | null): void;
}) {
  const { leaf, onLeaf, onProblem } = props;
  const { test, count } = orderTestOf(leaf);
  const [typed, setTyped] = useState<string | null>(null);
  const ingredients = (leaf.order.ingredients ?? []).join(', ');
  return (
    <>
      <div className="condition__row">
        <select
          aria-label="Order test"
          value={test}
          onChange={(event) => onLeaf(withOrderTest(leaf, event.target.value as OrderTest, count))}
        >
          {ORDER_TESTS.map((t) => (
            <option key={t.test} value={t.test}>
              {t.label}
            </option>
          ))}
        </select>
        <NumberField
          label={test === 'at_least' ? 'How many products' : 'Dose step'}
          className="condition__number"
          value={count}
          onValue={(value) => onLeaf(withOrderTest(leaf, test, value), 'count')}
        />
      </div>
      <label className="builder-panel__field">
        Products with the ingredients (comma-separated)
        <input
          value={typed ?? ingredients}
          placeholder="for example semaglutide, tirzepatide"
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            const next = withOrderIngredients(leaf, text);
            if (next) {
              onProblem(null);
              onLeaf(next, 'ingredients');
            } else
              onProblem('Name ingredients in lower case (letters, digits, dashes), separated by commas.');
          }}
        />
      </label>
      {leaf.order.forms || leaf.order.meds ? (
        <p className="builder-panel__hint">
          Also only products{leaf.order.forms ? ` of form ${leaf.order.forms.join(' or ')}` : ''}
          {leaf.order.meds ? ` with med id ${leaf.order.meds.join(' or ')}` : ''}.
        </p>
      ) : null}
    </>
  );
}

/** The options an option test names, as checkboxes in the question's order (an option it lost is kept, last). */
function OptionChoices({
  leaf,
  options,
  onLeaf,
  onProblem,
}: {
  leaf: AnswerCondition;
  options: readonly string[];
  onLeaf(next: LeafCondition): void;
  onProblem(message: string): void;
}) {
  const named: readonly string[] = leaf.any_of ?? leaf.all_of ?? [];
  return (
    <fieldset className="condition__options">
      <legend>{leaf.all_of ? 'Includes all of' : 'Is one of'}</legend>
      {[...options, ...named.filter((o) => !options.includes(o))].map((option) => (
        <label key={option} className="builder-panel__inline">
          <input
            type="checkbox"
            checked={named.includes(option)}
            onChange={(event) => {
              const result = withOption(leaf, option, event.target.checked, options);
              if (result.ok) onLeaf(result.leaf);
              else onProblem(result.message);
            }}
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
}

function ComparisonRow({
  scope,
  leaf,
  onLeaf,
}: {
  scope: RuleScope;
  leaf: ComparisonCondition;
  onLeaf(next: LeafCondition, coalesce?: string): void;
}) {
  const { op, operand } = comparisonOf(leaf);
  const choices = valueChoices(scope).filter((c) => c.ref !== leaf.value);
  const setOperand = (next: Operand, coalesce?: string) => onLeaf(comparison(leaf.value, op, next), coalesce);
  const operandKey = typeof operand === 'number' ? NUMBER : operand;
  return (
    <div className="condition__row">
      <select
        aria-label="Comparison"
        value={op}
        onChange={(event) => onLeaf(comparison(leaf.value, event.target.value as ComparisonOp, operand))}
      >
        {COMPARISON_OPS.map((o) => (
          <option key={o.op} value={o.op}>
            {o.label}
          </option>
        ))}
      </select>
      <select
        aria-label="Compared with"
        value={operandKey}
        onChange={(event) => setOperand(event.target.value === NUMBER ? 0 : event.target.value)}
      >
        <option value={NUMBER}>a number</option>
        {typeof operand === 'string' && !choices.some((c) => c.ref === operand) ? (
          <option value={operand}>{operand} (not before this rule)</option>
        ) : null}
        {choices.map((c) => (
          <option key={c.ref} value={c.ref}>
            {c.label}
          </option>
        ))}
      </select>
      {typeof operand === 'number' ? (
        <NumberField
          label="Number"
          className="condition__number"
          value={operand}
          onValue={(value) => setOperand(value, 'number')}
        />
      ) : null}
    </div>
  );
}
