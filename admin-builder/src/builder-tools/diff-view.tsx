import { useId, type ReactNode } from 'react';

import type { FlowDiff } from '../model';
import { changedEdgeText, diffSummary, edgeText, fieldText } from './diff-text';
import './builder-tools.css';

export interface DiffViewProps {
  diff: FlowDiff;
  /** Heading level of the view's title (sections use the next level); 2 by default, for a dialog's body. */
  headingLevel?: 2 | 3;
}

/**
 * The changes of a draft against the published version, for review before publishing: questions added, removed
 * and changed (with the changed fields), edges added, removed and retargeted, each under its own heading.
 */
export function DiffView({ diff, headingLevel = 2 }: DiffViewProps) {
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Section = headingLevel === 2 ? 'h3' : 'h4';

  const section = (title: string, items: { key: string; content: ReactNode }[], tone: string) =>
    items.length === 0 ? null : (
      <section className={`builder-tools__diff-section builder-tools__diff-section--${tone}`}>
        <Section>
          {title} ({items.length})
        </Section>
        <ul>
          {items.map((item) => (
            <li key={item.key}>{item.content}</li>
          ))}
        </ul>
      </section>
    );

  return (
    <section className="builder-tools builder-tools__diff" aria-labelledby={titleId}>
      <Title id={titleId}>Changes from the published version</Title>
      <p className="builder-tools__summary">{diffSummary(diff)}</p>
      {diff.firstQuestion ? (
        <p>
          First question: {diff.firstQuestion.from === null ? 'none' : `question ${diff.firstQuestion.from}`}{' '}
          → question {diff.firstQuestion.to}
        </p>
      ) : null}
      {diff.documentFields.length > 0 ? <p>Flow settings changed: {diff.documentFields.join(', ')}</p> : null}
      {section(
        'Questions added',
        diff.questionsAdded.map((q) => ({ key: `qa${q.id}`, content: `${q.id}. ${q.title}` })),
        'added',
      )}
      {section(
        'Questions removed',
        diff.questionsRemoved.map((q) => ({ key: `qr${q.id}`, content: `${q.id}. ${q.title}` })),
        'removed',
      )}
      {section(
        'Questions changed',
        diff.questionsChanged.map((q) => ({
          key: `qc${q.id}`,
          content: (
            <>
              {q.id}. {q.title}
              <span className="builder-tools__fields">: {q.fields.map(fieldText).join(', ')}</span>
            </>
          ),
        })),
        'changed',
      )}
      {section(
        'Edges added',
        diff.edgesAdded.map((e) => ({
          key: `ea${JSON.stringify([e.questionId, e.answer])}`,
          content: edgeText(e),
        })),
        'added',
      )}
      {section(
        'Edges removed',
        diff.edgesRemoved.map((e) => ({
          key: `er${JSON.stringify([e.questionId, e.answer])}`,
          content: edgeText(e),
        })),
        'removed',
      )}
      {section(
        'Edges changed',
        diff.edgesChanged.map((e) => ({
          key: `ec${JSON.stringify([e.questionId, e.answer])}`,
          content: changedEdgeText(e),
        })),
        'changed',
      )}
    </section>
  );
}
