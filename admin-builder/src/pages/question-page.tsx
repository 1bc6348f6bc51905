import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isChoice } from '@telehealth/engine';
import type { FlowKey, FlowVersionDetail, Question } from '@telehealth/schemas';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { failureMessage } from '../api/failure';
import { DraftConflictError, loadDraft } from '../api/flow-draft';
import { FlowEditError, QUESTION_TYPES, questionTypeLabel } from '../model';
import { saveEditsToDraft } from './question-draft';
import {
  formValuesOf,
  questionEdits,
  readFlowKey,
  type OptionRow,
  type QuestionFormValues,
} from './question-form';
import { ErrorAlert, Loading } from './status-views';

function editMessage(error: unknown): string {
  if (error instanceof FlowEditError) {
    const details = error.issues.map((issue) => `${issue.path || 'question'}: ${issue.message}`);
    return details.length > 0 ? `${error.message} ${details.join('; ')}` : error.message;
  }
  if (error instanceof DraftConflictError) return error.message;
  return failureMessage(error);
}

interface EditorProps {
  flow: FlowKey;
  question: Question;
  draft: FlowVersionDetail | null;
  onSaved(draft: FlowVersionDetail): void;
  onReload(): void;
}

function QuestionEditor({ flow, question, draft, onSaved, onReload }: EditorProps) {
  const api = useAdminApi();
  const id = useId();
  const [values, setValues] = useState<QuestionFormValues>(() => formValuesOf(question));
  const set = <K extends keyof QuestionFormValues>(key: K, value: QuestionFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setOption = (index: number, patch: Partial<OptionRow>) =>
    setValues((current) => ({
      ...current,
      options: current.options.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));

  const save = useMutation({
    mutationFn: async () => {
      const edits = questionEdits(question, values);
      if (edits.length === 0) throw new FlowEditError('Nothing changed: there is nothing to save.');
      return saveEditsToDraft(api, flow, draft, edits);
    },
    onSuccess: onSaved,
  });
  const conflict = save.error instanceof DraftConflictError;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const hasOptions = isChoice(values);

  return (
    <form className="admin-form" onSubmit={onSubmit} aria-describedby={`${id}-where`}>
      <p id={`${id}-where`} className="admin-muted">
        {draft
          ? `Editing draft v${draft.version} (revision ${draft.revision}) of the ${flow} flow.`
          : `The ${flow} flow has no draft: saving starts one from the published version.`}
      </p>
      <div className="admin-field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          required
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          value={values.description}
          rows={3}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-type`}>Type</label>
        <select
          id={`${id}-type`}
          value={values.type}
          onChange={(e) => set('type', e.target.value as Question['type'])}
        >
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {questionTypeLabel(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-mapped`}>Mapped field</label>
        <input
          id={`${id}-mapped`}
          value={values.mapped_field}
          onChange={(e) => set('mapped_field', e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-free`}>Free-text detail label (empty for none)</label>
        <input
          id={`${id}-free`}
          value={values.free_field}
          onChange={(e) => set('free_field', e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-placeholder`}>Placeholder</label>
        <input
          id={`${id}-placeholder`}
          value={values.placeholder}
          onChange={(e) => set('placeholder', e.target.value)}
        />
      </div>

      {hasOptions || values.options.length > 0 ? (
        <fieldset className="admin-fieldset">
          <legend>Options</legend>
          {values.options.map((row, index) => (
            <div key={index} className="admin-option-row">
              <div className="admin-field">
                <label htmlFor={`${id}-option-${index}`}>Option {index + 1}</label>
                <input
                  id={`${id}-option-${index}`}
                  value={row.text}
                  disabled={row.removed}
                  onChange={(e) => setOption(index, { text: e.target.value })}
                />
              </div>
              <label className="admin-check">
                <input
                  type="checkbox"
                  checked={row.stops}
                  disabled={row.removed}
                  onChange={(e) => setOption(index, { stops: e.target.checked })}
                />
                Stops the intake
              </label>
              <label className="admin-check">
                <input
                  type="checkbox"
                  checked={row.removed}
                  onChange={(e) => setOption(index, { removed: e.target.checked })}
                />
                Remove
              </label>
            </div>
          ))}
          <button
            type="button"
            className="admin-button"
            onClick={() =>
              set('options', [...values.options, { original: null, text: '', removed: false, stops: false }])
            }
          >
            Add an option
          </button>
        </fieldset>
      ) : null}

      <fieldset className="admin-fieldset">
        <legend>Hard stop</legend>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={values.is_hard_stop}
            onChange={(e) => set('is_hard_stop', e.target.checked)}
          />
          Some answers end the intake here
        </label>
        <div className="admin-field">
          <label htmlFor={`${id}-stop-message`}>Message shown at the hard stop</label>
          <textarea
            id={`${id}-stop-message`}
            value={values.hard_stop_message}
            rows={2}
            onChange={(e) => set('hard_stop_message', e.target.value)}
          />
        </div>
      </fieldset>

      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save to draft'}
        </button>
        <Link className="admin-button" to={`/admin/flows/${flow}/builder`}>
          Open in the builder
        </Link>
      </div>
      {save.isError ? (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{editMessage(save.error)}</p>
          {conflict ? (
            <button type="button" className="admin-button" onClick={onReload}>
              Reload the draft
            </button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

/**
 * /admin/question/:id?flow=: the question in the published version and in the draft, and a form that edits it in
 * the draft (GET the draft, the model's edits, PUT with the revision read; a draft is started when there is none).
 */
export function QuestionPage() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const flow = readFlowKey(search.get('flow'));
  const questionId = Number(id);
  const [saved, setSaved] = useState<string | null>(null);

  const versions = useQuery({
    queryKey: ['admin', 'question', flow, id],
    queryFn: () => api.call('GET /api/admin/questions/{id}', { params: { id }, query: { flow } }),
  });
  // The draft is asked for only when the flow list names one: "no draft" is known without a 404 (which the
  // browser would log as a failed request), as in the builder.
  const flows = useQuery({
    queryKey: ['admin', 'flows'],
    queryFn: () => api.call('GET /api/admin/flows'),
  });
  const hasDraft = (flows.data?.find((summary) => summary.key === flow)?.draftVersion ?? null) !== null;
  const draft = useQuery({
    queryKey: ['admin', 'flow-draft', flow, hasDraft],
    queryFn: () => (hasDraft ? loadDraft(api, flow) : null),
    enabled: flows.isSuccess,
  });

  const reload = () => {
    setSaved(null);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'flows'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'flow-draft', flow] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'question', flow, id] });
  };
  const onSaved = (detail: FlowVersionDetail) => {
    queryClient.setQueryData(['admin', 'flow-draft', flow, true], detail);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'question', flow, id] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'questions', flow] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'flows'] });
    const errors = detail.findings.filter((finding) => finding.severity === 'error').length;
    setSaved(
      `Saved to draft v${detail.version} (revision ${detail.revision}).` +
        (errors > 0
          ? ` The draft has ${errors} ${errors === 1 ? 'error' : 'errors'} to fix before publishing.`
          : ''),
    );
  };

  const base: Question | null | undefined = draft.isSuccess
    ? draft.data
      ? (draft.data.document.questions.find((q) => q.id === questionId) ?? null)
      : (versions.data?.published?.question.question ?? null)
    : undefined;
  const title =
    versions.data?.draft?.question.question.title ?? versions.data?.published?.question.question.title;

  return (
    <section aria-labelledby="admin-question-heading">
      <p>
        <Link to={flow === 'intake' ? '/admin/questions' : `/admin/questions?flow=${flow}`}>
          ← All questions
        </Link>
      </p>
      <h1 id="admin-question-heading">
        Question {id}
        {title ? `: ${title}` : ''}
      </h1>
      {versions.isPending || draft.isPending ? <Loading what="the question" /> : null}
      {versions.isError ? (
        <ErrorAlert error={versions.error} what="The question could not be loaded" />
      ) : null}
      {draft.isError ? <ErrorAlert error={draft.error} what="The draft could not be loaded" /> : null}
      {versions.data ? (
        <p>
          Published:{' '}
          {versions.data.published ? `v${versions.data.published.version}` : 'not in the published version'} ·
          Draft: {versions.data.draft ? `v${versions.data.draft.version}` : 'not in a draft'}
        </p>
      ) : null}
      {saved ? (
        <p className="admin-alert" role="status">
          {saved}
        </p>
      ) : null}
      {versions.data && base === null ? (
        <p className="admin-alert" role="alert">
          This question is not in the {flow} flow&apos;s draft (it was removed there), so it cannot be edited
          here.
        </p>
      ) : null}
      {versions.data && base ? (
        <QuestionEditor
          key={`${draft.data?.revision ?? 0}:${base.id}`}
          flow={flow}
          question={base}
          draft={draft.data ?? null}
          onSaved={onSaved}
          onReload={reload}
        />
      ) : null}
    </section>
  );
}
