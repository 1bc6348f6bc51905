import { validators, validateWith, type Condition, type Question } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { rulesFlow } from './__fixtures__/rules-flow';
import { sampleFlow } from './__fixtures__/sample-flow';
import {
  leafFor,
  newLeaf,
  questionLeaf,
  questionTestOf,
  questionTests,
  questionsBefore,
  questionsRead,
  ruleScope,
  subjectKey,
  subjectOf,
  parseSubjectKey,
  valueChoices,
  withOption,
  withOrderIngredients,
  withOrderTest,
} from './condition-leaves';
import type { AnswerCondition, LeafCondition } from './condition-tree';

const doc = rulesFlow();
const question = (id: number) => doc.questions.find((q) => q.id === id) as Question;
const valid = (c: Condition) => validateWith(validators.Condition, c).ok;

describe('what a test can be', () => {
  it('offers each question type its tests: numbers for measures, options for choices, answered for any', () => {
    const tests = (id: number) => questionTests(question(id)).map((t) => t.test);
    expect(tests(1)).toEqual(['measure:age', 'answered', 'not_answered']);
    expect(tests(2)).toEqual(['measure:bmi', 'measure:weight', 'measure:height', 'answered', 'not_answered']);
    expect(tests(3)).toEqual(['measure:answer', 'answered', 'not_answered']);
    expect(tests(4)).toEqual(['any_of', 'all_of', 'answered', 'not_answered']);
    expect(tests(5)).toEqual(['any_of', 'answered', 'not_answered']);
    expect(tests(7)).toEqual(['answered', 'not_answered']);
    const scored = { ...question(5), QuestionOptions: [{ option_text: 'Diet', score: 1 }] };
    expect(questionTests(scored).map((t) => t.test)).toContain('measure:score');
  });

  it('starts a test with a value a clinician would write, keeping the comparison when the measure changes', () => {
    expect(leafFor(doc, { kind: 'question', id: 2 })).toEqual({ value: 'bmi.2', below: 30 });
    expect(leafFor(doc, { kind: 'question', id: 1 })).toEqual({ value: 'age.1', below: 18 });
    expect(leafFor(doc, { kind: 'question', id: 3 })).toEqual({ value: 'answer.3', below: 40 });
    expect(leafFor(doc, { kind: 'question', id: 4 })).toEqual({
      question: 4,
      any_of: ['High blood pressure'],
    });
    expect(leafFor(doc, { kind: 'alert', name: 'crisis' })).toEqual({ alert: 'crisis' });
    const atLeast: LeafCondition = { value: 'bmi.2', at_least: 35 };
    expect(questionLeaf(question(2), 'measure:weight', atLeast)).toEqual({
      value: 'weight.2',
      at_least: 200,
    });
    expect(questionLeaf(question(2), 'measure:bmi', atLeast)).toEqual({ value: 'bmi.2', at_least: 35 });
    const options: LeafCondition = { question: 4, any_of: ['Sleep apnea'] };
    expect(questionLeaf(question(4), 'all_of', options)).toEqual({ question: 4, all_of: ['Sleep apnea'] });
    expect(questionLeaf(question(4), 'not_answered', options)).toEqual({ question: 4, answered: false });
    for (const leaf of [atLeast, options, questionLeaf(question(7), 'answered')])
      expect(valid(leaf)).toBe(true);
  });

  it('reads a leaf back: its subject and its test', () => {
    expect(subjectOf({ value: 'bmi.2', below: 30 })).toEqual({ kind: 'question', id: 2 });
    expect(subjectOf({ value: 'calc.gap', above: 0 })).toEqual({ kind: 'calc', name: 'gap' });
    expect(subjectOf({ order: { forms: ['oral'] }, at_least: 2 })).toEqual({ kind: 'order' });
    for (const key of ['q:4', 'total:phq9', 'calc:gap', 'alert:crisis', 'order'])
      expect(subjectKey(parseSubjectKey(key))).toBe(key);
    expect(questionTestOf({ value: 'weight.2', below: 1 })).toBe('measure:weight');
    expect(questionTestOf({ question: 4, all_of: ['Sleep apnea'] })).toBe('all_of');
    expect(questionTestOf({ question: 4, answered: false })).toBe('not_answered');
    expect(questionTestOf({ value: 'total.phq9', below: 1 })).toBeUndefined();
  });

  it('chooses options in the question’s order and refuses to choose none', () => {
    const leaf: AnswerCondition = { question: 4, any_of: ['Sleep apnea'] };
    const order = question(4).QuestionOptions.map((o) => o.option_text);
    expect(withOption(leaf, 'High blood pressure', true, order)).toEqual({
      ok: true,
      leaf: { question: 4, any_of: ['High blood pressure', 'Sleep apnea'] },
    });
    expect(withOption(leaf, 'Sleep apnea', false, order)).toEqual({
      ok: false,
      message: 'Choose at least one option.',
    });
  });

  it('edits an order test: its count and the ingredients it selects', () => {
    const leaf = { order: { forms: ['injectable'] }, at_least: 2 } as LeafCondition & { order: object };
    expect(withOrderTest(leaf as never, 'starting_step_above', 0)).toEqual({
      order: { forms: ['injectable'] },
      starting_step_above: 1,
    });
    expect(withOrderIngredients(leaf as never, 'semaglutide, tirzepatide')).toEqual({
      order: { forms: ['injectable'], ingredients: ['semaglutide', 'tirzepatide'] },
      at_least: 2,
    });
    expect(withOrderIngredients(leaf as never, 'Semaglutide')).toBeUndefined();
    expect(withOrderIngredients({ order: { ingredients: ['x'] }, at_least: 2 } as never, '')).toBeUndefined();
  });
});

describe('what a rule may read', () => {
  it('reads the graph: the questions that can come before, branches and both answers of a choice included', () => {
    const sample = sampleFlow();
    // 2 sends Female to 3 and Male to 4: 4 can come after 1, 2 and 3; 3 only after 1 and 2.
    expect([...questionsBefore(sample, 4)].sort()).toEqual([1, 2, 3]);
    expect([...questionsBefore(sample, 3)].sort()).toEqual([1, 2]);
    expect([...questionsBefore(sample, 1)]).toEqual([]);
    // A branch on a condition counts: 5 comes only after 4.
    expect([...questionsBefore(doc, 5)].sort()).toEqual([1, 2, 3, 4]);
    // A question no path reaches has the questions before it in the document.
    const cut = { ...sample, questions: [...sample.questions, { ...sample.questions[5]!, id: 9 }] };
    expect([...questionsBefore(cut as typeof sample, 9)].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('scopes a rule: its own question when it reads the answer just given, alerts and orders only for assertions', () => {
    const ids = (scope: ReturnType<typeof ruleScope>) => scope.questions.map((q) => q.id);
    expect(ids(ruleScope(doc, { questionId: 4, self: true }))).toEqual([1, 2, 3, 4]);
    expect(ids(ruleScope(doc, { questionId: 4, self: false }))).toEqual([1, 2, 3]);
    expect(ruleScope(doc, { questionId: 7, self: true }).alerts).toEqual([]);
    const flow = ruleScope(doc, 'flow');
    expect(ids(flow)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(flow.alerts).toEqual([{ name: 'crisis', title: 'Help is available', questionId: 6 }]);
    expect(flow.orders).toBe(true);
    expect(valueChoices(ruleScope(doc, { questionId: 3, self: true })).map((c) => c.label)).toEqual([
      'age of Q1',
      'BMI of Q2',
      'weight of Q2',
      'height of Q2',
      'answer of Q3',
    ]);
  });

  it('starts a new part on the rule’s own question, the closest before it, or (assertions) the first', () => {
    expect(newLeaf(doc, { questionId: 4, self: true })).toEqual({
      question: 4,
      any_of: ['High blood pressure'],
    });
    expect(newLeaf(doc, { questionId: 4, self: false })).toEqual({ value: 'answer.3', below: 40 });
    expect(newLeaf(doc, 'flow')).toEqual({ value: 'age.1', below: 18 });
  });

  it('names the questions a condition reads, operands included', () => {
    expect([...questionsRead({ value: 'answer.3', below: 'weight.2' })].sort()).toEqual([2, 3]);
    expect([...questionsRead(doc.assertions![0]!.never)].sort()).toEqual([2, 4]);
  });
});
