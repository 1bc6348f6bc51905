import { readFileSync } from 'node:fs';

import type { EligibilityRule, FlowVersion, Product } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { applyEdit, applyEdits } from '../model';
import { rulesFlow } from '../model/__fixtures__/rules-flow';
import { connectionToEdit, deletedEdgesToEdits } from './builder-logic';
import { flowToGraph } from '../model';
import { analyzeDraft, anchorOfPath, assertionKey, findingKey, witnessOfProblem } from './flow-analysis';
import { createDocumentState, documentReducer } from './flow-document';
import { parseNumberText, parseWholeNumberText } from './rule-fields';

/** The rules flow with its hard stop on the BMI rule slipped to 28: the assertion at 30 is then broken. */
const slipped = (): FlowVersion =>
  applyEdit(rulesFlow(), {
    type: 'setCondition',
    questionId: 4,
    field: 'hard_stop_if',
    condition: {
      all: [
        { value: 'bmi.2', below: 28 },
        { not: { question: 4, any_of: ['High blood pressure', 'Type 2 diabetes', 'Sleep apnea'] } },
      ],
    },
  });

describe('analyzeDraft', () => {
  it('proves every assertion of a sound flow', () => {
    const analysis = analyzeDraft(rulesFlow());
    expect(analysis.findings).toEqual([]);
    expect(analysis.assertions.map((a) => [a.name, a.status, a.at])).toEqual([
      ['bmi_with_condition', 'proven', 'checkout'],
      ['crisis_alert', 'proven', 'any_end'],
    ]);
  });

  it('names a broken assertion with the finding’s message and the answers of a path that breaks it', () => {
    const analysis = analyzeDraft(slipped());
    const broken = analysis.assertions.find((a) => a.name === 'bmi_with_condition')!;
    expect(broken.status).toBe('broken');
    expect(broken.message).toBe(
      'The assertion "Never checkout below 30 without a condition" is broken: a path reaches checkout with answers it forbids.',
    );
    expect(broken.witness?.state).toBe('checkout');
    expect(analysis.assertions.find((a) => a.name === 'crisis_alert')?.status).toBe('proven');
  });

  it('leaves assertions unchecked while a rule error stops the proof, and those about orders without products', () => {
    const later = applyEdit(rulesFlow(), {
      type: 'setCondition',
      questionId: 3,
      field: 'ask_if',
      condition: { question: 6, answered: true },
    });
    const blocked = analyzeDraft(later);
    expect(blocked.findings.some((f) => f.code === 'reads-later-answer')).toBe(true);
    expect(blocked.assertions.every((a) => a.status === 'unchecked')).toBe(true);
    expect(blocked.assertions[0]?.message).toMatch(/^Not checked yet: fix the errors in the rules/);

    const orders = applyEdit(rulesFlow(), {
      type: 'setAssertions',
      assertions: [
        ...rulesFlow().assertions!,
        {
          name: 'one_glp1',
          title: 'One GLP-1',
          never: { order: { ingredients: ['semaglutide'] }, at_least: 2 },
        },
      ],
    });
    expect(analyzeDraft(orders).assertions[2]).toMatchObject({ status: 'unchecked' });
    const products: Product[] = [];
    expect(analyzeDraft(orders, products).assertions[2]).toMatchObject({ status: 'proven' });
  });

  it('finds a problem’s path by its key, and the node to keep in view on it', () => {
    const doc = slipped();
    const analysis = analyzeDraft(doc);
    const shown = witnessOfProblem(doc, analysis, assertionKey('bmi_with_condition'))!;
    expect(shown.title).toBe('The assertion “Never checkout below 30 without a condition” is broken');
    expect([...shown.about].sort()).toEqual([2, 4]);
    const finding = analysis.findings.find((f) => f.code === 'assertion-violated')!;
    expect(witnessOfProblem(doc, analysis, findingKey(finding))?.witness).toBe(shown.witness);
    expect(witnessOfProblem(doc, analysis, assertionKey('crisis_alert'))).toBeUndefined();
    expect(witnessOfProblem(doc, analysis, null)).toBeUndefined();
    expect(anchorOfPath(['q:1', 'q:2', 'q:4', 'q:6', 'checkout'], [2, 4])).toBe('q:4');
    expect(anchorOfPath(['q:1', 'checkout'], [9])).toBe('checkout');
  });
});

describe('analyzeDraft: eligibility rules', () => {
  const products = JSON.parse(
    readFileSync(new URL('../../../flows/data/tenants/7/products.json', import.meta.url), 'utf8'),
  ) as Product[];
  const ONE_GLP1: EligibilityRule = {
    name: 'one_glp1',
    title: 'One GLP-1 medication per order',
    at_most: 1,
    of: { ingredients: ['semaglutide', 'tirzepatide'] },
  };
  const withRules = (...eligibility: EligibilityRule[]) =>
    applyEdit(rulesFlow(), { type: 'setEligibility', eligibility });

  it('names the products each rule is about once the catalogue has loaded', () => {
    const doc = withRules(ONE_GLP1);
    expect(analyzeDraft(doc).eligibility).toEqual([
      { name: 'one_glp1', title: 'One GLP-1 medication per order', findings: [] },
    ]);
    const analysis = analyzeDraft(doc, products);
    expect(analysis.findings).toEqual([]);
    expect(analysis.products).toBe(products);
    expect(analysis.eligibility[0]?.products?.map((p) => p.med)).toEqual([701, 702, 703, 704]);
  });

  it('warns of a condition that never holds at checkout, or always does, with a path that shows it', () => {
    const never = { ...ONE_GLP1, name: 'never', if: { value: 'bmi.2', below: 20 } } as EligibilityRule;
    const always = { ...ONE_GLP1, name: 'always', if: { value: 'age.1', at_least: 18 } } as EligibilityRule;
    const sometimes = {
      ...ONE_GLP1,
      name: 'sometimes',
      if: { value: 'bmi.2', at_least: 35 },
    } as EligibilityRule;
    const doc = withRules(never, always, sometimes);
    const analysis = analyzeDraft(doc, products);
    const [first, second, third] = analysis.eligibility;
    expect(first?.findings).toMatchObject([
      {
        severity: 'warning',
        code: 'rule-never-holds',
        message: 'The eligibility rule "never" never applies: its condition holds on no path to checkout.',
      },
    ]);
    expect(first?.findings[0]?.witness?.state).toBe('checkout');
    expect(second?.findings).toMatchObject([
      {
        code: 'rule-always-holds',
        message:
          'The eligibility rule "always" applies on every path to checkout, so its condition can be removed.',
      },
    ]);
    expect(third?.findings).toEqual([]);
    // They are the analysis' findings too: counted, listed in the Problems tab, their paths shown on the graph.
    expect(analysis.findings).toEqual([...first!.findings, ...second!.findings]);
    const finding = first!.findings[0]!;
    expect(witnessOfProblem(doc, analysis, findingKey(finding))?.witness).toBe(finding.witness);
  });

  it('lists the catalogue’s warnings and the engine’s errors under the rule they are about', () => {
    const analysis = analyzeDraft(
      withRules(
        { ...ONE_GLP1, of: { ingredients: ['liraglutide'] } },
        { name: 'crisis_first', title: 'Crisis first', start_step: 1, if: { alert: 'crisis' } },
      ),
      products,
    );
    expect(analysis.eligibility.map((r) => r.findings.map((f) => [f.severity, f.message]))).toEqual([
      [
        [
          'warning',
          'The eligibility rule "one_glp1" names the ingredient "liraglutide", which none of the tenant\'s products has.',
        ],
      ],
      [['error', 'The eligibility rule "crisis_first" may read only answers.']],
    ]);
    // The error stops the proof, so the assertions wait for it to be fixed.
    expect(analysis.assertions.every((a) => a.status === 'unchecked')).toBe(true);
  });
});

describe('rule edits in the editor', () => {
  it('turns a condition branch drawn or deleted on the canvas into its edit', () => {
    expect(connectionToEdit({ source: 'q:4', sourceHandle: 'if:0', target: 'checkout' })).toEqual({
      ok: true,
      edit: { type: 'connectBranch', questionId: 4, branch: 0, target: 'checkout', on: 'condition' },
    });
    const graph = flowToGraph(rulesFlow());
    expect(deletedEdgesToEdits(graph, ['q:4>if:0>q:5'])).toEqual([
      { type: 'removeBranch', questionId: 4, branch: 0, on: 'condition' },
    ]);
  });

  it('undoes a rule edit as one step, and a typed number in one field as one step', () => {
    const start = rulesFlow();
    const at = (value: number) =>
      applyEdits(start, [
        {
          type: 'setCondition',
          questionId: 4,
          field: 'hard_stop_if',
          condition: {
            all: [{ value: 'bmi.2', below: value }, { not: { question: 4, any_of: ['Sleep apnea'] } }],
          },
        },
      ]);
    let state = createDocumentState(start);
    for (const [value, time] of [
      [2, 0],
      [28, 100],
      [280, 200],
      [28, 300],
    ] as const)
      state = documentReducer(state, {
        type: 'EDIT',
        doc: at(value),
        at: time,
        coalesceKey: 'stop:0:number',
      });
    expect(state.history.past).toHaveLength(1);
    state = documentReducer(state, { type: 'UNDO' });
    expect(state.history.present).toBe(start);
  });

  it('reads a typed number strictly', () => {
    expect(parseNumberText(' 27.5 ')).toEqual({ ok: true, value: 27.5 });
    expect(parseNumberText('-2')).toEqual({ ok: true, value: -2 });
    expect(parseNumberText('')).toEqual({ ok: false, message: 'Type a number.' });
    expect(parseNumberText('3e')).toEqual({ ok: false, message: '"3e" is not a number.' });
    expect(parseNumberText('Infinity').ok).toBe(false);
    expect(parseWholeNumberText('2', 1, 100)).toEqual({ ok: true, value: 2 });
    for (const text of ['0', '1.5', '101'])
      expect(parseWholeNumberText(text, 1, 100)).toEqual({
        ok: false,
        message: 'Type a whole number from 1 to 100.',
      });
    expect(parseWholeNumberText('x', 1, 100)).toEqual({ ok: false, message: '"x" is not a number.' });
  });
});
