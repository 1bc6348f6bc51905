import { analyzeFlow, enumeratePaths, indexFlow } from '@telehealth/engine';
import { assertValid } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { connectionToEdit, deletedEdgesToEdits } from './builder-logic';
import { changedEdgeText as diffEdgeText } from '../builder-tools/diff-text';
import { deepFreeze } from '../model/__fixtures__/sample-flow';
import { scoredFlow } from '../model/__fixtures__/scored-flow';
import { diffFlows } from '../model/diff';
import { applyEdit } from '../model/edits';
import { flowToGraph, hardStopLabel } from '../model/flow-to-graph';
import {
  branchBound,
  hardStopWhenChange,
  newBranch,
  newTotalName,
  parseQuestionIds,
  totalRange,
  withBranchBound,
  withOptionScore,
} from '../model/scores';
import { FlowEditError } from '../model/types';

describe('a scored flow in the builder', () => {
  it('is a valid document the engine finds nothing wrong with', () => {
    const doc = scoredFlow();
    expect(() => assertValid('FlowVersion', doc)).not.toThrow();
    expect(analyzeFlow(doc)).toEqual([]);
    expect(enumeratePaths(indexFlow(doc)).total).toBe(3n);
  });

  it('shows scores on the option handles, branches on a total as edges, and the total stop on its edge', () => {
    const graph = flowToGraph(deepFreeze(scoredFlow()));
    const item3 = graph.nodes.find((n) => n.id === 'q:3')!;
    expect(item3.data.handles.map((h) => [h.id, h.label, h.role])).toEqual([
      ['t:0', 'screen > 0', 'total'],
      ['a:Not at all', 'Not at all (0)', 'answer'],
      ['a:Several days', 'Several days (1)', 'answer'],
      ['a:More than half the days', 'More than half the days (2)', 'answer'],
      ['a:Nearly every day', 'Nearly every day (3)', 'answer'],
      ['next', 'otherwise', 'next'],
      ['stop', 'hard stop', 'stop'],
    ]);
    expect(
      graph.edges
        .filter((e) => e.source === 'q:3')
        .map((e) => [e.sourceHandle, e.label, e.target, e.data.via]),
    ).toEqual([
      ['t:0', 'screen > 0', 'q:4', 'total'],
      ['next', 'Final', 'checkout', 'final'],
      ['stop', 'Nearly every day / screen ≥ 7', 'stop:3', 'stop'],
    ]);
    expect(hardStopLabel({ ...scoredFlow().questions[2]!, hard_stop_response: [] })).toBe('screen ≥ 7');
  });

  it('retargets a branch drawn from its handle and removes one whose edge is deleted', () => {
    const doc = deepFreeze(scoredFlow());
    const drawn = connectionToEdit({ source: 'q:3', sourceHandle: 't:0', target: 'q:1' });
    expect(drawn).toEqual({ ok: true, edit: { type: 'connectBranch', questionId: 3, branch: 0, target: 1 } });
    const retargeted = applyEdit(doc, drawn.ok ? drawn.edit : ({} as never));
    expect(retargeted.questions[2]!.next_when).toEqual([{ total: 'screen', above: 0, next: 1 }]);
    expect(analyzeFlow(retargeted).map((f) => f.code)).toContain('cycle');

    const graph = flowToGraph(doc);
    const branchEdge = graph.edges.find((e) => e.data.via === 'total')!;
    const edits = deletedEdgesToEdits(graph, [branchEdge.id]);
    expect(edits).toEqual([{ type: 'removeBranch', questionId: 3, branch: 0 }]);
    expect(applyEdit(doc, edits[0]!).questions[2]).not.toHaveProperty('next_when');
    expect(() => applyEdit(doc, { type: 'removeBranch', questionId: 3, branch: 4 })).toThrow(FlowEditError);
  });

  it('edits totals through the schema, and deleting a question takes it out of totals and branches', () => {
    const doc = deepFreeze(scoredFlow());
    expect(() =>
      applyEdit(doc, { type: 'setTotals', totals: [{ name: 'Bad name', questions: [1] }] }),
    ).toThrow(/The total "Bad name" is not valid/);
    expect(() =>
      applyEdit(doc, {
        type: 'setTotals',
        totals: [
          { name: 'a', questions: [1] },
          { name: 'a', questions: [2] },
        ],
      }),
    ).toThrow('Two totals are named "a".');
    expect(applyEdit(doc, { type: 'setTotals', totals: [] })).not.toHaveProperty('totals');

    const without4 = applyEdit(doc, { type: 'deleteQuestion', questionId: 4 });
    expect(without4.questions[2]).not.toHaveProperty('next_when');
    const without2 = applyEdit(doc, { type: 'deleteQuestion', questionId: 2 });
    expect(without2.totals).toEqual([{ name: 'screen', title: 'Screen total', questions: [1, 3] }]);
  });

  it('lists a changed branch and changed totals in the publish diff', () => {
    const published = scoredFlow();
    const draft = applyEdit(published, {
      type: 'connectBranch',
      questionId: 3,
      branch: 0,
      target: 'checkout',
    });
    const withTotals = applyEdit(draft, {
      type: 'setTotals',
      totals: [{ name: 'screen', questions: [1, 2, 3] }],
    });
    const diff = diffFlows(published, withTotals);
    expect(diff.edgesChanged).toEqual([
      { questionId: 3, answer: null, branch: 'screen > 0', from: 4, to: 0 },
    ]);
    expect(diffEdgeText(diff.edgesChanged[0]!)).toBe('Question 3, when screen > 0: question 4 → checkout');
    expect(diff.documentFields).toEqual(['totals']);
  });
});

describe('the panels’ helpers', () => {
  const doc = scoredFlow();

  it('sets, changes and clears an option’s score, and refuses text that is not a number', () => {
    const item = doc.questions[0]!;
    expect(withOptionScore(item, 1, '2.5')?.[1]).toEqual({ option_text: 'Several days', score: 2.5 });
    expect(withOptionScore(item, 1, '')?.[1]).toEqual({ option_text: 'Several days' });
    expect(withOptionScore(item, 1, 'two')).toBeUndefined();
  });

  it('keeps a hard-stop condition valid when its measure changes', () => {
    const when = doc.questions[2]!.hard_stop_when;
    expect(hardStopWhenChange(doc, when, { measure: 'bmi', below: 27 })).toEqual({
      measure: 'bmi',
      below: 27,
    });
    expect(hardStopWhenChange(doc, { measure: 'age', below: 18 }, { measure: 'total' })).toEqual({
      measure: 'total',
      total: 'screen',
      below: 18,
    });
    expect(hardStopWhenChange(doc, when, { at_least: undefined, at_most: 1 })).toEqual({
      measure: 'total',
      total: 'screen',
      at_most: 1,
    });
  });

  it('edits a branch by one bound, and starts a new one on the first total at its highest score', () => {
    const branch = { total: 'screen', above: 0, next: 4 };
    expect(branchBound(branch)).toEqual({ kind: 'above', value: 0 });
    expect(withBranchBound(branch, 'at_least', 5)).toEqual({ total: 'screen', at_least: 5, next: 4 });
    expect(newBranch(doc)).toEqual({ total: 'screen', at_least: 9, next: 0 });
    expect(newBranch({ ...doc, totals: [] })).toBeUndefined();
  });

  it('reads question ids, the range of a total and a free name for a new total', () => {
    expect(parseQuestionIds('901, 902 903')).toEqual([901, 902, 903]);
    expect(parseQuestionIds('901, x')).toBeUndefined();
    expect(totalRange(doc, doc.totals![0]!)).toEqual({ min: 0, max: 9 });
    expect(newTotalName(doc)).toBe('total');
    expect(newTotalName({ ...doc, totals: [{ name: 'total', questions: [1] }] })).toBe('total_2');
  });
});
