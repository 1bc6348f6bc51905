import type { EligibilityRule, Product, ProductSelector, StartData, Titration } from '@telehealth/schemas';

import { holds, type OrderTest } from './conditions.js';
import type { FlowIndex } from './flow-index.js';

/**
 * Eligibility: which products and doses an intake's answers allow (the flow's `eligibility` rules over a tenant's
 * products). The storefront offers only what this allows, the API refuses a checkout that breaks it, and the
 * analysis proves the flow's assertions about orders over every path with it: one home for what may be bought.
 */

/** Whether a product is one a selector names: every list the selector gives must match. */
export function selects(selector: ProductSelector, product: Product): boolean {
  return (
    (selector.meds === undefined || selector.meds.includes(product.med)) &&
    (selector.ingredients === undefined ||
      selector.ingredients.some((ingredient) => product.ingredients?.includes(ingredient))) &&
    (selector.forms === undefined || selector.forms.includes(product.form))
  );
}

/** A product as the answers allow it: offered or excluded (by which rule), and where a titrated one starts. */
export interface OfferedProduct {
  product: Product;
  excludedBy?: EligibilityRule;
  /** The titration step it starts at (1 = the first); 1 for a product that is not titrated. */
  startStep: number;
  /** The rule that set the starting step, when one did. */
  startRule?: EligibilityRule;
}

/** A limit on how many of some products one order may hold. */
export interface OrderLimit {
  rule: EligibilityRule;
  max: number;
  selector: ProductSelector;
}

export interface Offer {
  products: OfferedProduct[];
  limits: OrderLimit[];
}

/** The rules of a flow that apply to the answers (a rule without `if` always applies). */
function applying(index: FlowIndex, answers: StartData, asOf: string): EligibilityRule[] {
  const scope = { index, answers, asOf };
  return (index.flow.eligibility ?? []).filter((rule) => rule.if === undefined || holds(scope, rule.if));
}

/** What the answers allow of `products`. */
export function offerFor(
  index: FlowIndex,
  answers: StartData,
  asOf: string,
  products: readonly Product[],
): Offer {
  const rules = applying(index, answers, asOf);
  return {
    products: products.map((product) => {
      const excludedBy = rules.find((rule) => rule.exclude !== undefined && selects(rule.exclude, product));
      const startRule = product.titration
        ? rules.find(
            (rule) => rule.start_step !== undefined && (rule.of === undefined || selects(rule.of, product)),
          )
        : undefined;
      const steps = product.titration?.steps.length ?? 1;
      return {
        product,
        ...(excludedBy ? { excludedBy } : {}),
        startStep: Math.min(startRule?.start_step ?? 1, steps),
        ...(startRule ? { startRule } : {}),
      };
    }),
    limits: rules.flatMap((rule) =>
      rule.at_most !== undefined && rule.of !== undefined
        ? [{ rule, max: rule.at_most, selector: rule.of }]
        : [],
    ),
  };
}

/** The dose of a titration step as the patient reads it: "7 mg once daily". */
export function doseText(titration: Titration, step: number): string {
  const dose = titration.steps[Math.min(step, titration.steps.length) - 1]?.dose ?? titration.steps[0].dose;
  return `${dose} ${titration.unit} ${titration.per === 'day' ? 'once daily' : 'once weekly'}`;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether a dosage a patient sent names the dose of a titration step: its full text ("3 mg once daily") or its
 * strength alone ("3 mg", as the strength choices of older pages sent it), case and spacing ignored.
 */
export function namesDose(titration: Titration, step: number, dosage: string): boolean {
  const dose = titration.steps[Math.min(step, titration.steps.length) - 1]?.dose ?? titration.steps[0].dose;
  const wanted = normalise(dosage);
  return wanted === normalise(doseText(titration, step)) || wanted === `${dose} ${titration.unit}`;
}

/** One step of a schedule from the starting step on: its dose and the refill cycles it covers. */
export interface ScheduleStep {
  step: number;
  dose: string;
  /** The first refill cycle at this dose (1 = the first order). */
  fromCycle: number;
  /** The last refill cycle at this dose; undefined for the last step, which is kept. */
  toCycle?: number;
}

/**
 * The dose of each refill cycle from `startStep` on: each step lasts its `cycles` (one when not given); the last
 * step is kept. The first order is cycle 1.
 */
export function doseSchedule(titration: Titration, startStep: number): ScheduleStep[] {
  const schedule: ScheduleStep[] = [];
  let cycle = 1;
  for (let step = Math.max(1, startStep); step <= titration.steps.length; step += 1) {
    const last = step === titration.steps.length;
    const cycles = titration.steps[step - 1]?.cycles ?? 1;
    schedule.push({
      step,
      dose: doseText(titration, step),
      fromCycle: cycle,
      ...(last ? {} : { toCycle: cycle + cycles - 1 }),
    });
    cycle += cycles;
  }
  return schedule;
}

/** The dose of refill cycle `cycle` (1 = the first order) for a patient who started at `startStep`. */
export function doseForCycle(titration: Titration, startStep: number, cycle: number): string {
  const schedule = doseSchedule(titration, startStep);
  const at = schedule.find((s) => cycle >= s.fromCycle && (s.toCycle === undefined || cycle <= s.toCycle));
  return (at ?? schedule[schedule.length - 1] ?? { dose: doseText(titration, startStep) }).dose;
}

/** A line of a cart: the product and, for a titrated product, the dose asked for (its starting dose or nothing). */
export interface CartLine {
  med: number;
  dosage?: string;
}

/** Why a cart breaks the flow's eligibility: the rule and a sentence naming it and the products. */
export interface CartViolation {
  rule: string;
  title: string;
  message: string;
}

/**
 * The first rule a cart breaks, or undefined when the answers allow it: a product not offered, more products of a
 * limit than it allows, or a titrated product asked for at a dose other than its starting dose.
 */
export function cartViolation(offer: Offer, cart: readonly CartLine[]): CartViolation | undefined {
  const byMed = new Map(offer.products.map((offered) => [offered.product.med, offered]));
  for (const line of cart) {
    const offered = byMed.get(line.med);
    if (!offered) continue; // not a product of the catalog: the caller refuses it on its own
    if (offered.excludedBy) {
      const rule = offered.excludedBy;
      return {
        rule: rule.name,
        title: rule.title,
        message: `${offered.product.name} is not available with your answers (${rule.title}).`,
      };
    }
    const titration = offered.product.titration;
    if (titration && line.dosage !== undefined && !namesDose(titration, offered.startStep, line.dosage)) {
      return {
        rule: offered.startRule?.name ?? 'starting_dose',
        title: offered.startRule?.title ?? 'A titrated medication starts at the first step of its schedule',
        message: `${offered.product.name} starts at ${doseText(titration, offered.startStep)}; your clinician raises the dose as your schedule says.`,
      };
    }
  }
  for (const limit of offer.limits) {
    const chosen = cart.flatMap((line) => {
      const product = byMed.get(line.med)?.product;
      return product && selects(limit.selector, product) ? [product.name] : [];
    });
    if (chosen.length > limit.max)
      return {
        rule: limit.rule.name,
        title: limit.rule.title,
        message: `${limit.rule.title}: choose ${limit.max === 1 ? 'one' : `at most ${limit.max}`} of ${chosen.join(' and ')}.`,
      };
  }
  return undefined;
}

/**
 * Every cart the answers allow, for the analysis: each set of offered products within the limits, each titrated
 * product at its starting step. Small catalogs only (a tenant sells a handful of products): 2^n sets.
 */
export function allowedCarts(offer: Offer): OfferedProduct[][] {
  const offered = offer.products.filter((p) => !p.excludedBy).slice(0, 12);
  const carts: OfferedProduct[][] = [];
  for (let mask = 1; mask < 1 << offered.length; mask += 1) {
    const cart = offered.filter((_, at) => (mask >> at) & 1);
    const within = offer.limits.every(
      (limit) => cart.filter((p) => selects(limit.selector, p.product)).length <= limit.max,
    );
    if (within) carts.push(cart);
  }
  return carts;
}

/** How an assertion's order tests are judged for one cart. */
export function orderTests(cart: readonly OfferedProduct[]): (test: OrderTest) => boolean {
  return (test) => {
    const matching = cart.filter((line) => selects(test.order, line.product));
    if (test.at_least !== undefined) return matching.length >= test.at_least;
    return matching.some((line) => line.startStep > (test.starting_step_above ?? Number.POSITIVE_INFINITY));
  };
}
