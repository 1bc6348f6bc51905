import { isChoice } from '@telehealth/engine';
import type { Question, QuestionType } from '@telehealth/schemas';

import { CHECKOUT_NODE, LEAD_INTRO_NODE, questionIdOfNode, type FlowEdit, type FlowGraph } from '../model';
import type { CanvasConnection } from './flow-canvas-types';

/** What a connection drawn on the canvas means for the document, or why it cannot be made. */
export type ConnectionEdit = { ok: true; edit: FlowEdit } | { ok: false; message: string };

/**
 * The document edit for a connection drawn on the canvas: from an answer handle (`a:<answer>`), a branch on a total
 * (`t:<n>`) or on a condition (`if:<n>`) or `next` of a question to a question or checkout, or from the lead-intro
 * step to the question that starts the flow.
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
  if (/^t:\d+$/.test(sourceHandle)) {
    return {
      ok: true,
      edit: { type: 'connectBranch', questionId, branch: Number(sourceHandle.slice(2)), target: to },
    };
  }
  if (/^if:\d+$/.test(sourceHandle)) {
    return {
      ok: true,
      edit: {
        type: 'connectBranch',
        questionId,
        branch: Number(sourceHandle.slice(3)),
        target: to,
        on: 'condition',
      },
    };
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
    } else if (edge.data.via === 'total' && edge.data.branch !== undefined) {
      edits.push({ type: 'removeBranch', questionId: edge.data.questionId, branch: edge.data.branch });
    } else if (edge.data.via === 'condition' && edge.data.branch !== undefined) {
      edits.push({
        type: 'removeBranch',
        questionId: edge.data.questionId,
        branch: edge.data.branch,
        on: 'condition',
      });
    }
  }
  return edits;
}

/**
 * The field changes of switching a question's type: leaving a choice type drops the options and their map
 * entries (only `Final` stays), since answers of other types are not matched by option text. Leaving the number
 * type drops its minimum, maximum and unit (the panel shows them for number questions only), and `input` with them
 * when nothing else is in it.
 */
export function typeChange(question: Question, type: QuestionType): Partial<Question> {
  const limits = question.type === 'number' && type !== 'number' ? withoutNumberLimits(question) : {};
  if (isChoice({ type }) || !isChoice(question)) return { type, ...limits };
  const final = question.next_question_map['Final'];
  return {
    type,
    ...limits,
    QuestionOptions: [],
    next_question_map: final === undefined ? {} : { Final: 0 },
    hard_stop_response: [],
  };
}

/** The change removing a question's `input.min`, `max` and `unit` (nothing when it has none). */
function withoutNumberLimits(question: Question): Partial<Question> {
  if (!question.input) return {};
  const { min, max, unit, ...rest } = question.input;
  if (min === undefined && max === undefined && unit === undefined) return {};
  return { input: Object.keys(rest).length > 0 ? rest : undefined };
}

/** A new option text not used by the question yet: `Option 3`, `Option 4`… */
export function newOptionText(question: Question): string {
  const used = new Set(question.QuestionOptions.map((o) => o.option_text));
  for (let n = question.QuestionOptions.length + 1; ; n++) {
    if (!used.has(`Option ${n}`)) return `Option ${n}`;
  }
}
