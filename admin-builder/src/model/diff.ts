import { edgesOf } from '@telehealth/engine';

import { branchLabel } from './flow-to-graph';
import type { FlowVersion, Question } from '@telehealth/schemas';

import type { DiffChangedEdge, DiffChangedQuestion, DiffEdge, DiffQuestion, FlowDiff } from './types';

/** JSON with object keys sorted, so that key order never counts as a change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

function byId(questions: readonly Question[]): Map<number, Question> {
  const map = new Map<number, Question>();
  for (const q of questions) if (!map.has(q.id)) map.set(q.id, q);
  return map;
}

function edgeMap(q: Question): Map<string, DiffEdge> {
  const edges = new Map<string, DiffEdge>();
  for (const e of edgesOf(q)) {
    if (e.via === 'total') {
      const branch = q.next_when?.[e.branch];
      const rule = branch ? branchLabel(branch) : e.total;
      edges.set(`t:${rule}`, { questionId: q.id, answer: null, branch: rule, target: e.target });
      continue;
    }
    const answer = e.via === 'answer' ? e.answer : e.via === 'final' ? 'Final' : null;
    edges.set(answer === null ? '\u0000next' : `a:${answer}`, { questionId: q.id, answer, target: e.target });
  }
  return edges;
}

/**
 * What publishing `draft` would change compared with `published` (null when nothing is published yet: then
 * everything is added). Questions are matched by id; a changed question lists the fields that differ. Edges are
 * the ways out of each question (map entries, `Final`, `next`) matched by question and answer; one whose target
 * differs is changed. Layout positions never count as a change for patients (`layoutChanged` tells them apart).
 */
export function diffFlows(published: FlowVersion | null, draft: FlowVersion): FlowDiff {
  const before = byId(published?.questions ?? []);
  const after = byId(draft.questions);
  const summary = (q: Question): DiffQuestion => ({ id: q.id, title: q.title });

  const questionsAdded: DiffQuestion[] = [];
  const questionsRemoved: DiffQuestion[] = [];
  const questionsChanged: DiffChangedQuestion[] = [];
  const edgesAdded: DiffEdge[] = [];
  const edgesRemoved: DiffEdge[] = [];
  const edgesChanged: DiffChangedEdge[] = [];

  for (const [id, q] of after) {
    const old = before.get(id);
    if (!old) questionsAdded.push(summary(q));
    else {
      const keys = new Set([...Object.keys(old), ...Object.keys(q)]);
      const fields = [...keys].filter(
        (k) =>
          !same((old as unknown as Record<string, unknown>)[k], (q as unknown as Record<string, unknown>)[k]),
      );
      if (fields.length) questionsChanged.push({ ...summary(q), fields });
    }
    const oldEdges = old ? edgeMap(old) : new Map<string, DiffEdge>();
    for (const [key, edge] of edgeMap(q)) {
      const was = oldEdges.get(key);
      if (!was) edgesAdded.push(edge);
      else if (was.target !== edge.target)
        edgesChanged.push({
          questionId: id,
          answer: edge.answer,
          ...(edge.branch === undefined ? {} : { branch: edge.branch }),
          from: was.target,
          to: edge.target,
        });
    }
    for (const [key, edge] of oldEdges) if (!edgeMap(q).has(key)) edgesRemoved.push(edge);
  }
  for (const [id, q] of before) {
    if (after.has(id)) continue;
    questionsRemoved.push(summary(q));
    edgesRemoved.push(...edgeMap(q).values());
  }

  const firstQuestion =
    published?.first_question_id === draft.first_question_id
      ? null
      : { from: published?.first_question_id ?? null, to: draft.first_question_id };
  const documentFields = (
    ['title', 'description', 'steps', 'totals', 'calculations', 'eligibility', 'assertions'] as const
  ).filter((field) => published === null || !same(published[field], draft[field]));
  const layoutChanged = !same(published?.layout ?? null, draft.layout);
  const hasChanges =
    questionsAdded.length + questionsRemoved.length + questionsChanged.length > 0 ||
    edgesAdded.length + edgesRemoved.length + edgesChanged.length > 0 ||
    firstQuestion !== null ||
    documentFields.length > 0;
  return {
    questionsAdded,
    questionsRemoved,
    questionsChanged,
    edgesAdded,
    edgesRemoved,
    edgesChanged,
    firstQuestion,
    documentFields,
    layoutChanged,
    hasChanges,
  };
}
