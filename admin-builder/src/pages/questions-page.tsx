import { useQuery } from '@tanstack/react-query';
import type { AdminFlowQuestions, FlowKey } from '@telehealth/schemas';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { QueryStatus } from './status-views';
import { readFlowKey } from './question-form';

export const FLOW_KEYS: readonly FlowKey[] = ['intake', 'followup', 'quiz', 'cancellation'];

function QuestionTable({
  label,
  flow,
  version,
}: {
  label: string;
  flow: FlowKey;
  version: AdminFlowQuestions;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {label} v{version.version}
      </h2>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="admin-visually-hidden">
            {label} questions of the {flow} flow, in document order
          </caption>
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Title</th>
              <th scope="col">Type</th>
              <th scope="col">Options</th>
              <th scope="col">Can stop the intake</th>
            </tr>
          </thead>
          <tbody>
            {version.questions.map(({ question, content, stops }) => (
              <tr key={question.id}>
                <th scope="row">
                  <Link to={`/admin/question/${question.id}?flow=${flow}`}>{question.id}</Link>
                </th>
                <td>{question.title}</td>
                <td>{content ? 'content screen' : question.type}</td>
                <td>{question.QuestionOptions.length || '—'}</td>
                <td>{stops ? <span className="admin-badge admin-badge--red">hard stop</span> : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /admin/questions: the questions of a flow's draft and of its published version. */
export function QuestionsPage() {
  const api = useAdminApi();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const flow = readFlowKey(search.get('flow'));
  const questions = useQuery({
    queryKey: ['admin', 'questions', flow],
    queryFn: () => api.call('GET /api/admin/questions', { query: { flow } }),
  });
  return (
    <section aria-labelledby="admin-questions-heading">
      <h1 id="admin-questions-heading">Questions</h1>
      <div className="admin-filters">
        <div className="admin-field">
          <label htmlFor={`${id}-flow`}>Flow</label>
          <select
            id={`${id}-flow`}
            value={flow}
            onChange={(event) =>
              setSearch(event.target.value === 'intake' ? {} : { flow: event.target.value })
            }
          >
            {FLOW_KEYS.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </select>
        </div>
        <Link className="admin-button" to={`/admin/flows/${flow}/builder`}>
          Open the {flow} builder
        </Link>
      </div>
      <p className="admin-muted">
        Editing a question changes the flow&apos;s draft (started from the published version when there is
        none); it reaches patients when the draft is published.
      </p>
      <QueryStatus query={questions} what="questions" />
      {questions.data ? (
        <>
          {questions.data.draft ? (
            <QuestionTable label="Draft" flow={flow} version={questions.data.draft} />
          ) : (
            <p>The {flow} flow has no draft.</p>
          )}
          {questions.data.published ? (
            <QuestionTable label="Published" flow={flow} version={questions.data.published} />
          ) : (
            <p>The {flow} flow has no published version.</p>
          )}
        </>
      ) : null}
    </section>
  );
}
