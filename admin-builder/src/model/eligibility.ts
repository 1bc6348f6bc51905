import { doseText, selects } from '@telehealth/engine';
import type { EligibilityRule, Product, ProductForm, ProductSelector } from '@telehealth/schemas';

/**
 * The flow's eligibility rules as the builder's form edits them (which products and doses the answers allow, see
 * the engine's `offerFor`): what a rule does (its kind), the products it is about (a selector of products by name,
 * ingredient or form, every list given must match), and what the tenant's catalogue makes of it. Pure; every rule
 * built here is one the schema accepts, except where a function says it refuses.
 */

/** What an eligibility rule does: limit how many per order, not offer, or start titrated products at a step. */
export type EligibilityKind = 'at_most' | 'exclude' | 'start_step';

export const ELIGIBILITY_KINDS: readonly { kind: EligibilityKind; label: string }[] = [
  { kind: 'at_most', label: 'Allow at most a number of these per order' },
  { kind: 'exclude', label: 'Do not offer these products' },
  { kind: 'start_step', label: 'Start these titrated products at a dose step' },
];

/** The product forms of the schema, in the order the form offers them. */
export const PRODUCT_FORMS: readonly ProductForm[] = ['oral', 'injectable', 'topical', 'supplement'];

export function eligibilityKindOf(rule: EligibilityRule): EligibilityKind {
  if (rule.exclude !== undefined) return 'exclude';
  if (rule.start_step !== undefined) return 'start_step';
  return 'at_most';
}

/** The products a rule is about (undefined: a starting step for every titrated product). */
export function selectorOf(rule: EligibilityRule): ProductSelector | undefined {
  return rule.exclude ?? rule.of;
}

/** The parts every kind shares: name, title and the condition. */
function common(rule: EligibilityRule): Pick<EligibilityRule, 'name' | 'title' | 'if'> {
  return { name: rule.name, title: rule.title, ...(rule.if ? { if: rule.if } : {}) };
}

/**
 * A selector to start from when a rule needs one and has none: the first ingredient of the catalogue (titrated
 * products first), else injectable products.
 */
export function defaultSelector(products: readonly Product[] | undefined): ProductSelector {
  const product =
    products?.find((p) => p.titration && p.ingredients?.length) ??
    products?.find((p) => p.ingredients?.length);
  const ingredient = product?.ingredients?.[0];
  return ingredient ? { ingredients: [ingredient] } : { forms: ['injectable'] };
}

/** The rule doing `kind` instead, keeping its name, title, condition and the products it is about. */
export function withEligibilityKind(
  rule: EligibilityRule,
  kind: EligibilityKind,
  products?: readonly Product[],
): EligibilityRule {
  if (kind === eligibilityKindOf(rule)) return rule;
  const selector = selectorOf(rule);
  switch (kind) {
    case 'exclude':
      return { ...common(rule), exclude: selector ?? defaultSelector(products) };
    case 'at_most':
      return { ...common(rule), at_most: 1, of: selector ?? defaultSelector(products) };
    case 'start_step':
      return { ...common(rule), start_step: 1, ...(selector ? { of: selector } : {}) };
  }
}

/**
 * The rule about the products `selector` selects. Undefined (no product named) is only a rule's own for a starting
 * step (every titrated product); for the other kinds it is refused with the reason.
 */
export function withSelector(
  rule: EligibilityRule,
  selector: ProductSelector | undefined,
): { ok: true; rule: EligibilityRule } | { ok: false; message: string } {
  const kind = eligibilityKindOf(rule);
  if (!selector && kind !== 'start_step')
    return { ok: false, message: 'Choose at least one product, ingredient or form.' };
  switch (kind) {
    case 'exclude':
      return { ok: true, rule: { ...common(rule), exclude: selector as ProductSelector } };
    case 'at_most':
      return {
        ok: true,
        rule: { ...common(rule), at_most: rule.at_most ?? 1, of: selector as ProductSelector },
      };
    case 'start_step':
      return {
        ok: true,
        rule: { ...common(rule), start_step: rule.start_step ?? 1, ...(selector ? { of: selector } : {}) },
      };
  }
}

/** Which list of a selector: products by med id, by ingredient, by form. */
export type SelectorList = 'meds' | 'ingredients' | 'forms';

/**
 * The selector with `value` ticked or not in one of its lists (undefined when no list is left). Each list keeps the
 * order of `order` (the catalogue's), then any value it names that `order` does not have.
 */
export function toggleInSelector(
  selector: ProductSelector | undefined,
  list: SelectorList,
  value: number | string,
  chosen: boolean,
  order: readonly (number | string)[],
): ProductSelector | undefined {
  const current = new Set<number | string>(selector?.[list] ?? []);
  if (chosen) current.add(value);
  else current.delete(value);
  const values = [...order.filter((v) => current.has(v)), ...[...current].filter((v) => !order.includes(v))];
  const { [list]: _old, ...rest } = selector ?? {};
  const next = values.length > 0 ? ({ ...rest, [list]: values } as ProductSelector) : rest;
  return Object.keys(next).length > 0 ? next : undefined;
}

/** The ingredients of the catalogue, in the order the products name them first. */
export function catalogueIngredients(products: readonly Product[]): string[] {
  return [...new Set(products.flatMap((p) => p.ingredients ?? []))];
}

/**
 * The products of the catalogue a rule is about: those its selector selects (for a starting step only titrated
 * products count, every one of them without a selector).
 */
export function productsOfRule(rule: EligibilityRule, products: readonly Product[]): Product[] {
  const selector = selectorOf(rule);
  if (eligibilityKindOf(rule) === 'start_step')
    return products.filter((p) => p.titration && (!selector || selects(selector, p)));
  return selector ? products.filter((p) => selects(selector, p)) : [];
}

/**
 * A selector in words: "products with semaglutide or tirzepatide", "injectable products with tirzepatide", or the
 * products' names ("Oral Semaglutide or Oral Tirzepatide").
 */
export function selectorText(selector: ProductSelector, products?: readonly Product[]): string {
  const names = selector.meds
    ?.map((med) => products?.find((p) => p.med === med)?.name ?? `med ${med}`)
    .join(' or ');
  if (names !== undefined && !selector.forms && !selector.ingredients) return names;
  const forms = selector.forms ? `${selector.forms.join(' or ')} ` : '';
  const ingredients = selector.ingredients ? ` with ${selector.ingredients.join(' or ')}` : '';
  return `${forms}products${ingredients}${names !== undefined ? ` among ${names}` : ''}`;
}

/** What a rule does, in words: "At most 1 of products with semaglutide or tirzepatide per order". */
export function describeEligibility(rule: EligibilityRule, products?: readonly Product[]): string {
  const selector = selectorOf(rule);
  switch (eligibilityKindOf(rule)) {
    case 'exclude':
      return `Not offered: ${selectorText(selector as ProductSelector, products)}`;
    case 'at_most':
      return `At most ${rule.at_most} of ${selectorText(selector as ProductSelector, products)} per order`;
    case 'start_step':
      return `Starting dose step ${rule.start_step} for ${
        selector ? selectorText(selector, products) : 'every titrated product'
      }`;
  }
}

/** Where each titrated product a starting-step rule is about starts: "Oral Semaglutide: 3 mg once daily (step 1 of 3)". */
export function startingDoses(rule: EligibilityRule, products: readonly Product[]): string[] {
  if (rule.start_step === undefined) return [];
  const step = rule.start_step;
  return productsOfRule(rule, products).flatMap((p) => {
    if (!p.titration) return [];
    const steps = p.titration.steps.length;
    const at = Math.min(step, steps);
    return [
      `${p.name}: ${doseText(p.titration, at)} (step ${at} of ${steps}${step > steps ? ', its last' : ''})`,
    ];
  });
}

/** A new rule: one of the first catalogue ingredient per order, named `eligibility_n`. */
export function newEligibilityRule(
  names: readonly string[],
  products: readonly Product[] | undefined,
): EligibilityRule {
  let n = 1;
  while (names.includes(`eligibility_${n}`)) n += 1;
  return {
    name: `eligibility_${n}`,
    title: 'One of these medications per order',
    at_most: 1,
    of: defaultSelector(products),
  };
}

/**
 * What the tenant's catalogue makes of a rule: product ids and ingredients it names that no product has, a selector
 * that selects nothing, a starting step past every schedule it applies to. Each makes the rule do less than it
 * says, never anything unsafe, so they are warnings.
 */
export function catalogueProblems(rule: EligibilityRule, products: readonly Product[]): string[] {
  const label = `The eligibility rule "${rule.name}"`;
  const problems: string[] = [];
  const selector = selectorOf(rule);
  for (const med of selector?.meds ?? [])
    if (!products.some((p) => p.med === med))
      problems.push(`${label} names product ${med}, which is not one of the tenant's products.`);
  for (const ingredient of selector?.ingredients ?? [])
    if (!products.some((p) => p.ingredients?.includes(ingredient)))
      problems.push(
        `${label} names the ingredient "${ingredient}", which none of the tenant's products has.`,
      );
  const chosen = productsOfRule(rule, products);
  if (problems.length === 0 && chosen.length === 0)
    problems.push(
      eligibilityKindOf(rule) === 'start_step'
        ? `${label} applies to no titrated product of the tenant, so it does nothing.`
        : `${label} selects none of the tenant's products, so it does nothing.`,
    );
  if (rule.start_step !== undefined && chosen.length > 0) {
    const longest = Math.max(...chosen.map((p) => p.titration?.steps.length ?? 1));
    if (rule.start_step > longest)
      problems.push(
        `${label} starts at dose step ${rule.start_step}, but the longest schedule it applies to has ${longest} steps: products start at their last step.`,
      );
  }
  if (rule.at_most !== undefined && chosen.length > 0 && rule.at_most >= chosen.length)
    problems.push(
      `${label} allows ${rule.at_most} of ${chosen.length === 1 ? 'the 1 product' : `the ${chosen.length} products`} it selects, so it never limits an order.`,
    );
  return problems;
}
