import type { FlowKey, FlowVersion } from '@telehealth/schemas';
import { useMemo } from 'react';

import { useDropOff, type QuestionViewComponent } from '../builder-tools';
import { flowToGraph } from '../model';
import { BuilderSidePanel } from './builder-side-panel';
import type { FlowAnalysis } from './flow-analysis';
import { FlowCanvas } from './flow-canvas';
import type { BuilderTab } from './use-builder-view';
import { useBuilderView } from './use-builder-view';

/** The published version is not analysed here: it was proven before it was published. */
const NO_ANALYSIS: FlowAnalysis = { findings: [], assertions: [], eligibility: [] };

/** The tools that only read: they work on the published version too. */
const READ_ONLY_TABS: readonly BuilderTab[] = ['paths', 'dropoff'];

export interface PublishedFlowViewProps {
  flowKey: FlowKey;
  published: FlowVersion;
  publishedVersion: number;
  QuestionView: QuestionViewComponent;
  /** "Start a draft": the page starts one and swaps this view for the editor. */
  onStartDraft(): void;
  starting: boolean;
}

/**
 * The flow's published version while it has no draft: its graph read-only (no dragging, connecting or deleting,
 * nothing saved), with Paths and Drop-off beside it, and "Start a draft" to edit a copy.
 */
export function PublishedFlowView(props: PublishedFlowViewProps) {
  const { flowKey, published, publishedVersion, QuestionView, onStartDraft, starting } = props;
  const view = useBuilderView({ readOnly: true });
  const graph = useMemo(() => flowToGraph(published), [published]);
  const dropOff = useDropOff(flowKey, view.tab === 'dropoff' ? publishedVersion : null);

  return (
    <div className="builder builder--read-only" data-testid="builder-published">
      <div className="builder__readonly-bar">
        <p role="status">
          <strong>Published version {publishedVersion}</strong>, read-only. Patients see this version; start a
          draft to change it.
        </p>
        <button
          type="button"
          className="builder-button builder-button--primary"
          onClick={onStartDraft}
          disabled={starting}
        >
          {starting ? 'Starting…' : 'Start a draft'}
        </button>
      </div>
      <div className="builder__body">
        <FlowCanvas
          graph={graph}
          readOnly
          selectedNodeId={view.selectedNodeId}
          focusNodeId={view.focus.id}
          focusKey={view.focus.key}
          overlay={view.tab === 'dropoff' ? dropOff : undefined}
          onNodeClick={view.onNodeClick}
          onPaneClick={view.onPaneClick}
          ariaLabel={`${flowKey} flow, published version ${publishedVersion} (read-only)`}
          className="builder__canvas"
        />
        <BuilderSidePanel
          flowKey={flowKey}
          doc={published}
          view={view}
          analysis={NO_ANALYSIS}
          errors={0}
          warnings={0}
          tryEdits={() => null}
          QuestionView={QuestionView}
          published={published}
          publishedVersion={publishedVersion}
          tabs={READ_ONLY_TABS}
        />
      </div>
    </div>
  );
}
