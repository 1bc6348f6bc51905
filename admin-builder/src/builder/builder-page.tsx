import type { FlowKey, FlowVersion, PublishFlowDraftResponse } from '@telehealth/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { failureMessage } from '../api/failure';
import { loadDraft, startDraft } from '../api/flow-draft';
import type { QuestionViewComponent } from '../builder-tools';
import { BuilderEditor } from './builder-editor';
import { PublishedFlowView } from './published-view';
import './builder.css';

export interface BuilderPageProps {
  /** The storefront's question renderer, for the preview tab. */
  QuestionView: QuestionViewComponent;
}

const FLOW_KEYS: readonly FlowKey[] = ['intake', 'followup', 'quiz', 'cancellation'];
export const draftQueryKey = (key: FlowKey) => ['admin', 'flow-draft', key] as const;

/**
 * `/admin/flows/:key/builder`: loads the flow's draft and the published version it will replace, then hands both
 * to the editor; without a draft it shows the published version read-only with "Start a draft". "Load their version" after a conflict reloads the draft from the server.
 */
export function BuilderPage({ QuestionView }: BuilderPageProps) {
  const { key = '' } = useParams();
  if (!FLOW_KEYS.includes(key as FlowKey)) {
    return (
      <section className="builder-page">
        <p role="alert" className="builder-page__alert">
          There is no flow “{key}”: the flows are intake, followup, quiz and cancellation.{' '}
          <Link to="../flows">Back to the flows</Link>
        </p>
      </section>
    );
  }
  return <FlowBuilder flowKey={key as FlowKey} QuestionView={QuestionView} />;
}

function FlowBuilder({ flowKey, QuestionView }: { flowKey: FlowKey; QuestionView: QuestionViewComponent }) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [loadCount, setLoadCount] = useState(0);
  const [published, setPublished] = useState<PublishFlowDraftResponse | null>(null);

  const flows = useQuery({
    queryKey: ['admin', 'flows'],
    queryFn: () => api.call('GET /api/admin/flows'),
  });
  const summary = flows.data?.find((f) => f.key === flowKey);
  const publishedVersion = summary?.publishedVersion ?? null;
  // The draft is asked for only when the flow list names one: "no draft" is known without a 404 (which the
  // browser would log as a failed request). Started or published here, the cache holds the answer.
  const hasDraft = summary !== undefined && summary.draftVersion !== null;
  const draft = useQuery({
    queryKey: draftQueryKey(flowKey),
    queryFn: () => loadDraft(api, flowKey),
    enabled: hasDraft,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const draftData = draft.data ?? null;
  const publishedDoc = useQuery({
    queryKey: ['admin', 'flow-version', flowKey, publishedVersion],
    queryFn: () =>
      api.call('GET /api/admin/flows/{key}/versions/{version}', {
        params: { key: flowKey, version: publishedVersion ?? 0 },
      }),
    enabled: publishedVersion !== null,
    staleTime: Infinity,
  });

  const start = useMutation({
    mutationFn: () => startDraft(api, flowKey),
    onSuccess: (detail) => {
      queryClient.setQueryData(draftQueryKey(flowKey), detail);
      setPublished(null);
      setLoadCount((n) => n + 1);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'flows'] });
    },
  });

  const reload = async () => {
    await queryClient.refetchQueries({ queryKey: ['admin', 'flows'], exact: true });
    await queryClient.refetchQueries({ queryKey: draftQueryKey(flowKey), exact: true });
    setLoadCount((n) => n + 1);
  };

  const onPublished = (result: PublishFlowDraftResponse) => {
    setPublished(result);
    queryClient.setQueryData(draftQueryKey(flowKey), null);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'flows'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'questions', flowKey] });
  };

  let body;
  if (
    flows.isPending ||
    (hasDraft && draft.data === undefined && !draft.isError) ||
    (publishedVersion !== null && publishedDoc.isPending)
  ) {
    body = (
      <p role="status" className="builder-page__status">
        Loading the {flowKey} flow…
      </p>
    );
  } else if (draft.isError || flows.isError || publishedDoc.isError) {
    const error = draft.error ?? flows.error ?? publishedDoc.error;
    body = (
      <div role="alert" className="builder-page__alert">
        <p>
          The {flowKey} flow could not be loaded: {failureMessage(error)}
        </p>
        <button type="button" onClick={() => void reload()}>
          Try again
        </button>
      </div>
    );
  } else if (!draftData) {
    const notices = (
      <>
        {published && (
          <p role="status" className="builder-page__success">
            Published version {published.published.version} of the {flowKey} flow
            {published.archivedVersion ? ` (version ${published.archivedVersion} is archived)` : ''}. New
            patients start on it; intakes already under way finish on the version they started.
          </p>
        )}
        {start.isError && (
          <p role="alert" className="builder-page__alert">
            The draft could not be started: {failureMessage(start.error)}
          </p>
        )}
      </>
    );
    body =
      publishedDoc.data && publishedVersion !== null ? (
        <>
          {notices}
          <PublishedFlowView
            key={publishedVersion}
            flowKey={flowKey}
            published={publishedDoc.data.document}
            publishedVersion={publishedVersion}
            QuestionView={QuestionView}
            onStartDraft={() => start.mutate()}
            starting={start.isPending}
          />
        </>
      ) : (
        <div className="builder-page__start">
          {notices}
          <p>
            The {flowKey} flow has no draft.{' '}
            {publishedVersion
              ? `A draft starts as a copy of the published version ${publishedVersion}; patients keep seeing that version until the draft is published.`
              : 'There is no published version to copy.'}
          </p>
          <button
            type="button"
            className="builder-button builder-button--primary"
            onClick={() => start.mutate()}
            disabled={start.isPending}
          >
            {start.isPending ? 'Starting…' : 'Start a draft'}
          </button>
        </div>
      );
  } else {
    const publishedDocument: FlowVersion | null = publishedDoc.data?.document ?? null;
    body = (
      <BuilderEditor
        key={`${draftData.version}:${loadCount}`}
        flowKey={flowKey}
        draft={draftData}
        published={publishedDocument}
        publishedVersion={publishedVersion}
        QuestionView={QuestionView}
        onReload={reload}
        onSaved={(detail) => queryClient.setQueryData(draftQueryKey(flowKey), detail)}
        onPublished={onPublished}
      />
    );
  }

  return (
    <section className="builder-page" aria-labelledby="builder-page-title">
      <header className="builder-page__header">
        <h1 id="builder-page-title">
          {flowKey[0]?.toUpperCase()}
          {flowKey.slice(1)} flow builder
          {draftData ? (
            <span className="builder-page__version"> · draft v{draftData.version}</span>
          ) : publishedVersion !== null ? (
            <span className="builder-page__version"> · published v{publishedVersion}</span>
          ) : null}
        </h1>
        <Link to="../flows">All flows</Link>
      </header>
      {body}
    </section>
  );
}
