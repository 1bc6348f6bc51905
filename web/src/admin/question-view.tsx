import type { QuestionViewProps } from '@telehealth/admin-builder';
import type { AnswerValue } from '@telehealth/schemas';
import { useId, useMemo } from 'react';

import { useApi } from '../api/api-context';
import { QuestionForm } from '../intake/question-fields';
import { todayIso } from '../quiz/use-flow-actor';

/**
 * The storefront's question screen for the admin builder's preview (`QuestionViewComponent`): the intake's own form
 * (same controls, same engine checks), so the preview looks and behaves as patients see it. A content screen's
 * Continue answers `null`. The free-text detail is not part of the preview's answer.
 */
export function AdminQuestionView({
  question,
  value,
  onAnswer,
  onBack,
  disabled = false,
}: QuestionViewProps) {
  const headingId = useId();
  const api = useApi();
  const asOf = useMemo(() => todayIso(), []);
  const upload = useMemo(() => ({ api }), [api]);
  const recorded =
    value === undefined || value === null
      ? undefined
      : { value: value as AnswerValue, question: question.title };
  return (
    <section className="intake-step" aria-labelledby={headingId} data-question-id={question.id}>
      <h2 id={headingId}>{question.title}</h2>
      {question.description ? <p className="question-description">{question.description}</p> : null}
      <QuestionForm
        key={question.id}
        question={question}
        recorded={recorded}
        asOf={asOf}
        busy={disabled}
        headingId={headingId}
        upload={upload}
        onAnswer={(answer) => onAnswer(answer)}
        onContinue={() => onAnswer(null)}
      />
      {onBack ? (
        <button type="button" className="button button--link" onClick={onBack} disabled={disabled}>
          Back
        </button>
      ) : null}
    </section>
  );
}
