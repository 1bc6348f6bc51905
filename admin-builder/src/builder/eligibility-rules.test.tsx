import { readFileSync } from 'node:fs';

import type { EligibilityRule, FlowVersion, Product } from '@telehealth/schemas';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { EligibilityRules } from './eligibility-rules';
import { analyzeDraft } from './flow-analysis';

/** The eligibility form as the Rules tab renders it first (server-rendered: what is shown, not how it reacts). */
const read = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../flows/data/tenants/7/${path}`, import.meta.url), 'utf8'));
const evenwell = read('flows/intake.v2.json') as FlowVersion;
const products = read('products.json') as Product[];

function render(doc: FlowVersion, { loaded = true } = {}): string {
  const catalogue = loaded ? products : undefined;
  const analysis = analyzeDraft(doc, catalogue);
  return renderToString(
    <EligibilityRules
      doc={doc}
      tryEdit={() => null}
      results={analysis.eligibility}
      products={catalogue}
      onShowFinding={() => undefined}
    />,
  );
}

/** The text of the HTML, tags dropped (React's comment separators included). */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** The labels of the checkboxes that are ticked. */
const ticked = (html: string) =>
  [...html.matchAll(/<input type="checkbox" checked=""\/>([^<]*)</g)].map((m) => m[1]);

describe('the eligibility form', () => {
  it("shows Evenwell's rules in words, the products they apply to and the doses they start on", () => {
    const html = render(evenwell);
    const shown = text(html);
    expect(shown).toContain('One GLP-1 medication per order');
    expect(shown).toContain('At most 1 of products with semaglutide or tirzepatide per order.');
    expect(shown).toContain(
      'Applies to: Oral Semaglutide, Semaglutide Weekly Injection, Oral Tirzepatide, Tirzepatide Weekly Injection.',
    );
    expect(shown).toContain('Starting dose step 1 for products with semaglutide or tirzepatide.');
    expect(shown).toContain('Oral Semaglutide: 3 mg once daily (step 1 of 3)');
    expect(shown).toContain('Tirzepatide Weekly Injection: 2.5 mg once weekly (step 1 of 6)');
    // Each rule's products: both ingredients ticked, nothing by name or form.
    expect(ticked(html)).toEqual(['semaglutide', 'tirzepatide', 'semaglutide', 'tirzepatide']);
    expect(html).toContain('<option value="at_most" selected="">');
    expect(html).toContain('<option value="start_step" selected="">');
    expect(html.match(/aria-label="Eligibility rule [a-z_0-9]+"/g)).toEqual([
      'aria-label="Eligibility rule one_glp1"',
      'aria-label="Eligibility rule starting_dose"',
    ]);
    // Nothing to say about them: they stay closed, each with the number of products it applies to.
    expect(html).not.toMatch(/<details[^>]* open=""/);
    expect(shown).toContain('4 products');
    expect(shown).toContain('Add an eligibility rule');
  });

  it('opens a rule the analysis warns about, with its condition, the warning and its path', () => {
    const never: EligibilityRule = {
      name: 'injections_low_bmi',
      title: 'Weekly injections need a higher BMI',
      exclude: { forms: ['injectable'] },
      if: { value: 'bmi.4', below: 20 },
    };
    const html = render({ ...evenwell, eligibility: [...evenwell.eligibility!, never] });
    const shown = text(html);
    expect(html).toMatch(
      /<details class="rule-item" aria-label="Eligibility rule injections_low_bmi" open=""/,
    );
    expect(shown).toContain('Not offered: injectable products, only when BMI of Q4 below 20.');
    expect(shown).toContain('1 warning');
    expect(shown).toContain(
      '⚠ The eligibility rule "injections_low_bmi" never applies: its condition holds on no path to checkout. Show the path',
    );
    expect(shown).toContain('Eligibility rule injections_low_bmi: only when');
    expect(shown).toContain('Apply it always (remove the condition)');
    expect(ticked(html).slice(-1)).toEqual(['injectable']);
    expect(html).toContain('<option value="exclude" selected="">');
    // The condition reads any question, but no alert and not the order.
    expect(shown).not.toMatch(/Alert crisis/);
    expect(shown).not.toMatch(/The order's products/);
  });

  it('marks what the catalogue lacks, and waits for the products before offering them', () => {
    const unknown: EligibilityRule = {
      name: 'no_liraglutide',
      title: 'No liraglutide',
      exclude: { ingredients: ['liraglutide'], meds: [999] },
    };
    const html = render({ ...evenwell, eligibility: [unknown] });
    const shown = text(html);
    expect(ticked(html)).toEqual(['Product 999 (not in the catalogue)', 'liraglutide (no product has it)']);
    expect(shown).toContain('2 warnings');

    const loading = text(render(evenwell, { loaded: false }));
    expect(loading).toContain("The tenant's products have not loaded");
    expect(loading).not.toContain('By name');
    expect(loading).toContain('By form');
  });
});
