import { generateFlow } from '@telehealth/engine/testing';
import { describe, expect, it } from 'vitest';

import { flowToGraph } from './flow-to-graph';
import { nodeSize } from './geometry';
import { layeredLayout, placeLayer, type LayeredInput } from './layered-layout';
import { DAGRE_NODE_LIMIT, layoutGraph } from './layout';
import type { Positions } from './types';

const SPACING = { nodesep: 48, ranksep: 90, marginx: 20, marginy: 20 };
const box = (id: string, width = 100, height = 40) => ({ id, width, height });
const edges = (...pairs: [string, string][]) => pairs.map(([source, target]) => ({ source, target }));

/** Pairs of nodes whose boxes overlap. */
function overlaps(graph: LayeredInput, positions: Positions): string[] {
  const found: string[] = [];
  const boxes = graph.nodes.map((n) => ({ ...n, ...positions[n.id]! }));
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
        found.push(`${a.id}/${b.id}`);
    }
  return found;
}

describe('layeredLayout', () => {
  it('draws a chain as one straight column, top down, from the margins', () => {
    const graph = { nodes: [box('a'), box('b', 100, 80), box('c')], edges: edges(['a', 'b'], ['b', 'c']) };
    const at = layeredLayout(graph, SPACING);
    expect(at.a).toEqual({ x: 20, y: 20 });
    expect(at.b).toEqual({ x: 20, y: 20 + 40 + 90 });
    expect(at.c).toEqual({ x: 20, y: 20 + 40 + 90 + 80 + 90 });
  });

  it('puts every edge of an acyclic graph downwards and a node below all the nodes leading to it', () => {
    const graph = {
      nodes: ['a', 'b', 'c', 'd', 'e'].map((id) => box(id)),
      edges: edges(['a', 'b'], ['a', 'c'], ['b', 'd'], ['c', 'd'], ['a', 'd'], ['d', 'e'], ['b', 'e']),
    };
    const at = layeredLayout(graph, SPACING);
    for (const edge of graph.edges) expect(at[edge.target]!.y).toBeGreaterThan(at[edge.source]!.y);
    // b and c share a layer, side by side with the gap between them.
    expect(at.b!.y).toBe(at.c!.y);
    expect(Math.abs(at.b!.x - at.c!.x)).toBeGreaterThanOrEqual(100 + 48);
    // b, the most connected, stays under a; c moves aside; d is centred under a, b and c (same widths).
    expect(at.b!.x).toBe(at.a!.x);
    expect(Math.abs(at.d!.x - (at.a!.x + at.b!.x + at.c!.x) / 3)).toBeLessThanOrEqual(0.5);
  });

  it('lays out a graph with cycles and self-loops, every node placed once, none overlapping', () => {
    const graph = {
      nodes: ['a', 'b', 'c', 'd'].map((id) => box(id)),
      edges: edges(['a', 'b'], ['b', 'c'], ['c', 'b'], ['c', 'a'], ['d', 'd'], ['c', 'missing']),
    };
    const at = layeredLayout(graph, SPACING);
    expect(Object.keys(at).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(at.b!.y).toBeGreaterThan(at.a!.y);
    expect(at.c!.y).toBeGreaterThan(at.b!.y);
    expect(overlaps(graph, at)).toEqual([]);
  });

  it('orders a layer to follow its parents, so branches do not cross', () => {
    // x1 leads to y2 and x2 to y1: the lower layer is swapped to match.
    const graph = {
      nodes: ['r', 'x1', 'x2', 'y1', 'y2'].map((id) => box(id)),
      edges: edges(['r', 'x1'], ['r', 'x2'], ['x2', 'y1'], ['x1', 'y2']),
    };
    const at = layeredLayout(graph, SPACING);
    expect(Math.sign(at.y2!.x - at.y1!.x)).toBe(Math.sign(at.x1!.x - at.x2!.x));
  });

  it('is empty for an empty graph', () => {
    expect(layeredLayout({ nodes: [], edges: [] }, SPACING)).toEqual({});
  });
});

describe('placeLayer', () => {
  it('gives the most connected node its wish and pushes the others aside, keeping the order and the gaps', () => {
    // Both want 100; the second has the higher priority, so it gets it and the first moves left.
    expect(placeLayer([100, 100], [100, 100], [1, 3], 10)).toEqual([-10, 100]);
    // A node without a wish stays packed beside the others.
    expect(placeLayer([100, 100, 50], [Number.NaN, 0, Number.NaN], [0, 2, 0], 10)).toEqual([-110, 0, 85]);
    // A lower priority wish cannot move a placed node: it gets as close as the gap allows.
    expect(placeLayer([100, 100], [0, -500], [5, 1], 10)).toEqual([0, 110]);
  });
});

describe('layoutGraph', () => {
  it('lays out a large generated flow with the layered layout: all nodes, edges down, no overlap', () => {
    const graph = flowToGraph(generateFlow(300, 3, { reach: 5, everyQuestionReachable: true }));
    expect(graph.nodes.length).toBeGreaterThan(DAGRE_NODE_LIMIT);
    const at = layoutGraph(graph);
    const input = { nodes: graph.nodes.map((n) => ({ id: n.id, ...nodeSize(n) })), edges: graph.edges };
    expect(at).toEqual(layeredLayout(input, SPACING));
    expect(Object.keys(at)).toHaveLength(graph.nodes.length);
    expect(overlaps(input, at)).toEqual([]);
    // Each hard stop sits in the layer right below its question.
    const stop = graph.edges.find((e) => e.data.via === 'stop')!;
    expect(at[stop.target]!.y).toBeGreaterThan(at[stop.source]!.y);
  });
});
