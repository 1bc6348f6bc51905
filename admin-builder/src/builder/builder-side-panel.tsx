import type { Finding } from '@telehealth/engine';
import type { FlowKey, FlowVersion, Question } from '@telehealth/schemas';
import { useId } from 'react';

import { DropOffTable, PathExplorer, PreviewPanel, type QuestionViewComponent } from '../builder-tools';
import type { FlowEdit, FlowEditError } from '../model';
import { ProblemsPanel } from './problems-panel';
import { QuestionPanel } from './question-panel';
import { SelectionHelp } from './selection-help';
import { TotalsPanel } from './totals-panel';
import type { BuilderTab, BuilderView } from './use-builder-view';

const TABS: readonly { id: BuilderTab; label: string }[] = [
  { id: 'edit', label: 'Edit' },
  { id: 'totals', label: 'Totals' },
  { id: 'problems', label: 'Problems' },
  { id: 'preview', label: 'Preview' },
  { id: 'paths', label: 'Paths' },
  { id: 'dropoff', label: 'Drop-off' },
];

export interface BuilderSidePanelProps {
  flowKey: FlowKey;
  doc: FlowVersion;
  view: Pick<BuilderView, 'tab' | 'setTab' | 'selectedNodeId' | 'focusNode' | 'onPreviewNode'>;
  selectedQuestion: Question | undefined;
  findings: readonly Finding[];
  errors: number;
  warnings: number;
  tryEdits(edits: readonly FlowEdit[], coalesceKey?: string): FlowEditError | null;
  QuestionView: QuestionViewComponent;
  published: FlowVersion | null;
  publishedVersion: number | null;
  /** The tabs offered (all by default); the published version read-only offers only the tools that read. */
  tabs?: readonly BuilderTab[];
}

/** The panels beside the canvas: Edit (the selected question), Totals, Problems, Preview, Paths and Drop-off. */
export function BuilderSidePanel(props: BuilderSidePanelProps) {
  const { flowKey, doc, view, selectedQuestion, findings, errors, warnings, tryEdits, QuestionView } = props;
  const { tab, setTab, selectedNodeId, focusNode, onPreviewNode } = view;
  const ids = useId();
  return (
    <aside className="builder__side" aria-label="Builder panels">
      <div role="tablist" aria-label="Panels" className="builder__tabs">
        {TABS.filter((t) => !props.tabs || props.tabs.includes(t.id)).map((t) => (
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
              <span className={`builder__count${errors ? ' builder__count--error' : ''}`}>
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
        {tab === 'totals' && (
          <TotalsPanel
            doc={doc}
            tryEdit={(change, coalesceKey) => tryEdits([change], coalesceKey)}
            onFocusNode={focusNode}
          />
        )}
        {tab === 'problems' && (
          <ProblemsPanel findings={findings} errors={errors} warnings={warnings} onFocusNode={focusNode} />
        )}
        {tab === 'preview' && (
          <PreviewPanel doc={doc} QuestionView={QuestionView} onCurrentNodeChange={onPreviewNode} />
        )}
        {tab === 'paths' && <PathExplorer doc={doc} onFocusNode={focusNode} />}
        {tab === 'dropoff' && (
          <DropOffTable
            flowKey={flowKey}
            version={props.publishedVersion}
            doc={props.published}
            onFocusNode={focusNode}
          />
        )}
      </div>
    </aside>
  );
}
