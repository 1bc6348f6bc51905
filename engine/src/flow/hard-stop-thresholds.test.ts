// Measured hard stops compare the exact measure: a BMI is never rounded before it is compared, an age is the whole
// years completed, a number is taken as given.
import type { HardStopCondition, Question } from '@telehealth/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { question, smallFlow } from '../testing/small-flow.js';
import { checkAnswer } from './answer-validity.js';
import { indexFlow } from './flow-index.js';
import { routeAnswer } from './routing.js';

const asOf = '2026-11-22';

/** Whether answering `value` to a question stopping on `when` ends the intake, as the machine decides. */
function stops(type: Question['type'], when: HardStopCondition, value: unknown, on = asOf): boolean {
  const flow = smallFlow();
  const stopping = question({
    id: 1,
    type,
    next: 2,
    is_hard_stop: true,
    hard_stop_when: when,
    hard_stop_message: 'Stop.',
  });
  flow.questions[0] = stopping;
  const index = indexFlow(flow);
  const checked = checkAnswer(stopping, value, on);
  if (!checked.ok) throw new Error(checked.reason);
  const route = routeAnswer(index, stopping, checked.value, on);
  return route.ok && route.to.kind === 'stop';
}

const exactBmi = (feet: number, inches: number, pounds: number) =>
  (703 * pounds) / ((feet * 12 + inches) * (feet * 12 + inches));

// The HeightWeight schema's bounds.
const HEIGHT_WEIGHT_BOUNDS = {
  feet: { min: 3, max: 8 },
  inches: { min: 0, max: 11 },
  pounds: { min: 50, max: 1000 },
};

const heights = fc.record({
  feet: fc.integer({ min: HEIGHT_WEIGHT_BOUNDS.feet.min, max: HEIGHT_WEIGHT_BOUNDS.feet.max }),
  inches: fc.integer({ min: HEIGHT_WEIGHT_BOUNDS.inches.min, max: HEIGHT_WEIGHT_BOUNDS.inches.max }),
});
const weights = fc.double({
  min: HEIGHT_WEIGHT_BOUNDS.pounds.min,
  max: HEIGHT_WEIGHT_BOUNDS.pounds.max,
  noNaN: true,
});
const bmiThresholds = fc.double({ min: 3, max: 550, noNaN: true });

describe('BMI hard stops', () => {
  it('stop 5 ft 9 in and 182.6 lb (BMI 26.96, shown as 27.0) at "below 27"', () => {
    const answer = { feet: 5, inches: 9, pounds: 182.6 };
    expect(stops('height_weight', { measure: 'bmi', below: 27 }, answer)).toBe(true);
    expect(stops('height_weight', { measure: 'bmi', above: 26.96 }, answer)).toBe(true);
    const checked = checkAnswer(question({ id: 1, type: 'height_weight' }), answer, asOf);
    const bmi = checked.ok ? (checked.value as { bmi: number }).bmi : Number.NaN;
    expect(bmi).toBeCloseTo(26.9624, 4);
    expect(bmi.toFixed(1)).toBe('27.0'); // rounded for display only
  });

  it('decide exactly as 703 × lb / in² compared with the threshold, for any height, weight and threshold', () => {
    // Thresholds anywhere, and thresholds within 0.2 of the patient's BMI, where rounding would decide wrongly.
    const offsets = fc.oneof(
      bmiThresholds.map((threshold) => ({ threshold })),
      fc.double({ min: -0.2, max: 0.2, noNaN: true }).map((offset) => ({ offset })),
    );
    fc.assert(
      fc.property(heights, weights, offsets, ({ feet, inches }, pounds, pick) => {
        const bmi = exactBmi(feet, inches, pounds);
        const threshold = 'threshold' in pick ? pick.threshold : bmi + pick.offset;
        const answer = { feet, inches, pounds };
        expect(stops('height_weight', { measure: 'bmi', below: threshold }, answer)).toBe(bmi < threshold);
        expect(stops('height_weight', { measure: 'bmi', above: threshold }, answer)).toBe(bmi > threshold);
      }),
      { numRuns: 500 },
    );
  });

  it('put weights just below and just above a threshold on the right side', () => {
    fc.assert(
      fc.property(
        heights,
        fc.double({ min: 15, max: 60, noNaN: true }),
        fc.double({ min: 1e-9, max: 0.05, noNaN: true }),
        ({ feet, inches }, threshold, step) => {
          const at = (threshold * (feet * 12 + inches) ** 2) / 703;
          const lighter = { feet, inches, pounds: at * (1 - step) };
          const heavier = { feet, inches, pounds: at * (1 + step) };
          const { min, max } = HEIGHT_WEIGHT_BOUNDS.pounds;
          fc.pre(lighter.pounds >= min && heavier.pounds <= max);
          expect(stops('height_weight', { measure: 'bmi', below: threshold }, lighter)).toBe(true);
          expect(stops('height_weight', { measure: 'bmi', below: threshold }, heavier)).toBe(false);
          expect(stops('height_weight', { measure: 'bmi', above: threshold }, heavier)).toBe(true);
          expect(stops('height_weight', { measure: 'bmi', above: threshold }, lighter)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('age hard stops', () => {
  const days = fc.integer({ min: 0, max: 40_000 });
  const isoDaysAfter = (start: string, n: number) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  it('compare the whole years completed, so a patient is 18 from their 18th birthday on', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: 1, max: 100 }), (bornDay, years) => {
        const born = isoDaysAfter('1920-01-01', bornDay);
        const [y, m, d] = born.split('-').map(Number) as [number, number, number];
        fc.pre(!(m === 2 && d === 29)); // a 29 February birthday has no anniversary in most years
        const birthday = `${y + years}-${born.slice(5)}`;
        const dayBefore = isoDaysAfter(birthday, -1);
        fc.pre(birthday <= '2100-01-01');
        const when = { measure: 'age', below: years } as const;
        expect(stops('date_of_birth', when, born, birthday)).toBe(false);
        expect(stops('date_of_birth', when, born, dayBefore)).toBe(true);
        expect(stops('date_of_birth', { measure: 'age', above: years - 1 }, born, birthday)).toBe(true);
        expect(stops('date_of_birth', { measure: 'age', above: years - 1 }, born, dayBefore)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('number hard stops', () => {
  it('compare the number as answered, however close to the threshold', () => {
    const numbers = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(numbers, numbers, (value, threshold) => {
        expect(stops('number', { measure: 'value', below: threshold }, value)).toBe(value < threshold);
        expect(stops('number', { measure: 'value', above: threshold }, String(value))).toBe(
          value > threshold,
        );
      }),
      { numRuns: 500 },
    );
  });
});
