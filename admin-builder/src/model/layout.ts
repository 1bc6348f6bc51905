import dagre from '@dagrejs/dagre';

import { nodeSize } from './geometry';
import type { FlowGraph, Positions } from './types';

/**
 * An automatic top-to-bottom layout of the graph (dagre): the top-left corner of every node, rounded to whole
 * pixels, keyed by node id (the form of `doc.layout.positions`). Pure: the graph is not changed.
 */
export function layoutGraph(graph: FlowGraph): Positions {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 48, ranksep: 90, marginx: 20, marginy: 20 });
  g.setDefaultEdgeLabel(() => ({}));
  const sizes = new Map<string, { width: number; height: number }>();
  for (const node of graph.nodes) {
    const size = nodeSize(node);
    sizes.set(node.id, size);
    g.setNode(node.id, { ...size });
  }
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
