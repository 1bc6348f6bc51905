import type { Position } from '@telehealth/schemas';

import type { FlowGraph, FlowNode } from './types';

/*
 * How big each node is drawn and where its handles sit, in pixels from the node's outer top-left corner. The
 * canvas hands these to React Flow up front (so a 500-question flow opens without measuring every node), and the
 * automatic layout and the first view use the same sizes. builder.css draws exactly these boxes (fixed heights,
 * border-box); geometry.test.ts reads the stylesheet to keep the two in step.
 */

/** The border of every node (`.flow-node`). */
export const NODE_BORDER = 2;
/** A question node's width (`.flow-node`). */
export const QUESTION_NODE_WIDTH = 260;
/** The three lines above a question's answer rows (`.flow-node__head`, `__title`, `__meta`). */
export const QUESTION_HEAD = 22;
export const QUESTION_TITLE = 34;
export const QUESTION_META = 18;
/** Where a question's first answer row starts: the top border and the three lines above it. */
export const PORTS_TOP = NODE_BORDER + QUESTION_HEAD + QUESTION_TITLE + QUESTION_META;
/** One answer row (`.flow-node__port`), each with its source handle centred on the right edge. */
export const PORT_ROW = 24;
/** A handle's box (`.flow-node .react-flow__handle`). */
export const HANDLE_SIZE = 10;
/** Lead steps and terminals have a fixed size (`.flow-node--lead-*`, `--checkout`, `--hard-stop`). */
export const STEP_NODE_SIZE = { width: 200, height: 64 } as const;
export const TERMINAL_NODE_SIZE = { width: 200, height: 56 } as const;

export interface Size {
  width: number;
  height: number;
}

export interface Bounds extends Size {
  x: number;
  y: number;
}

/** The size a node is drawn at: a question grows by one row per answer handle. */
export function nodeSize(node: Pick<FlowNode, 'kind' | 'data'>): Size {
  switch (node.kind) {
    case 'checkout':
    case 'hard-stop':
      return { ...TERMINAL_NODE_SIZE };
    case 'lead-qualify':
    case 'lead-intro':
      return { ...STEP_NODE_SIZE };
    default:
      return {
        width: QUESTION_NODE_WIDTH,
        height: PORTS_TOP + PORT_ROW * node.data.handles.length + NODE_BORDER,
      };
  }
}

/** A handle's box on a node: the side it sits on and its top-left corner relative to the node. */
export interface HandleBox extends Bounds {
  id: string;
  type: 'source' | 'target';
  side: 'top' | 'right' | 'bottom';
}

/**
 * Where a node's handles are drawn: `in` centred on the top edge (all but lead-qualify), `out` centred on the
 * bottom edge of lead steps, and a question's answer handles on the right edge, centred on their rows.
 */
export function handleBoxes(node: Pick<FlowNode, 'kind' | 'data'>): HandleBox[] {
  const { width, height } = nodeSize(node);
  const half = HANDLE_SIZE / 2;
  const box = { width: HANDLE_SIZE, height: HANDLE_SIZE };
  const boxes: HandleBox[] = [];
  if (node.kind !== 'lead-qualify') {
    boxes.push({ id: 'in', type: 'target', side: 'top', x: width / 2 - half, y: -half, ...box });
  }
  if (node.kind === 'lead-qualify' || node.kind === 'lead-intro') {
    boxes.push({ id: 'out', type: 'source', side: 'bottom', x: width / 2 - half, y: height - half, ...box });
  } else if (node.kind === 'question' || node.kind === 'content') {
    node.data.handles.forEach((handle, i) => {
      boxes.push({
        id: handle.id,
        type: 'source',
        side: 'right',
        x: width - NODE_BORDER - half,
        y: PORTS_TOP + PORT_ROW * i + PORT_ROW / 2 - half,
        ...box,
      });
    });
  }
  return boxes;
}

/** Below this zoom node titles cannot be read: the first view then shows the start of the flow only. */
const READABLE_ZOOM = 0.45;

/**
 * The first view: the whole flow when it fits at a readable zoom, else its top part (the nodes with the smallest
 * y, at least three). Computed from the known positions and sizes, because React Flow's fitView only counts nodes
 * it has measured, and with onlyRenderVisibleElements the ones off screen never are.
 */
export function initialBounds(
  nodes: readonly Pick<FlowNode, 'kind' | 'data' | 'position'>[],
  viewport: Size | null,
): Bounds | null {
  const sorted = [...nodes].sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x);
  let best: Bounds | null = null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [i, node] of sorted.entries()) {
    const size = nodeSize(node);
    minX = Math.min(minX, node.position.x);
    minY = Math.min(minY, node.position.y);
    maxX = Math.max(maxX, node.position.x + size.width);
    maxY = Math.max(maxY, node.position.y + size.height);
    const bounds = { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
    const zoom = viewport ? Math.min(viewport.width / bounds.width, viewport.height / bounds.height) : 1;
    if (i >= 3 && zoom < READABLE_ZOOM) break;
    best = bounds;
  }
  return best;
}

/**
 * Where a question added from the toolbar goes: to the right of the selected node, else below the lowest node,
 * so it never lands on top of one.
 */
export function newNodePosition(graph: Pick<FlowGraph, 'nodes'>, anchorId: string | null): Position {
  const anchor = anchorId === null ? undefined : graph.nodes.find((n) => n.id === anchorId);
  if (anchor) return { x: anchor.position.x + 320, y: anchor.position.y };
  const lowest = graph.nodes.reduce((max, n) => Math.max(max, n.position.y), 0);
  return { x: 0, y: lowest + 240 };
}
