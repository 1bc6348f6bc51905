import type { FlowVersion } from '@telehealth/schemas';
import { useRef } from 'react';

import { nodeIdOfQuestion } from '../model';
import type { SaveStatus } from './use-autosave';

const statusText: Record<SaveStatus, string> = {
  saved: 'Saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  error: 'Not saved',
  conflict: 'Not saved: conflict',
};

export interface BuilderToolbarProps {
  doc: FlowVersion;
  selectedQuestionId: number | undefined;
  canUndo: boolean;
  canRedo: boolean;
  saveStatus: SaveStatus;
  /** The analysis found errors: publishing waits until they are fixed. */
  hasErrors: boolean;
  onAddQuestion(): void;
  onDuplicate(): void;
  onDelete(): void;
  onUndo(): void;
  onRedo(): void;
  onAutoLayout(): void;
  onExport(): void;
  onImportFile(file: File): void;
  onFocusNode(id: string): void;
  onPublish(): void;
}

/** The builder's actions: edit, history, layout, import/export, go to a question, the save status and Publish. */
export function BuilderToolbar(props: BuilderToolbarProps) {
  const { doc, selectedQuestionId, canUndo, canRedo, saveStatus, hasErrors } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const noQuestion = selectedQuestionId === undefined;
  return (
    <div className="builder__toolbar" role="toolbar" aria-label="Flow builder actions">
      <button type="button" className="builder-button" onClick={props.onAddQuestion}>
        Add question
      </button>
      <button type="button" className="builder-button" onClick={props.onDuplicate} disabled={noQuestion}>
        Duplicate
      </button>
      <button type="button" className="builder-button" onClick={props.onDelete} disabled={noQuestion}>
        Delete
      </button>
      <span className="builder__sep" aria-hidden="true" />
      <button
        type="button"
        className="builder-button"
        onClick={props.onUndo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        Undo
      </button>
      <button
        type="button"
        className="builder-button"
        onClick={props.onRedo}
        disabled={!canRedo}
        aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z Control+Y"
      >
        Redo
      </button>
      <button type="button" className="builder-button" onClick={props.onAutoLayout}>
        Auto-layout
      </button>
      <span className="builder__sep" aria-hidden="true" />
      <button type="button" className="builder-button" onClick={props.onExport}>
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
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) props.onImportFile(file);
        }}
      />
      <span className="builder__sep" aria-hidden="true" />
      <label className="builder__goto">
        Go to question
        <select
          value={selectedQuestionId ?? ''}
          onChange={(event) => {
            if (event.target.value) props.onFocusNode(nodeIdOfQuestion(Number(event.target.value)));
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
      <span className={`builder__save builder__save--${saveStatus}`} role="status" aria-live="polite">
        {statusText[saveStatus]}
      </span>
      <button
        type="button"
        className="builder-button builder-button--primary"
        onClick={props.onPublish}
        disabled={hasErrors || saveStatus === 'conflict'}
        title={hasErrors ? 'Fix the errors listed under Problems first' : undefined}
      >
        Publish…
      </button>
    </div>
  );
}
