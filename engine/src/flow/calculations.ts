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

/** Every calculation of the flow with its value for the path's answers, in the flow's order. */
export function calculationsOf(index: FlowIndex, answers: StartData, asOf: string): CalculatedValue[] {
  const scope = { index, answers, asOf };
  return (index.flow.calculations ?? []).map((calculation) => {
    const value = valueOf(scope, `calc.${calculation.name}`);
    const rounded = value === undefined ? undefined : value.toFixed(calculation.decimals ?? 1);
    return {
      name: calculation.name,
      title: calculation.title,
      ...(calculation.unit === undefined ? {} : { unit: calculation.unit }),
      value,
      text: rounded === undefined ? undefined : calculation.unit ? `${rounded} ${calculation.unit}` : rounded,
    };
  });
}
