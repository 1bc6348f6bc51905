import type { QuestionViewProps } from '@telehealth/admin-builder';
import { asOfDay } from '@telehealth/engine';
import type { AnswerValue } from '@telehealth/schemas';
import { useId, useMemo, useState } from 'react';

import { readWebEnv } from '../config/env';
import { getCookie } from '../cookies/cookies';
import { QuestionForm } from '../intake/question-fields';
import { useTenant } from '../tenant/tenant-context';

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
  const { tenantId } = useTenant();
  const [asOf] = useState(() => asOfDay(Date.now()));
  const upload = useMemo(
    () => ({ apiToken: readWebEnv(import.meta.env).apiToken, tenantId, authToken: getCookie('token') }),
    [tenantId],
  );
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
