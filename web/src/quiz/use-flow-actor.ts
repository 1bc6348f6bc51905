import type { CompiledFlow } from '@telehealth/engine';
import type { StartData } from '@telehealth/schemas';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { createActor } from 'xstate';

/**
 * Runs a compiled flow's machine for a screen: started where the given answers lead (the engine's RESUME), so a
 * reload or a later visit goes on where the patient was. Screens read the snapshot and send events; which question
 * comes next, hard stops and checkout are the machine's to decide.
 */
export function useFlowActor(compiled: CompiledFlow, asOf: string, resumeFrom?: StartData) {
  // Computed once per mount: the machine's state after the stored answers, as a persisted snapshot.
  const [initial] = useState(() => {
    const actor = createActor(compiled.machine, { input: { asOf } });
    actor.start();
    if (resumeFrom && Object.keys(resumeFrom).length > 0)
      actor.send({ type: 'RESUME', startData: resumeFrom });
    const persisted = actor.getPersistedSnapshot();
    actor.stop();
    return persisted;
  });
  const actorRef = useActorRef(compiled.machine, { input: { asOf }, snapshot: initial });
  const snapshot = useSelector(actorRef, (current) => current);
  return { actorRef, snapshot };
}
