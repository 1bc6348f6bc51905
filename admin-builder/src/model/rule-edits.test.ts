import { analyzeFlow } from '@telehealth/engine';
import { validate, type Calculation, type Condition, type FlowVersion } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { deepFreeze } from './__fixtures__/sample-flow';
import { BMI_RULE, CONDITIONS, rulesFlow } from './__fixtures__/rules-flow';
import { applyEdit } from './edits';
import { flowToGraph, hardStopLabel } from './flow-to-graph';
import { FlowEditError, type FlowEdit } from './types';

const frozen = () => deepFreeze(rulesFlow());
const question = (doc: FlowVersion, id: number) => doc.questions.find((q) => q.id === id)!;

function refusal(edit: FlowEdit, doc = frozen()): FlowEditError {
  try {
    applyEdit(doc, edit);
  } catch (error) {
    if (error instanceof FlowEditError) return error;
    throw error;
  }
  throw new Error(`expected ${edit.type} to be refused`);
}

describe('applyEdit: a question’s rules', () => {
  it('sets and removes ask_if and hard_stop_if, leaving other questions as they were', () => {
    const doc = frozen();
    const askIf: Condition = { question: 4, any_of: ['Type 2 diabetes'] };
    const next = applyEdit(doc, { type: 'setCondition', questionId: 5, field: 'ask_if', condition: askIf });
    expect(question(next, 5).ask_if).toEqual(askIf);
    expect(question(next, 4)).toBe(question(doc, 4));
    expect(validate('FlowVersion', next).ok).toBe(true);
    const removed = applyEdit(next, {
      type: 'setCondition',
      questionId: 5,
      field: 'ask_if',
      condition: undefined,
    });
    expect(question(removed, 5)).not.toHaveProperty('ask_if');
    const same = applyEdit(doc, {
      type: 'setCondition',
      questionId: 4,
      field: 'hard_stop_if',
      condition: question(doc, 4).hard_stop_if,
    });
    expect(same).toBe(doc);
  });

  it('refuses a condition the schema refuses, naming the problem', () => {
    const error = refusal({
      type: 'setCondition',
      questionId: 4,
      field: 'hard_stop_if',
      condition: { question: 4, any_of: [] } as never,
    });
    expect(error.message).toMatch(/^Question 4 is not valid: /);
    expect(error.issues.length).toBeGreaterThan(0);
  });

  it('replaces branches, checks and alerts; an empty list removes the field', () => {
    const doc = frozen();
    const branches = applyEdit(doc, {
      type: 'setRuleList',
      questionId: 4,
      field: 'next_if',
      items: [{ if: { value: 'bmi.2', at_least: 40 }, next: 0 }],
    });
    expect(question(branches, 4).next_if).toEqual([{ if: { value: 'bmi.2', at_least: 40 }, next: 0 }]);
    const noChecks = applyEdit(doc, { type: 'setRuleList', questionId: 3, field: 'checks', items: [] });
    expect(question(noChecks, 3)).not.toHaveProperty('checks');
    const alerts = applyEdit(doc, {
      type: 'setRuleList',
      questionId: 3,
      field: 'alerts',
      items: [
        {
          name: 'big_goal',
          if: { value: 'answer.3', below: 100 },
          title: 'A big change',
          message: 'Talk to us.',
        },
      ],
    });
    expect(question(alerts, 3).alerts).toHaveLength(1);
    expect(validate('FlowVersion', alerts).ok).toBe(true);
  });

  it('refuses an alert name the flow already uses, a branch to itself and a branch to nowhere', () => {
    const alert = { name: 'crisis', if: { question: 3, answered: true }, title: 'T', message: 'M' };
    expect(refusal({ type: 'setRuleList', questionId: 3, field: 'alerts', items: [alert] }).message).toBe(
      'Another question already raises an alert named "crisis".',
    );
    expect(
      refusal({
        type: 'setRuleList',
        questionId: 3,
        field: 'alerts',
        items: [
          { ...alert, name: 'a' },
          { ...alert, name: 'a' },
        ],
      }).message,
    ).toBe('Question 3 has two alerts named "a".');
    const branch = (next: number) => ({ if: { question: 4, answered: true } as const, next });
    expect(
      refusal({ type: 'setRuleList', questionId: 4, field: 'next_if', items: [branch(4)] }).message,
    ).toBe('Question 4 cannot lead to itself.');
    expect(
      refusal({ type: 'setRuleList', questionId: 4, field: 'next_if', items: [branch(99)] }).message,
    ).toBe('Question 99 does not exist in this flow.');
    expect(
      refusal({
        type: 'setRuleList',
        questionId: 3,
        field: 'checks',
        items: [{ require: BMI_RULE, message: '' }],
      }).message,
    ).toMatch(/^Question 3 is not valid: \/checks\/0\/message/);
  });

  it('retargets and removes a branch on a condition from the canvas', () => {
    const doc = frozen();
    const retargeted = applyEdit(doc, {
      type: 'connectBranch',
      questionId: 4,
      branch: 0,
      target: 6,
      on: 'condition',
    });
    expect(question(retargeted, 4).next_if).toEqual([
      { if: { question: 4, any_of: ['Type 2 diabetes'] }, next: 6 },
    ]);
    const removed = applyEdit(doc, { type: 'removeBranch', questionId: 4, branch: 0, on: 'condition' });
    expect(question(removed, 4)).not.toHaveProperty('next_if');
    expect(refusal({ type: 'removeBranch', questionId: 4, branch: 1, on: 'condition' }).message).toBe(
      'Question 4 has no branch 2 on a condition.',
    );
  });

  it('carries a renamed option into every rule that names it, and drops a removed one where others remain', () => {
    const doc = frozen();
    const renamed = applyEdit(doc, {
      type: 'renameOption',
      questionId: 4,
      from: 'Sleep apnea',
      to: 'Obstructive sleep apnea',
    });
    const expected = ['High blood pressure', 'Type 2 diabetes', 'Obstructive sleep apnea'];
    expect(question(renamed, 4).hard_stop_if).toEqual({
      all: [{ value: 'bmi.2', below: 30 }, { not: { question: 4, any_of: expected } }],
    });
    expect(renamed.assertions![0]!.never).toEqual(question(renamed, 4).hard_stop_if);
    expect(question(renamed, 6)).toBe(question(doc, 6));
    expect(analyzeFlow(renamed).filter((f) => f.severity === 'error')).toEqual([]);

    const removed = applyEdit(doc, { type: 'removeOption', questionId: 4, option: 'Sleep apnea' });
    expect(renamed.assertions![1]).toBe(doc.assertions![1]);
    expect((question(removed, 4).hard_stop_if as { all: unknown[] }).all[1]).toEqual({
      not: { question: 4, any_of: CONDITIONS.filter((c) => c !== 'Sleep apnea') },
    });
    // A test naming only the removed option keeps it: the analysis says so, the rule does not silently change.
    const onlyDiabetes = applyEdit(doc, { type: 'removeOption', questionId: 4, option: 'Type 2 diabetes' });
    expect(question(onlyDiabetes, 4).next_if).toEqual(question(doc, 4).next_if);
    expect(analyzeFlow(onlyDiabetes).some((f) => f.code === 'unknown-reference')).toBe(true);
  });

  it('removes the branches on a condition that lead to a deleted question', () => {
    const next = applyEdit(frozen(), { type: 'deleteQuestion', questionId: 5 });
    expect(question(next, 4)).not.toHaveProperty('next_if');
  });
});

describe('applyEdit: the flow’s calculations and assertions', () => {
  const gap: Calculation = {
    name: 'to_lose',
    title: 'Weight to lose',
    unit: 'lb',
    decimals: 0,
    value: { difference: ['weight.2', 'answer.3'] },
  };

  it('sets calculations and assertions, each checked; an empty list removes the field', () => {
    const doc = frozen();
    const withCalc = applyEdit(doc, { type: 'setCalculations', calculations: [gap] });
    expect(withCalc.calculations).toEqual([gap]);
    expect(withCalc.questions).toBe(doc.questions);
    expect(applyEdit(withCalc, { type: 'setCalculations', calculations: [] })).not.toHaveProperty(
      'calculations',
    );
    const none = applyEdit(doc, { type: 'setAssertions', assertions: [] });
    expect(none).not.toHaveProperty('assertions');
    expect(validate('FlowVersion', withCalc).ok).toBe(true);
  });

  it('refuses an invalid or twice-named calculation or assertion', () => {
    expect(refusal({ type: 'setCalculations', calculations: [gap, gap] }).message).toBe(
      'Two calculations are named "to_lose".',
    );
    expect(refusal({ type: 'setCalculations', calculations: [{ ...gap, name: 'To lose' }] }).message).toMatch(
      /^The calculation "To lose" is not valid: \/name/,
    );
    const assertion = frozen().assertions![0]!;
    expect(refusal({ type: 'setAssertions', assertions: [assertion, assertion] }).message).toBe(
      'Two assertions are named "bmi_with_condition".',
    );
    expect(
      refusal({ type: 'setAssertions', assertions: [{ ...assertion, title: '' }] }).issues[0]?.path,
    ).toBe('/title');
  });
});

describe('the graph of a flow with rules', () => {
  it('draws a branch on a condition as its own handle and edge, and labels the hard stop with its rule', () => {
    const graph = flowToGraph(rulesFlow());
    const node = graph.nodes.find((n) => n.id === 'q:4')!;
    expect(node.data.handles.map((h) => h.id)).toEqual([
      'if:0',
      'a:High blood pressure',
      'a:Type 2 diabetes',
      'a:Sleep apnea',
      'a:None',
      'next',
      'stop',
    ]);
    expect(node.data.handles[0]).toMatchObject({
      role: 'condition',
      branch: 0,
      label: 'if Q4 is one of “Type 2 diabetes”',
    });
    expect(graph.edges.find((e) => e.sourceHandle === 'if:0')).toMatchObject({
      source: 'q:4',
      target: 'q:5',
      data: { questionId: 4, via: 'condition', branch: 0 },
    });
    expect(graph.nodes.find((n) => n.id === 'q:3')?.data.rules).toEqual({
      short: '1 check',
      full: 'Check: answer of Q3 below weight of Q2',
    });
    expect(graph.nodes.find((n) => n.id === 'q:6')?.data.rules?.short).toBe('1 alert');
    expect(graph.nodes.find((n) => n.id === 'q:5')?.data).not.toHaveProperty('rules');
    expect(hardStopLabel(question(rulesFlow(), 4))).toBe(
      'BMI of Q2 below 30 and not (Q4 is one of “High blood pressure” and 2 more)',
    );
  });
});
