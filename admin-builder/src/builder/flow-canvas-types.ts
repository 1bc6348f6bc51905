import type { Position } from '@telehealth/schemas';

import type { FlowGraph } from '../model';

/** A connection drawn by the admin: from a source handle (`a:<answer>`, `next`, `final`, `out`) to a node. */
export interface CanvasConnection {
  source: string;
  sourceHandle: string | null;
  target: string;
}

export interface FlowCanvasProps {
  graph: FlowGraph;
  /** No connecting, dragging or deleting (order replay, previews). */
  readOnly?: boolean;
  /** Nodes to emphasise (a replayed path); edges between consecutive highlighted nodes are emphasised too. */
  highlightNodeIds?: readonly string[];
  /** The node a preview or replay currently stands on. */
  currentNodeId?: string | null;
  /** When it changes to a node id, the viewport centres on that node. */
  focusNodeId?: string | null;
  /** Change it to centre on `focusNodeId` again (the same problem clicked twice). */
  focusKey?: number;
  /**
   * Nodes to fit into view (a witness path) whenever `fitKey` changes; when they do not fit at a readable zoom,
   * the view centres on `fitAnchorId` instead.
   */
  fitNodeIds?: readonly string[];
  fitAnchorId?: string | undefined;
  fitKey?: number;
  /** Drop-off figures per graph node id (`q:<id>`). */
  overlay?: Record<string, { reached: number; stopped: number }>;
  /** The selected node (controlled by the page; view state, never in the document). */
  selectedNodeId?: string | null;
  onNodeClick?(id: string): void;
  /** A click on the empty canvas. */
  onPaneClick?(): void;
  onConnect?(connection: CanvasConnection): void;
  /** Edges the admin deleted (Delete/Backspace on a selected edge). */
  onEdgesDelete?(edgeIds: readonly string[]): void;
  /** Positions of nodes after a drag ends. */
  onNodesMoved?(positions: Record<string, Position>): void;
  /** Accessible name of the canvas region. */
  ariaLabel?: string;
  className?: string;
}
