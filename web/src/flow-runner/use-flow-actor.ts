import type { CompiledFlow } from '@telehealth/engine';
import type { StartData } from '@telehealth/schemas';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';

import { startFlowActor } from './flow-actor';

/**
 * Runs a compiled flow's machine for a screen, started where the given answers lead (startFlowActor; no answers,
 * no RESUME). Screens read the snapshot and send events; which question comes next, hard stops and checkout are the
 * machine's to decide.
 */
export function useFlowActor(compiled: CompiledFlow, asOf: string, resumeFrom?: StartData) {
  // Computed once per mount: the machine's state after the stored answers, as a persisted snapshot.
  const [initial] = useState(() => {
    const answered = resumeFrom && Object.keys(resumeFrom).length > 0 ? resumeFrom : undefined;
    const actor = startFlowActor(compiled.machine, asOf, answered);
    const persisted = actor.getPersistedSnapshot();
    actor.stop();
    return persisted;
  });
  const actorRef = useActorRef(compiled.machine, { input: { asOf }, snapshot: initial });
  const snapshot = useSelector(actorRef, (current) => current);
  return { actorRef, snapshot };
}
