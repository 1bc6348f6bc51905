import type { Finding } from '@telehealth/engine';

import type { WitnessWalk } from '../builder-tools';
import { CHECKOUT_NODE, nodeIdOfQuestion } from '../model';
import { assertionKey, findingKey, type AssertionResult, type FlowAnalysis } from './flow-analysis';
import './rules.css';

export interface ProblemsPanelProps {
  analysis: FlowAnalysis;
  errors: number;
  warnings: number;
  /** The problem whose path the canvas highlights (`assertionKey` / `findingKey`). */
  selected: string | null;
  /** The selected problem's witness walked through the draft (its steps), when it has one. */
  walk: WitnessWalk | undefined;
  onFocusNode(id: string): void;
  /** Selects a problem (null: none); its witness path is highlighted and fitted into view. */
  onSelect(key: string | null): void;
  /** Loads the selected problem's witness into the preview. */
  onReplay(): void;
}

const STATUS_LABEL: Record<AssertionResult['status'], string> = {
  proven: '✓ Proven',
  broken: '✗ Broken',
  unchecked: 'Not checked',
};

/**
 * The Problems tab: the flow's protocol assertions, each proven ✓ or broken (with the finding's message), then the
 * analysis' other findings. A click on a finding centres its node; a broken assertion, or a finding that comes with
 * the answers of a path that shows it, highlights that path on the graph, lists its answers and offers to replay it
 * in the preview.
 */
export function ProblemsPanel(props: ProblemsPanelProps) {
  const { analysis, errors, warnings, selected, walk, onFocusNode, onSelect, onReplay } = props;
  const findings = analysis.findings.filter((f) => f.code !== 'assertion-violated');
  const assertions = analysis.assertions;
  const proven = assertions.filter((a) => a.status === 'proven').length;
  const details = (key: string, message?: string) =>
    selected === key ? <WitnessDetails message={message} walk={walk} onReplay={onReplay} /> : null;

  return (
    <section aria-label="Problems" className="builder-problems">
      {assertions.length > 0 ? (
        <section aria-label="Assertions" className="builder-problems__assertions">
          <h3>
            Assertions: {proven} of {assertions.length} proven
          </h3>
          <ul>
            {assertions.map((assertion) => {
              const key = assertionKey(assertion.name);
              return (
                <li
                  key={assertion.name}
                  className={`builder-problems__item builder-problems__item--${assertion.status}`}
                >
                  <button
                    type="button"
                    className="builder-problems__button"
                    aria-pressed={selected === key}
                    onClick={() => onSelect(selected === key || !assertion.witness ? null : key)}
                  >
                    <span className="builder-problems__severity">{STATUS_LABEL[assertion.status]}</span>{' '}
                    {assertion.title}
                  </button>
                  {assertion.status === 'unchecked' ? (
                    <p className="builder-problems__note">{assertion.message}</p>
                  ) : null}
                  {details(key, assertion.message)}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {findings.length === 0 && analysis.findings.length === 0 ? (
        <p role="status" className="builder-problems__none">
          No problems: every answer leads somewhere and checkout can be reached.
        </p>
      ) : (
        <>
          <p>
            {errors} {errors === 1 ? 'error' : 'errors'} (publishing is blocked while there are any),{' '}
            {warnings} {warnings === 1 ? 'warning' : 'warnings'}.
          </p>
          <ul>
            {findings.map((finding, i) => {
              const key = findingKey(finding);
              return (
                <li key={i} className={`builder-problems__item builder-problems__item--${finding.severity}`}>
                  <button
                    type="button"
                    className="builder-problems__button"
                    {...(finding.witness ? { 'aria-pressed': selected === key } : {})}
                    onClick={() => {
                      onFocusNode(nodeOf(finding));
                      onSelect(finding.witness && selected !== key ? key : null);
                    }}
                  >
                    <span className="builder-problems__severity">{finding.severity}</span> {finding.message}
                  </button>
                  {details(key)}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

const nodeOf = (finding: Finding): string =>
  finding.questionId !== undefined ? nodeIdOfQuestion(finding.questionId) : CHECKOUT_NODE;

/** The selected problem's path: its message, the answers that walk it, and the replay. */
function WitnessDetails(props: {
  message: string | undefined;
  walk: WitnessWalk | undefined;
  onReplay(): void;
}) {
  const { message, walk, onReplay } = props;
  const answers = walk?.steps.filter((step) => step.action.startsWith('answers ')) ?? [];
  return (
    <div className="builder-problems__witness">
      {message ? <p>{message}</p> : null}
      {walk ? (
        <>
          <p>Its path is highlighted on the graph. The answers that walk it:</p>
          <ul>
            {answers.map((step, i) => (
              <li key={i}>
                {step.label}: <strong>{step.action.slice('answers '.length)}</strong>
              </li>
            ))}
          </ul>
          {walk.refused ? (
            <p role="alert">The draft changed since: the machine refuses step {walk.refused.at + 1}.</p>
          ) : null}
          <button type="button" className="builder-button" onClick={onReplay}>
            Replay in preview
          </button>
        </>
      ) : (
        <p>The draft does not compile, so its path cannot be walked.</p>
      )}
    </div>
  );
}
