import type { QuestionViewProps } from '@telehealth/admin-builder';
import { asOfDay } from '@telehealth/engine';
import type { AnswerValue, StartData } from '@telehealth/schemas';
import { useState } from 'react';

import { FlowQuestion } from '../flow-runner/flow-question';
import { useUploadContext } from '../flow-runner/use-upload-context';

/**
 * The storefront's question screen for the admin builder's preview (`QuestionViewComponent`): the patients' own
 * question view (same controls, same engine checks), so the preview looks and behaves as patients see it. A content
 * screen's Continue answers `null`. The free-text detail is not part of the preview's answer.
 */
export function AdminQuestionView({
  question,
  value,
  onAnswer,
  onBack,
  disabled = false,
}: QuestionViewProps) {
  const [asOf] = useState(() => asOfDay(Date.now()));
  const upload = useUploadContext();
  const answers: StartData =
    value === undefined || value === null
      ? {}
      : { [String(question.id)]: { value: value as AnswerValue, question: question.title } };
  return (
    <FlowQuestion
      question={question}
      answers={answers}
      asOf={asOf}
      progress={undefined}
      upload={upload}
      busy={disabled}
      headingLevel={2}
      onAnswer={(answer) => onAnswer(answer)}
      onContinue={() => onAnswer(null)}
      onBack={onBack}
    />
  );
}
