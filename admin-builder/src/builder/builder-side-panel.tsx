import type { FlowKey, FlowVersion } from '@telehealth/schemas';
import { useDeferredValue, useId } from 'react';

import {
  DropOffTable,
  PathExplorer,
  PreviewPanel,
  type QuestionViewComponent,
  type WitnessWalk,
} from '../builder-tools';
import { questionIdOfNode, type FlowEdit, type FlowEditError } from '../model';
import { assertionKey, findingKey, type FlowAnalysis } from './flow-analysis';
import { FlowRulesPanel } from './flow-rules-panel';
import { ProblemsPanel } from './problems-panel';
import { QuestionPanel } from './question-panel';
import { SelectionHelp } from './selection-help';
import { TotalsPanel } from './totals-panel';
import type { BuilderTab, BuilderView } from './use-builder-view';

const TABS: readonly { id: BuilderTab; label: string }[] = [
  { id: 'edit', label: 'Edit' },
  { id: 'totals', label: 'Totals' },
  { id: 'rules', label: 'Rules' },
  { id: 'problems', label: 'Problems' },
  { id: 'preview', label: 'Preview' },
  { id: 'paths', label: 'Paths' },
  { id: 'dropoff', label: 'Drop-off' },
];

export interface BuilderSidePanelProps {
  flowKey: FlowKey;
  doc: FlowVersion;
  view: Pick<
    BuilderView,
    'tab' | 'setTab' | 'selectedNodeId' | 'focusNode' | 'onPreviewNode' | 'problem' | 'replay' | 'endReplay'
  >;
  analysis: FlowAnalysis;
  /** The selected problem's witness walked through the draft. */
  walk?: WitnessWalk | undefined;
  /** Selects a problem: its witness path is highlighted and fitted into view. */
  onSelectProblem?(key: string | null): void;
  /** Replays the selected problem's witness in the preview. */
  onReplayProblem?(): void;
  errors: number;
  warnings: number;
  tryEdits(edits: readonly FlowEdit[], coalesceKey?: string): FlowEditError | null;
  QuestionView: QuestionViewComponent;
  published: FlowVersion | null;
  publishedVersion: number | null;
  /** The tabs offered (all by default); the published version read-only offers only the tools that read. */
  tabs?: readonly BuilderTab[];
}

/**
 * The panels beside the canvas: Edit (the selected question), Totals, Rules (assertions, eligibility, calculations), Problems,
 * Preview, Paths and Drop-off.
 */
export function BuilderSidePanel(props: BuilderSidePanelProps) {
  const { flowKey, doc, view, analysis, errors, warnings, tryEdits, QuestionView } = props;
  const { findings } = analysis;
  const selectProblem = (key: string | null) => props.onSelectProblem?.(key);
  const { tab, setTab, focusNode, onPreviewNode } = view;
  // The Edit tab follows a new selection in a background render: the canvas shows the selection at once, and
  // filling the tab (on a large flow a list of every question per answer) does not hold the click up. Meanwhile the
  // tab says so rather than showing the previous question, so nothing is typed into the wrong one. The question is
  // always read from the current document, so typing in a field is never behind.
  const selectedNodeId = useDeferredValue(view.selectedNodeId);
  const opening = selectedNodeId !== view.selectedNodeId;
  const selectedQuestionId = selectedNodeId ? questionIdOfNode(selectedNodeId) : undefined;
  const selectedQuestion =
    selectedQuestionId === undefined ? undefined : doc.questions.find((q) => q.id === selectedQuestionId);
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
          (opening ? (
            <p role="status" className="builder-help">
              Opening…
            </p>
          ) : selectedQuestion ? (
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
        {tab === 'rules' && (
          <FlowRulesPanel
            doc={doc}
            tryEdit={(change, coalesceKey) => tryEdits([change], coalesceKey)}
            assertions={analysis.assertions}
            onShowAssertion={(name) => {
              setTab('problems');
              selectProblem(assertionKey(name));
            }}
            eligibility={analysis.eligibility}
            products={analysis.products}
            onShowFinding={(finding) => {
              setTab('problems');
              selectProblem(findingKey(finding));
            }}
          />
        )}
        {tab === 'problems' && (
          <ProblemsPanel
            analysis={analysis}
            errors={errors}
            warnings={warnings}
            selected={view.problem}
            walk={props.walk}
            onFocusNode={focusNode}
            onSelect={selectProblem}
            onReplay={() => props.onReplayProblem?.()}
          />
        )}
        {tab === 'preview' && (
          <PreviewPanel
            doc={doc}
            QuestionView={QuestionView}
            onCurrentNodeChange={onPreviewNode}
            replay={view.replay}
            onReplayEnd={view.endReplay}
          />
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
