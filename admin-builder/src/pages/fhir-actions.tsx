import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionnaireToFlow } from '@telehealth/engine/fhir';
import type { FhirImportReport, FlowKey } from '@telehealth/schemas';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { failureMessage } from '../api/failure';
import { downloadJson } from '../builder/document-file';
import { fhirFileName, readQuestionnaireFile } from './fhir-file';
import { ActionOutcome, type ActionMessage } from './status-views';

/** "FHIR QuestionnaireResponse": the order's intake and follow-ups as a FHIR R4 Bundle download. */
export function OrderFhirDownload({ orderId }: { orderId: string }) {
  const api = useAdminApi();
  const [message, setMessage] = useState<ActionMessage | null>(null);
  const download = useMutation({
    mutationFn: () => api.call('GET /api/admin/orders/{id}/fhir', { params: { id: orderId } }),
    onSuccess: (bundle) => {
      const name = fhirFileName.order(orderId);
      downloadJson(name, bundle);
      const count = bundle.entry?.length ?? 0;
      setMessage({
        kind: 'done',
        text: `Saved ${name}: ${count} QuestionnaireResponse${count === 1 ? '' : 's'} (intake and follow-ups).`,
      });
    },
    onError: (error) => setMessage({ kind: 'error', text: failureMessage(error) }),
  });
  return (
    <div className="admin-actions admin-fhir">
      <button
        type="button"
        className="admin-button"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        Download FHIR QuestionnaireResponse
      </button>
      <ActionOutcome message={message} />
    </div>
  );
}

/** The lines of an import report an admin reads: what was made, then each thing that did not map. */
function ImportReport({ report, heading }: { report: FhirImportReport; heading: string }) {
  return (
    <div className="admin-fhir__report" data-testid="fhir-import-report">
      <h3>{heading}</h3>
      <p>
        {report.source === 'telehealth'
          ? 'An export of this storefront: read back exactly from its extensions.'
          : 'A Questionnaire of another system: mapped as far as a flow can express it.'}{' '}
        {report.questions} {report.questions === 1 ? 'question' : 'questions'}.
      </p>
      {report.issues.length === 0 ? (
        <p>Everything mapped.</p>
      ) : (
        <ul className="admin-fhir__issues">
          {report.issues.map((issue, at) => (
            <li key={at}>
              <span className={`admin-badge admin-fhir__severity--${issue.severity}`}>{issue.severity}</span>{' '}
              {issue.linkId ? <code>{issue.linkId}</code> : null} {issue.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * "Import FHIR Questionnaire" for one flow: reads a file, shows what would not map (the engine's mapping, run here
 * before anything is sent), then creates the flow's new draft through the API and shows the API's report.
 */
export function FhirImport({ flowKey, hasDraft }: { flowKey: FlowKey; hasDraft: boolean }) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<{
    name: string;
    questionnaire: unknown;
    preview: FhirImportReport;
  } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (questionnaire: unknown) =>
      api.call('POST /api/admin/flows/{key}/fhir', {
        params: { key: flowKey },
        body: questionnaire as { resourceType: 'Questionnaire' },
      }),
    onSuccess: async () => {
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'flows'] });
    },
    onError: (error) => setProblem(failureMessage(error)),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    create.reset();
    setProblem(null);
    setFile(null);
    if (!chosen) return;
    const read = readQuestionnaireFile(await chosen.text());
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    // The preview maps it as the API will (a draft of this flow); the API answers the report of what it made.
    const { report } = questionnaireToFlow(read.questionnaire, { tenantId: 1, key: flowKey, version: 1 });
    setFile({ name: chosen.name, questionnaire: read.questionnaire, preview: report });
  };

  const preview = file?.preview;
  const blocked = preview?.issues.some((issue) => issue.severity === 'error') ?? false;
  return (
    <div className="admin-fhir">
      <label className="admin-button" htmlFor={inputId}>
        Import FHIR Questionnaire<span className="admin-visually-hidden"> into the {flowKey} flow</span>
      </label>
      <input
        id={inputId}
        className="admin-visually-hidden"
        type="file"
        accept=".json,application/json,application/fhir+json"
        onChange={(event) => void choose(event)}
        data-testid={`fhir-import-${flowKey}`}
      />
      {problem ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {file && preview ? (
        <div className="admin-fhir__panel">
          <ImportReport report={preview} heading={`Before importing ${file.name}`} />
          {hasDraft ? (
            <p className="admin-alert admin-alert--error" role="alert">
              The {flowKey} flow has a draft: publish or discard it before importing (an import never replaces
              a draft).
            </p>
          ) : null}
          <div className="admin-actions">
            <button
              type="button"
              className="admin-button admin-button--primary"
              disabled={blocked || hasDraft || create.isPending}
              onClick={() => create.mutate(file.questionnaire)}
            >
              Create draft from {file.name}
            </button>
            <button type="button" className="admin-button" onClick={() => setFile(null)}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {create.data ? (
        <div className="admin-fhir__panel" role="status">
          <ImportReport report={create.data.report} heading={`Draft v${create.data.draft.version} created`} />
          <Link className="admin-button admin-button--primary" to={`/admin/flows/${flowKey}/builder`}>
            Open the draft in the builder
          </Link>
        </div>
      ) : null}
    </div>
  );
}
