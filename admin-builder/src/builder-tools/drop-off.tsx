import type {
  CancellationOutcome,
  CancellationOutcomeCounts,
  FlowKey,
  FlowVersion,
} from '@telehealth/schemas';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';

import { useAdminApi } from '../api/admin-api';
import { nodeIdOfQuestion } from '../model';
import { dropOffOverlay, dropOffRows, percent, type DropOffOverlay } from './drop-off-data';
import './builder-tools.css';

export type { DropOffOverlay, DropOffReport } from './drop-off-data';

/** The TanStack Query key of a version's drop-off report. */
export const dropOffQueryKey = (key: string, version: number | null | undefined) =>
  ['admin', 'flows', key, 'versions', version ?? null, 'drop-off'] as const;

/**
 * The drop-off report of a flow version (`GET /api/admin/flows/:key/versions/:version/drop-off`); idle while
 * `version` is null or undefined (a flow with no published version has no intakes to count).
 */
export function useDropOffReport(key: FlowKey, version: number | null | undefined) {
  const api = useAdminApi();
  return useQuery({
    queryKey: dropOffQueryKey(key, version),
    queryFn: () =>
      api.call('GET /api/admin/flows/{key}/versions/{version}/drop-off', {
        params: { key, version: version ?? 0 },
      }),
    enabled: typeof version === 'number',
    staleTime: 60_000,
  });
}

/**
 * The drop-off overlay for FlowCanvas: per graph node id, how many intakes reached it and how many stopped there.
 * Undefined until the report is loaded (or when there is no version to report on).
 */
export function useDropOff(key: FlowKey, version: number | null | undefined): DropOffOverlay | undefined {
  const { data } = useDropOffReport(key, version);
  return useMemo(() => (data ? dropOffOverlay(data) : undefined), [data]);
}

export interface DropOffTableProps {
  flowKey: FlowKey;
  version: number | null | undefined;
  /** The version's document, to name the questions. */
  doc?: FlowVersion | null;
  /** Called with a question's node id when its row's button is used. */
  onFocusNode?(nodeId: string): void;
  /** Most rows shown (the questions with the most stops first). */
  limit?: number;
}

/** The questions of a version by how many intakes stopped at each, from the same report as the overlay. */
export function DropOffTable({ flowKey, version, doc, onFocusNode, limit = 50 }: DropOffTableProps) {
  const headingId = useId();
  const { data, error, isPending, fetchStatus } = useDropOffReport(flowKey, version);
  const rows = useMemo(() => (data ? dropOffRows(data, doc) : []), [data, doc]);

  let body;
  if (typeof version !== 'number') {
    body = <p>There is no published version yet, so no intakes to count.</p>;
  } else if (error) {
    body = (
      <p role="alert" className="builder-tools__error">
        Could not load the drop-off figures of version {version}: {error.message}
      </p>
    );
  } else if (isPending && fetchStatus !== 'idle') {
    body = <p role="status">Loading the drop-off figures…</p>;
  } else if (data?.outcomes) {
    body = <CancellationOutcomes version={data.version} outcomes={data.outcomes} />;
  } else if (!data || rows.length === 0) {
    body = <p>No intake has reached a question of version {version} yet.</p>;
  } else {
    body = (
      <>
        <p>
          {data.intakes} {data.intakes === 1 ? 'intake' : 'intakes'} on version {data.version}.
        </p>
        <div
          className="builder-tools__table-wrap"
          role="region"
          aria-label="Drop-off by question"
          tabIndex={0}
        >
          <table className="builder-tools__table builder-tools__table--drop-off">
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Reached</th>
                <th scope="col">Stopped</th>
                <th scope="col">Hard stops</th>
                <th scope="col">Ended here</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, limit).map((row) => (
                <tr key={row.questionId}>
                  <th scope="row">
                    {onFocusNode ? (
                      <button
                        type="button"
                        className="builder-tools__link"
                        onClick={() => onFocusNode(nodeIdOfQuestion(row.questionId))}
                      >
                        {row.questionId}. {row.title}
                      </button>
                    ) : (
                      `${row.questionId}. ${row.title}`
                    )}
                  </th>
                  <td>{row.reached}</td>
                  <td>{row.stopped}</td>
                  <td>{row.hardStopped}</td>
                  <td>{percent(row.stopRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {rows.length > limit ? <p>{rows.length - limit} more questions with fewer stops.</p> : null}
      </>
    );
  }
  return (
    <section className="builder-tools builder-tools__drop-off" aria-labelledby={headingId}>
      <h2 id={headingId}>Drop-off</h2>
      {body}
    </section>
  );
}

const OUTCOME_LABELS: Record<CancellationOutcome, string> = {
  cancel: 'Cancelled',
  pause: 'Paused instead',
  skip: 'Skipped a shipment',
  accept_offer: 'Accepted the offer',
  contact_support: 'Talked to the care team',
  keep: 'Changed their mind',
};

/** A cancellation flow's completions: where customers were kept, per outcome, and the version's save rate. */
function CancellationOutcomes({
  version,
  outcomes,
}: {
  version: number;
  outcomes: CancellationOutcomeCounts;
}) {
  if (outcomes.completed === 0) return <p>No customer has completed version {version} yet.</p>;
  return (
    <>
      <p>
        {outcomes.completed} completed on version {version}; save rate{' '}
        <strong>{percent(outcomes.saveRate ?? 0)}</strong> ({outcomes.saved} kept).
      </p>
      <table className="builder-tools__table">
        <thead>
          <tr>
            <th scope="col">Outcome</th>
            <th scope="col">Customers</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(OUTCOME_LABELS) as CancellationOutcome[]).map((outcome) => (
            <tr key={outcome}>
              <th scope="row">{OUTCOME_LABELS[outcome]}</th>
              <td>{outcomes.byOutcome[outcome]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
