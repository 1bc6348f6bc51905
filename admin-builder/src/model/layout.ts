import dagre from '@dagrejs/dagre';

import { nodeSize, type Size } from './geometry';
import { layeredLayout } from './layered-layout';
import type { FlowGraph, Positions } from './types';

/**
 * Up to this many nodes dagre lays the graph out (its network simplex keeps edges short and its ordering has few
 * crossings); above, its time grows with nodes × edges (about 0.1 s at 100 nodes and half a second at 600 on a fast machine, several times that under load), so
 * the linear-time `layeredLayout` does it.
 */
export const DAGRE_NODE_LIMIT = 100;

const SPACING = { nodesep: 48, ranksep: 90, marginx: 20, marginy: 20 } as const;

/**
 * An automatic top-to-bottom layout of the graph (dagre, or `layeredLayout` for large graphs): the top-left
 * corner of every node, rounded to whole pixels, keyed by node id (the form of `doc.layout.positions`). Pure: the
 * graph is not changed.
 */
export function layoutGraph(graph: FlowGraph): Positions {
  const sizes = new Map<string, Size>();
  for (const node of graph.nodes) sizes.set(node.id, nodeSize(node));
  if (graph.nodes.length > DAGRE_NODE_LIMIT) {
    return layeredLayout(
      { nodes: graph.nodes.map((node) => ({ id: node.id, ...sizes.get(node.id)! })), edges: graph.edges },
      SPACING,
    );
  }
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', ...SPACING });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) g.setNode(node.id, { ...sizes.get(node.id)! });
  for (const edge of graph.edges) {
    if (!sizes.has(edge.source) || !sizes.has(edge.target)) continue;
    g.setEdge(edge.source, edge.target, {}, edge.id);
  }
  dagre.layout(g);
  const positions: Positions = {};
  for (const node of graph.nodes) {
    const laid = g.node(node.id) as { x: number; y: number } | undefined;
    const size = sizes.get(node.id);
    if (!laid || !size) continue;
    positions[node.id] = { x: Math.round(laid.x - size.width / 2), y: Math.round(laid.y - size.height / 2) };
  }
  return positions;
}
