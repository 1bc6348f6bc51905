import type { EligibilityRule, FlowVersion } from '@telehealth/schemas';
import { loadCatalog } from '@telehealth/flows';
import { describe, expect, it } from 'vitest';

import { indexFlow } from '../flow/flow-index.js';
import { analyzeFlow } from './analyze-flow.js';
import { explore } from './explore.js';

const AS_OF = '2026-01-01';
const tenant7 = loadCatalog().tenants.find((t) => t.tenant.id === 7)!;
const evenwell = tenant7.flows.find((f) => f.key === 'intake' && f.status === 'published') as FlowVersion;
const products = tenant7.products;

const withRules = (flow: FlowVersion, ...rules: EligibilityRule[]): FlowVersion => ({
  ...flow,
  eligibility: [...(flow.eligibility ?? []), ...rules],
});

/**
 * At checkout the explorer judges an assertion about orders for every cart the answers allow; an assertion that
 * settled earlier (it tests no order) is read from its fact, its answers let go. Judging it again on the carts, with
 * the answers it read gone but those an eligibility rule reads kept, must not break it.
 */
describe('assertions settled before checkout, beside eligibility rules with conditions', () => {
  it("keeps Evenwell's assertions proven when an eligibility rule reads the BMI", () => {
    const flow = withRules(evenwell, {
      name: 'injections_from_35',
      title: 'Weekly injections are for a BMI of 35 or more',
      exclude: { forms: ['injectable'] },
      if: { value: 'bmi.4', below: 35 },
    });
    const found = explore(indexFlow(flow), AS_OF, products);
    expect(found.assertions.filter((a) => a.violation).map((a) => a.name)).toEqual([]);
    expect(analyzeFlow(flow, indexFlow(flow), { products })).toEqual([]);
  });

  it('still breaks an assertion about orders that an eligibility rule with a condition lets through', () => {
    const flow = withRules(
      { ...evenwell, eligibility: (evenwell.eligibility ?? []).filter((rule) => rule.name !== 'one_glp1') },
      {
        name: 'one_glp1_below_35',
        title: 'One GLP-1 medication per order',
        at_most: 1,
        of: { ingredients: ['semaglutide', 'tirzepatide'] },
        if: { value: 'bmi.4', below: 35 },
      },
    );
    const found = explore(indexFlow(flow), AS_OF, products);
    const broken = found.assertions.filter((a) => a.violation);
    expect(broken.map((a) => a.name)).toEqual(['one_glp1_per_order']);
    const witness = broken[0]!.violation!;
    expect((witness.answers['4']?.value as { bmi: number }).bmi).toBeGreaterThanOrEqual(35);
    expect(witness.cart?.length).toBe(2);
  });
});
