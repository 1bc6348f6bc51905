import { isChoice, isContent } from '@telehealth/engine';
import type {
  CancellationOutcome,
  CancellationReason,
  FlowVersion,
  Question,
  QuestionOption,
  QuestionType,
} from '@telehealth/schemas';
import { Fragment, useId, useState, type ReactNode } from 'react';

import {
  NUMBER_INPUT_LABELS,
  QUESTION_TYPES,
  hardStopWhenChange,
  meansNumberInput,
  numberInputEdit,
  numberInputText,
  questionTypeLabel,
  withOptionScore,
  type FlowEdit,
  type FlowEditIssue,
  type NumberInputField,
} from '../model';
import { newOptionText, typeChange } from './builder-logic';
import { HardStopRule, QuestionRules } from './question-rules';
import { TotalBranches, numberOrUndefined, type TotalBranch } from './total-branches';
import type { TryEdit } from './rule-fields';

export type { TryEdit } from './rule-fields';

interface FieldDraft {
  value: string;
  issues: readonly FlowEditIssue[];
  message: string | null;
}

export interface QuestionPanelProps {
  doc: FlowVersion;
  question: Question;
  tryEdit: TryEdit;
  /** Edits that cannot fail (selection of a target, reordering). */
  onFocusNode(nodeId: string): void;
}

const CHECKOUT = 'checkout';
const NONE = '';
const NUMBER_INPUT_FIELDS: readonly NumberInputField[] = ['min', 'max', 'unit'];

/** A cancellation flow's options: the outcome an option that ends the flow names, and the reason it records. */
const OUTCOMES: readonly CancellationOutcome[] = [
  'cancel',
  'pause',
  'skip',
  'accept_offer',
  'contact_support',
  'keep',
];
const REASONS: readonly CancellationReason[] = [
  'too_expensive',
  'travelling',
  'not_seeing_results',
  'side_effects',
  'reached_my_goal',
  'prefer_another_treatment',
  'switching_provider',
  'clinician_advised',
  'other',
];

/**
 * Edits the selected question: title, description, type, a number question's minimum, maximum and unit, options,
 * mapped_field, free_field, the hard stop and where each answer leads. A value the schema (or the model) refuses
 * stays in its field with the message beside it (the document keeps its last valid value); typing in one field is
 * one undo step.
 */
export function QuestionPanel({ doc, question, tryEdit, onFocusNode }: QuestionPanelProps) {
  const id = useId();
  const [drafts, setDrafts] = useState<Record<string, FieldDraft>>({});
  /** A number question's limits as typed ("1." while typing 1.5), shown while they mean the document's value. */
  const [typedInput, setTypedInput] = useState<Partial<Record<NumberInputField, string>>>({});
  const choice = isChoice(question);
  const content = isContent(question);
  /** Sets (or, with '', removes) a property of option `index`: a cancellation flow's outcome or reason. */
  const setOption = (index: number, key: 'outcome' | 'reason', value: string) => {
    const options = question.QuestionOptions.map((o, i): QuestionOption => {
      if (i !== index) return o;
      const rest: QuestionOption = { ...o };
      delete rest[key];
      return value === NONE ? rest : { ...rest, [key]: value };
    });
    update('options', '', { QuestionOptions: options }, false);
  };

  /** Applies a field edit; on failure keeps `shown` in the field with the error. */
  const edit = (field: string, shown: string, change: FlowEdit, coalesce = true) => {
    const error = tryEdit(change, coalesce ? `${question.id}:${field}` : undefined);
    setDrafts((current) => {
      const next = { ...current };
      if (error)
        next[field] = {
          value: shown,
          issues: error.issues,
          message: error.issues.length ? null : error.message,
        };
      else delete next[field];
      return next;
    });
  };
  const update = (field: string, shown: string, changes: Partial<Question>, coalesce = true) =>
    edit(field, shown, { type: 'updateQuestion', questionId: question.id, changes }, coalesce);

  const valueOf = (field: string, fallback: string) => drafts[field]?.value ?? fallback;
  const errorOf = (field: string, path: string): ReactNode => {
    const draft = drafts[field];
    if (!draft) return null;
    const messages = draft.issues
      .filter((i) => i.path === path || i.path.startsWith(`${path}/`))
      .map((i) => i.message);
    const text = [...new Set(messages), ...(draft.message ? [draft.message] : [])].join('; ');
    if (!text && draft.issues.length === 0) return null;
    return (
      <p className="builder-panel__error" role="alert" id={`${id}-${field}-error`}>
        {text || draft.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}
      </p>
    );
  };
  const described = (field: string) =>
    drafts[field] ? { 'aria-describedby': `${id}-${field}-error`, 'aria-invalid': true } : {};

  const stops = new Set(question.hard_stop_response ?? []);
  const targets = doc.questions.filter((q) => q.id !== question.id);
  const targetValue = (value: number | undefined | null): string =>
    value === undefined || value === null ? NONE : value === 0 ? CHECKOUT : String(value);
  const connect = (answer: string | null, value: string) => {
    const change: FlowEdit =
      value === NONE
        ? { type: 'disconnect', questionId: question.id, answer }
        : {
            type: 'connect',
            questionId: question.id,
            answer,
            target: value === CHECKOUT ? 'checkout' : Number(value),
          };
    edit(`way:${answer ?? 'next'}`, value, change, false);
  };
  const otherwise = question.next_question_map['Final'] !== undefined ? 0 : question.next;

  const wayOn = (answer: string | null, label: string, value: number | null | undefined) => (
    <div className="builder-panel__way" key={answer ?? '\u0000next'}>
      <label htmlFor={`${id}-way-${answer ?? 'next'}`}>{label}</label>
      <select
        id={`${id}-way-${answer ?? 'next'}`}
        value={targetValue(value)}
        onChange={(event) => connect(answer, event.target.value)}
      >
        <option value={NONE}>
          {answer === null ? '(nothing: a dead end unless every answer is mapped)' : '(otherwise)'}
        </option>
        <option value={CHECKOUT}>Checkout</option>
        {targets.map((q) => (
          <option key={q.id} value={q.id}>
            #{q.id} {q.title}
          </option>
        ))}
      </select>
      {value !== undefined && value !== null && value !== 0 && (
        <button type="button" className="builder-panel__link" onClick={() => onFocusNode(`q:${value}`)}>
          Show
        </button>
      )}
      {errorOf(`way:${answer ?? 'next'}`, '')}
    </div>
  );

  const moveOption = (index: number, by: -1 | 1) => {
    const options = [...question.QuestionOptions];
    const [moved] = options.splice(index, 1);
    if (!moved) return;
    options.splice(index + by, 0, moved);
    update('options', '', { QuestionOptions: options }, false);
  };

  const when = question.hard_stop_when;
  const setWhen = (
    field: string,
    shown: string,
    next: Partial<NonNullable<Question['hard_stop_when']>> | null,
  ) => {
    if (next === null) return update(field, shown, { hard_stop_when: undefined }, false);
    update(field, shown, { hard_stop_when: hardStopWhenChange(doc, when, next) });
  };
  /** Sets or (empty) removes a limit of a number question; text that is no number stays in the field, unsaved. */
  const setNumberInput = (field: NumberInputField, text: string) => {
    setTypedInput((current) => ({ ...current, [field]: text }));
    const result = numberInputEdit(question.id, field, text);
    if (result.ok) edit(`input:${field}`, text, result.edit);
    else
      setDrafts((current) => ({
        ...current,
        [`input:${field}`]: { value: text, issues: [], message: result.message },
      }));
  };
  const numberInputShown = (field: NumberInputField): string => {
    const typed = typedInput[field];
    const fallback =
      typed !== undefined && meansNumberInput(question, field, typed)
        ? typed
        : numberInputText(question, field);
    return valueOf(`input:${field}`, fallback);
  };
  const totalNames = (doc.totals ?? []).map((t) => t.name);
  const branches = question.next_when ?? [];
  /** Replaces the question's branches on a total (none removes `next_when`). */
  const setBranches = (field: string, next: TotalBranch[]) =>
    update(
      field,
      '',
      { next_when: next.length > 0 ? (next as NonNullable<Question['next_when']>) : undefined },
      false,
    );

  return (
    <form
      className="builder-panel"
      aria-label={`Question ${question.id}`}
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 className="builder-panel__heading">
        Question #{question.id}
        {doc.first_question_id === question.id ? (
          <span className="builder-panel__tag">first question</span>
        ) : (
          <button
            type="button"
            className="builder-panel__link"
            onClick={() => edit('first', '', { type: 'setFirstQuestion', questionId: question.id }, false)}
          >
            Make first question
          </button>
        )}
      </h2>

      <div className="builder-panel__field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          value={valueOf('title', question.title)}
          onChange={(event) => update('title', event.target.value, { title: event.target.value })}
          {...described('title')}
        />
        {errorOf('title', '/title')}
      </div>

      <div className="builder-panel__field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          rows={2}
          value={valueOf('description', question.description ?? '')}
          onChange={(event) =>
            update('description', event.target.value, {
              description: event.target.value === '' ? null : event.target.value,
            })
          }
          {...described('description')}
        />
        {errorOf('description', '/description')}
      </div>

      <div className="builder-panel__field">
        <label htmlFor={`${id}-type`}>Type</label>
        <select
          id={`${id}-type`}
          value={question.type}
          onChange={(event) =>
            update(
              'type',
              event.target.value,
              typeChange(question, event.target.value as QuestionType),
              false,
            )
          }
          {...described('type')}
        >
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {questionTypeLabel(type)}
            </option>
          ))}
        </select>
        {errorOf('type', '')}
      </div>

      {question.type === 'number' && (
        <fieldset className="builder-panel__group">
          <legend>Number answer</legend>
          <p className="builder-panel__hint">An empty field sets no limit and no unit.</p>
          <div className="builder-panel__row">
            {NUMBER_INPUT_FIELDS.map((field) => (
              <div className="builder-panel__field" key={field}>
                <label htmlFor={`${id}-input-${field}`}>{NUMBER_INPUT_LABELS[field]}</label>
                <input
                  id={`${id}-input-${field}`}
                  {...(field === 'unit'
                    ? { placeholder: 'for example lb' }
                    : { inputMode: 'decimal' as const })}
                  value={numberInputShown(field)}
                  onChange={(event) => setNumberInput(field, event.target.value)}
                  {...described(`input:${field}`)}
                />
              </div>
            ))}
          </div>
          {NUMBER_INPUT_FIELDS.map((field) => (
            <Fragment key={field}>{errorOf(`input:${field}`, '/input')}</Fragment>
          ))}
        </fieldset>
      )}

      {choice && (
        <fieldset className="builder-panel__group">
          <legend>Options</legend>
          <ol className="builder-panel__options">
            {question.QuestionOptions.map((option, index) => {
              const field = `option:${index}`;
              return (
                <li key={index} className="builder-panel__option">
                  <input
                    aria-label={`Option ${index + 1}`}
                    value={valueOf(field, option.option_text)}
                    onChange={(event) =>
                      edit(field, event.target.value, {
                        type: 'renameOption',
                        questionId: question.id,
                        from: option.option_text,
                        to: event.target.value,
                      })
                    }
                    {...described(field)}
                  />
                  <input
                    className="builder-panel__score"
                    type="number"
                    step="any"
                    aria-label={`Score of option ${index + 1}`}
                    placeholder="score"
                    value={valueOf(`score:${index}`, option.score?.toString() ?? '')}
                    onChange={(event) => {
                      const options = withOptionScore(question, index, event.target.value);
                      if (options) update(`score:${index}`, event.target.value, { QuestionOptions: options });
                      else
                        setDrafts((current) => ({
                          ...current,
                          [`score:${index}`]: {
                            value: event.target.value,
                            issues: [],
                            message: 'A score is a number.',
                          },
                        }));
                    }}
                    {...described(`score:${index}`)}
                  />
                  {question.type === 'multiple_choice' && (
                    <label className="builder-panel__inline">
                      <input
                        type="checkbox"
                        checked={option.exclusive === true}
                        onChange={(event) => {
                          const options = question.QuestionOptions.map((o, i) => {
                            if (i !== index) return o;
                            const { exclusive: _exclusive, ...rest } = o;
                            return event.target.checked ? { ...rest, exclusive: true } : rest;
                          });
                          update('options', '', { QuestionOptions: options }, false);
                        }}
                      />
                      exclusive
                    </label>
                  )}
                  {doc.key === 'cancellation' && (
                    <>
                      <select
                        aria-label={`Outcome of option ${index + 1}`}
                        value={option.outcome ?? NONE}
                        onChange={(event) => setOption(index, 'outcome', event.target.value)}
                      >
                        <option value={NONE}>no outcome (goes on)</option>
                        {OUTCOMES.map((outcome) => (
                          <option key={outcome} value={outcome}>
                            ends: {outcome}
                          </option>
                        ))}
                      </select>
                      <select
                        aria-label={`Reason of option ${index + 1}`}
                        value={option.reason ?? NONE}
                        onChange={(event) => setOption(index, 'reason', event.target.value)}
                      >
                        <option value={NONE}>no reason</option>
                        {REASONS.map((reason) => (
                          <option key={reason} value={reason}>
                            reason: {reason}
                          </option>
                        ))}
                      </select>
                    </>
                  )}
                  <button
                    type="button"
                    aria-label={`Move option ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => moveOption(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={`Move option ${index + 1} down`}
                    disabled={index === question.QuestionOptions.length - 1}
                    onClick={() => moveOption(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove option ${index + 1}`}
                    onClick={() =>
                      edit(
                        field,
                        option.option_text,
                        { type: 'removeOption', questionId: question.id, option: option.option_text },
                        false,
                      )
                    }
                  >
                    ✕
                  </button>
                  {errorOf(field, '/QuestionOptions')}
                  {errorOf(`score:${index}`, `/QuestionOptions/${index}/score`)}
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            onClick={() =>
              update(
                'options',
                '',
                { QuestionOptions: [...question.QuestionOptions, { option_text: newOptionText(question) }] },
                false,
              )
            }
          >
            Add option
          </button>
          {errorOf('options', '/QuestionOptions')}
        </fieldset>
      )}

      {!content && (totalNames.length > 0 || branches.length > 0) && (
        <TotalBranches
          doc={doc}
          question={question}
          onBranches={setBranches}
          errorOf={(field) => errorOf(field, '/next_when')}
        />
      )}

      <fieldset className="builder-panel__group">
        <legend>Where it leads</legend>
        {choice &&
          question.QuestionOptions.map((o) =>
            wayOn(o.option_text, `“${o.option_text}”`, question.next_question_map[o.option_text]),
          )}
        {wayOn(null, choice ? 'Any other answer' : content ? 'Continue' : 'Next', otherwise)}
      </fieldset>

      <QuestionRules doc={doc} question={question} tryEdit={tryEdit} />

      {!content && (
        <>
          <div className="builder-panel__field">
            <label htmlFor={`${id}-mapped`}>Mapped field</label>
            <input
              id={`${id}-mapped`}
              value={valueOf('mapped_field', question.mapped_field ?? '')}
              placeholder="for example dob, sex, state"
              onChange={(event) =>
                update('mapped_field', event.target.value, {
                  mapped_field: event.target.value === '' ? null : event.target.value,
                })
              }
              {...described('mapped_field')}
            />
            {errorOf('mapped_field', '/mapped_field')}
          </div>

          <div className="builder-panel__field">
            <label htmlFor={`${id}-free`}>Free-text detail label</label>
            <input
              id={`${id}-free`}
              value={valueOf('free_field', question.free_field ?? '')}
              placeholder="none"
              onChange={(event) =>
                update('free_field', event.target.value, {
                  free_field: event.target.value === '' ? null : event.target.value,
                })
              }
              {...described('free_field')}
            />
            {errorOf('free_field', '/free_field')}
          </div>

          <fieldset className="builder-panel__group">
            <legend>Hard stop</legend>
            <label className="builder-panel__inline">
              <input
                type="checkbox"
                checked={question.is_hard_stop}
                onChange={(event) =>
                  update('is_hard_stop', '', { is_hard_stop: event.target.checked }, false)
                }
              />
              This question can end the intake
            </label>
            {choice && (
              <fieldset className="builder-panel__subgroup">
                <legend>Answers that stop</legend>
                {question.QuestionOptions.map((o) => (
                  <label key={o.option_text} className="builder-panel__inline">
                    <input
                      type="checkbox"
                      checked={stops.has(o.option_text)}
                      onChange={(event) => {
                        const next = question.QuestionOptions.map((x) => x.option_text).filter((text) =>
                          text === o.option_text ? event.target.checked : stops.has(text),
                        );
                        update('hard_stop_response', '', { hard_stop_response: next }, false);
                      }}
                    />
                    {o.option_text}
                    {o.score !== undefined && ` (score ${o.score})`}
                  </label>
                ))}
                {errorOf('hard_stop_response', '/hard_stop_response')}
              </fieldset>
            )}
            <div className="builder-panel__row">
              <div className="builder-panel__field">
                <label htmlFor={`${id}-measure`}>Measure</label>
                <select
                  id={`${id}-measure`}
                  value={when?.measure ?? ''}
                  onChange={(event) =>
                    event.target.value === ''
                      ? setWhen('hard_stop_when', '', null)
                      : setWhen('hard_stop_when', '', {
                          measure: event.target.value as 'value' | 'bmi' | 'age' | 'total',
                        })
                  }
                >
                  <option value="">none</option>
                  <option value="value">value (number answer)</option>
                  <option value="bmi">BMI (height and weight)</option>
                  <option value="age">age (date of birth)</option>
                  {(totalNames.length > 0 || when?.measure === 'total') && (
                    <option value="total">a total of scores</option>
                  )}
                </select>
              </div>
              {when?.measure === 'total' && (
                <div className="builder-panel__field">
                  <label htmlFor={`${id}-total`}>Total</label>
                  <select
                    id={`${id}-total`}
                    value={when.total ?? ''}
                    onChange={(event) => setWhen('hard_stop_when', '', { total: event.target.value })}
                  >
                    {[...new Set([...totalNames, ...(when.total ? [when.total] : [])])].map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              {when?.measure === 'total' &&
                (['at_least', 'at_most'] as const).map((kind) => (
                  <div className="builder-panel__field" key={kind}>
                    <label htmlFor={`${id}-${kind}`}>
                      {kind === 'at_least' ? 'Stops at least' : 'Stops at most'}
                    </label>
                    <input
                      id={`${id}-${kind}`}
                      type="number"
                      step="any"
                      value={valueOf(kind, when[kind]?.toString() ?? '')}
                      onChange={(event) =>
                        setWhen(kind, event.target.value, { [kind]: numberOrUndefined(event.target.value) })
                      }
                      {...described(kind)}
                    />
                  </div>
                ))}
              <div className="builder-panel__field">
                <label htmlFor={`${id}-below`}>Stops below</label>
                <input
                  id={`${id}-below`}
                  type="number"
                  value={valueOf('below', when?.below?.toString() ?? '')}
                  onChange={(event) =>
                    setWhen('below', event.target.value, { below: numberOrUndefined(event.target.value) })
                  }
                  {...described('below')}
                />
              </div>
              <div className="builder-panel__field">
                <label htmlFor={`${id}-above`}>Stops above</label>
                <input
                  id={`${id}-above`}
                  type="number"
                  value={valueOf('above', when?.above?.toString() ?? '')}
                  onChange={(event) =>
                    setWhen('above', event.target.value, { above: numberOrUndefined(event.target.value) })
                  }
                  {...described('above')}
                />
              </div>
            </div>
            {errorOf('hard_stop_when', '/hard_stop_when')}
            {errorOf('below', '/hard_stop_when')}
            {errorOf('above', '/hard_stop_when')}
            {errorOf('at_least', '/hard_stop_when')}
            {errorOf('at_most', '/hard_stop_when')}
            <HardStopRule doc={doc} question={question} tryEdit={tryEdit} />
            <div className="builder-panel__field">
              <label htmlFor={`${id}-message`}>Message to the patient</label>
              <textarea
                id={`${id}-message`}
                rows={3}
                value={valueOf('hard_stop_message', question.hard_stop_message ?? '')}
                onChange={(event) =>
                  update('hard_stop_message', event.target.value, {
                    hard_stop_message: event.target.value === '' ? null : event.target.value,
                  })
                }
                {...described('hard_stop_message')}
              />
              {errorOf('hard_stop_message', '/hard_stop_message')}
            </div>
          </fieldset>
        </>
      )}
    </form>
  );
}
