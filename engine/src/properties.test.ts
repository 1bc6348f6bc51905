// Properties over generated valid flows (fast-check picks the size and the seed of each flow).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';

import { analyzeFlow, hasErrors } from './analyze/analyze-flow.js';
import { eventsForPath } from './analyze/drive-path.js';
import { enumeratePaths } from './analyze/paths.js';
import { compileFlow } from './compile/compile-document.js';
import { replayIntake } from './replay/replay-intake.js';
import { generateFlow } from './testing/generate-flow.js';

const asOf = '2026-11-22';
const flows = fc.record({
  size: fc.integer({ min: 2, max: 40 }),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
});

describe('on generated valid flows', () => {
  it('every enumerated path ends at checkout or a hard stop, and the machine walks it', () => {
    fc.assert(
      fc.property(flows, ({ size, seed }) => {
        const flow = generateFlow(size, seed);
        expect(hasErrors(analyzeFlow(flow))).toBe(false);
        const compiled = compileFlow(flow);
        const summary = enumeratePaths(compiled.index, { limit: 25 });
        expect(summary.toDeadEnd).toBe(0n);
        for (const path of summary.paths) {
          expect(path.end === 'checkout' || path.end === 'hard-stop').toBe(true);
          const events = eventsForPath(compiled.index, path, asOf);
          expect(events).toBeDefined();
          const result = replayIntake(compiled, { asOf, events: (events ?? []).map((event) => ({ event })) });
          expect(result.firstRejected).toBeUndefined();
          expect(result.final.state).toBe(path.states.at(-1));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('replaying the events of a run reproduces its final state', () => {
    fc.assert(
      fc.property(flows, fc.integer({ min: 0, max: 1000 }), ({ size, seed }, pick) => {
        const compiled = compileFlow(generateFlow(size, seed));
        const { paths } = enumeratePaths(compiled.index, { limit: 50 });
        const path = paths[pick % paths.length]!;
        const events = eventsForPath(compiled.index, path, asOf) ?? [];
        let [snapshot] = initialTransition(compiled.machine, { asOf });
        for (const event of events) [snapshot] = transition(compiled.machine, snapshot, event);
        const replayed = replayIntake(compiled, { asOf, events: events.map((event) => ({ event })) });
        expect(replayed.final.state).toBe(String(snapshot.value));
        expect(replayed.final.context).toEqual(snapshot.context);
      }),
      { numRuns: 60 },
    );
  });

  it('ANSWER then BACK restores the state before the answer', () => {
    fc.assert(
      fc.property(
        flows,
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        ({ size, seed }, pickPath, pickStep) => {
          const compiled = compileFlow(generateFlow(size, seed));
          const { paths } = enumeratePaths(compiled.index, { limit: 50 });
          const events = eventsForPath(compiled.index, paths[pickPath % paths.length]!, asOf) ?? [];
          const answers = events.map((e, i) => [e, i] as const).filter(([e]) => e.type === 'ANSWER');
          if (answers.length === 0) return;
          const [answer, at] = answers[pickStep % answers.length]!;
          let [before] = initialTransition(compiled.machine, { asOf });
          for (const event of events.slice(0, at)) [before] = transition(compiled.machine, before, event);
          const [after] = transition(compiled.machine, before, answer);
          if (after.status === 'done') return; // checkout and hard stops are final: there is no BACK from them
          const [back] = transition(compiled.machine, after, { type: 'BACK' });
          expect(back.value).toEqual(before.value);
          expect(back.context).toEqual(before.context);
        },
      ),
      { numRuns: 100 },
    );
  });
});
