import type { FlowTotal, FlowVersion } from '@telehealth/schemas';
import { useState } from 'react';

import { newTotalName, parseQuestionIds, totalRange, type FlowEdit, type FlowEditError } from '../model';

export interface TotalsPanelProps {
  doc: FlowVersion;
  tryEdit(edit: FlowEdit, coalesceKey?: string): FlowEditError | null;
  onFocusNode(nodeId: string): void;
}

/**
 * The Totals tab: the flow's totals (scored instruments), each a name, a title and the questions whose chosen
 * options' scores it adds up, with the range its scores give. Hard stops and branches read them (question panel).
 * A value the schema refuses stays in its field with the reason; the document keeps its last valid totals.
 */
export function TotalsPanel({ doc, tryEdit, onFocusNode }: TotalsPanelProps) {
  const totals = doc.totals ?? [];
  const [drafts, setDrafts] = useState<Record<string, { value: string; message: string }>>({});
  const save = (field: string, shown: string, next: FlowTotal[] | undefined, why = '') => {
    const error = next ? tryEdit({ type: 'setTotals', totals: next }, `totals:${field}`) : null;
    setDrafts((current) => {
      const copy = { ...current };
      if (!next || error) copy[field] = { value: shown, message: error?.message ?? why };
      else delete copy[field];
      return copy;
    });
  };
  const change = (at: number, fields: Partial<FlowTotal>) =>
    totals.map((total, i) => (i === at ? { ...total, ...fields } : total));
  const readers = (name: string) =>
    doc.questions.filter(
      (q) =>
        (q.hard_stop_when?.measure === 'total' && q.hard_stop_when.total === name) ||
        (q.next_when ?? []).some((b) => b.total === name),
    );

  return (
    <section aria-label="Totals" className="builder-panel">
      <h2 className="builder-panel__heading">Totals</h2>
      <p className="builder-panel__hint">
        A total adds up the scores of the options chosen at its questions (give each option a score in the
        question panel). Hard stops and branches of a question can read it once all its questions are
        answered.
      </p>
      {totals.map((total, at) => {
        const range = totalRange(doc, total);
        const draft = (field: string) => drafts[`${at}:${field}`];
        return (
          <fieldset key={at} className="builder-panel__group" aria-label={`Total ${total.name}`}>
            <legend>{total.title ?? total.name}</legend>
            <div className="builder-panel__field">
              <label htmlFor={`total-${at}-name`}>Name</label>
              <input
                id={`total-${at}-name`}
                value={draft('name')?.value ?? total.name}
                onChange={(event) =>
                  save(`${at}:name`, event.target.value, change(at, { name: event.target.value }))
                }
                aria-invalid={draft('name') ? true : undefined}
              />
            </div>
            <div className="builder-panel__field">
              <label htmlFor={`total-${at}-title`}>Title</label>
              <input
                id={`total-${at}-title`}
                value={draft('title')?.value ?? total.title ?? ''}
                onChange={(event) => {
                  const { title: _title, ...rest } = total;
                  const next = event.target.value === '' ? rest : { ...rest, title: event.target.value };
                  save(
                    `${at}:title`,
                    event.target.value,
                    totals.map((t, i) => (i === at ? next : t)),
                  );
                }}
              />
            </div>
            <div className="builder-panel__field">
              <label htmlFor={`total-${at}-questions`}>Questions (ids)</label>
              <input
                id={`total-${at}-questions`}
                value={draft('questions')?.value ?? total.questions.join(', ')}
                onChange={(event) => {
                  const ids = parseQuestionIds(event.target.value);
                  save(
                    `${at}:questions`,
                    event.target.value,
                    ids && ids.length > 0
                      ? change(at, { questions: ids as FlowTotal['questions'] })
                      : undefined,
                    'List the ids of one or more questions, for example 901, 902.',
                  );
                }}
                aria-invalid={draft('questions') ? true : undefined}
              />
            </div>
            {['name', 'title', 'questions'].map((field) =>
              draft(field) ? (
                <p key={field} className="builder-panel__error" role="alert">
                  {draft(field)?.message}
                </p>
              ) : null,
            )}
            <p className="builder-panel__hint">
              Scores from {range.min} to {range.max}.{' '}
              {readers(total.name).length > 0
                ? `Read by question ${readers(total.name)
                    .map((q) => q.id)
                    .join(', ')}.`
                : 'No question reads it yet.'}
            </p>
            <div className="builder-panel__row">
              {readers(total.name).map((q) => (
                <button
                  key={q.id}
                  type="button"
                  className="builder-panel__link"
                  onClick={() => onFocusNode(`q:${q.id}`)}
                >
                  Show question {q.id}
                </button>
              ))}
              <button
                type="button"
                aria-label={`Remove total ${total.name}`}
                onClick={() =>
                  save(
                    `${at}:remove`,
                    '',
                    totals.filter((_, i) => i !== at),
                  )
                }
              >
                Remove
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        onClick={() => {
          const first = doc.questions.find((q) => q.type === 'single_choice' || q.type === 'multiple_choice');
          const question = first?.id ?? doc.first_question_id;
          save('new', '', [...totals, { name: newTotalName(doc), questions: [question] }]);
        }}
      >
        Add a total
      </button>
      {drafts['new'] && (
        <p className="builder-panel__error" role="alert">
          {drafts['new'].message}
        </p>
      )}
    </section>
  );
}
