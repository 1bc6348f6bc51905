import { loadCatalog } from '@telehealth/flows';
import type { FlowVersion, StartData } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { calculatedValuesOf, calculationsOf, roundTo } from './calculations.js';
import { indexFlow } from './flow-index.js';

const evenwell = loadCatalog().tenants.find((t) => t.tenant.id === 7)!;
const intake = evenwell.flows.find((f) => f.key === 'intake' && f.status === 'published') as FlowVersion;
const AS_OF = '2026-01-01';
/** Evenwell's intake v2: question 4 asks height and weight, question 5 the goal weight. */
const heightWeight = (feet: number, inches: number, pounds: number): StartData => ({
  '4': { value: { feet, inches, pounds }, question: 'What is your current height and weight?' },
});
const goal = (pounds: number): StartData => ({
  '5': { value: pounds, question: 'What is your goal weight?' },
});

describe('calculatedValuesOf: what the answers give beside them', () => {
  const index = indexFlow(intake);

  it("gives the BMI of the height and weight, then the flow's calculations, each with its shown text", () => {
    expect(calculatedValuesOf(index, { ...heightWeight(5, 10, 230), ...goal(200) }, AS_OF)).toEqual([
      { name: 'bmi.4', title: 'BMI', value: (703 * 230) / 70 ** 2, text: '33.0' },
      {
        name: 'pounds_to_lose',
        title: 'Pounds to lose to reach the goal weight',
        unit: 'lb',
        value: 30,
        text: '30.0 lb',
      },
    ]);
  });

  it('leaves out what reads an answer the path lacks', () => {
    expect(calculatedValuesOf(index, heightWeight(5, 6, 200), AS_OF)).toEqual([
      { name: 'bmi.4', title: 'BMI', value: (703 * 200) / 66 ** 2, text: '32.3' },
    ]);
    expect(calculatedValuesOf(index, goal(170), AS_OF)).toEqual([]);
    expect(calculatedValuesOf(index, {}, AS_OF)).toEqual([]);
  });

  it('rounds the shown BMI, never the value the rules compare', () => {
    // 5 ft 10 in and 193 lb: BMI 27.6896, shown as 27.7.
    const [bmi] = calculatedValuesOf(index, heightWeight(5, 10, 193), AS_OF);
    expect(bmi?.text).toBe('27.7');
    expect(bmi?.value).toBe((703 * 193) / 70 ** 2);
  });

  it('shows a calculation without decimals or unit with one decimal and no unit', () => {
    const flow: FlowVersion = {
      ...intake,
      calculations: [
        { name: 'half', title: 'Half the weight', value: { quotient: ['weight.4', 2] } },
        { name: 'exact', title: 'Weight', unit: 'lb', decimals: 0, value: 'weight.4' },
      ],
    };
    expect(calculatedValuesOf(indexFlow(flow), heightWeight(5, 10, 201), AS_OF).slice(1)).toEqual([
      { name: 'half', title: 'Half the weight', value: 100.5, text: '100.5' },
      { name: 'exact', title: 'Weight', unit: 'lb', value: 201, text: '201 lb' },
    ]);
    expect(calculationsOf(indexFlow(flow), {}, AS_OF).map((c) => c.text)).toEqual([undefined, undefined]);
  });
});

describe('roundTo', () => {
  it('rounds halves away from zero on the decimals a person reads', () => {
    expect(roundTo(30.25, 1)).toBe(30.3);
    expect(roundTo(-30.25, 1)).toBe(-30.3);
    expect(roundTo(27.6896, 1)).toBe(27.7);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(12.3456, 3)).toBe(12.346);
  });
});
