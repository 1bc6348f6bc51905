import type { Progress } from '@telehealth/engine';
import type { AnswerValue, Question, StartData } from '@telehealth/schemas';
import { useId } from 'react';

import { IntakeProgress } from '../intake/intake-progress';
import { QuestionForm } from '../intake/question-fields';
import type { UploadContext } from '../intake/upload';

export interface FlowQuestionProps {
  question: Question;
  answers: StartData;
  asOf: string;
  progress: Progress;
  upload: UploadContext;
  busy?: boolean;
  onAnswer: (value: AnswerValue, detail: string | undefined) => void;
  onContinue: () => void;
  /** Shown as a Back button when there is a question to go back to. */
  onBack?: () => void;
}

/**
 * One question of the quiz or the follow-up visit: progress, the question as its heading, and the intake's question
 * form (the engine checks each answer), so every flow asks its questions the same way.
 */
export function FlowQuestion(props: FlowQuestionProps) {
  const { question, answers, asOf, progress, upload, busy = false, onAnswer, onContinue, onBack } = props;
  const headingId = useId();
  return (
    <section className="intake-step" aria-labelledby={headingId} data-question-id={question.id}>
      <IntakeProgress progress={progress} />
      <h1 id={headingId}>{question.title}</h1>
      {question.description ? <p className="question-description">{question.description}</p> : null}
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
      {onBack ? (
        <button type="button" className="button button--link" onClick={onBack}>
          Back
        </button>
      ) : null}
    </section>
  );
}
