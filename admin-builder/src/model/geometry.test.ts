import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { sampleFlow } from './__fixtures__/sample-flow';
import { flowToGraph } from './flow-to-graph';
import {
  HANDLE_SIZE,
  NODE_BORDER,
  PORTS_TOP,
  PORT_ROW,
  QUESTION_HEAD,
  QUESTION_META,
  QUESTION_NODE_WIDTH,
  QUESTION_TITLE,
  STEP_NODE_SIZE,
  TERMINAL_NODE_SIZE,
  handleBoxes,
  initialBounds,
  newNodePosition,
  nodeSize,
} from './geometry';
import type { FlowHandle, FlowNode } from './types';

const question = (handles: number): Pick<FlowNode, 'kind' | 'data'> => ({
  kind: 'question',
  data: {
    title: 'Q',
    type: 'single_choice',
    optionCount: handles,
    hardStop: false,
    handles: Array.from({ length: handles }, (_, i): FlowHandle => ({
      id: `a:${i}`,
      label: `${i}`,
      role: 'answer',
    })),
    first: false,
    findings: [],
  },
});
const terminal = (kind: FlowNode['kind']): Pick<FlowNode, 'kind' | 'data'> => ({
  kind,
  data: { ...question(0).data, type: null },
});

/** The declarations of builder.css by selector (later blocks win, as in the browser). */
function stylesheet(): Map<string, Map<string, string>> {
  const css = readFileSync(new URL('../builder/builder.css', import.meta.url), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  const rules = new Map<string, Map<string, string>>();
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    for (const selector of selectors.split(',').map((s) => s.trim().replace(/\s+/g, ' '))) {
      const declarations = rules.get(selector) ?? new Map<string, string>();
      for (const declaration of body.split(';')) {
        const [property, ...value] = declaration.split(':');
        if (property?.trim() && value.length) declarations.set(property.trim(), value.join(':').trim());
      }
      rules.set(selector, declarations);
    }
  }
  return rules;
}

describe('node geometry', () => {
  it('is what builder.css draws', () => {
    const css = stylesheet();
    const px = (selector: string, property: string) => {
      const value = css.get(selector)?.get(property);
      expect(value, `${selector} { ${property} }`).toMatch(/^\d+px\b/);
      return Number.parseInt(value ?? '', 10);
    };
    expect(css.get('.flow-node *')?.get('box-sizing')).toBe('border-box');
    expect(px('.flow-node', 'border')).toBe(NODE_BORDER);
    expect(px('.flow-node', 'width')).toBe(QUESTION_NODE_WIDTH);
    expect(px('.flow-node__head', 'height')).toBe(QUESTION_HEAD);
    expect(px('.flow-node--question .flow-node__title', 'height')).toBe(QUESTION_TITLE);
    expect(px('.flow-node__meta', 'height')).toBe(QUESTION_META);
    expect(px('.flow-node__port', 'height')).toBe(PORT_ROW);
    expect(px('.flow-node .react-flow__handle', 'width')).toBe(HANDLE_SIZE);
    expect(px('.flow-node .react-flow__handle', 'height')).toBe(HANDLE_SIZE);
    for (const kind of ['lead-qualify', 'lead-intro'] as const) {
      expect(px(`.flow-node--${kind}`, 'width')).toBe(STEP_NODE_SIZE.width);
      expect(px(`.flow-node--${kind}`, 'height')).toBe(STEP_NODE_SIZE.height);
    }
    for (const kind of ['checkout', 'hard-stop'] as const) {
      expect(px(`.flow-node--${kind}`, 'width')).toBe(TERMINAL_NODE_SIZE.width);
      expect(px(`.flow-node--${kind}`, 'height')).toBe(TERMINAL_NODE_SIZE.height);
    }
  });

  it('grows a question by one row per answer, below the head, title and meta lines', () => {
    expect(PORTS_TOP).toBe(76);
    expect(nodeSize(question(0))).toEqual({ width: 260, height: 78 });
    expect(nodeSize(question(3))).toEqual({ width: 260, height: 78 + 3 * 24 });
    expect(nodeSize(terminal('checkout'))).toEqual({ width: 200, height: 56 });
    expect(nodeSize(terminal('lead-intro'))).toEqual({ width: 200, height: 64 });
  });

  it('centres each answer handle on its row at the right edge, and the way in on the top edge', () => {
    const node = question(3);
    const { width, height } = nodeSize(node);
    const boxes = handleBoxes(node);
    expect(boxes.map((b) => [b.id, b.type, b.side])).toEqual([
      ['in', 'target', 'top'],
      ['a:0', 'source', 'right'],
      ['a:1', 'source', 'right'],
      ['a:2', 'source', 'right'],
    ]);
    const centre = (b: { x: number; y: number; width: number; height: number }) => ({
      x: b.x + b.width / 2,
      y: b.y + b.height / 2,
    });
    expect(centre(boxes[0]!)).toEqual({ x: width / 2, y: 0 });
    boxes.slice(1).forEach((box, i) => {
      expect(centre(box)).toEqual({ x: width - NODE_BORDER, y: PORTS_TOP + PORT_ROW * i + PORT_ROW / 2 });
    });
    // The last row ends at the bottom border.
    expect(PORTS_TOP + PORT_ROW * 3 + NODE_BORDER).toBe(height);
  });

  it('gives lead steps a way out at the bottom and terminals only a way in', () => {
    expect(handleBoxes(terminal('lead-qualify')).map((b) => [b.id, b.side])).toEqual([['out', 'bottom']]);
    const intro = handleBoxes(terminal('lead-intro'));
    expect(intro.map((b) => [b.id, b.side])).toEqual([
      ['in', 'top'],
      ['out', 'bottom'],
    ]);
    expect(intro[1]!.y + HANDLE_SIZE / 2).toBe(STEP_NODE_SIZE.height);
    expect(handleBoxes(terminal('hard-stop')).map((b) => b.id)).toEqual(['in']);
  });
});

describe('initialBounds', () => {
  const graph = flowToGraph(sampleFlow());
  it('frames the whole flow when it is readable', () => {
    const all = initialBounds(graph.nodes, { width: 5000, height: 5000 })!;
    for (const node of graph.nodes) {
      expect(node.position.x).toBeGreaterThanOrEqual(all.x);
      expect(node.position.y).toBeGreaterThanOrEqual(all.y);
    }
  });
  it('frames only the top of a flow too tall to read at once', () => {
    const top = initialBounds(graph.nodes, { width: 800, height: 500 })!;
    const all = initialBounds(graph.nodes, null)!;
    expect(top.height).toBeLessThan(all.height);
    expect(top.y).toBe(all.y);
    expect(Math.min(800 / top.width, 500 / top.height)).toBeGreaterThanOrEqual(0.45);
    expect(initialBounds([], null)).toBeNull();
  });
});

describe('newNodePosition', () => {
  const graph = flowToGraph(sampleFlow());
  it('puts a new node beside the selected one', () => {
    const anchor = graph.nodes.find((n) => n.id === 'q:2')!;
    expect(newNodePosition(graph, 'q:2')).toEqual({ x: anchor.position.x + 320, y: anchor.position.y });
  });
  it('puts it below the lowest node without a selection', () => {
    const lowest = Math.max(...graph.nodes.map((n) => n.position.y));
    expect(newNodePosition(graph, null)).toEqual({ x: 0, y: lowest + 240 });
    expect(newNodePosition(graph, 'q:999')).toEqual({ x: 0, y: lowest + 240 });
    expect(newNodePosition({ nodes: [] }, null)).toEqual({ x: 0, y: 240 });
  });
});
