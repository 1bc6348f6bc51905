import type { Size } from './geometry';
import type { Positions } from './types';

/** What the layered layout needs of a graph: sized nodes and the edges between them. */
export interface LayeredInput {
  nodes: readonly ({ id: string } & Size)[];
  edges: readonly { source: string; target: string }[];
}

export interface LayeredOptions {
  /** Horizontal gap between nodes of one layer. */
  nodesep: number;
  /** Vertical gap between layers. */
  ranksep: number;
  /** The top-left corner of the drawing. */
  marginx: number;
  marginy: number;
  /** Ordering sweeps (each one down and one up). */
  sweeps?: number;
}

/**
 * A top-to-bottom layered layout in linear time per pass, for graphs too large for dagre (whose network simplex
 * ranking and dummy-node ordering grow with nodes × edges: about half a second for 600 nodes on a fast machine).
 *
 * 1. Edges that close a cycle (found by a depth-first search from the nodes nobody leads to, in the graph's
 *    order) are left out of the layering.
 * 2. Each node's layer is the longest path to it: every other edge points down, a terminal sits right below the
 *    node that leads to it, and a node many answers reach sits below all of them.
 * 3. Each layer starts in depth-first order (a branch stays together), then alternate sweeps sort it by the mean
 *    place of the nodes leading to it (going down) or that it leads to (going up).
 * 4. Each node is centred under the nodes leading to it as far as its layer's order and `nodesep` allow, the most
 *    connected first (`placeLayer`): a chain of questions stays one straight column and a hard stop moves aside.
 *
 * Returns the top-left corner of every node, rounded to whole pixels, keyed by id. Pure and deterministic.
 */
export function layeredLayout(graph: LayeredInput, options: LayeredOptions): Positions {
  const { nodesep, ranksep, marginx, marginy, sweeps = 4 } = options;
  const n = graph.nodes.length;
  if (n === 0) return {};
  const index = new Map<string, number>();
  graph.nodes.forEach((node, i) => index.set(node.id, i));
  const out: number[][] = Array.from({ length: n }, () => []);
  const indegree = new Int32Array(n);
  for (const edge of graph.edges) {
    const s = index.get(edge.source);
    const t = index.get(edge.target);
    if (s === undefined || t === undefined || s === t) continue;
    out[s]!.push(t);
    indegree[t]! += 1;
  }

  // 1. Depth-first from the roots (then from whatever is left, in order): discovery order and back edges.
  const state = new Uint8Array(n); // 0 unseen, 1 on the stack, 2 done
  const discovery: number[] = [];
  const finished: number[] = [];
  const forwardOut: number[][] = Array.from({ length: n }, () => []);
  const visit = (root: number) => {
    const stack: [number, number][] = [[root, 0]];
    state[root] = 1;
    discovery.push(root);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const [v, next] = top;
      const targets = out[v]!;
      if (next === targets.length) {
        state[v] = 2;
        finished.push(v);
        stack.pop();
        continue;
      }
      top[1] = next + 1;
      const t = targets[next]!;
      if (state[t] === 1) continue; // closes a cycle: not used for layering
      forwardOut[v]!.push(t);
      if (state[t] === 0) {
        state[t] = 1;
        discovery.push(t);
        stack.push([t, 0]);
      }
    }
  };
  for (let i = 0; i < n; i++) if (indegree[i] === 0 && state[i] === 0) visit(i);
  for (let i = 0; i < n; i++) if (state[i] === 0) visit(i);

  // 2. Layers: the longest path, in topological order (reverse finishing order).
  const rank = new Int32Array(n);
  for (let k = finished.length - 1; k >= 0; k--) {
    const v = finished[k]!;
    for (const t of forwardOut[v]!) if (rank[t]! < rank[v]! + 1) rank[t] = rank[v]! + 1;
  }
  const forwardIn: number[][] = Array.from({ length: n }, () => []);
  for (let v = 0; v < n; v++) for (const t of forwardOut[v]!) forwardIn[t]!.push(v);
  let layerCount = 0;
  for (let v = 0; v < n; v++) layerCount = Math.max(layerCount, rank[v]! + 1);
  const layers: number[][] = Array.from({ length: layerCount }, () => []);
  for (const v of discovery) layers[rank[v]!]!.push(v);

  // 3. Order within layers: barycentre sweeps.
  const order = new Float64Array(n);
  const setOrder = (layer: readonly number[]) => layer.forEach((v, i) => (order[v] = i));
  layers.forEach(setOrder);
  const sortBy = (layer: number[], neighbours: readonly number[][]) => {
    const key = new Map<number, number>();
    for (const v of layer) {
      const around = neighbours[v]!;
      if (around.length === 0) key.set(v, order[v]!);
      else {
        let sum = 0;
        for (const u of around) sum += order[u]!;
        key.set(v, sum / around.length);
      }
    }
    // Stable: ties keep the current order.
    layer.sort((a, b) => key.get(a)! - key.get(b)! || order[a]! - order[b]!);
    setOrder(layer);
  };
  for (let s = 0; s < sweeps; s++) {
    for (let r = 1; r < layerCount; r++) sortBy(layers[r]!, forwardIn);
    for (let r = layerCount - 2; r >= 0; r--) sortBy(layers[r]!, forwardOut);
  }
  for (let r = 1; r < layerCount; r++) sortBy(layers[r]!, forwardIn);

  // 4. Coordinates: layers stacked top-down, each node centred in its layer's height and under its parents.
  const width = (v: number) => graph.nodes[v]!.width;
  const height = (v: number) => graph.nodes[v]!.height;
  const centreX = new Float64Array(n);
  const centreY = new Float64Array(n);
  let top = 0;
  for (const layer of layers) {
    let layerHeight = 0;
    for (const v of layer) layerHeight = Math.max(layerHeight, height(v));
    for (const v of layer) centreY[v] = top + layerHeight / 2;
    top += layerHeight + ranksep;

    const wanted = layer.map((v) => {
      const parents = forwardIn[v]!;
      if (parents.length === 0) return Number.NaN;
      let sum = 0;
      for (const u of parents) sum += centreX[u]!;
      return sum / parents.length; // the mean centre of the nodes leading here
    });
    const x = placeLayer(
      layer.map((v) => width(v)),
      wanted,
      layer.map((v) => forwardIn[v]!.length + forwardOut[v]!.length),
      nodesep,
    );
    layer.forEach((v, i) => (centreX[v] = x[i]!));
  }

  let minX = Infinity;
  let minY = Infinity;
  for (let v = 0; v < n; v++) {
    minX = Math.min(minX, centreX[v]! - width(v) / 2);
    minY = Math.min(minY, centreY[v]! - height(v) / 2);
  }
  const positions: Positions = {};
  graph.nodes.forEach((node, v) => {
    positions[node.id] = {
      x: Math.round(centreX[v]! - node.width / 2 - minX + marginx),
      y: Math.round(centreY[v]! - node.height / 2 - minY + marginy),
    };
  });
  return positions;
}

/**
 * The centres of one layer's nodes, left to right in the given order, at least `nodesep` apart: each node as close
 * to its wanted centre (NaN: no wish) as the nodes placed before it allow, the nodes with the highest priority
 * first (ties: leftmost first); a node being placed pushes the not yet placed nodes beside it out of its way.
 */
export function placeLayer(
  widths: readonly number[],
  wanted: readonly number[],
  priority: readonly number[],
  nodesep: number,
): number[] {
  const m = widths.length;
  const gap = (i: number) => (widths[i - 1]! + widths[i]!) / 2 + nodesep; // between centres i - 1 and i
  const x: number[] = [];
  for (let i = 0; i < m; i++) x.push(i === 0 ? 0 : x[i - 1]! + gap(i));
  // Start packed around the mean wish, so nodes without one sit near the others.
  let shift = 0;
  let wishes = 0;
  for (let i = 0; i < m; i++)
    if (!Number.isNaN(wanted[i]!)) {
      shift += wanted[i]! - x[i]!;
      wishes += 1;
    }
  if (wishes > 0) for (let i = 0; i < m; i++) x[i]! += shift / wishes;

  const placed = new Uint8Array(m);
  const byPriority = Array.from({ length: m }, (_, i) => i).sort(
    (a, b) => priority[b]! - priority[a]! || a - b,
  );
  for (const i of byPriority) {
    const want = wanted[i]!;
    if (!Number.isNaN(want) && want > x[i]!) {
      let limit = Infinity;
      let distance = 0;
      for (let j = i + 1; j < m; j++) {
        distance += gap(j);
        if (placed[j]) {
          limit = x[j]! - distance;
          break;
        }
      }
      x[i] = Math.max(x[i]!, Math.min(want, limit));
      for (let j = i + 1; j < m && !placed[j]; j++) x[j] = Math.max(x[j]!, x[j - 1]! + gap(j));
    } else if (!Number.isNaN(want) && want < x[i]!) {
      let limit = -Infinity;
      let distance = 0;
      for (let j = i - 1; j >= 0; j--) {
        distance += gap(j + 1);
        if (placed[j]) {
          limit = x[j]! + distance;
          break;
        }
      }
      x[i] = Math.min(x[i]!, Math.max(want, limit));
      for (let j = i - 1; j >= 0 && !placed[j]; j--) x[j] = Math.min(x[j]!, x[j + 1]! - gap(j + 1));
    }
    placed[i] = 1;
  }
  return x;
}
