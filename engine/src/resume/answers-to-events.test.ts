import { loadCatalog } from '@telehealth/flows';
import type { StartData } from '@telehealth/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';

import { eventsForPath } from '../analyze/drive-path.js';
import { enumeratePaths } from '../analyze/paths.js';
import { question, smallFlow } from '../testing/small-flow.js';
import { compileFlow } from '../compile/compile-document.js';
import { type CompiledFlow, type IntakeMachine } from '../compile/compile-flow.js';
import type { IntakeEvent } from '../compile/decide.js';
import { isContent } from '../flow/question-kind.js';
import { generateFlow } from '../testing/generate-flow.js';
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

/**
 * A value as Postgres `jsonb` hands it back: object keys ordered by length, then bytewise (so a stored answer
 * `{ value, question, detail }` comes back as `{ value, detail, question }`).
 */
function asJsonb(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonb);
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((key) => [key, asJsonb((value as Record<string, unknown>)[key])]));
}

describe('answersToEvents on a save that only goes forward', () => {
  // The small flow, with a free-text detail asked on question 3 ("Do you take medications?").
  const flow = smallFlow();
  flow.questions[2] = { ...flow.questions[2]!, free_field: 'Please list them' };
  flow.questions[3] = question({ id: 4, type: 'text', title: 'Since when?', next: 5, prev: 3 });
  const compiled = compileFlow(flow);
  const q1 = { value: '1980-05-17', question: 'Date of birth' };
  const q2 = { value: 'No', question: 'Are you pregnant?' };
  const q3 = { value: 'Yes', question: 'Do you take medications?', detail: 'metformin 500 mg' };

  it('logs only the new answer when the stored answers come back from Postgres with their keys reordered', () => {
    const stored = asJsonb({ '1': q1, '2': q2, '3': q3 }) as StartData;
    expect(Object.keys(stored['3']!)).toEqual(['value', 'detail', 'question']);
    const change = answersToEvents(
      compiled.index,
      stored,
      { '1': q1, '2': q2, '3': q3, '4': { value: '2020', question: 'Since when?' } },
      asOf,
    );
    // Question 4 leads past the content screen 5 to the consent 6.
    expect(change.ok && change.events).toEqual([
      { type: 'ANSWER', questionId: 4, value: '2020' },
      { type: 'CONTINUE' },
    ]);
  });

  it('logs the answer with its detail, trimmed, when the save adds an answer and its detail', () => {
    const change = answersToEvents(
      compiled.index,
      asJsonb({ '1': q1, '2': q2 }) as StartData,
      { '1': q1, '2': q2, '3': { ...q3, detail: '  metformin 500 mg ' } },
      asOf,
    );
    expect(change.ok && change.events).toEqual([
      { type: 'ANSWER', questionId: 3, value: 'Yes', detail: 'metformin 500 mg' },
    ]);
    expect(change.ok && change.walk.answers['3']).toEqual(q3);
  });

  it('sees no change in an answer saved again in another form', () => {
    const stored = asJsonb({ '1': q1, '2': q2, '3': q3 }) as StartData;
    for (const again of [
      { ...q3, detail: ` ${q3.detail}\n` },
      { value: ' Yes ', detail: q3.detail, question: 'the storefront sent another title' },
    ]) {
      expect(answersToEvents(compiled.index, stored, { '1': q1, '2': q2, '3': again }, asOf)).toMatchObject({
        ok: true,
        events: [],
      });
    }
    // A detail the question does not ask for, or an empty one, is no detail.
    expect(answersToEvents(compiled.index, { '1': q1 }, { '1': { ...q1, detail: 'x' } }, asOf)).toMatchObject(
      { ok: true, events: [] },
    );
    expect(
      answersToEvents(
        compiled.index,
        { '1': q1, '2': q2, '3': { ...q3, detail: undefined } },
        { '1': q1, '2': q2, '3': { ...q3, detail: '  ' } },
        asOf,
      ),
    ).toMatchObject({ ok: true, events: [] });
  });

  it('still goes back when the patient changed an earlier detail', () => {
    const stored = { '1': q1, '2': q2, '3': q3, '4': { value: '2020', question: '' } };
    const change = answersToEvents(
      compiled.index,
      asJsonb(stored) as StartData,
      { ...stored, '3': { ...q3, detail: 'metformin 1000 mg' } },
      asOf,
    );
    expect(change.ok && change.events.map((e) => e.type)).toEqual([
      ...['BACK', 'BACK', 'BACK'], // from the consent 6 back past the content screen 5 and question 4 to 3
      ...['ANSWER', 'ANSWER', 'CONTINUE'],
    ]);
  });
});

/** Flows with free-text details: generated ones (every third question) and the tenants' intakes. */
const flowsWithDetails = fc.oneof(
  fc
    .record({ size: fc.integer({ min: 2, max: 30 }), seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }) })
    .map(({ size, seed }) => generateFlow(size, seed)),
  fc.constantFrom(
    ...loadCatalog()
      .tenants.flatMap(({ flows }) => flows)
      .filter((flow) => flow.key !== 'quiz'),
  ),
);

describe('answersToEvents over random walks with free-text details', () => {
  it('a save that extends the stored answers logs no BACK, and its events replay to the same state and answers', () => {
    fc.assert(
      fc.property(
        flowsWithDetails,
        fc.nat(),
        fc.array(fc.option(fc.string({ maxLength: 12 }), { nil: undefined }), {
          minLength: 40,
          maxLength: 40,
        }),
        fc.nat(),
        fc.nat(),
        (flow, pickPath, details, pickFrom, pickTo) => {
          const compiled = compileFlow(flow);
          const { paths } = enumeratePaths(compiled.index, { limit: 50 });
          const walked = eventsForPath(compiled.index, paths[pickPath % paths.length]!, asOf) ?? [];
          // The patient's walk, some answers with a detail (any text: blank, padded, or none).
          const events: IntakeEvent[] = walked.map((event, i) =>
            event.type === 'ANSWER' && details[i % details.length] !== undefined
              ? { ...event, detail: details[i % details.length] }
              : event,
          );
          let [snapshot] = initialTransition(compiled.machine, { asOf });
          const saves: Snapshot[] = [];
          for (const event of events) {
            [snapshot] = transition(compiled.machine, snapshot, event);
            const state = String(snapshot.value);
            const screen = compiled.index.questions.get(Number(state.slice(1)));
            // What a server can hold: from the first question on, never resting on a content screen.
            if (!state.startsWith('lead') && !(state.startsWith('q') && screen && isContent(screen)))
              saves.push(snapshot);
          }
          const open = saves.filter((s) => s.status !== 'done');
          if (open.length === 0) return;
          const from = open[pickFrom % open.length]!;
          const later = saves.slice(saves.indexOf(from));
          const to = later[pickTo % later.length]!;

          // Stored as Postgres returns it; sent as the storefront's machine holds it.
          const change = answersToEvents(
            compiled.index,
            asJsonb(from.context.answers) as StartData,
            to.context.answers,
            asOf,
          );
          if (!change.ok) throw new Error(change.refusal.message);
          expect(change.events.filter((e) => e.type !== 'ANSWER' && e.type !== 'CONTINUE')).toEqual([]);
          const reached = apply(compiled, from, change);
          expect(String(reached.value)).toBe(String(to.value));
          expect(reached.context.answers).toEqual(to.context.answers);
          expect(change.walk.answers).toEqual(to.context.answers);
        },
      ),
      { numRuns: 200 },
    );
  });
});
