import type { IntakeMachine } from '@telehealth/engine';
import type { StartData } from '@telehealth/schemas';
import { createActor } from 'xstate';

/**
 * A compiled flow's machine, started and, given answers, resumed where they lead (the engine's RESUME), so a reload
 * or a later visit goes on where the patient was.
 */
export function startFlowActor(machine: IntakeMachine, asOf: string, resumeFrom?: StartData) {
  const actor = createActor(machine, { input: { asOf } });
  actor.start();
  if (resumeFrom !== undefined) actor.send({ type: 'RESUME', startData: resumeFrom });
  return actor;
}
