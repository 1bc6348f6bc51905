import { loadCatalog } from '@telehealth/flows';
import type { StartData } from '@telehealth/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';

import { eventsForPath } from '../analyze/drive-path.js';
import { enumeratePaths } from '../analyze/paths.js';
import { smallFlow } from '../__fixtures__/small-flow.js';
import { compileFlow, type CompiledFlow, type IntakeMachine } from '../compile/compile-flow.js';
import { isContent } from '../flow/flow-index.js';
import { answersToEvents } from './answers-to-events.js';

const asOf = '2026-11-22';
type Snapshot = SnapshotFrom<IntakeMachine>;

/** Every prefix of every path of a flow: the snapshot after it and the answers stored at that point. */
function prefixesOf(compiled: CompiledFlow): { snapshot: Snapshot; answers: StartData }[] {
  const prefixes: { snapshot: Snapshot; answers: StartData }[] = [];
  for (const path of enumeratePaths(compiled.index, { limit: 2000 }).paths) {
    let [snapshot] = initialTransition(compiled.machine, { asOf });
    for (const event of eventsForPath(compiled.index, path, asOf) ?? []) {
      [snapshot] = transition(compiled.machine, snapshot, event);
      // Stored answers exist from the first question on (past the lead steps), and lead past content screens,
      // which need no answer: the prefixes a server can hold.
      const state = String(snapshot.value);
      const screen = compiled.index.questions.get(Number(state.slice(1)));
      if (
        !['leadQualify', 'leadIntro'].includes(state) &&
        !(state.startsWith('q') && screen && isContent(screen))
      )
        prefixes.push({ snapshot, answers: snapshot.context.answers });
    }
  }
  return prefixes;
}

function apply(compiled: CompiledFlow, from: Snapshot, events: ReturnType<typeof answersToEvents>) {
  if (!events.ok) throw new Error(events.refusal.message);
  let snapshot = from;
  for (const event of events.events) {
    const [next] = transition(compiled.machine, snapshot, event);
    expect(next, `${JSON.stringify(event)} was rejected in ${String(snapshot.value)}`).not.toBe(snapshot);
    snapshot = next;
  }
  return snapshot;
}

describe('answersToEvents', () => {
  const compiled = compileFlow(smallFlow());
  const [start] = initialTransition(compiled.machine, { asOf });
  const [atLeadIntro] = transition(compiled.machine, start, { type: 'CONTINUE' });
  const [atFirst] = transition(compiled.machine, atLeadIntro, { type: 'CONTINUE' });
  const q1 = { value: '1980-05-17', question: 'x' };

  it('answers forward from where the stored answers stop', () => {
    const change = answersToEvents(compiled.index, {}, { '1': q1, '2': { value: 'No', question: '' } }, asOf);
    expect(change.ok && change.events).toEqual([
      { type: 'ANSWER', questionId: 1, value: '1980-05-17' },
      { type: 'ANSWER', questionId: 2, value: 'No' },
    ]);
    expect(String(apply(compiled, atFirst, change).value)).toBe('q3');
  });

  it('goes back before answering again when an earlier answer changed', () => {
    const stored = { '1': q1, '2': { value: 'No', question: '' } };
    const after = apply(compiled, atFirst, answersToEvents(compiled.index, {}, stored, asOf));
    const change = answersToEvents(
      compiled.index,
      stored,
      { '1': { value: '1990-01-01', question: '' } },
      asOf,
    );
    expect(change.ok && change.events.map((e) => e.type)).toEqual(['BACK', 'BACK', 'ANSWER']);
    const snapshot = apply(compiled, after, change);
    expect(String(snapshot.value)).toBe('q2');
    expect(Object.keys(snapshot.context.answers)).toEqual(['1']);
  });

  it('changes nothing when the same answers are saved again', () => {
    const stored = { '1': q1 };
    expect(answersToEvents(compiled.index, stored, { ...stored }, asOf)).toMatchObject({
      ok: true,
      events: [],
    });
  });

  it('names an invalid answer and an unknown question', () => {
    expect(answersToEvents(compiled.index, {}, { '1': { value: 'soon', question: '' } }, asOf)).toMatchObject(
      {
        ok: false,
        refusal: { code: 'INVALID_ANSWER', questionId: 1 },
      },
    );
    expect(answersToEvents(compiled.index, {}, { '99': q1 }, asOf)).toMatchObject({
      ok: false,
      refusal: { code: 'UNKNOWN_QUESTION', questionIds: [99], message: 'This flow has no question 99' },
    });
  });
});

describe.each(
  loadCatalog()
    .tenants.flatMap(({ flows }) => flows)
    .filter((flow) => flow.key === 'intake')
    .map((flow) => [`tenant ${flow.tenant_id} intake`, flow] as const),
)('answersToEvents on %s', (_, flow) => {
  const compiled = compileFlow(flow);
  const prefixes = prefixesOf(compiled);

  it('takes any stored intake to any other set of answers through events the machine accepts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: prefixes.length - 1 }),
        fc.integer({ min: 0, max: prefixes.length - 1 }),
        (from, to) => {
          const stored = prefixes[from]!;
          const target = prefixes[to]!;
          const change = answersToEvents(compiled.index, stored.answers, target.answers, asOf);
          if (stored.snapshot.status === 'done') {
            // Checkout and hard stops are final: only the same answers may be saved again.
            const same = JSON.stringify(stored.answers) === JSON.stringify(target.answers);
            return same ? change.ok && change.events.length === 0 : !change.ok;
          }
          const reached = apply(compiled, stored.snapshot, change);
          expect(String(reached.value)).toBe(String(target.snapshot.value));
          expect(reached.context.answers).toEqual(target.answers);
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });
});
