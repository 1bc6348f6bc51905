import type { Finding } from '@telehealth/engine';

import { CHECKOUT_NODE, nodeIdOfQuestion } from '../model';

/** The Problems tab: the analysis' findings; a click centres the node concerned. */
export function ProblemsPanel(props: {
  findings: readonly Finding[];
  errors: number;
  warnings: number;
  onFocusNode(id: string): void;
}) {
  const { findings, errors, warnings, onFocusNode } = props;
  if (findings.length === 0) {
    return (
      <p role="status" className="builder-problems__none">
        No problems: every answer leads somewhere and checkout can be reached.
      </p>
    );
  }
  return (
    <section aria-label="Problems" className="builder-problems">
      <p>
        {errors} {errors === 1 ? 'error' : 'errors'} (publishing is blocked while there are any), {warnings}{' '}
        {warnings === 1 ? 'warning' : 'warnings'}.
      </p>
      <ul>
        {findings.map((finding, i) => {
          const nodeId =
            finding.questionId !== undefined ? nodeIdOfQuestion(finding.questionId) : CHECKOUT_NODE;
          return (
            <li key={i} className={`builder-problems__item builder-problems__item--${finding.severity}`}>
              <button type="button" className="builder-problems__button" onClick={() => onFocusNode(nodeId)}>
                <span className="builder-problems__severity">{finding.severity}</span> {finding.message}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
