import type { DiffChangedEdge, DiffEdge, FlowDiff } from '../model';

/** "question 12", or "checkout" for the target 0. */
export const targetText = (target: number): string => (target === 0 ? 'checkout' : `question ${target}`);

/** How an edge leaves its question: the answer in quotes, "any answer (Final)" or "next". */
export function wayText(answer: string | null): string {
  if (answer === null) return 'next';
  if (answer === 'Final') return 'any answer (Final)';
  return `answer “${answer}”`;
}

/** The way an edge leaves: its branch on a total (`when phq9 > 0`) or its answer (`wayText`). */
const edgeWay = (edge: { answer: string | null; branch?: string }): string =>
  edge.branch !== undefined ? `when ${edge.branch}` : wayText(edge.answer);

export function edgeText(edge: DiffEdge): string {
  return `Question ${edge.questionId}, ${edgeWay(edge)} → ${targetText(edge.target)}`;
}

export function changedEdgeText(edge: DiffChangedEdge): string {
  return `Question ${edge.questionId}, ${edgeWay(edge)}: ${targetText(edge.from)} → ${targetText(edge.to)}`;
}

/** Readable names of question fields as an admin sees them in the side panel. */
const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  description: 'description',
  type: 'type',
  QuestionOptions: 'options',
  next_question_map: 'answer routing',
  next: 'next question',
  prev: 'previous question',
  mapped_field: 'mapped field',
  free_field: 'free-text detail',
  is_hard_stop: 'hard stop',
  hard_stop_response: 'stopping answers',
  hard_stop_when: 'hard-stop measure',
  hard_stop_message: 'hard-stop message',
  next_when: 'branches on a total',
  input: 'input limits',
  placeholder: 'placeholder',
  image: 'image',
};

export const fieldText = (field: string): string => FIELD_NAMES[field] ?? field;

/** One line summing up a diff, e.g. "2 questions added, 1 changed; 3 edges added". */
export function diffSummary(diff: FlowDiff): string {
  const part = (n: number, what: string) => (n > 0 ? [`${n} ${what}`] : []);
  const questions = [
    ...part(diff.questionsAdded.length, 'added'),
    ...part(diff.questionsRemoved.length, 'removed'),
    ...part(diff.questionsChanged.length, 'changed'),
  ];
  const edges = [
    ...part(diff.edgesAdded.length, 'added'),
    ...part(diff.edgesRemoved.length, 'removed'),
    ...part(diff.edgesChanged.length, 'changed'),
  ];
  const parts: string[] = [];
  if (questions.length > 0) parts.push(`Questions: ${questions.join(', ')}`);
  if (edges.length > 0) parts.push(`Edges: ${edges.join(', ')}`);
  if (diff.firstQuestion) parts.push('first question changed');
  if (diff.documentFields.length > 0) parts.push(`flow settings changed (${diff.documentFields.join(', ')})`);
  if (parts.length === 0) {
    return diff.layoutChanged
      ? 'Only node positions changed; patients will see no difference.'
      : 'No changes from the published version.';
  }
  return `${parts.join('; ')}.`;
}
