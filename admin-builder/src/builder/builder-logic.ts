import { isChoice } from '@telehealth/engine';
import {
  validateWith,
  validators,
  type FlowVersion,
  type Question,
  type QuestionType,
} from '@telehealth/schemas';

import {
  CHECKOUT_NODE,
  LEAD_INTRO_NODE,
  questionIdOfNode,
  type FlowEdit,
  type FlowEditIssue,
  type FlowGraph,
  type FlowNode,
  nodeSize,
} from '../model';
import type { CanvasConnection } from './flow-canvas-types';

/** What a connection drawn on the canvas means for the document, or why it cannot be made. */
export type ConnectionEdit = { ok: true; edit: FlowEdit } | { ok: false; message: string };

/**
 * The document edit for a connection drawn on the canvas: from an answer handle (`a:<answer>`) or `next` of a
 * question to a question or checkout, or from the lead-intro step to the question that starts the flow.
 */
export function connectionToEdit(connection: CanvasConnection): ConnectionEdit {
  const { source, sourceHandle, target } = connection;
  const targetQuestion = questionIdOfNode(target);
  const toQuestion = target.startsWith('q:') && targetQuestion !== undefined;
  if (source === LEAD_INTRO_NODE) {
    if (!toQuestion) return { ok: false, message: 'The questions must start with a question.' };
    return { ok: true, edit: { type: 'setFirstQuestion', questionId: targetQuestion } };
  }
  const questionId = source.startsWith('q:') ? questionIdOfNode(source) : undefined;
  if (questionId === undefined)
    return { ok: false, message: 'Only a question or the lead intro can lead on.' };
  if (!toQuestion && target !== CHECKOUT_NODE) {
    return {
      ok: false,
      message: 'An answer can lead to a question or to checkout; hard stops are set in the question panel.',
    };
  }
  const to = toQuestion ? targetQuestion : 'checkout';
  if (sourceHandle === 'next' || sourceHandle === null) {
    return { ok: true, edit: { type: 'connect', questionId, answer: null, target: to } };
  }
  if (sourceHandle.startsWith('a:')) {
    return { ok: true, edit: { type: 'connect', questionId, answer: sourceHandle.slice(2), target: to } };
  }
  return { ok: false, message: 'A hard stop always ends the intake; it cannot lead anywhere else.' };
}

/** The edits that remove the canvas edges the admin deleted (hard-stop and step edges cannot be deleted). */
export function deletedEdgesToEdits(graph: FlowGraph, edgeIds: readonly string[]): FlowEdit[] {
  const edits: FlowEdit[] = [];
  for (const id of edgeIds) {
    const edge = graph.edges.find((e) => e.id === id);
    if (!edge || edge.data.questionId === null) continue;
    if (edge.data.via === 'answer' || edge.data.via === 'final') {
      edits.push({ type: 'disconnect', questionId: edge.data.questionId, answer: edge.data.answer });
    } else if (edge.data.via === 'next') {
      edits.push({ type: 'disconnect', questionId: edge.data.questionId, answer: null });
    }
  }
  return edits;
}

export type ImportResult =
  { ok: true; document: FlowVersion } | { ok: false; message: string; issues: readonly FlowEditIssue[] };

/**
 * Reads an imported file as the draft's new document: JSON, valid against the FlowVersion schema, then given the
 * draft's tenant, key, version and status (the save route requires them; the file may be another version's export).
 */
export function importDocument(text: string, draft: FlowVersion): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The file is not JSON: ${(error as Error).message}`, issues: [] };
  }
  const result = validateWith(validators.FlowVersion, parsed);
  if (!result.ok) {
    return {
      ok: false,
      message: `The file is not a valid flow version (${result.issues.length} ${result.issues.length === 1 ? 'problem' : 'problems'}).`,
      issues: result.issues,
    };
  }
  const document = result.value;
  if (document.key !== draft.key) {
    return {
      ok: false,
      message: `The file is a ${document.key} flow; this draft is the ${draft.key} flow.`,
      issues: [],
    };
  }
  return {
    ok: true,
    document: {
      ...document,
      tenant_id: draft.tenant_id,
      key: draft.key,
      version: draft.version,
      status: 'draft',
    },
  };
}

/** The keyboard shortcut of an undo/redo key press: Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo. */
export function historyShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/**
 * The field changes of switching a question's type: leaving a choice type drops the options and their map
 * entries (only `Final` stays), since answers of other types are not matched by option text.
 */
export function typeChange(question: Question, type: QuestionType): Partial<Question> {
  if (isChoice({ type }) || !isChoice(question)) return { type };
  const final = question.next_question_map['Final'];
  return {
    type,
    QuestionOptions: [],
    next_question_map: final === undefined ? {} : { Final: 0 },
    hard_stop_response: [],
  };
}

/** A new option text not used by the question yet: `Option 3`, `Option 4`… */
export function newOptionText(question: Question): string {
  const used = new Set(question.QuestionOptions.map((o) => o.option_text));
  for (let n = question.QuestionOptions.length + 1; ; n++) {
    if (!used.has(`Option ${n}`)) return `Option ${n}`;
  }
}

/** The name of the export download: `intake-v4-draft.json`. */
export const exportFileName = (doc: FlowVersion): string => `${doc.key}-v${doc.version}-${doc.status}.json`;

/** Below this zoom node titles cannot be read: the first view then shows the start of the flow only. */
const READABLE_ZOOM = 0.45;

/**
 * The first view: the whole flow when it fits at a readable zoom, else its top part (the nodes with the smallest
 * y, at least three). Computed from the known positions and sizes, because React Flow's fitView only counts nodes
 * it has measured, and with onlyRenderVisibleElements the ones off screen never are.
 */
export function initialBounds(
  nodes: readonly Pick<FlowNode, 'kind' | 'data' | 'position'>[],
  viewport: { width: number; height: number } | null,
): { x: number; y: number; width: number; height: number } | null {
  const sorted = [...nodes].sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x);
  let best: { x: number; y: number; width: number; height: number } | null = null;
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
