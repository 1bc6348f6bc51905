// The machine's context over long walks with BACK and changes of branch, against what the machine made when it
// copied the answers and the history on every event.
import type { StartData } from '@telehealth/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';

import { answerEntry, checkAnswer } from '../flow/answer-validity.js';
import { LEAD_INTRO, LEAD_QUALIFY, questionIdOf } from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import { possibleDestinations } from '../flow/routing.js';
import { witnessAnswer } from '../analyze/witness.js';
import { generateFlow, seededRandom } from '../testing/generate-flow.js';
import { compileFlow } from './compile-document.js';
import { type CompiledFlow, type IntakeMachine } from './compile-flow.js';
import type { IntakeEvent } from './decide.js';

const asOf = '2026-11-22';
type Snapshot = SnapshotFrom<IntakeMachine>;

/** The context as the copying machine computed it, from the event and the state it arrived in. */
interface Expected {
  state: string;
  history: string[];
  answers: StartData;
}

function expectedAfter(compiled: CompiledFlow, before: Expected, event: IntakeEvent, to: string): Expected {
  switch (event.type) {
    case 'CONTINUE':
      return { state: to, history: [...before.history, before.state], answers: before.answers };
    case 'BACK': {
      const answers = { ...before.answers };
      const previous = questionIdOf(before.history.at(-1) as string);
      if (previous !== undefined) delete answers[String(previous)];
      return { state: to, history: before.history.slice(0, -1), answers };
    }
    case 'ANSWER': {
      const question = compiled.index.questions.get(event.questionId);
      const checked = question && checkAnswer(question, event.value, asOf);
      if (!question || !checked?.ok)
        throw new Error('the walk sent an answer the machine accepted but should not');
      const entry = answerEntry(question, checked.value, event.detail);
      return {
        state: to,
        history: [...before.history, before.state],
        answers: { ...before.answers, [String(question.id)]: entry },
      };
    }
    case 'RESUME':
      throw new Error('the walk sends no RESUME');
  }
}

/** A random next event: BACK now and then, else an answer down a random branch (or CONTINUE). */
function nextEvent(compiled: CompiledFlow, snapshot: Snapshot, random: () => number): IntakeEvent {
  const state = String(snapshot.value);
  if (snapshot.context.history.length > 0 && random() < 0.3) return { type: 'BACK' };
  if (state === LEAD_QUALIFY || state === LEAD_INTRO) return { type: 'CONTINUE' };
  const question = compiled.index.questions.get(questionIdOf(state) ?? -1);
  if (!question) throw new Error(`no question at ${state}`);
  if (isContent(question)) return { type: 'CONTINUE' };
  const ways = possibleDestinations(compiled.index, question);
  // Hard stops end the walk: take them rarely.
  const onward = ways.filter((way) => way.kind !== 'stop');
  const pool = onward.length > 0 && random() < 0.95 ? onward : ways;
  const way = pool[Math.floor(random() * pool.length)];
  const value = way && witnessAnswer(compiled.index, question, way, asOf);
  if (value === undefined) throw new Error(`no answer takes question ${question.id} on`);
  return {
    type: 'ANSWER',
    questionId: question.id,
    value,
    detail: random() < 0.5 ? ' a detail ' : undefined,
  };
}

describe('the context over walks with BACK and changes of branch', () => {
  it('equals, at every snapshot, what copying the answers and history on every event gave', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 40 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (size, seed) => {
        const compiled = compileFlow(generateFlow(size, seed));
        const random = seededRandom(seed);
        const [initial] = initialTransition(compiled.machine, { asOf });
        const walk: { snapshot: Snapshot; expected: Expected }[] = [
          { snapshot: initial, expected: { state: String(initial.value), history: [], answers: {} } },
        ];
        for (let i = 0; i < 4 * size; i += 1) {
          // Now and then the walk goes on from an earlier snapshot, as replay and the API's checks do.
          const from = random() < 0.1 ? Math.floor(random() * walk.length) : walk.length - 1;
          const { snapshot, expected } = walk[from] as (typeof walk)[number];
          if (snapshot.status === 'done') continue;
          const event = nextEvent(compiled, snapshot, random);
          const [next] = transition(compiled.machine, snapshot, event);
          if (next === snapshot) throw new Error(`${event.type} was refused in ${String(snapshot.value)}`);
          walk.push({
            snapshot: next,
            expected: expectedAfter(compiled, expected, event, String(next.value)),
          });
          // Read half of the snapshots at once; the rest are read only after the walk went on past them.
          if (random() < 0.5) expect(next.context.answers).toEqual(walk.at(-1)?.expected.answers);
        }
        for (const { snapshot, expected } of walk) {
          expect(String(snapshot.value)).toBe(expected.state);
          expect(snapshot.context.history).toEqual(expected.history);
          expect(snapshot.context.answers).toEqual(expected.answers);
          expect(Object.keys(snapshot.context.answers)).toEqual(Object.keys(expected.answers));
        }
        const last = walk.at(-1)?.snapshot as Snapshot;
        const restored = createActor(compiled.machine, {
          snapshot: JSON.parse(JSON.stringify(compiled.machine.getPersistedSnapshot(last))) as Snapshot,
          input: { asOf },
        }).start();
        expect(restored.getSnapshot().context).toEqual(last.context);
      }),
      { numRuns: 25 },
    );
  });

  it('walks a 2,000-question flow with every snapshot kept, each as its own answers', () => {
    const compiled = compileFlow(generateFlow(2_000, 7));
    const random = seededRandom(11);
    let [snapshot] = initialTransition(compiled.machine, { asOf });
    const kept: Snapshot[] = [snapshot];
    while (snapshot.status !== 'done' && kept.length < 6_000) {
      [snapshot] = transition(compiled.machine, snapshot, nextEvent(compiled, snapshot, random));
      kept.push(snapshot);
    }
    expect(kept.length).toBeGreaterThan(100);
    // Each answer set is the one before plus or minus at most one answer.
    for (let i = 1; i < kept.length; i += 1) {
      const before = Object.keys(kept[i - 1]?.context.answers ?? {}).length;
      const after = Object.keys(kept[i]?.context.answers ?? {}).length;
      expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
    }
  });
});
