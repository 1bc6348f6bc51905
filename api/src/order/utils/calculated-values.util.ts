import { asOfDay, calculatedValuesOf, walkAnswers, type FlowIndex } from '@telehealth/engine';
import type { CalculatedValue, StartData } from '@telehealth/schemas';

/**
 * The values an order's answers give on the flow version it is pinned to (the engine's `calculatedValuesOf`): the
 * BMI, then the flow's calculations, from the answers on the intake's path (`walkAnswers`, as of the day the order
 * was created), so an answer left off the path counts for nothing. A value the path lacks is left out. Staff read
 * them on the order, the clinician with the visit; the FHIR export writes the calculations as its calculated items.
 */
export function orderCalculatedValues(
  index: FlowIndex,
  startData: StartData,
  createdAt: Date,
): CalculatedValue[] {
  const asOf = asOfDay(createdAt);
  return calculatedValuesOf(index, walkAnswers(index, startData, asOf).answers, asOf);
}
