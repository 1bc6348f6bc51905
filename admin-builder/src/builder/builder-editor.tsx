import { hasErrors } from '@telehealth/engine';
import type { FlowKey, FlowVersion, FlowVersionDetail, PublishFlowDraftResponse } from '@telehealth/schemas';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { useAdminApi } from '../api/admin-api';
import { DiffView, useDropOff, walkWitness, type QuestionViewComponent } from '../builder-tools';
import {
  flowToGraph,
  layoutGraph,
  newNodePosition,
  newQuestionId,
  nodeIdOfQuestion,
  questionIdOfNode,
  type FlowEdit,
  type Positions,
} from '../model';
import { ConflictAlert, ImportProblemAlert, NoticeAlert, SaveErrorAlert } from './builder-alerts';
import { connectionToEdit, deletedEdgesToEdits } from './builder-logic';
import { BuilderSidePanel } from './builder-side-panel';
import { BuilderToolbar } from './builder-toolbar';
import { FlowCanvas } from './flow-canvas';
import type { CanvasConnection } from './flow-canvas-types';
import { PublishDialog } from './publish-dialog';
import { useAutosave } from './use-autosave';
import { useBuilderView } from './use-builder-view';
import { useDocumentFile } from './use-document-file';
import { anchorOfPath, witnessOfProblem } from './flow-analysis';
import { useFlowAnalysis } from './use-flow-analysis';
import { useFlowDocument } from './use-flow-document';
import { usePublish } from './use-publish';

export interface BuilderEditorProps {
  flowKey: FlowKey;
  /** The draft as loaded (only read when the editor mounts). */
  draft: FlowVersionDetail;
  published: FlowVersion | null;
  publishedVersion: number | null;
  QuestionView: QuestionViewComponent;
  /** Drop local changes and load the stored draft (after a conflict). */
  onReload(): Promise<void>;
  onSaved(detail: FlowVersionDetail): void;
  onPublished(result: PublishFlowDraftResponse): void;
}

const positionsOf = (doc: FlowVersion): Positions =>
  Object.fromEntries(flowToGraph(doc).nodes.map((n) => [n.id, n.position]));

/**
 * The editor of one loaded draft: the document (useFlowDocument), the view (useBuilderView), autosave and
 * publishing, composed around the canvas, the toolbar and the side panel.
 */
export function BuilderEditor(props: BuilderEditorProps) {
  const { flowKey, draft, published, publishedVersion, QuestionView, onReload, onSaved, onPublished } = props;
  const api = useAdminApi();
  const { doc, canUndo, canRedo, tryEdits, replace, undo, redo } = useFlowDocument(draft.document);
  const view = useBuilderView();
  const { selectedNodeId, select, focusNode } = view;
  const [notice, setNotice] = useState<string | null>(null);

  // Where nodes without a stored position go: the automatic layout of the flow as opened.
  const [fallbackPositions] = useState(() => positionsOf(draft.document));
  const analysis = useFlowAnalysis(doc);
  const { findings } = analysis;
  // The selected problem's witness, walked through the draft: its path is highlighted on the canvas.
  const problem = useMemo(() => witnessOfProblem(doc, analysis, view.problem), [doc, analysis, view.problem]);
  const walk = useMemo(
    () => (problem ? walkWitness(doc, problem.witness) : undefined),
    // The witness changes with the analysis; a drag (layout only) does not change the path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [problem?.witness],
  );
  const selectProblem = (key: string | null) => {
    view.selectProblem(key);
    const shown = witnessOfProblem(doc, analysis, key);
    const nodeIds = shown && walkWitness(doc, shown.witness)?.nodeIds;
    if (shown && nodeIds?.length) view.fitNodes(nodeIds, anchorOfPath(nodeIds, shown.about));
  };
  const graph = useMemo(
    () => flowToGraph(doc, { findings, fallbackPositions }),
    [doc, findings, fallbackPositions],
  );
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;

  const autosave = useAutosave({ api, flowKey, document: doc, loaded: draft, onSaved });
  const publication = usePublish({ api, flowKey, doc, published, autosave, onPublished });
  const file = useDocumentFile({ doc, replace, onImported: setNotice });

  // Leaving with unsaved work asks first.
  const unsaved = autosave.status !== 'saved';
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  /** Applies edits as one undo step; a refusal is shown as a notice. */
  const edit = useCallback(
    (edits: readonly FlowEdit[]) => {
      const error = tryEdits(edits);
      setNotice(error ? error.message : null);
      return error === null;
    },
    [tryEdits],
  );

  const selectedQuestionId = selectedNodeId ? questionIdOfNode(selectedNodeId) : undefined;

  // Canvas callbacks.
  const onConnect = useCallback(
    (connection: CanvasConnection) => {
      const result = connectionToEdit(connection);
      if (!result.ok) setNotice(result.message);
      else edit([result.edit]);
    },
    [edit],
  );
  const onEdgesDelete = useCallback(
    (edgeIds: readonly string[]) => {
      const edits = deletedEdgesToEdits(graph, edgeIds);
      if (edits.length) edit(edits);
    },
    [graph, edit],
  );
  const onNodesMoved = useCallback(
    (positions: Positions) => edit([{ type: 'moveNodes', positions }]),
    [edit],
  );

  // Toolbar actions.
  const addQuestion = () => {
    const id = newQuestionId(doc);
    const position = newNodePosition(graph, selectedNodeId);
    if (edit([{ type: 'addQuestion', id, position }])) focusNode(nodeIdOfQuestion(id));
  };
  const duplicate = () => {
    if (selectedQuestionId === undefined) return;
    const id = newQuestionId(doc);
    if (edit([{ type: 'duplicateQuestion', questionId: selectedQuestionId, id }]))
      focusNode(nodeIdOfQuestion(id));
  };
  const remove = () => {
    if (selectedQuestionId === undefined) return;
    if (edit([{ type: 'deleteQuestion', questionId: selectedQuestionId }])) select(null);
  };

  const dropOff = useDropOff(flowKey, view.tab === 'dropoff' ? publishedVersion : null);

  return (
    <div className="builder">
      <BuilderToolbar
        doc={doc}
        selectedQuestionId={selectedQuestionId}
        canUndo={canUndo}
        canRedo={canRedo}
        saveStatus={autosave.status}
        hasErrors={errors > 0}
        onAddQuestion={addQuestion}
        onDuplicate={duplicate}
        onDelete={remove}
        onUndo={undo}
        onRedo={redo}
        onAutoLayout={() => edit([{ type: 'moveNodes', positions: layoutGraph(graph) }])}
        onExport={file.exportDocument}
        onImportFile={(chosen) => void file.importFile(chosen)}
        onFocusNode={focusNode}
        onPublish={publication.openDialog}
      />

      {autosave.status === 'conflict' && <ConflictAlert message={autosave.message} onReload={onReload} />}
      {autosave.status === 'error' && (
        <SaveErrorAlert
          message={autosave.message}
          onRetry={() => void autosave.saveNow().catch(() => undefined)}
        />
      )}
      {notice && <NoticeAlert notice={notice} onDismiss={() => setNotice(null)} />}
      {file.problem && <ImportProblemAlert problem={file.problem} onDismiss={file.dismissProblem} />}

      <div className="builder__body">
        <FlowCanvas
          graph={graph}
          selectedNodeId={selectedNodeId}
          focusNodeId={view.focus.id}
          focusKey={view.focus.key}
          fitNodeIds={view.fit.ids}
          fitAnchorId={view.fit.anchor}
          fitKey={view.fit.key}
          highlightNodeIds={walk?.nodeIds ?? view.highlight}
          currentNodeId={view.previewNodeId}
          overlay={view.tab === 'dropoff' ? dropOff : undefined}
          onNodeClick={view.onNodeClick}
          onPaneClick={view.onPaneClick}
          onConnect={onConnect}
          onEdgesDelete={onEdgesDelete}
          onNodesMoved={onNodesMoved}
          ariaLabel={`${flowKey} flow draft v${doc.version}`}
          className="builder__canvas"
        />
        <BuilderSidePanel
          flowKey={flowKey}
          doc={doc}
          view={view}
          analysis={analysis}
          walk={walk}
          onSelectProblem={selectProblem}
          onReplayProblem={() => {
            if (problem) view.replayInPreview({ title: problem.title, events: problem.witness.events });
          }}
          errors={errors}
          warnings={warnings}
          tryEdits={tryEdits}
          QuestionView={QuestionView}
          published={published}
          publishedVersion={publishedVersion}
        />
      </div>

      {publication.open && publication.diff && (
        <PublishDialog
          onClose={publication.closeDialog}
          onPublish={() => void publication.publish()}
          publishing={publication.publishing}
          error={publication.error}
          draftVersion={doc.version}
          publishedVersion={publishedVersion}
          warnings={warnings}
          canPublish={!hasErrors(findings)}
        >
          <DiffView diff={publication.diff} />
        </PublishDialog>
      )}
    </div>
  );
}
