import type { StartData } from '@telehealth/schemas';

import { valueOf } from './conditions.js';
import type { FlowIndex } from './flow-index.js';

/** A calculated value of a path, as review pages, the clinician and exports show it. */
export interface CalculatedValue {
  name: string;
  title: string;
  unit?: string;
  /** The exact value the rules compare; undefined when a value it reads is missing on this path. */
  value: number | undefined;
  /** The value rounded to the calculation's `decimals` (1 when it names none), with its unit: "30.5 lb". */
  text: string | undefined;
}

/** A calculated value the path's answers give: its exact value and the text shown are known. */
export type KnownCalculatedValue = CalculatedValue & { value: number; text: string };

/** The decimals a calculation is shown with when it names none (and a BMI's). */
const DEFAULT_DECIMALS = 1;

/**
 * A value rounded to `decimals` places, halves away from zero on the decimal digits a person reads (30.25 → 30.3),
 * as every display and export of a calculation writes it.
 */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
}

const shown = (value: number, decimals: number, unit: string | undefined): string => {
  const text = roundTo(value, decimals).toFixed(decimals);
  return unit ? `${text} ${unit}` : text;
};

/** Every calculation of the flow with its value for the path's answers, in the flow's order. */
export function calculationsOf(index: FlowIndex, answers: StartData, asOf: string): CalculatedValue[] {
  const scope = { index, answers, asOf };
  return (index.flow.calculations ?? []).map((calculation) => {
    const value = valueOf(scope, `calc.${calculation.name}`);
    return {
      name: calculation.name,
      title: calculation.title,
      ...(calculation.unit === undefined ? {} : { unit: calculation.unit }),
      value,
      text:
        value === undefined
          ? undefined
          : shown(value, calculation.decimals ?? DEFAULT_DECIMALS, calculation.unit),
    };
  });
}

/**
 * What a path's answers give beside them, as the review page, staff and the clinician read it: the BMI of each
 * height and weight answered (the measure the rules read as `bmi.{id}`; name `bmi.{id}`, title "BMI", one decimal),
 * then each calculation of the flow (`calculationsOf`), in the flow's order. A value that reads an answer the path
 * lacks is left out. `answers` are the path's (the machine's, or `walkAnswers` of recorded ones).
 */
export function calculatedValuesOf(
  index: FlowIndex,
  answers: StartData,
  asOf: string,
): KnownCalculatedValue[] {
  const scope = { index, answers, asOf };
  const bmis = index.flow.questions.flatMap((question): KnownCalculatedValue[] => {
    if (question.type !== 'height_weight') return [];
    const name = `bmi.${question.id}` as const;
    const value = valueOf(scope, name);
    return value === undefined
      ? []
      : [{ name, title: 'BMI', value, text: shown(value, DEFAULT_DECIMALS, undefined) }];
  });
  const calculations = calculationsOf(index, answers, asOf).filter(
    (calculation): calculation is KnownCalculatedValue => calculation.value !== undefined,
  );
  return [...bmis, ...calculations];
}
