import type { Progress } from '@telehealth/engine';
import type { AnswerValue, Question, StartData } from '@telehealth/schemas';
import { useId, type ReactNode } from 'react';

import { usePageTitle } from '../ui/page-title-detail';
import { FlowProgress } from './flow-progress';
import { QuestionForm } from './question-fields';
import type { UploadContext } from './upload';

export interface FlowQuestionProps {
  question: Question;
  answers: StartData;
  asOf: string;
  progress: Progress | undefined;
  upload: UploadContext;
  busy?: boolean;
  /** A status line above the form (e.g. 'Failed to update order.' while the answers move to a new order). */
  notice?: string | null;
  /** Why the last answer was not taken, below the form. */
  error?: string | null;
  onAnswer: (value: AnswerValue, detail: string | undefined) => void;
  onContinue: () => void;
  /** Shown as a Back button when there is a question to go back to. */
  onBack?: () => void;
  /** The question's heading: h1 on a page of its own, h2 inside another page (the builder's preview). */
  headingLevel?: 1 | 2;
  /** What the page adds under the question's description (the cancellation pages: the offer, dates). */
  children?: ReactNode;
  /** Help the earlier answers called for (the flow's alerts), above the question. */
  alerts?: ReactNode;
}

/**
 * One question of a flow (the intake, the quiz, the follow-up visit): progress, the question as its heading, and
 * the question form (the engine checks each answer), so every flow asks its questions the same way.
 */
export function FlowQuestion(props: FlowQuestionProps) {
  const { question, answers, asOf, progress, upload, busy = false, notice, error } = props;
  const { onAnswer, onContinue, onBack, headingLevel = 1, children, alerts } = props;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = useId();
  // Many questions share one path's page name: the question names the document (not in a preview).
  usePageTitle(headingLevel === 1 ? question.title : null);
  return (
    <section className="intake-step" aria-labelledby={headingId} data-question-id={question.id}>
      <FlowProgress progress={progress} />
      {alerts}
      <Heading id={headingId}>{question.title}</Heading>
      {question.description ? <p className="question-description">{question.description}</p> : null}
      {children}
      {notice ? (
        <p className="form-notice" role="status">
          {notice}
        </p>
      ) : null}
      <QuestionForm
        key={question.id}
        question={question}
        recorded={answers[String(question.id)]}
        asOf={asOf}
        busy={busy}
        headingId={headingId}
        upload={upload}
        onAnswer={onAnswer}
        onContinue={onContinue}
      />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {onBack ? (
        <button type="button" className="button button--link intake-back" onClick={onBack} disabled={busy}>
          Back
        </button>
      ) : null}
    </section>
  );
}
