import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@telehealth/engine';
import type { FlowKey, FlowStatus, FlowSummary, InstrumentListResponse } from '@telehealth/schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { failureMessage } from '../api/failure';
import { startDraft } from '../api/flow-draft';
import { downloadJson } from '../builder/document-file';
import { FhirImport } from './fhir-actions';
import { fhirFileName } from './fhir-file';
import { InstrumentStart } from './instrument-start';
import { ActionOutcome, QueryStatus, type ActionMessage } from './status-views';

const FLOW_TITLES: Record<FlowKey, string> = {
  intake: 'Intake',
  followup: 'Follow-up visit',
  quiz: 'Quiz',
  cancellation: 'Cancellation',
};

/**
 * A cancellation flow version's save rate (saved = any outcome but cancel, over completed flows), from its drop-off
 * report (GET /api/admin/flows/cancellation/versions/{version}/drop-off). A draft has had no customers.
 */
function SaveRate({ version, status }: { version: number; status: FlowStatus }) {
  const api = useAdminApi();
  const report = useQuery({
    queryKey: ['admin', 'flows', 'cancellation', 'versions', version, 'drop-off'],
    queryFn: () =>
      api.call('GET /api/admin/flows/{key}/versions/{version}/drop-off', {
        params: { key: 'cancellation', version },
      }),
    enabled: status !== 'draft',
  });
  if (status === 'draft') return <>—</>;
  if (report.isError) return <>Not available</>;
  const outcomes = report.data?.outcomes;
  if (!outcomes) return <span className="admin-muted">Loading…</span>;
  if (outcomes.saveRate === null) return <>No completed flows yet</>;
  return (
    <span data-testid={`save-rate-v${version}`}>
      {Math.round(outcomes.saveRate * 100)}% ({outcomes.saved} of {outcomes.completed} kept)
    </span>
  );
}

/** The file an exported version is saved as. */
export function exportFileName(key: FlowKey, version: number): string {
  return `${key}-v${version}.json`;
}

function FlowSection({ flow, instruments }: { flow: FlowSummary; instruments: InstrumentListResponse }) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [message, setMessage] = useState<ActionMessage | null>(null);
  const headingId = `admin-flow-${flow.key}`;

  const startFrom = useMutation({
    mutationFn: (fromVersion: number) => startDraft(api, flow.key, fromVersion),
    onSuccess: async (draft) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'flows'] });
      setMessage({ kind: 'done', text: `Draft v${draft.version} started from the chosen version.` });
      navigate(`/admin/flows/${flow.key}/builder`);
    },
    onError: (error) => setMessage({ kind: 'error', text: failureMessage(error) }),
  });

  const exportVersion = useMutation({
    mutationFn: (version: number) =>
      api.call('GET /api/admin/flows/{key}/versions/{version}/export', {
        params: { key: flow.key, version },
      }),
    onSuccess: (document, version) => {
      downloadJson(exportFileName(flow.key, version), document);
      setMessage({
        kind: 'done',
        text: `Version ${version} exported as ${exportFileName(flow.key, version)}.`,
      });
    },
    onError: (error) => setMessage({ kind: 'error', text: failureMessage(error) }),
  });

  const exportFhir = useMutation({
    mutationFn: (version: number) =>
      api.call('GET /api/admin/flows/{key}/versions/{version}/fhir', {
        params: { key: flow.key, version },
      }),
    onSuccess: (questionnaire, version) => {
      const name = fhirFileName.questionnaire(flow.key, version);
      downloadJson(name, questionnaire);
      setMessage({ kind: 'done', text: `Version ${version} saved as a FHIR Questionnaire: ${name}.` });
    },
    onError: (error) => setMessage({ kind: 'error', text: failureMessage(error) }),
  });

  const busy = startFrom.isPending || exportVersion.isPending || exportFhir.isPending;
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <div className="admin-card__head">
        <h2 id={headingId}>
          {FLOW_TITLES[flow.key]} <span className="admin-muted">({flow.key})</span>
        </h2>
        <Link className="admin-button admin-button--primary" to={`/admin/flows/${flow.key}/builder`}>
          Open builder<span className="admin-visually-hidden"> for the {flow.key} flow</span>
        </Link>
      </div>
      <p>
        Published: {flow.publishedVersion === null ? 'none' : `v${flow.publishedVersion}`} · Draft:{' '}
        {flow.draftVersion === null ? 'none' : `v${flow.draftVersion}`}
      </p>
      <FhirImport flowKey={flow.key} hasDraft={flow.draftVersion !== null} />
      {flow.draftVersion === null ? (
        <InstrumentStart
          flowKey={flow.key}
          instruments={instruments.filter((instrument) => instrument.key === flow.key)}
        />
      ) : null}
      <ActionOutcome message={message} />
      {flow.versions.length === 0 ? (
        <p>This flow has no versions yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards">
            <caption className="admin-visually-hidden">Versions of the {flow.key} flow, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Status</th>
                <th scope="col">Title</th>
                <th scope="col">Questions</th>
                <th scope="col">In flight</th>
                <th scope="col">Orders</th>
                <th scope="col">Updated</th>
                {flow.key === 'cancellation' ? <th scope="col">Save rate</th> : null}
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {flow.versions.map((version) => (
                <tr key={version.version}>
                  <th scope="row" data-label="Version">
                    v{version.version}
                  </th>
                  <td data-label="Status">
                    <span className={`admin-badge admin-badge--${version.status}`}>{version.status}</span>
                  </td>
                  <td data-label="Title">{version.title}</td>
                  <td data-label="Questions">{version.questionCount}</td>
                  <td data-label="In flight">{version.inFlight}</td>
                  <td data-label="Orders">{version.total}</td>
                  <td data-label="Updated">{formatDateTime(version.updatedAt)}</td>
                  {flow.key === 'cancellation' ? (
                    <td data-label="Save rate">
                      <SaveRate version={version.version} status={version.status} />
                    </td>
                  ) : null}
                  <td data-label="Actions" className="admin-actions">
                    {flow.draftVersion === null ? (
                      <button
                        type="button"
                        className="admin-button"
                        disabled={busy}
                        onClick={() => startFrom.mutate(version.version)}
                      >
                        Start draft from v{version.version}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="admin-button"
                      disabled={busy}
                      onClick={() => exportVersion.mutate(version.version)}
                    >
                      Export v{version.version}
                    </button>
                    <button
                      type="button"
                      className="admin-button"
                      disabled={busy}
                      onClick={() => exportFhir.mutate(version.version)}
                    >
                      Download FHIR v{version.version}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** /admin/flows: the tenant's flows with their versions and the intakes in flight on each. */
export function FlowsPage() {
  const api = useAdminApi();
  const flows = useQuery({
    queryKey: ['admin', 'flows'],
    queryFn: () => api.call('GET /api/admin/flows'),
  });
  // The scored instruments (PHQ-9, GAD-7) a flow's draft can start from; the page works without them.
  const instruments = useQuery({
    queryKey: ['admin', 'instruments'],
    queryFn: () => api.call('GET /api/admin/instruments'),
    staleTime: Infinity,
  });
  return (
    <section aria-labelledby="admin-flows-heading">
      <h1 id="admin-flows-heading">Flows</h1>
      <QueryStatus query={flows} what="flows" />
      {flows.data?.map((flow) => (
        <FlowSection key={flow.key} flow={flow} instruments={instruments.data ?? []} />
      ))}
    </section>
  );
}
