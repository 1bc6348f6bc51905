import { loadCatalog } from '@telehealth/flows';
import type { FlowVersion, StartData } from '@telehealth/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';

import { smallFlow } from '../testing/small-flow.js';
import { eventsForPath } from '../analyze/drive-path.js';
import { enumeratePaths } from '../analyze/paths.js';
import { compileFlow } from '../compile/compile-document.js';
import { type CompiledFlow } from '../compile/compile-flow.js';
import { generateFlow } from '../testing/generate-flow.js';
import { logAnswerSave, logNewIntake, recordedEvent, type IntakeLogEntry } from './intake-log.js';
import { replayIntake } from './replay-intake.js';

const asOf = '2026-11-22';
const dob = { value: '1980-05-17', question: 'Date of birth' };
const notPregnant = { value: 'No', question: 'Are you pregnant?' };

describe('logNewIntake', () => {
  it('logs the lead steps, the first one as create, and ends where the first answer is due', () => {
    const log = logNewIntake(compileFlow(smallFlow()), asOf);
    expect(log.map((entry) => [entry.kind, entry.machineEvent.type, entry.state])).toEqual([
      ['create', 'CONTINUE', 'leadIntro'],
      ['continue', 'CONTINUE', 'q1'],
    ]);
  });

  it('walks past the content screens before the first question of a flow without lead steps', () => {
    const [, , ...rest] = smallFlow().steps;
    const flow = smallFlow({ steps: rest as FlowVersion['steps'] });
    expect(flow.steps.map((step) => step.kind)).toEqual(['questions', 'checkout']);
    flow.questions.unshift({ ...flow.questions[4]!, id: 9, next: 1 });
    flow.first_question_id = 9;
    const log = logNewIntake(compileFlow(flow), asOf);
    expect(log.map((entry) => [entry.kind, entry.state])).toEqual([['create', 'q1']]);
  });
});

describe('logAnswerSave', () => {
  const compiled = compileFlow(smallFlow());

  it('logs each new answer with where it led', () => {
    const save = logAnswerSave(compiled, {}, { '1': dob, '2': notPregnant }, asOf);
    expect(save.ok && save.entries.map((entry) => [entry.kind, entry.questionId, entry.state])).toEqual([
      ['answer', 1, 'q2'],
      ['answer', 2, 'q3'],
    ]);
    expect(save.ok && save.state).toBe('q3');
  });

  it('logs an answer that ends the intake as hard_stop, and one that reaches checkout as checkout', () => {
    const stopped = logAnswerSave(
      compiled,
      { '1': dob },
      { '1': dob, '2': { value: 'Yes', question: '' } },
      asOf,
    );
    expect(stopped.ok && stopped.entries.map((entry) => [entry.kind, entry.state])).toEqual([
      ['hard_stop', 'stop2'],
    ]);
    const stored = { '1': dob, '2': notPregnant, '3': { value: 'No', question: '' } };
    const paid = logAnswerSave(compiled, stored, { ...stored, '6': { value: true, question: '' } }, asOf);
    // The stored answers already lead past the content screen 5 to the consent 6.
    expect(paid.ok && paid.entries.map((entry) => [entry.kind, entry.state])).toEqual([
      ['checkout', 'checkout'],
    ]);
  });

  it('logs going back before answering again', () => {
    const save = logAnswerSave(compiled, { '1': dob, '2': notPregnant }, { '1': dob }, asOf);
    expect(save.ok && save.entries.map((entry) => [entry.kind, entry.state])).toEqual([['back', 'q2']]);
  });

  it('refuses what answersToEvents refuses, and logs nothing', () => {
    expect(logAnswerSave(compiled, {}, { '99': dob }, asOf)).toMatchObject({
      ok: false,
      refusal: { code: 'UNKNOWN_QUESTION' },
    });
  });
});

/** A flow compiled, with the answers stored at every state on its paths (computed once per flow). */
const prepared = new WeakMap<FlowVersion, { compiled: CompiledFlow; saves: StartData[] }>();
function prepare(flow: FlowVersion) {
  let found = prepared.get(flow);
  if (found) return found;
  const compiled = compileFlow(flow);
  const saves: StartData[] = [];
  for (const path of enumeratePaths(compiled.index, { limit: 40 }).paths) {
    let [snapshot] = initialTransition(compiled.machine, { asOf });
    for (const event of eventsForPath(compiled.index, path, asOf) ?? []) {
      [snapshot] = transition(compiled.machine, snapshot, event);
      saves.push(snapshot.context.answers);
    }
  }
  prepared.set(flow, (found = { compiled, saves }));
  return found;
}

const catalog = loadCatalog();
// The tenants' flows and the scored instruments (whose ways on depend on the scores chosen before).
const tenantFlows = [
  ...catalog.tenants.flatMap(({ flows }) => flows).filter((flow) => flow.key !== 'quiz'),
  ...(catalog.instruments ?? []).map((instrument) => instrument.flow),
];

const flows: fc.Arbitrary<FlowVersion> = fc.oneof(
  fc
    .record({ size: fc.integer({ min: 2, max: 30 }), seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }) })
    .map(({ size, seed }) => generateFlow(size, seed)),
  fc.constantFrom(...tenantFlows),
);

describe('a written intake log', () => {
  it('replays through the flow machine to the state and answers it recorded, entry by entry', () => {
    fc.assert(
      fc.property(flows, fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (flow, picks) => {
        const { compiled, saves } = prepare(flow);
        // The order is created, then the storefront saves answer sets (forward, back, or another branch); a save
        // the server refuses (the intake already ended) writes nothing.
        const log: IntakeLogEntry[] = logNewIntake(compiled, asOf);
        let stored: StartData = {};
        let state = log.at(-1)?.state ?? compiled.config.initial;
        for (const pick of picks) {
          const save = logAnswerSave(compiled, stored, saves[pick % saves.length] ?? {}, asOf);
          if (!save.ok) continue;
          log.push(...save.entries);
          stored = save.answers;
          state = save.state;
        }

        const replay = replayIntake(compiled, { asOf, events: log.map(recordedEvent) });
        expect(replay.firstRejected).toBeUndefined();
        expect(replay.firstDivergence).toBeUndefined();
        expect(replay.final.state).toBe(state);
        expect(replay.final.context.answers).toEqual(stored);
      }),
      { numRuns: 80 },
    );
  });
});
