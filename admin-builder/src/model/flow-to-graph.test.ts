import { readFileSync } from 'node:fs';

import { analyzeFlow, compileFlow } from '@telehealth/engine';
import { assertValid, type FlowVersion } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { deepFreeze, sampleFlow } from './__fixtures__/sample-flow';
import { applyEdit, applyEdits } from './edits';
import { flowToGraph } from './flow-to-graph';
import { nodeSize } from './geometry';
import { layoutGraph } from './layout';
import { nodeIdOfState, questionIdOfNode } from './node-ids';
import type { FlowEdit, FlowGraph } from './types';

const edgeSummary = (graph: FlowGraph) =>
  graph.edges.map((e) => `${e.source} -[${e.label}]-> ${e.target}`).sort();

describe('flowToGraph', () => {
  it('makes a node per lead step, question, screen, checkout and hard stop', () => {
    const graph = flowToGraph(deepFreeze(sampleFlow()));
    expect(graph.nodes.map((n) => [n.id, n.kind])).toEqual([
      ['lead-qualify', 'lead-qualify'],
      ['lead-intro', 'lead-intro'],
      ['q:1', 'question'],
      ['q:2', 'question'],
      ['q:3', 'question'],
      ['q:4', 'content'],
      ['q:5', 'question'],
      ['q:6', 'question'],
      ['checkout', 'checkout'],
      ['stop:1', 'hard-stop'],
      ['stop:3', 'hard-stop'],
    ]);
    const sex = graph.nodes.find((n) => n.id === 'q:2');
    expect(sex?.data).toMatchObject({
      title: 'Sex',
      type: 'single_choice',
      optionCount: 2,
      hardStop: false,
      questionId: 2,
    });
    expect(graph.nodes.find((n) => n.id === 'q:1')?.data).toMatchObject({ hardStop: true, first: true });
    expect(graph.nodes.find((n) => n.id === 'lead-qualify')?.data.title).toBe('Get started');
    expect(graph.nodes.find((n) => n.id === 'stop:3')?.data).toMatchObject({ hardStop: true, questionId: 3 });
  });

  it('labels edges with the answer, next, Final and the hard-stop rule', () => {
    expect(edgeSummary(flowToGraph(sampleFlow()))).toEqual(
      [
        'lead-qualify -[continue]-> lead-intro',
        'lead-intro -[start]-> q:1',
        'q:1 -[next]-> q:2',
        'q:1 -[age < 18]-> stop:1',
        'q:2 -[Female]-> q:3',
        'q:2 -[Male]-> q:4',
        'q:2 -[next]-> q:3',
        'q:3 -[next]-> q:4',
        'q:3 -[Yes]-> stop:3',
        'q:4 -[next]-> q:5',
        'q:5 -[Severe]-> checkout',
        'q:5 -[next]-> q:6',
        'q:6 -[Final]-> checkout',
      ].sort(),
    );
  });

  it('gives every edge a source handle the node has, and unique ids', () => {
    const graph = flowToGraph(sampleFlow());
    const handles = new Map(graph.nodes.map((n) => [n.id, new Set(n.data.handles.map((h) => h.id))]));
    for (const edge of graph.edges)
      expect(handles.get(edge.source)?.has(edge.sourceHandle), edge.id).toBe(true);
    expect(new Set(graph.edges.map((e) => e.id)).size).toBe(graph.edges.length);
    expect(graph.nodes.find((n) => n.id === 'q:3')?.data.handles).toEqual([
      { id: 'a:Yes', label: 'Yes', role: 'answer', answer: 'Yes', stops: true },
      { id: 'a:No', label: 'No', role: 'answer', answer: 'No' },
      { id: 'next', label: 'otherwise', role: 'next' },
      { id: 'stop', label: 'hard stop', role: 'stop' },
    ]);
  });

  it('carries the question and answer on edge data', () => {
    const graph = flowToGraph(sampleFlow());
    expect(graph.edges.find((e) => e.label === 'Male')?.data).toEqual({
      questionId: 2,
      answer: 'Male',
      via: 'answer',
    });
    expect(graph.edges.find((e) => e.label === 'Final')?.data).toEqual({
      questionId: 6,
      answer: 'Final',
      via: 'final',
    });
    expect(graph.edges.find((e) => e.id === 'q:3>next>q:4')?.data).toEqual({
      questionId: 3,
      answer: null,
      via: 'next',
    });
  });

  it('shows a map key that is not an option as its own handle, and leaves out edges to missing questions', () => {
    const doc = sampleFlow();
    const q2 = doc.questions[1]!;
    q2.next_question_map = { Female: 3, Other: 4, Male: 99 };
    const graph = flowToGraph(doc);
    expect(graph.nodes.find((n) => n.id === 'q:2')?.data.handles.map((h) => h.id)).toEqual([
      'a:Female',
      'a:Male',
      'a:Other',
      'next',
    ]);
    expect(graph.edges.some((e) => e.target === 'q:99')).toBe(false);
    expect(graph.edges.some((e) => e.sourceHandle === 'a:Other' && e.target === 'q:4')).toBe(true);
  });

  it('has no lead nodes for a flow without lead steps', () => {
    const doc = sampleFlow();
    doc.steps = [{ key: 'checkout', kind: 'checkout', path: '/done' }];
    const graph = flowToGraph(doc);
    expect(graph.nodes.some((n) => n.kind === 'lead-qualify' || n.kind === 'lead-intro')).toBe(false);
    expect(graph.edges.some((e) => e.data.via === 'step')).toBe(false);
  });

  it('attaches findings to the node they are about', () => {
    const doc = applyEdit(sampleFlow(), { type: 'disconnect', questionId: 6, answer: 'Final' });
    const findings = analyzeFlow(doc);
    const graph = flowToGraph(doc, { findings });
    expect(graph.nodes.find((n) => n.id === 'q:6')?.data.findings.map((f) => f.code)).toEqual(['dead-end']);
    expect(graph.nodes.find((n) => n.id === 'q:2')?.data.findings).toEqual([]);
    const unanchored = graph.nodes.find((n) => n.id === 'checkout')?.data.findings.map((f) => f.code);
    expect(unanchored).toEqual(findings.filter((f) => f.questionId === undefined).map((f) => f.code));
  });

  it('uses stored positions, then fallback positions, then an automatic layout', () => {
    const doc = applyEdit(sampleFlow(), { type: 'moveNodes', positions: { 'q:2': { x: 500, y: 600 } } });
    const graph = flowToGraph(doc, { fallbackPositions: { 'q:3': { x: 1, y: 2 }, 'q:2': { x: 9, y: 9 } } });
    const at = (id: string) => graph.nodes.find((n) => n.id === id)?.position;
    expect(at('q:2')).toEqual({ x: 500, y: 600 });
    expect(at('q:3')).toEqual({ x: 1, y: 2 });
    const auto = layoutGraph(flowToGraph(sampleFlow()));
    const unplaced = flowToGraph(sampleFlow());
    expect(unplaced.nodes.find((n) => n.id === 'q:5')?.position).toEqual(auto['q:5']);
  });

  it('places a node without a position beside a placed neighbour instead of re-laying out the flow', () => {
    const placed = flowToGraph(sampleFlow());
    const positions = Object.fromEntries(placed.nodes.map((n) => [n.id, n.position]));
    const doc = applyEdits(sampleFlow(), [
      { type: 'moveNodes', positions },
      { type: 'addQuestion', question: { title: 'Weight', type: 'number', QuestionOptions: [] } },
      { type: 'connect', questionId: 6, answer: null, target: 7 },
      {
        type: 'updateQuestion',
        questionId: 7,
        changes: {
          is_hard_stop: true,
          hard_stop_when: { measure: 'value', above: 500 },
          hard_stop_message: 'No.',
        },
      },
    ]);
    const graph = flowToGraph(doc);
    const at = (id: string) => graph.nodes.find((n) => n.id === id)?.position;
    expect(at('q:2')).toEqual(positions['q:2']);
    expect(at('q:7')).toEqual({ x: positions['q:6']!.x, y: positions['q:6']!.y + 220 });
    expect(at('stop:7')).toEqual({ x: at('q:7')!.x + 300, y: at('q:7')!.y });
  });

  it('lays out top to bottom without overlapping nodes', () => {
    const graph = flowToGraph(sampleFlow());
    const y = (id: string) => graph.nodes.find((n) => n.id === id)!.position.y;
    expect(y('lead-qualify')).toBeLessThan(y('lead-intro'));
    expect(y('q:1')).toBeLessThan(y('q:2'));
    expect(y('q:5')).toBeLessThan(y('checkout'));
    for (const a of graph.nodes) {
      for (const b of graph.nodes) {
        if (a === b) continue;
        const sa = nodeSize(a);
        const sb = nodeSize(b);
        const overlap =
          a.position.x < b.position.x + sb.width &&
          b.position.x < a.position.x + sa.width &&
          a.position.y < b.position.y + sb.height &&
          b.position.y < a.position.y + sa.height;
        expect(overlap, `${a.id} overlaps ${b.id}`).toBe(false);
      }
    }
  });

  it('is pure: the same document gives the same graph and is not changed', () => {
    const doc = deepFreeze(sampleFlow());
    expect(flowToGraph(doc)).toEqual(flowToGraph(doc));
  });
});

/** Rebuilds a document's ways on from its graph: the inverse of flowToGraph for what the graph can change. */
function graphToEdits(graph: FlowGraph): FlowEdit[] {
  const edits: FlowEdit[] = [];
  for (const edge of graph.edges) {
    const questionId = edge.data.questionId;
    if (questionId === null || edge.data.via === 'stop') continue;
    const target = edge.target === 'checkout' ? 'checkout' : questionIdOfNode(edge.target);
    if (target === undefined) throw new Error(`edge ${edge.id} leads to ${edge.target}`);
    edits.push({ type: 'connect', questionId, answer: edge.data.answer, target });
  }
  const start = graph.edges.find((e) => e.source === 'lead-intro');
  if (start) edits.push({ type: 'setFirstQuestion', questionId: questionIdOfNode(start.target)! });
  return edits;
}

function stripWays(doc: FlowVersion): FlowVersion {
  return {
    ...doc,
    questions: doc.questions.map((q) => ({
      ...q,
      next_question_map: {},
      next: null,
    })) as FlowVersion['questions'],
  };
}

describe('round trip: document → graph → edits → document', () => {
  it('rebuilds the sample flow exactly from its graph edges', () => {
    const doc = sampleFlow();
    const graph = flowToGraph(doc);
    // `next` before Final so that Final (which clears next) wins as it does in the document.
    const edits = graphToEdits(graph).sort(
      (a, b) =>
        Number(a.type === 'connect' && a.answer === 'Final') -
        Number(b.type === 'connect' && b.answer === 'Final'),
    );
    const rebuilt = applyEdits(stripWays(doc), edits);
    expect(rebuilt).toEqual(doc);
    expect(flowToGraph(rebuilt)).toEqual(graph);
  });

  it('rebuilds the FungAid intake from its graph, and the graph agrees with the compiled machine', () => {
    const doc = JSON.parse(
      readFileSync(new URL('../../../flows/data/tenants/6/flows/intake.v1.json', import.meta.url), 'utf8'),
    ) as FlowVersion;
    assertValid('FlowVersion', doc);
    const graph = flowToGraph(doc);
    const rebuilt = applyEdits(stripWays(doc), graphToEdits(graph));
    expect(rebuilt.questions.map((q) => [q.id, q.next_question_map, q.next])).toEqual(
      doc.questions.map((q) => [q.id, q.next_question_map, q.next]),
    );
    const compiled = compileFlow(doc);
    const states = Object.keys(compiled.config.states ?? {});
    expect(new Set(states.map(nodeIdOfState))).toEqual(new Set(graph.nodes.map((n) => n.id)));
  });
});
