import { canHardStop, edgesOf, isChoice, isContent, type Finding } from '@telehealth/engine';
import type { FlowVersion, Position, Question } from '@telehealth/schemas';

import { describeCondition } from './condition-text';
import { layoutGraph } from './layout';
import {
  CHECKOUT_NODE,
  LEAD_INTRO_NODE,
  LEAD_QUALIFY_NODE,
  nodeIdOfHardStop,
  nodeIdOfQuestion,
} from './node-ids';
import type { FlowEdge, FlowGraph, FlowHandle, FlowNode, FlowNodeData, Positions } from './types';

export interface FlowToGraphOptions {
  /** The engine's findings for this document (`analyzeFlow`); each is attached to the node it is about. */
  findings?: readonly Finding[];
  /**
   * Positions to use for nodes the document has no position for (for example an automatic layout the builder
   * computed once when it opened the flow). Nodes missing from both are placed by an automatic layout.
   */
  fallbackPositions?: Positions;
}

const FINAL = 'Final';

/** A condition on a measure or a total as a rule: `bmi < 27`, `phq9 ≥ 20`, `gad7 > 0 or gad7 ≤ 3`. */
export function conditionLabel(
  name: string,
  bounds: { below?: number; above?: number; at_least?: number; at_most?: number },
): string {
  const rule: string[] = [];
  if (bounds.below !== undefined) rule.push(`${name} < ${bounds.below}`);
  if (bounds.above !== undefined) rule.push(`${name} > ${bounds.above}`);
  if (bounds.at_least !== undefined) rule.push(`${name} ≥ ${bounds.at_least}`);
  if (bounds.at_most !== undefined) rule.push(`${name} ≤ ${bounds.at_most}`);
  return rule.join(' or ');
}

/**
 * The label of a hard-stop edge: the stopping answers, the measure or total rule and the rule of `hard_stop_if`, e.g.
 * `Yes`, `age < 18`, `Several days / phq9 ≥ 20` or `BMI of Q4 below 30 and not (…)`.
 */
export function hardStopLabel(question: Question): string {
  const parts: string[] = [...(question.hard_stop_response ?? [])];
  const when = question.hard_stop_when;
  if (when)
    parts.push(conditionLabel(when.measure === 'total' ? (when.total ?? 'total') : when.measure, when));
  if (question.hard_stop_if) parts.push(describeCondition(question.hard_stop_if, { maxOptions: 1 }));
  return parts.join(' / ');
}

/** The label of a branch on a condition: the condition in words, `if BMI of Q4 below 30`. */
export const conditionBranchLabel = (branch: NonNullable<Question['next_if']>[number]): string =>
  `if ${describeCondition(branch.if, { maxOptions: 1 })}`;

/** The label of a branch on a total: its rule, `phq9 > 0`. */
export const branchLabel = (branch: NonNullable<Question['next_when']>[number]): string =>
  conditionLabel(branch.total, branch);

/** What a node says of its question's rules that its handles do not: when it is asked, its checks and alerts. */
function rulesOf(question: Question): FlowNodeData['rules'] {
  const short: string[] = [];
  const full: string[] = [];
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  if (question.ask_if) {
    short.push('asked if');
    full.push(`Asked only if ${describeCondition(question.ask_if, { maxOptions: 2 })}`);
  }
  if (question.checks?.length) {
    short.push(count(question.checks.length, 'check'));
    for (const check of question.checks)
      full.push(`Check: ${describeCondition(check.require, { maxOptions: 2 })}`);
  }
  if (question.alerts?.length) {
    short.push(count(question.alerts.length, 'alert'));
    for (const alert of question.alerts)
      full.push(`Alert “${alert.title}” when ${describeCondition(alert.if, { maxOptions: 2 })}`);
  }
  return short.length > 0 ? { short: short.join(' · '), full: full.join('\n') } : undefined;
}

function handlesOf(question: Question): FlowHandle[] {
  const handles: FlowHandle[] = [];
  (question.next_when ?? []).forEach((branch, at) => {
    handles.push({ id: `t:${at}`, label: branchLabel(branch), role: 'total', branch: at });
  });
  if (!isContent(question))
    (question.next_if ?? []).forEach((branch, at) => {
      handles.push({ id: `if:${at}`, label: conditionBranchLabel(branch), role: 'condition', branch: at });
    });
  if (!isContent(question)) {
    const stops = new Set(question.is_hard_stop ? (question.hard_stop_response ?? []) : []);
    const options = isChoice(question) ? question.QuestionOptions.map((o) => o.option_text) : [];
    for (const { option_text: option, score } of isChoice(question) ? question.QuestionOptions : []) {
      handles.push({
        id: `a:${option}`,
        label: score === undefined ? option : `${option} (${score})`,
        role: 'answer',
        answer: option,
        ...(stops.has(option) ? { stops: true } : {}),
        ...(score === undefined ? {} : { score }),
      });
    }
    for (const key of Object.keys(question.next_question_map)) {
      if (key === FINAL || options.includes(key)) continue;
      handles.push({ id: `a:${key}`, label: key, role: 'answer', answer: key, unknown: true });
    }
  }
  handles.push({
    id: 'next',
    label: isContent(question) || !isChoice(question) ? 'next' : 'otherwise',
    role: 'next',
  });
  if (canHardStop(question)) handles.push({ id: 'stop', label: 'hard stop', role: 'stop' });
  return handles;
}

/**
 * The builder graph of a flow document (pure). Nodes: the lead steps (when the flow has both), one per question
 * (`content` for screens of type image), one checkout terminal, and one hard-stop terminal per question that can
 * stop the intake (`stop:<id>`, matching the engine's `stop<id>` states, so each stop has its own message and
 * drop-off figure). Edges: each `next_question_map` entry (label = the answer; value 0 leads to checkout), `Final`
 * (label `Final`, to checkout), `next` (label `next`), each branch on a total (`next_when`, label = its rule,
 * from handle `t:<n>`), each branch on a condition (`next_if`, label = the condition in words, from handle
 * `if:<n>`) and the hard stop (label = the stopping answers / the rules). Options show their score.
 * Edges to questions that do not exist are left out: the analysis reports them on the source node.
 *
 * Findings are attached to their question's node; findings without a question go to the checkout node, except
 * `unknown-first-question`, which goes to the lead-intro node when there is one.
 */
export function flowToGraph(doc: FlowVersion, options: FlowToGraphOptions = {}): FlowGraph {
  const findingsByNode = new Map<string, Finding[]>();
  const hasLeadSteps =
    doc.steps.some((s) => s.kind === 'lead-qualify') && doc.steps.some((s) => s.kind === 'lead-intro');
  for (const finding of options.findings ?? []) {
    const nodeId =
      finding.questionId !== undefined
        ? nodeIdOfQuestion(finding.questionId)
        : finding.code === 'unknown-first-question' && hasLeadSteps
          ? LEAD_INTRO_NODE
          : CHECKOUT_NODE;
    const list = findingsByNode.get(nodeId);
    if (list) list.push(finding);
    else findingsByNode.set(nodeId, [finding]);
  }
  const findingsOf = (id: string): readonly Finding[] => findingsByNode.get(id) ?? [];

  const nodes: FlowNode[] = [];
  const edges: FlowEdge[] = [];
  const origin = { x: 0, y: 0 };
  const terminal = (id: string, kind: FlowNode['kind'], title: string, questionId?: number): FlowNode => ({
    id,
    kind,
    position: origin,
    data: {
      title,
      type: null,
      optionCount: 0,
      hardStop: kind === 'hard-stop',
      ...(questionId === undefined ? {} : { questionId }),
      handles:
        kind === 'lead-qualify' || kind === 'lead-intro'
          ? [{ id: 'out', label: 'continue', role: 'out' }]
          : [],
      first: false,
      findings: findingsOf(id),
    },
  });

  const questionIds = new Set<number>();
  for (const question of doc.questions) questionIds.add(question.id);
  const firstNode = nodeIdOfQuestion(doc.first_question_id);

  if (hasLeadSteps) {
    const title = (kind: string, fallback: string) =>
      doc.steps.find((s) => s.kind === kind)?.title ?? fallback;
    nodes.push(terminal(LEAD_QUALIFY_NODE, 'lead-qualify', title('lead-qualify', 'Lead qualify')));
    nodes.push(terminal(LEAD_INTRO_NODE, 'lead-intro', title('lead-intro', 'Lead intro')));
    edges.push(edge(LEAD_QUALIFY_NODE, LEAD_INTRO_NODE, 'out', 'continue', null, null, 'step'));
    if (questionIds.has(doc.first_question_id)) {
      edges.push(edge(LEAD_INTRO_NODE, firstNode, 'out', 'start', null, null, 'step'));
    }
  }

  const seen = new Set<number>();
  const stopNodes: FlowNode[] = [];
  for (const question of doc.questions) {
    if (seen.has(question.id)) continue; // duplicate ids: the first wins, analysis reports the rest
    seen.add(question.id);
    const id = nodeIdOfQuestion(question.id);
    const handles = handlesOf(question);
    const data: FlowNodeData = {
      title: question.title,
      type: question.type,
      optionCount: isChoice(question) ? question.QuestionOptions.length : 0,
      hardStop: canHardStop(question),
      questionId: question.id,
      handles,
      first: question.id === doc.first_question_id,
      findings: findingsOf(id),
    };
    const rules = rulesOf(question);
    if (rules) data.rules = rules;
    nodes.push({ id, kind: isContent(question) ? 'content' : 'question', position: origin, data });

    const hasFinal = question.next_question_map[FINAL] !== undefined;
    // Branches on a condition (the engine's edgesOf lists the ways written in the map, `next` and totals).
    if (!isContent(question))
      (question.next_if ?? []).forEach((branch, at) => {
        const target = branch.next === 0 ? CHECKOUT_NODE : nodeIdOfQuestion(branch.next);
        if (branch.next !== 0 && !questionIds.has(branch.next)) return;
        edges.push({
          ...edge(id, target, `if:${at}`, conditionBranchLabel(branch), question.id, null, 'condition'),
          data: { questionId: question.id, answer: null, via: 'condition', branch: at },
        });
      });
    for (const out of edgesOf(question)) {
      const target = out.target === 0 ? CHECKOUT_NODE : nodeIdOfQuestion(out.target);
      if (out.target !== 0 && !questionIds.has(out.target)) continue;
      if (out.via === 'total') {
        const branch = question.next_when?.[out.branch];
        const label = branch ? branchLabel(branch) : out.total;
        edges.push({
          ...edge(id, target, `t:${out.branch}`, label, question.id, null, 'total'),
          data: { questionId: question.id, answer: null, via: 'total', branch: out.branch },
        });
      } else if (out.via === 'answer') {
        if (isContent(question)) continue; // screens take no answer; analysis does not route them either
        edges.push(edge(id, target, `a:${out.answer}`, out.answer, question.id, out.answer, 'answer'));
      } else if (out.via === 'final') {
        edges.push(edge(id, CHECKOUT_NODE, 'next', FINAL, question.id, FINAL, 'final'));
      } else {
        edges.push(
          edge(id, target, 'next', hasFinal ? 'next (unused: Final)' : 'next', question.id, null, 'next'),
        );
      }
    }
    if (canHardStop(question)) {
      const stopId = nodeIdOfHardStop(question.id);
      stopNodes.push(terminal(stopId, 'hard-stop', `Hard stop: ${question.title}`, question.id));
      edges.push(edge(id, stopId, 'stop', hardStopLabel(question), question.id, null, 'stop'));
    }
  }
  const checkoutTitle = doc.steps.find((s) => s.kind === 'checkout')?.title ?? 'Checkout';
  nodes.push(terminal(CHECKOUT_NODE, 'checkout', checkoutTitle));
  nodes.push(...stopNodes);

  return { nodes: placeNodes({ nodes, edges }, doc.layout.positions, options.fallbackPositions), edges };
}

function edge(
  source: string,
  target: string,
  sourceHandle: string,
  label: string,
  questionId: number | null,
  answer: string | null,
  via: FlowEdge['data']['via'],
): FlowEdge {
  return {
    id: `${source}>${sourceHandle}>${target}`,
    source,
    target,
    sourceHandle,
    label,
    data: { questionId, answer, via },
  };
}

/**
 * Positions: stored, else fallback. When no node has either, the whole graph is laid out automatically. Otherwise
 * a node without one (a new hard stop, a question added without a position) goes beside a neighbour that has one
 * (below the node leading to it, or above the node it leads to), so one new node never re-lays out the flow.
 */
function placeNodes(
  graph: FlowGraph,
  stored: Readonly<Record<string, Position | undefined>>,
  fallback: Positions | undefined,
): FlowNode[] {
  const known = new Map<string, Position>();
  for (const node of graph.nodes) {
    const position = stored[node.id] ?? fallback?.[node.id];
    if (position) known.set(node.id, position);
  }
  if (known.size === graph.nodes.length)
    return graph.nodes.map((n) => ({ ...n, position: known.get(n.id)! }));
  if (known.size === 0) {
    const auto = layoutGraph(graph);
    return graph.nodes.map((n) => ({ ...n, position: auto[n.id] ?? n.position }));
  }
  const placed = new Map(known);
  let auto: Positions | undefined;
  return graph.nodes.map((node) => {
    let position = placed.get(node.id);
    if (!position) {
      const into = graph.edges.find((e) => e.target === node.id && placed.has(e.source));
      const from = graph.edges.find((e) => e.source === node.id && placed.has(e.target));
      const sideways = node.kind === 'hard-stop' ? 300 : 0;
      if (into) {
        const p = placed.get(into.source)!;
        position = { x: p.x + sideways, y: p.y + (sideways ? 0 : 220) };
      } else if (from) {
        const p = placed.get(from.target)!;
        position = { x: p.x, y: p.y - 220 };
      } else {
        position = (auto ??= layoutGraph(graph))[node.id] ?? { x: 0, y: 0 };
      }
      placed.set(node.id, position);
    }
    return { ...node, position };
  });
}
