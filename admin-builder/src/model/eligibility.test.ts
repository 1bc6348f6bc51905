import { readFileSync } from 'node:fs';

import type { EligibilityRule, FlowVersion, Product } from '@telehealth/schemas';
import { validate } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { rulesFlow } from './__fixtures__/rules-flow';
import { ruleScope } from './condition-leaves';
import { applyEdit } from './edits';
import {
  catalogueProblems,
  describeEligibility,
  eligibilityKindOf,
  newEligibilityRule,
  productsOfRule,
  startingDoses,
  toggleInSelector,
  withEligibilityKind,
  withSelector,
} from './eligibility';
import { FlowEditError, type FlowEdit } from './types';

/** Evenwell's catalogue: oral and injectable semaglutide and tirzepatide, each titrated. */
const products = JSON.parse(
  readFileSync(new URL('../../../flows/data/tenants/7/products.json', import.meta.url), 'utf8'),
) as Product[];
const names = (list: readonly Product[]) => list.map((p) => p.name);

const ONE_GLP1: EligibilityRule = {
  name: 'one_glp1',
  title: 'One GLP-1 medication per order',
  at_most: 1,
  of: { ingredients: ['semaglutide', 'tirzepatide'] },
};

describe('eligibility rules in the form', () => {
  it('turns a rule from one kind into another, keeping its products, name, title and condition', () => {
    const conditional = { ...ONE_GLP1, if: { value: 'bmi.2', at_least: 35 } } as EligibilityRule;
    const excluded = withEligibilityKind(conditional, 'exclude');
    expect(excluded).toEqual({
      name: 'one_glp1',
      title: 'One GLP-1 medication per order',
      if: { value: 'bmi.2', at_least: 35 },
      exclude: { ingredients: ['semaglutide', 'tirzepatide'] },
    });
    const started = withEligibilityKind(excluded, 'start_step');
    expect(started).toMatchObject({ start_step: 1, of: { ingredients: ['semaglutide', 'tirzepatide'] } });
    expect(eligibilityKindOf(started)).toBe('start_step');
    expect(withEligibilityKind(started, 'at_most')).toMatchObject({ at_most: 1, of: started.of });
    // A starting step for every titrated product has no selector: a limit starts from the catalogue's first.
    const every: EligibilityRule = { name: 'first', title: 'First step', start_step: 1 };
    expect(withEligibilityKind(every, 'at_most', products)).toMatchObject({
      at_most: 1,
      of: { ingredients: ['semaglutide'] },
    });
    expect(withEligibilityKind(every, 'exclude')).toMatchObject({ exclude: { forms: ['injectable'] } });
    for (const rule of [excluded, started, withEligibilityKind(every, 'exclude')])
      expect(validate('EligibilityRule', rule).ok).toBe(true);
  });

  it('ticks products, ingredients and forms in catalogue order; a rule that needs products keeps one', () => {
    const selector = toggleInSelector(undefined, 'forms', 'injectable', true, ['oral', 'injectable']);
    expect(selector).toEqual({ forms: ['injectable'] });
    const both = toggleInSelector(selector, 'forms', 'oral', true, ['oral', 'injectable']);
    expect(both).toEqual({ forms: ['oral', 'injectable'] });
    const withMed = toggleInSelector(both, 'meds', 704, true, [701, 702, 703, 704]);
    expect(withMed).toEqual({ forms: ['oral', 'injectable'], meds: [704] });
    expect(toggleInSelector(withMed, 'meds', 704, false, [701, 702, 703, 704])).toEqual(both);
    expect(toggleInSelector({ forms: ['oral'] }, 'forms', 'oral', false, ['oral'])).toBeUndefined();

    expect(withSelector(ONE_GLP1, undefined)).toEqual({
      ok: false,
      message: 'Choose at least one product, ingredient or form.',
    });
    const start: EligibilityRule = { name: 's', title: 'S', start_step: 2, of: { forms: ['oral'] } };
    expect(withSelector(start, undefined)).toEqual({
      ok: true,
      rule: { name: 's', title: 'S', start_step: 2 },
    });
    expect(withSelector(ONE_GLP1, { meds: [701, 703] })).toEqual({
      ok: true,
      rule: { ...ONE_GLP1, of: { meds: [701, 703] } },
    });
  });

  it('names the products a rule is about, in words and by the catalogue', () => {
    expect(names(productsOfRule(ONE_GLP1, products))).toEqual([
      'Oral Semaglutide',
      'Semaglutide Weekly Injection',
      'Oral Tirzepatide',
      'Tirzepatide Weekly Injection',
    ]);
    const injections: EligibilityRule = {
      name: 'no_injections',
      title: 'No injections',
      exclude: { ingredients: ['tirzepatide'], forms: ['injectable'] },
    };
    expect(names(productsOfRule(injections, products))).toEqual(['Tirzepatide Weekly Injection']);
    expect(describeEligibility(ONE_GLP1)).toBe(
      'At most 1 of products with semaglutide or tirzepatide per order',
    );
    expect(describeEligibility(injections)).toBe('Not offered: injectable products with tirzepatide');
    expect(describeEligibility({ ...injections, exclude: { meds: [701, 999] } }, products)).toBe(
      'Not offered: Oral Semaglutide or med 999',
    );
    expect(describeEligibility({ ...injections, exclude: { meds: [701], forms: ['oral'] } }, products)).toBe(
      'Not offered: oral products among Oral Semaglutide',
    );
    const start: EligibilityRule = { name: 'start', title: 'Start', start_step: 2 };
    expect(describeEligibility(start)).toBe('Starting dose step 2 for every titrated product');
    expect(startingDoses({ ...start, of: { forms: ['oral'] } }, products)).toEqual([
      'Oral Semaglutide: 7 mg once daily (step 2 of 3)',
      'Oral Tirzepatide: 5 mg once daily (step 2 of 4)',
    ]);
    expect(startingDoses({ ...start, start_step: 4, of: { meds: [701] } }, products)).toEqual([
      'Oral Semaglutide: 14 mg once daily (step 3 of 3, its last)',
    ]);
  });

  it('says what the catalogue makes of a rule: unknown products and ingredients, nothing selected, a step too far', () => {
    expect(catalogueProblems(ONE_GLP1, products)).toEqual([]);
    expect(
      catalogueProblems({ ...ONE_GLP1, of: { ingredients: ['semaglutide', 'liraglutide'] } }, products),
    ).toEqual([
      'The eligibility rule "one_glp1" names the ingredient "liraglutide", which none of the tenant\'s products has.',
    ]);
    expect(catalogueProblems({ ...ONE_GLP1, of: { meds: [999] } }, products)).toEqual([
      'The eligibility rule "one_glp1" names product 999, which is not one of the tenant\'s products.',
    ]);
    expect(catalogueProblems({ ...ONE_GLP1, of: { forms: ['topical'] } }, products)).toEqual([
      'The eligibility rule "one_glp1" selects none of the tenant\'s products, so it does nothing.',
    ]);
    expect(catalogueProblems({ ...ONE_GLP1, at_most: 4 }, products)).toEqual([
      'The eligibility rule "one_glp1" allows 4 of the 4 products it selects, so it never limits an order.',
    ]);
    expect(catalogueProblems({ name: 'late', title: 'Late', start_step: 7 }, products)).toEqual([
      'The eligibility rule "late" starts at dose step 7, but the longest schedule it applies to has 6 steps: products start at their last step.',
    ]);
  });

  it('starts a new rule as one of the catalogue’s first ingredient per order, under a free name', () => {
    expect(newEligibilityRule(['eligibility_1'], products)).toEqual({
      name: 'eligibility_2',
      title: 'One of these medications per order',
      at_most: 1,
      of: { ingredients: ['semaglutide'] },
    });
    expect(newEligibilityRule([], undefined).of).toEqual({ forms: ['injectable'] });
  });
});

describe('applyEdit: the flow’s eligibility rules', () => {
  const doc = (): FlowVersion => Object.freeze(rulesFlow()) as FlowVersion;
  const refusal = (edit: FlowEdit): FlowEditError => {
    try {
      applyEdit(doc(), edit);
    } catch (error) {
      if (error instanceof FlowEditError) return error;
      throw error;
    }
    throw new Error('the edit was applied');
  };

  it('sets the rules, each checked by the schema and named once; an empty list removes the field', () => {
    const rule = { ...ONE_GLP1, if: { value: 'bmi.2', at_least: 35 } } as EligibilityRule;
    const base = doc();
    const next = applyEdit(base, { type: 'setEligibility', eligibility: [rule] });
    expect(next.eligibility).toEqual([rule]);
    expect(next.questions).toBe(base.questions);
    expect(validate('FlowVersion', next).ok).toBe(true);
    expect(applyEdit(next, { type: 'setEligibility', eligibility: [] })).not.toHaveProperty('eligibility');
    expect(refusal({ type: 'setEligibility', eligibility: [ONE_GLP1, ONE_GLP1] }).message).toBe(
      'Two eligibility rules are named "one_glp1".',
    );
    const zero = refusal({ type: 'setEligibility', eligibility: [{ ...ONE_GLP1, at_most: 0 }] });
    expect(zero.message).toMatch(/^The eligibility rule "one_glp1" is not valid: \/at_most/);
    expect(
      refusal({ type: 'setEligibility', eligibility: [{ ...ONE_GLP1, title: '' }] }).issues[0]?.path,
    ).toBe('/title');
    // Two kinds at once is not a rule.
    expect(
      refusal({
        type: 'setEligibility',
        eligibility: [{ ...ONE_GLP1, exclude: { forms: ['oral'] } } as unknown as EligibilityRule],
      }).message,
    ).toMatch(/^The eligibility rule "one_glp1" is not valid/);
  });

  it('carries a renamed or removed option into the rules’ conditions', () => {
    const rule = {
      ...ONE_GLP1,
      if: { question: 4, any_of: ['Type 2 diabetes', 'Sleep apnea'] },
    } as EligibilityRule;
    const withRule = applyEdit(doc(), { type: 'setEligibility', eligibility: [rule] });
    const renamed = applyEdit(withRule, {
      type: 'renameOption',
      questionId: 4,
      from: 'Sleep apnea',
      to: 'Obstructive sleep apnea',
    });
    expect(renamed.eligibility?.[0]?.if).toEqual({
      question: 4,
      any_of: ['Type 2 diabetes', 'Obstructive sleep apnea'],
    });
    const removed = applyEdit(withRule, { type: 'removeOption', questionId: 4, option: 'Sleep apnea' });
    expect(removed.eligibility?.[0]?.if).toEqual({ question: 4, any_of: ['Type 2 diabetes'] });
    const untouched = applyEdit(withRule, {
      type: 'renameOption',
      questionId: 5,
      from: 'Diet',
      to: 'Diet only',
    });
    expect(untouched.eligibility).toBe(withRule.eligibility);
  });

  it('lets a condition at checkout read every question, but no alert and no order', () => {
    const scope = ruleScope(rulesFlow(), 'checkout');
    expect(scope.questions.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(scope.alerts).toEqual([]);
    expect(scope.orders).toBe(false);
    expect(ruleScope(rulesFlow(), 'flow').alerts.length).toBeGreaterThan(0);
  });
});
