/**
 * The pages a patient passed before the intake's first step (the quiz, which ends at lead-qualify), carried in the
 * router's location state from page to page so the intake's "Step N of M" goes on from the quiz's count instead of
 * starting again at 1. A visit opened any other way (a link, a resume, another tab) starts at 1.
 */
export interface StepsBeforeState {
  stepsBefore: number;
}

/** The steps carried by a location's state, 0 when none. */
export function stepsBeforeOf(locationState: unknown): number {
  if (typeof locationState !== 'object' || locationState === null) return 0;
  const steps = (locationState as Partial<StepsBeforeState>).stepsBefore;
  return typeof steps === 'number' && Number.isInteger(steps) && steps > 0 && steps < 1000 ? steps : 0;
}

/** The location state that carries `steps` on to the next page (none when there are none). */
export const carryStepsBefore = (steps: number): StepsBeforeState | undefined =>
  steps > 0 ? { stepsBefore: steps } : undefined;
