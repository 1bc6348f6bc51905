import { analyzeFlow, hasErrors, type Finding } from '@telehealth/engine';
import type { FlowKey, FlowVersion, FlowVersionDetail, PublishFlowDraftResponse } from '@telehealth/schemas';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';

import { isAdminApiFailure, useAdminApi } from '../api/admin-api';
import {
  DiffView,
  DropOffTable,
  PathExplorer,
  PreviewPanel,
  useDropOff,
  type QuestionViewComponent,
} from '../builder-tools';
import {
  CHECKOUT_NODE,
  FlowEditError,
  applyEdits,
  canRedo,
  canUndo,
  createHistory,
  diffFlows,
  flowToGraph,
  historyApply,
  historyRedo,
  historyReplace,
  historyUndo,
  layoutGraph,
  newQuestionId,
  nodeIdOfQuestion,
  questionIdOfNode,
  type FlowEdit,
  type FlowEditIssue,
  type History,
  type Positions,
} from '../model';
import {
  connectionToEdit,
  deletedEdgesToEdits,
  exportFileName,
  historyShortcut,
  importDocument,
} from './builder-logic';
import { FlowCanvas } from './flow-canvas';
import type { CanvasConnection } from './flow-canvas-types';
import { QuestionPanel } from './question-panel';
import { failureMessage, useAutosave, type SaveStatus } from './use-autosave';

type Tab = 'edit' | 'problems' | 'preview' | 'paths' | 'dropoff';
const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'edit', label: 'Edit' },
  { id: 'problems', label: 'Problems' },
  { id: 'preview', label: 'Preview' },
  { id: 'paths', label: 'Paths' },
  { id: 'dropoff', label: 'Drop-off' },
];

/** Keystrokes into the same field within this time are one undo step. */
const COALESCE_MS = 1500;

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

/** The analysis only depends on the questions, steps and first question: a drag (layout only) does not rerun it. */
function useFindings(doc: FlowVersion): Finding[] {
  const [memo, setMemo] = useState(() => ({ doc, findings: analyzeFlow(doc) }));
  if (
    memo.doc.questions === doc.questions &&
    memo.doc.steps === doc.steps &&
    memo.doc.first_question_id === doc.first_question_id
  ) {
    return memo.findings;
  }
  const next = { doc, findings: analyzeFlow(doc) };
  setMemo(next);
  return next.findings;
}

const positionsOf = (doc: FlowVersion): Positions =>
  Object.fromEntries(flowToGraph(doc).nodes.map((n) => [n.id, n.position]));

const statusText: Record<SaveStatus, string> = {
  saved: 'Saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  error: 'Not saved',
  conflict: 'Not saved: conflict',
};

export function BuilderEditor(props: BuilderEditorProps) {
  const { flowKey, draft, published, publishedVersion, QuestionView, onReload, onSaved, onPublished } = props;
  const api = useAdminApi();
  const ids = useId();

  // The document and its history. View state (selection, focus, tabs) is kept apart and never saved.
  const [history, setHistory] = useState<History>(() => createHistory(draft.document));
  const doc = history.present;
  const lastEdit = useRef<{ key: string; at: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [importProblem, setImportProblem] = useState<{
    message: string;
    issues: readonly FlowEditIssue[];
  } | null>(null);

  const [selectedNodeId, setSelectedNodeId] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ id: string | null; key: number }>({ id: null, key: 0 });
  const [tab, setTab] = useState<Tab>('edit');
  const [previewNodeId, setPreviewNodeId] = useState<string | null>(null);

  // Where nodes without a stored position go: the automatic layout of the flow as opened.
  const [fallbackPositions] = useState(() => positionsOf(draft.document));
  const findings = useFindings(doc);
  const graph = useMemo(
    () => flowToGraph(doc, { findings, fallbackPositions }),
    [doc, findings, fallbackPositions],
  );
  const errors = findings.filter((f) => f.severity === 'error');
  const warnings = findings.length - errors.length;

  const autosave = useAutosave({ api, flowKey, document: doc, loaded: draft, onSaved });

  /** Applies edits as one undo step (typing into one field coalesces); returns the refusal, if any. */
  const tryEdits = useCallback(
    (edits: readonly FlowEdit[], coalesceKey?: string): FlowEditError | null => {
      let next: FlowVersion;
      try {
        next = applyEdits(history.present, edits);
      } catch (error) {
        if (error instanceof FlowEditError) return error;
        throw error;
      }
      const now = Date.now();
      const coalesce =
        coalesceKey !== undefined &&
        lastEdit.current?.key === coalesceKey &&
        now - lastEdit.current.at < COALESCE_MS;
      lastEdit.current = coalesceKey === undefined ? null : { key: coalesceKey, at: now };
      setHistory((h) => (coalesce ? historyReplace(h, next) : historyApply(h, next)));
      return null;
    },
    [history.present],
  );
  const edit = useCallback(
    (edits: readonly FlowEdit[]) => {
      const error = tryEdits(edits);
      setNotice(error ? error.message : null);
      return error === null;
    },
    [tryEdits],
  );

  const undo = useCallback(() => {
    lastEdit.current = null;
    setHistory(historyUndo);
  }, []);
  const redo = useCallback(() => {
    lastEdit.current = null;
    setHistory(historyRedo);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = historyShortcut(event);
      if (!action) return;
      const target = event.target as HTMLElement | null;
      // Text fields keep their own undo.
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)))
        return;
      event.preventDefault();
      if (action === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);

  // Leaving with unsaved work asks first.
  const unsaved = autosave.status !== 'saved';
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const focusNode = useCallback((id: string) => {
    setSelectedNodeId(id);
    setFocus((f) => ({ id, key: f.key + 1 }));
  }, []);
  // The canvas follows the preview: the node the preview stands on is highlighted and centred.
  const onPreviewNode = useCallback((id: string | null) => {
    setPreviewNodeId(id);
    if (id) setFocus((f) => ({ id, key: f.key + 1 }));
  }, []);

  const selectedQuestionId = selectedNodeId ? questionIdOfNode(selectedNodeId) : undefined;
  const selectedQuestion =
    selectedQuestionId === undefined ? undefined : doc.questions.find((q) => q.id === selectedQuestionId);

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
    (positions: Positions) => {
      edit([{ type: 'moveNodes', positions }]);
    },
    [edit],
  );
  const onNodeClick = useCallback((id: string) => {
    setSelectedNodeId(id);
    if (id.startsWith('q:')) setTab('edit');
  }, []);
  const onPaneClick = useCallback(() => setSelectedNodeId(null), []);

  // Toolbar actions.
  const addQuestion = () => {
    const id = newQuestionId(doc);
    const anchor = selectedNodeId ? graph.nodes.find((n) => n.id === selectedNodeId) : undefined;
    const lowest = graph.nodes.reduce((max, n) => Math.max(max, n.position.y), 0);
    const position = anchor
      ? { x: anchor.position.x + 320, y: anchor.position.y }
      : { x: 0, y: lowest + 240 };
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
    if (edit([{ type: 'deleteQuestion', questionId: selectedQuestionId }])) setSelectedNodeId(null);
  };
  const autoLayout = () => edit([{ type: 'moveNodes', positions: layoutGraph(graph) }]);

  const exportDocument = () => {
    const blob = new Blob([`${JSON.stringify(doc, null, 2)}\n`], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(doc);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  const fileInput = useRef<HTMLInputElement>(null);
  const onImportFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = importDocument(await file.text(), doc);
    if (!result.ok) {
      setImportProblem({ message: `${file.name}: ${result.message}`, issues: result.issues });
      return;
    }
    setImportProblem(null);
    setNotice(`Imported ${file.name}; it replaces the draft (Undo brings the previous document back).`);
    lastEdit.current = null;
    setHistory((h) => historyApply(h, result.document));
  };

  // Publishing.
  const [publishOpen, setPublishOpen] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [publishError, setPublishError] = useState<string | null>(null);
  const diff = useMemo(() => (publishOpen ? diffFlows(published, doc) : null), [publishOpen, published, doc]);
  const publish = async () => {
    setPublishing(true);
    setPublishError(null);
    try {
      const revision = await autosave.saveNow();
      const result = await api.call('POST /api/admin/flows/{key}/draft/publish', {
        params: { key: flowKey },
        body: { revision },
      });
      setPublishOpen(false);
      onPublished(result);
    } catch (error) {
      setPublishError(
        isAdminApiFailure(error) && error.status === 409
          ? `${failureMessage(error)}. Load their version and review it before publishing.`
          : `Not published: ${failureMessage(error)}`,
      );
    } finally {
      setPublishing(false);
    }
  };

  const [reloading, setReloading] = useState(false);
  const loadTheirs = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  const dropOff = useDropOff(flowKey, tab === 'dropoff' ? publishedVersion : null);
  const highlight = useMemo(() => (previewNodeId ? [previewNodeId] : undefined), [previewNodeId]);

  return (
    <div className="builder">
      <div className="builder__toolbar" role="toolbar" aria-label="Flow builder actions">
        <button type="button" className="builder-button" onClick={addQuestion}>
          Add question
        </button>
        <button
          type="button"
          className="builder-button"
          onClick={duplicate}
          disabled={selectedQuestionId === undefined}
        >
          Duplicate
        </button>
        <button
          type="button"
          className="builder-button"
          onClick={remove}
          disabled={selectedQuestionId === undefined}
        >
          Delete
        </button>
        <span className="builder__sep" aria-hidden="true" />
        <button
          type="button"
          className="builder-button"
          onClick={undo}
          disabled={!canUndo(history)}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          Undo
        </button>
        <button
          type="button"
          className="builder-button"
          onClick={redo}
          disabled={!canRedo(history)}
          aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z Control+Y"
        >
          Redo
        </button>
        <button type="button" className="builder-button" onClick={autoLayout}>
          Auto-layout
        </button>
        <span className="builder__sep" aria-hidden="true" />
        <button type="button" className="builder-button" onClick={exportDocument}>
          Export
        </button>
        <button type="button" className="builder-button" onClick={() => fileInput.current?.click()}>
          Import…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="builder__file"
          aria-label="Import a flow JSON file"
          onChange={(event) => void onImportFile(event)}
        />
        <span className="builder__sep" aria-hidden="true" />
        <label className="builder__goto">
          Go to question
          <select
            value={selectedQuestionId ?? ''}
            onChange={(event) => {
              if (event.target.value) focusNode(nodeIdOfQuestion(Number(event.target.value)));
            }}
          >
            <option value="">(choose)</option>
            {doc.questions.map((q) => (
              <option key={q.id} value={q.id}>
                #{q.id} {q.title.length > 48 ? `${q.title.slice(0, 46)}…` : q.title}
              </option>
            ))}
          </select>
        </label>
        <span className="builder__spacer" />
        <span className={`builder__save builder__save--${autosave.status}`} role="status" aria-live="polite">
          {statusText[autosave.status]}
        </span>
        <button
          type="button"
          className="builder-button builder-button--primary"
          onClick={() => {
            setPublishError(null);
            setPublishOpen(true);
          }}
          disabled={errors.length > 0 || autosave.status === 'conflict'}
          title={errors.length > 0 ? 'Fix the errors listed under Problems first' : undefined}
        >
          Publish…
        </button>
      </div>

      {autosave.status === 'conflict' && (
        <div role="alert" className="builder__conflict">
          <p>
            <strong>Someone else saved this draft.</strong> {autosave.message} Your changes since then are not
            saved; nothing was overwritten. Export them if you want to keep a copy, then load their version.
          </p>
          <button
            type="button"
            className="builder-button builder-button--primary"
            onClick={() => void loadTheirs()}
            disabled={reloading}
          >
            {reloading ? 'Loading…' : 'Load their version'}
          </button>
        </div>
      )}
      {autosave.status === 'error' && (
        <div role="alert" className="builder__alert">
          <p>The draft could not be saved: {autosave.message}</p>
          <button
            type="button"
            className="builder-button"
            onClick={() => void autosave.saveNow().catch(() => undefined)}
          >
            Retry
          </button>
        </div>
      )}
      {notice && (
        <div role="alert" className="builder__notice">
          <p>{notice}</p>
          <button type="button" className="builder-button" onClick={() => setNotice(null)}>
            Dismiss
          </button>
        </div>
      )}
      {importProblem && (
        <div role="alert" className="builder__alert">
          <p>{importProblem.message} Nothing was imported.</p>
          {importProblem.issues.length > 0 && (
            <ul>
              {importProblem.issues.slice(0, 20).map((issue, i) => (
                <li key={i}>
                  <code>{issue.path || '(document)'}</code>: {issue.message}
                </li>
              ))}
              {importProblem.issues.length > 20 && <li>… and {importProblem.issues.length - 20} more</li>}
            </ul>
          )}
          <button type="button" className="builder-button" onClick={() => setImportProblem(null)}>
            Dismiss
          </button>
        </div>
      )}

      <div className="builder__body">
        <FlowCanvas
          graph={graph}
          selectedNodeId={selectedNodeId}
          focusNodeId={focus.id}
          focusKey={focus.key}
          highlightNodeIds={highlight}
          currentNodeId={previewNodeId}
          overlay={tab === 'dropoff' ? dropOff : undefined}
          onNodeClick={onNodeClick}
          onPaneClick={onPaneClick}
          onConnect={onConnect}
          onEdgesDelete={onEdgesDelete}
          onNodesMoved={onNodesMoved}
          ariaLabel={`${flowKey} flow draft v${doc.version}`}
          className="builder__canvas"
        />

        <aside className="builder__side" aria-label="Builder panels">
          <div role="tablist" aria-label="Panels" className="builder__tabs">
            {TABS.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`${ids}-tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`${ids}-panel`}
                className="builder__tab"
                onClick={() => setTab(t.id)}
              >
                {t.label}
                {t.id === 'problems' && findings.length > 0 && (
                  <span className={`builder__count${errors.length ? ' builder__count--error' : ''}`}>
                    {findings.length}
                  </span>
                )}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${ids}-panel`}
            aria-labelledby={`${ids}-tab-${tab}`}
            className="builder__panel"
          >
            {tab === 'edit' &&
              (selectedQuestion ? (
                <QuestionPanel
                  key={selectedQuestion.id}
                  doc={doc}
                  question={selectedQuestion}
                  tryEdit={(change, coalesceKey) => tryEdits([change], coalesceKey)}
                  onFocusNode={focusNode}
                />
              ) : (
                <SelectionHelp doc={doc} selectedNodeId={selectedNodeId} onFocusNode={focusNode} />
              ))}
            {tab === 'problems' && (
              <ProblemsPanel
                findings={findings}
                errors={errors.length}
                warnings={warnings}
                onFocusNode={focusNode}
              />
            )}
            {tab === 'preview' && (
              <PreviewPanel doc={doc} QuestionView={QuestionView} onCurrentNodeChange={onPreviewNode} />
            )}
            {tab === 'paths' && <PathExplorer doc={doc} onFocusNode={focusNode} />}
            {tab === 'dropoff' && (
              <DropOffTable
                flowKey={flowKey}
                version={publishedVersion}
                doc={published}
                onFocusNode={focusNode}
              />
            )}
          </div>
        </aside>
      </div>

      {publishOpen && diff && (
        <PublishDialog
          onClose={() => setPublishOpen(false)}
          onPublish={() => void publish()}
          publishing={publishing}
          error={publishError}
          draftVersion={doc.version}
          publishedVersion={publishedVersion}
          warnings={warnings}
          canPublish={!hasErrors(findings)}
        >
          <DiffView diff={diff} />
        </PublishDialog>
      )}
    </div>
  );
}

function ProblemsPanel(props: {
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

function SelectionHelp({
  doc,
  selectedNodeId,
  onFocusNode,
}: {
  doc: FlowVersion;
  selectedNodeId: string | null;
  onFocusNode(id: string): void;
}) {
  if (selectedNodeId?.startsWith('stop:')) {
    const id = questionIdOfNode(selectedNodeId);
    const question = doc.questions.find((q) => q.id === id);
    return (
      <div className="builder-help">
        <h2>Hard stop after question #{id}</h2>
        <p>{question?.hard_stop_message ?? 'No message yet.'}</p>
        <button
          type="button"
          className="builder-button"
          onClick={() => onFocusNode(nodeIdOfQuestion(id ?? 0))}
        >
          Edit question #{id}
        </button>
      </div>
    );
  }
  return (
    <div className="builder-help">
      <h2>Editing the flow</h2>
      <ul>
        <li>Select a question on the canvas to edit it here.</li>
        <li>
          Drag from an answer’s handle (right edge) to a question or to checkout to choose where it leads.
        </li>
        <li>Select an edge and press Delete to remove it; drag nodes to arrange them.</li>
        <li>Problems lists what the analysis finds; publishing is possible once there are no errors.</li>
      </ul>
    </div>
  );
}

function PublishDialog(props: {
  children: ReactNode;
  onClose(): void;
  onPublish(): void;
  publishing: boolean;
  error: string | null;
  draftVersion: number;
  publishedVersion: number | null;
  warnings: number;
  canPublish: boolean;
}) {
  const {
    children,
    onClose,
    onPublish,
    publishing,
    error,
    draftVersion,
    publishedVersion,
    warnings,
    canPublish,
  } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className="builder-dialog" aria-labelledby={titleId} onCancel={onClose}>
      <h2 id={titleId}>
        Publish draft v{draftVersion}
        {publishedVersion ? ` (replaces v${publishedVersion})` : ''}
      </h2>
      <p>
        New patients start on the published version at once; intakes under way finish on the version they
        started.
        {warnings > 0 ? ` The analysis has ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}.` : ''}
      </p>
      <div className="builder-dialog__diff">{children}</div>
      {error && (
        <p role="alert" className="builder-page__alert">
          {error}
        </p>
      )}
      <div className="builder-dialog__actions">
        <button type="button" className="builder-button" onClick={onClose} disabled={publishing}>
          Cancel
        </button>
        <button
          type="button"
          className="builder-button builder-button--primary"
          onClick={onPublish}
          disabled={publishing || !canPublish}
        >
          {publishing ? 'Publishing…' : `Publish v${draftVersion}`}
        </button>
      </div>
    </dialog>
  );
}
