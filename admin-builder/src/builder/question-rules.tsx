import type {
  Alert,
  AnswerCheck,
  Condition,
  ConditionalBranch,
  FlowVersion,
  Question,
} from '@telehealth/schemas';
import { useMemo, useState, type ReactNode } from 'react';

import { newLeaf, type FlowEdit, type RulePlace } from '../model';
import { ConditionEditor } from './condition-editor';
import { DraftField, FieldError, useFieldDrafts, type FieldDrafts, type TryEdit } from './rule-fields';
import './rules.css';

interface RulesProps {
  doc: FlowVersion;
  question: Question;
  tryEdit: TryEdit;
}

/** The question's place for rules that read the answer just given (hard stop, branches, checks, alerts). */
const usePlace = (questionId: number, self: boolean): RulePlace =>
  useMemo(() => ({ questionId, self }), [questionId, self]);

/** One edit of a rule field: applied, or its refusal shown under the field. */
function useRuleEdit(tryEdit: TryEdit) {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    apply(edit: FlowEdit, coalesceKey?: string) {
      const refused = tryEdit(edit, coalesceKey);
      setError(refused ? refused.message : null);
    },
  };
}

/**
 * "Also stop when": the hard stop's condition (`hard_stop_if`) beside its stopping answers and measure. Shown while
 * the question is a hard stop; a condition left on a question that no longer stops is shown as unused.
 */
export function HardStopRule({ doc, question, tryEdit }: RulesProps) {
  const place = usePlace(question.id, true);
  const rule = useRuleEdit(tryEdit);
  const condition = question.hard_stop_if;
  const set = (next: Condition | undefined, coalesceKey?: string) =>
    rule.apply(
      { type: 'setCondition', questionId: question.id, field: 'hard_stop_if', condition: next },
      coalesceKey,
    );
  if (!question.is_hard_stop && !condition) return null;
  return (
    <div className="rule-hard-stop">
      {condition ? (
        <>
          <ConditionEditor
            doc={doc}
            place={place}
            condition={condition}
            onChange={set}
            label="Also stop when"
          />
          {!question.is_hard_stop ? (
            <p className="builder-panel__hint">Unused while the question cannot end the intake.</p>
          ) : null}
          <button type="button" className="builder-panel__link" onClick={() => set(undefined)}>
            Remove the stop condition
          </button>
        </>
      ) : (
        <button type="button" onClick={() => set(newLeaf(doc, place))}>
          Also stop when…
        </button>
      )}
      {rule.error ? <FieldError>{rule.error}</FieldError> : null}
    </div>
  );
}

/** The question's rules: whether it is asked, branches on a condition, checks across answers and alerts. */
export function QuestionRules({ doc, question, tryEdit }: RulesProps) {
  return (
    <>
      <AskIf doc={doc} question={question} tryEdit={tryEdit} />
      <ConditionBranches doc={doc} question={question} tryEdit={tryEdit} />
      <Checks doc={doc} question={question} tryEdit={tryEdit} />
      <Alerts doc={doc} question={question} tryEdit={tryEdit} />
    </>
  );
}

function Section(props: { title: string; count: number; children: ReactNode }) {
  return (
    <details className="rule-section" open={props.count > 0 ? true : undefined}>
      <summary>
        {props.title}
        {props.count > 0 ? ` (${props.count})` : ''}
      </summary>
      {props.children}
    </details>
  );
}

function AskIf({ doc, question, tryEdit }: RulesProps) {
  const place = usePlace(question.id, false);
  const rule = useRuleEdit(tryEdit);
  const condition = question.ask_if;
  const set = (next: Condition | undefined, coalesceKey?: string) =>
    rule.apply(
      { type: 'setCondition', questionId: question.id, field: 'ask_if', condition: next },
      coalesceKey,
    );
  const first = doc.first_question_id === question.id;
  return (
    <Section title="Ask only if" count={condition ? 1 : 0}>
      <p className="builder-panel__hint">
        When the condition does not hold, the patient goes on as if they had answered nothing here.
      </p>
      {condition ? (
        <>
          <ConditionEditor doc={doc} place={place} condition={condition} onChange={set} label="Ask only if" />
          <button type="button" className="builder-panel__link" onClick={() => set(undefined)}>
            Always ask this question
          </button>
        </>
      ) : first ? (
        <p className="builder-panel__hint">The first question is always asked.</p>
      ) : (
        <button type="button" onClick={() => set(newLeaf(doc, place))}>
          Ask only if…
        </button>
      )}
      {rule.error ? <FieldError>{rule.error}</FieldError> : null}
    </Section>
  );
}

const CHECKOUT = 'checkout';

function ConditionBranches({ doc, question, tryEdit }: RulesProps) {
  const place = usePlace(question.id, true);
  const rule = useRuleEdit(tryEdit);
  const branches = question.next_if ?? [];
  const set = (items: ConditionalBranch[], coalesceKey?: string) =>
    rule.apply({ type: 'setRuleList', questionId: question.id, field: 'next_if', items }, coalesceKey);
  const change = (at: number, next: ConditionalBranch) => branches.map((b, i) => (i === at ? next : b));
  const targets = doc.questions.filter((q) => q.id !== question.id);
  return (
    <Section title="Branches on a condition" count={branches.length}>
      <p className="builder-panel__hint">
        Checked in order after the hard stop and the branches on a total, before the answers&apos; own ways:
        the first that holds decides.
      </p>
      {branches.map((branch, at) => (
        <fieldset key={at} className="rule-item">
          <legend>Branch {at + 1}</legend>
          <ConditionEditor
            doc={doc}
            place={place}
            condition={branch.if}
            label={`Branch ${at + 1}: when`}
            onChange={(next, key) =>
              set(next ? change(at, { ...branch, if: next }) : branches.filter((_, i) => i !== at), key)
            }
          />
          <label className="builder-panel__field">
            Then go to
            <select
              value={branch.next === 0 ? CHECKOUT : String(branch.next)}
              onChange={(event) =>
                set(
                  change(at, {
                    ...branch,
                    next: event.target.value === CHECKOUT ? 0 : Number(event.target.value),
                  }),
                )
              }
            >
              <option value={CHECKOUT}>Checkout</option>
              {targets.map((q) => (
                <option key={q.id} value={q.id}>
                  #{q.id} {q.title}
                </option>
              ))}
            </select>
          </label>
          <div className="rule-item__actions">
            <button type="button" onClick={() => set(branches.filter((_, i) => i !== at))}>
              Remove branch {at + 1}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        onClick={() => set([...branches, { if: newLeaf(doc, place), next: question.next ?? 0 }])}
      >
        Add a branch
      </button>
      {rule.error ? <FieldError>{rule.error}</FieldError> : null}
    </Section>
  );
}

function Checks({ doc, question, tryEdit }: RulesProps) {
  const place = usePlace(question.id, true);
  const rule = useRuleEdit(tryEdit);
  const drafts = useFieldDrafts(tryEdit);
  const checks = question.checks ?? [];
  const edit = (items: AnswerCheck[]): FlowEdit => ({
    type: 'setRuleList',
    questionId: question.id,
    field: 'checks',
    items,
  });
  const change = (at: number, next: AnswerCheck) => checks.map((c, i) => (i === at ? next : c));
  return (
    <Section title="Checks" count={checks.length}>
      <p className="builder-panel__hint">
        An answer is taken only when every check holds (the answer just given included); otherwise the patient
        reads the message and answers again.
      </p>
      {checks.map((check, at) => (
        <fieldset key={at} className="rule-item">
          <legend>Check {at + 1}</legend>
          <ConditionEditor
            doc={doc}
            place={place}
            condition={check.require}
            label={`Check ${at + 1}: must hold`}
            onChange={(next, key) =>
              rule.apply(
                edit(next ? change(at, { ...check, require: next }) : checks.filter((_, i) => i !== at)),
                key,
              )
            }
          />
          <DraftField
            drafts={drafts}
            field={`${question.id}:check:${at}:message`}
            label="Message to the patient"
            multiline
            value={check.message}
            onText={(text) =>
              drafts.apply(
                `${question.id}:check:${at}:message`,
                text,
                edit(change(at, { ...check, message: text })),
              )
            }
          />
          <div className="rule-item__actions">
            <button type="button" onClick={() => rule.apply(edit(checks.filter((_, i) => i !== at)))}>
              Remove check {at + 1}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        onClick={() =>
          rule.apply(
            edit([...checks, { require: newLeaf(doc, place), message: 'Please check this answer.' }]),
          )
        }
      >
        Add a check
      </button>
      {rule.error ? <FieldError>{rule.error}</FieldError> : null}
    </Section>
  );
}

/** A name for a new alert not used in the flow yet: `alert_1`, `alert_2`… */
export function newAlertName(doc: FlowVersion): string {
  const used = new Set(doc.questions.flatMap((q) => (q.alerts ?? []).map((a) => a.name)));
  for (let n = 1; ; n++) if (!used.has(`alert_${n}`)) return `alert_${n}`;
}

function Alerts({ doc, question, tryEdit }: RulesProps) {
  const place = usePlace(question.id, true);
  const rule = useRuleEdit(tryEdit);
  const drafts = useFieldDrafts(tryEdit);
  const alerts = question.alerts ?? [];
  const edit = (items: Alert[]): FlowEdit => ({
    type: 'setRuleList',
    questionId: question.id,
    field: 'alerts',
    items,
  });
  const change = (at: number, next: Alert) => alerts.map((a, i) => (i === at ? next : a));
  return (
    <Section title="Alerts" count={alerts.length}>
      <p className="builder-panel__hint">
        Raised when the condition holds for the answer just given: the patient reads the title and message for
        the rest of the intake (it goes on), and a clinician flag marks the intake for review.
      </p>
      {alerts.map((alert, at) => (
        <AlertItem
          key={at}
          doc={doc}
          place={place}
          alert={alert}
          at={at}
          drafts={drafts}
          fieldKey={`${question.id}:alert:${at}`}
          onAlert={(next, key) => {
            if (key) drafts.apply(key.field, key.shown, edit(change(at, next)));
            else rule.apply(edit(change(at, next)));
          }}
          onCondition={(next, key) =>
            rule.apply(
              edit(next ? change(at, { ...alert, if: next }) : alerts.filter((_, i) => i !== at)),
              key,
            )
          }
          onRemove={() => rule.apply(edit(alerts.filter((_, i) => i !== at)))}
        />
      ))}
      <button
        type="button"
        onClick={() =>
          rule.apply(
            edit([
              ...alerts,
              {
                name: newAlertName(doc),
                if: newLeaf(doc, place),
                title: 'Please read this',
                message: 'What the patient should know or do.',
              },
            ]),
          )
        }
      >
        Add an alert
      </button>
      {rule.error ? <FieldError>{rule.error}</FieldError> : null}
    </Section>
  );
}

function AlertItem(props: {
  doc: FlowVersion;
  place: RulePlace;
  alert: Alert;
  at: number;
  drafts: FieldDrafts;
  fieldKey: string;
  /** A text field's change names its field and text (kept in the field when refused); others name none. */
  onAlert(next: Alert, key?: { field: string; shown: string }): void;
  onCondition(next: Condition | undefined, coalesceKey?: string): void;
  onRemove(): void;
}) {
  const { doc, place, alert, at, drafts, fieldKey, onAlert, onCondition, onRemove } = props;
  const text = (field: 'name' | 'title' | 'message' | 'flag', label: string, multiline = false) => (
    <DraftField
      drafts={drafts}
      field={`${fieldKey}:${field}`}
      label={label}
      multiline={multiline}
      value={alert[field] ?? ''}
      onText={(value) =>
        onAlert({ ...alert, [field]: value }, { field: `${fieldKey}:${field}`, shown: value })
      }
    />
  );
  const { flag: _flag, ...withoutFlag } = alert;
  return (
    <fieldset className="rule-item">
      <legend>
        Alert {at + 1}: {alert.name}
      </legend>
      {text('name', 'Name (letters, digits, _)')}
      <ConditionEditor
        doc={doc}
        place={place}
        condition={alert.if}
        label={`Alert ${at + 1}: raised when`}
        onChange={onCondition}
      />
      {text('title', 'Title the patient reads')}
      {text('message', 'Message to the patient', true)}
      <label className="builder-panel__inline">
        <input
          type="checkbox"
          checked={alert.flag !== undefined}
          onChange={(event) =>
            onAlert(event.target.checked ? { ...alert, flag: `Review: ${alert.title}` } : withoutFlag)
          }
        />
        Flag the intake for a clinician
      </label>
      {alert.flag !== undefined ? text('flag', 'What the clinician reads') : null}
      <div className="rule-item__actions">
        <button type="button" onClick={onRemove}>
          Remove alert {at + 1}
        </button>
      </div>
    </fieldset>
  );
}
