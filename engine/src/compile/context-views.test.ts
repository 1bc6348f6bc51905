import { inspect } from 'node:util';

import type { StartData } from '@telehealth/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { deleteAnswer, popState, pushState, setAnswer } from './context-views.js';

/** What the machine did before the views: a fresh copy of the answers and of the history on every event. */
const copying = {
  push: (history: readonly string[], state: string) => [...history, state],
  pop: (history: readonly string[]) =>
    history.length === 0 ? undefined : { last: history.at(-1) as string, rest: history.slice(0, -1) },
  set: (answers: StartData, key: string, entry: StartData[string]) => ({ ...answers, [key]: entry }),
  delete: (answers: StartData, key: string | undefined) => {
    const copy = { ...answers };
    if (key !== undefined) delete copy[key];
    return copy;
  },
};

interface Version {
  history: string[];
  answers: StartData;
}

/** One step of a program: which earlier version it starts from (persistence), what it does, and what it reads. */
const step = fc.record({
  from: fc.nat(),
  op: fc.oneof(
    fc.record({
      kind: fc.constant('push' as const),
      state: fc.constantFrom('leadQualify', 'q1', 'q2', 'q7'),
    }),
    fc.record({ kind: fc.constant('pop' as const) }),
    fc.record({
      kind: fc.constant('set' as const),
      key: fc.constantFrom('1', '2', '7', '10', '300'),
      value: fc.oneof(fc.string(), fc.integer(), fc.array(fc.string(), { maxLength: 2 })),
    }),
    fc.record({
      kind: fc.constant('delete' as const),
      key: fc.option(fc.constantFrom('1', '2', '7', '300')),
    }),
    fc.record({ kind: fc.constant('plain' as const) }),
  ),
  read: fc.boolean(),
});

type StepOp = (typeof step extends fc.Arbitrary<infer S> ? S : never)['op'];

function apply(version: Version, op: StepOp, views: boolean): Version {
  const ops = views ? { push: pushState, pop: popState, set: setAnswer, delete: deleteAnswer } : copying;
  switch (op.kind) {
    case 'push':
      return { ...version, history: ops.push(version.history, op.state) };
    case 'pop': {
      const popped = ops.pop(version.history);
      return popped ? { ...version, history: popped.rest } : version;
    }
    case 'set':
      return {
        ...version,
        answers: ops.set(version.answers, op.key, { value: op.value, question: `Q${op.key}` }),
      };
    case 'delete':
      return { ...version, answers: ops.delete(version.answers, op.key ?? undefined) };
    case 'plain':
      // A snapshot restored from JSON, or RESUME's walk: plain data again.
      return { history: [...version.history], answers: { ...version.answers } };
  }
}

/** Everything a reader can observe of a view, as plain data. */
function observe({ history, answers }: Version) {
  return {
    isArray: Array.isArray(history),
    length: history.length,
    last: history.at(-1),
    history: [...history],
    historyJson: JSON.stringify(history),
    keys: Object.keys(answers),
    answersJson: JSON.stringify(answers),
    entries: Object.entries(answers),
    has7: '7' in answers,
  };
}

describe('context views', () => {
  it('read exactly as the copies the machine used to make, from any version, read early or late', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (program) => {
        const copies: Version[] = [{ history: [], answers: {} }];
        const views: Version[] = [{ history: [], answers: {} }];
        program.forEach(({ from, op, read }) => {
          const at = from % copies.length;
          copies.push(apply(copies[at] as Version, op, false));
          views.push(apply(views[at] as Version, op, true));
          // Some versions are read as soon as they exist, the others only after every later one was made.
          if (read) expect(observe(views.at(-1) as Version)).toEqual(observe(copies.at(-1) as Version));
        });
        views.forEach((view, i) => {
          expect(observe(view)).toEqual(observe(copies[i] as Version));
          expect(view.history).toEqual(copies[i]?.history);
          expect(view.answers).toEqual(copies[i]?.answers);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('keep the key order of the copies, numeric keys first as objects order them', () => {
    let answers: StartData = {};
    for (const key of ['300', 'x', '7', '1'])
      answers = setAnswer(answers, key, { value: key, question: key });
    answers = deleteAnswer(answers, '7');
    answers = setAnswer(answers, 'x', { value: 'again', question: 'x' });
    expect(Object.keys(answers)).toEqual(['1', '300', 'x']);
    expect(answers['x']?.value).toBe('again');
  });

  it('a write to one view changes nothing another version reads', () => {
    const first = setAnswer({}, '1', { value: 'a', question: 'A' });
    const second = setAnswer(first, '2', { value: 'b', question: 'B' });
    const pushed = pushState(['leadQualify'], 'q1');
    const again = pushState(pushed, 'q2');
    (first as Record<string, unknown>)['9'] = 'written';
    delete second['1'];
    pushed.push('written');
    expect(second).toEqual({ '2': { value: 'b', question: 'B' } });
    expect(setAnswer(first, '3', { value: 'c', question: 'C' })).toEqual({
      '1': { value: 'a', question: 'A' },
      '3': { value: 'c', question: 'C' },
    });
    expect(again).toEqual(['leadQualify', 'q1', 'q2']);
    expect(popState(pushed)?.rest).toEqual(['leadQualify']);
  });

  it('copy a plain object when they start from it, so changing it later changes no view', () => {
    const plain: StartData = { '1': { value: 'a', question: 'A' } };
    const history = ['leadQualify'];
    const answers = setAnswer(plain, '2', { value: 'b', question: 'B' });
    const pushed = pushState(history, 'leadIntro');
    delete plain['1'];
    history.length = 0;
    expect(Object.keys(answers)).toEqual(['1', '2']);
    expect(pushed).toEqual(['leadQualify', 'leadIntro']);
  });

  it('print their contents, even before anything read them', () => {
    const answers = setAnswer({}, '1', { value: 'a', question: 'A' });
    const history = pushState([], 'leadQualify');
    expect(inspect(answers)).toContain("value: 'a'");
    expect(inspect(history)).toBe("[ 'leadQualify' ]");
    expect(
      Object.getOwnPropertySymbols(answers).every(
        (s) => !Object.getOwnPropertyDescriptor(answers, s)?.enumerable,
      ),
    ).toBe(true);
  });

  it('can be frozen, and survive JSON and structured spreading', () => {
    const answers = setAnswer({}, '1', { value: 'a', question: 'A' });
    const history = pushState(pushState([], 'leadQualify'), 'leadIntro');
    Object.freeze(answers);
    Object.freeze(history);
    expect(JSON.parse(JSON.stringify({ answers, history }))).toEqual({
      answers: { '1': { value: 'a', question: 'A' } },
      history: ['leadQualify', 'leadIntro'],
    });
    expect({ ...answers }).toEqual({ '1': { value: 'a', question: 'A' } });
    expect([...history]).toEqual(['leadQualify', 'leadIntro']);
  });
});
