import { asOfDay, type FlowPath } from '@telehealth/engine';
import type { FlowVersion } from '@telehealth/schemas';
import { useId, useMemo, useState } from 'react';

import { nodeIdOfState } from '../model';
import { describePath, pathOverview, type PathGroup, type PathStep } from './path-list';
import { sameBehaviour } from './preview-state';
import './builder-tools.css';

export interface PathExplorerProps {
  doc: FlowVersion;
  /** Called with the graph node id of a step the admin chose. */
  onFocusNode(nodeId: string): void;
  /** Paths listed per ending at first; "Show more" adds as many again. */
  pageSize?: number;
}

/** Most paths listed per ending, however often "Show more" is used (the counts stay exact). */
const MAX_LISTED = 200;

const count = (n: bigint): string => n.toLocaleString('en-US');

/**
 * Every way through the draft, grouped by where it ends: checkout, each hard stop, and dead ends. Each group shows
 * how many paths end there and lists the first ones with the answers that take a patient down them; a step is a
 * button that focuses its node on the canvas.
 */
export function PathExplorer({ doc, onFocusNode, pageSize = 5 }: PathExplorerProps) {
  const headingId = useId();
  const [shown, setShown] = useState(pageSize);
  // A drag changes only positions: keep the document the paths were listed for.
  const [flow, setFlow] = useState(doc);
  if (flow !== doc && !sameBehaviour(flow, doc)) setFlow(doc);
  const overview = useMemo(() => pathOverview(flow, { limit: Math.min(shown, MAX_LISTED) }), [flow, shown]);
  // Steps are described when a path is opened; paths share most transitions, so each answer is found once.
  const [asOf] = useState(() => asOfDay(Date.now()));
  const answers = useMemo(() => (overview.kind === 'paths' ? new Map<string, string>() : null), [overview]);

  let body;
  if (overview.kind !== 'paths') {
    body = (
      <p role="alert" className="builder-tools__error">
        {overview.message}
      </p>
    );
  } else if (overview.groups.length === 0) {
    body = <p>The draft has no paths.</p>;
  } else {
    const canShowMore = shown < MAX_LISTED && overview.groups.some((group) => group.more > 0n);
    body = (
      <>
        <p className="builder-tools__summary">
          {count(overview.total)} {overview.total === 1n ? 'path' : 'paths'} through the draft.
        </p>
        {overview.groups.map((group) => (
          <PathGroupView
            key={groupKey(group)}
            group={group}
            describe={(path) => describePath(overview.index, path, asOf, answers ?? undefined)}
            onFocusNode={onFocusNode}
          />
        ))}
        {canShowMore ? (
          <button
            type="button"
            className="builder-tools__button"
            onClick={() => setShown((n) => Math.min(MAX_LISTED, n + pageSize))}
          >
            Show {pageSize} more {pageSize === 1 ? 'path' : 'paths'} per ending
          </button>
        ) : null}
      </>
    );
  }
  return (
    <section className="builder-tools builder-tools__paths" aria-labelledby={headingId}>
      <h2 id={headingId}>Paths</h2>
      {body}
    </section>
  );
}

const groupKey = (group: PathGroup): string =>
  group.target.kind === 'hard-stop' ? `stop${group.target.questionId}` : group.target.kind;

interface PathGroupViewProps {
  group: PathGroup;
  describe(path: FlowPath): PathStep[];
  onFocusNode(nodeId: string): void;
}

function PathGroupView({ group, describe, onFocusNode }: PathGroupViewProps) {
  const headingId = useId();
  return (
    <section
      className={`builder-tools__path-group builder-tools__path-group--${group.target.kind}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>
        {group.title}{' '}
        <span className="builder-tools__count">
          ({count(group.count)} {group.count === 1n ? 'path' : 'paths'})
        </span>
      </h3>
      <ol className="builder-tools__path-list">
        {group.paths.map((path, i) => (
          <li key={i}>
            <PathSteps path={path} describe={describe} number={i + 1} onFocusNode={onFocusNode} />
          </li>
        ))}
      </ol>
      {group.more > 0n ? <p className="builder-tools__more">{count(group.more)} more</p> : null}
    </section>
  );
}

function PathSteps({
  path,
  describe,
  number,
  onFocusNode,
}: {
  path: FlowPath;
  describe(path: FlowPath): PathStep[];
  number: number;
  onFocusNode(nodeId: string): void;
}) {
  const [open, setOpen] = useState(false);
  const steps = open ? describe(path) : null;
  const last = path.states[path.states.length - 1] ?? '';
  return (
    <details className="builder-tools__path" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Path {number}: {path.states.length} steps, ends at {endLabel(path.end, last)}
      </summary>
      {steps ? (
        <ol className="builder-tools__steps">
          {steps.map((step, i) => (
            <li key={i}>
              <button
                type="button"
                className="builder-tools__link"
                onClick={() => onFocusNode(nodeIdOfState(step.state))}
              >
                {step.label}
              </button>
              {step.answer === null ? null : <span className="builder-tools__answer"> → {step.answer}</span>}
            </li>
          ))}
        </ol>
      ) : null}
    </details>
  );
}

function endLabel(end: FlowPath['end'], state: string): string {
  if (end === 'checkout') return 'checkout';
  if (end === 'hard-stop') return `the hard stop at question ${state.replace(/^stop/, '')}`;
  return `a dead end at question ${state.replace(/^q/, '')}`;
}
