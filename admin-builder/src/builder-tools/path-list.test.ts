import { indexFlow } from '@telehealth/engine';
import { smallFlow } from '@telehealth/engine/testing';
import type { Question } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { benchFlow } from '../../bench/bench-flow';
import { scoredFlow } from '../model/__fixtures__/scored-flow';
import { describePath, formatAnswer, listPaths, pathOverview, stateLabel } from './path-list';

const asOf = '2026-11-23';

describe('pathOverview', () => {
  it('groups the paths by ending, counts them and lists each with the answers that take it', () => {
    const overview = pathOverview(smallFlow());
    if (overview.kind !== 'paths') throw new Error(`expected paths, got ${overview.kind}`);
    const describe = (path: Parameters<typeof describePath>[1] | undefined) =>
      path ? describePath(overview.index, path, asOf) : undefined;
    expect(overview.total).toBe(4n);
    expect(overview.groups.map((g) => [g.title, g.count, g.paths.length, g.more])).toEqual([
      ['To checkout', 2n, 2, 0n],
      ['To the hard stop at question 1: Date of birth', 1n, 1, 0n],
      ['To the hard stop at question 2: Are you pregnant?', 1n, 1, 0n],
    ]);
    const pregnant = describe(overview.groups[2]?.paths[0]);
    expect(pregnant?.map((step) => [step.state, step.answer])).toEqual([
      ['leadQualify', 'Continue'],
      ['leadIntro', 'Continue'],
      ['q1', expect.stringMatching(/^\d{4}-11-23$/)],
      ['q2', 'Yes'],
      ['stop2', null],
    ]);
    const viaMedications = describe(overview.groups[0]?.paths.find((p) => p.states.includes('q4')));
    expect(viaMedications?.map((s) => s.answer)).toEqual([
      'Continue',
      'Continue',
      expect.any(String),
      'No',
      'Yes',
      'None',
      'Continue',
      'Agreed',
      null,
    ]);
    expect(viaMedications?.at(-1)?.label).toBe('Checkout');
  });

  it('caps each group and says how many more paths there are', () => {
    const overview = pathOverview(smallFlow(), { limit: 1 });
    if (overview.kind !== 'paths') throw new Error('expected paths');
    expect(overview.groups[0]).toMatchObject({ count: 2n, more: 1n });
    expect(overview.groups[0]?.paths).toHaveLength(1);
  });

  it('lists dead ends as their own group', () => {
    const flow = smallFlow();
    const questions = flow.questions.map((q) => (q.id === 4 ? { ...q, next: null } : q));
    const overview = pathOverview({ ...flow, questions: questions as typeof flow.questions });
    if (overview.kind !== 'paths') throw new Error('expected paths');
    const deadEnd = overview.groups.find((g) => g.target.kind === 'dead-end');
    expect(deadEnd?.count).toBe(1n);
    expect(deadEnd?.paths[0]).toMatchObject({
      end: 'dead-end',
      states: ['leadQualify', 'leadIntro', 'q1', 'q2', 'q3', 'q4'],
    });
  });

  it('explains why a flow with a loop or without its first question has no list', () => {
    const flow = smallFlow();
    const looped = flow.questions.map((q) => (q.id === 4 ? { ...q, next: 3 } : q));
    expect(pathOverview({ ...flow, questions: looped as typeof flow.questions })).toMatchObject({
      kind: 'cyclic',
    });
    expect(pathOverview({ ...flow, first_question_id: 99 })).toEqual({
      kind: 'no-first-question',
      message: 'The first question (99) is not in the flow, so there are no paths to list.',
    });
  });
});

describe('listPaths', () => {
  it('finds the paths to a rare ending without walking every path before it', () => {
    // A chain of 40 two-way questions has 2^40 paths to checkout; the hard stop at the end is listed at once.
    const flow = smallFlow();
    const chain = Array.from({ length: 40 }, (_, i): Question => ({
      id: 10 + i,
      title: `Step ${i}`,
      type: 'single_choice',
      QuestionOptions: [{ option_text: 'A' }, { option_text: 'B' }],
      next_question_map: {},
      next: i === 39 ? 60 : 11 + i,
      prev: null,
      is_hard_stop: false,
    }));
    const last: Question = {
      id: 60,
      title: 'Last',
      type: 'single_choice',
      QuestionOptions: [{ option_text: 'Stop' }, { option_text: 'Go' }],
      next_question_map: { Go: 0 },
      next: null,
      prev: null,
      is_hard_stop: true,
      hard_stop_response: ['Stop'],
      hard_stop_message: 'Stopped.',
    };
    const index = indexFlow({
      ...flow,
      first_question_id: 10,
      questions: [last, ...chain],
    });
    const paths = listPaths(index, { kind: 'hard-stop', questionId: 60 }, 3);
    expect(paths).toHaveLength(1); // `next` is the only way on from each step: one path
    expect(paths[0]?.states.at(-1)).toBe('stop60');
    expect(paths[0]?.states).toHaveLength(2 + 41 + 1);
  });
});

describe('stateLabel and formatAnswer', () => {
  it('name states and answers as an admin reads them', () => {
    const index = indexFlow(smallFlow());
    expect(stateLabel(index, 'q2')).toBe('2. Are you pregnant?');
    expect(stateLabel(index, 'stop2')).toBe('Hard stop at 2: Are you pregnant?');
    expect(stateLabel(index, 'checkout')).toBe('Checkout');
    expect(stateLabel(index, 'leadIntro')).toBe('Lead introduction');
    expect(formatAnswer(['Headache', 'Nausea'])).toBe('Headache, Nausea');
    expect(formatAnswer({ feet: 5, inches: 9, pounds: 150 })).toBe('5 ft 9 in, 150 lb');
    expect(formatAnswer([{ fileId: 'f', name: 'a', contentType: 'image/jpeg', size: 1 }])).toBe('1 file');
    expect(formatAnswer(true)).toBe('Agreed');
    expect(formatAnswer(42)).toBe('42');
  });
});

describe('pathOverview on a large flow', () => {
  it('lists the first paths of every ending of a 500-question flow, each with answers', () => {
    const flow = benchFlow(500);
    const overview = pathOverview(flow, { limit: 5 });
    if (overview.kind !== 'paths') throw new Error('expected paths');
    expect(overview.groups.length).toBeGreaterThan(10);
    const answers = new Map<string, string>();
    for (const group of overview.groups) {
      expect(group.paths.length).toBe(Number(group.count < 5n ? group.count : 5n));
      for (const path of group.paths) {
        expect(path.end).toBe(group.target.kind);
        const steps = describePath(overview.index, path, asOf, answers);
        // Every step but the last has an answer the engine can replay.
        expect(
          steps.slice(0, -1).filter((step) => step.answer === 'an answer the explorer cannot construct'),
        ).toEqual([]);
      }
    }
  });
});

describe('the paths of a flow that reads a total', () => {
  it('lists only paths some answers walk, each with answers whose scores take it there', () => {
    const overview = pathOverview(scoredFlow());
    if (overview.kind !== 'paths') throw new Error(overview.kind);
    expect(overview.groups.map((g) => [g.title, g.count, g.paths.map((p) => p.states.join(' '))])).toEqual([
      ['To checkout', 2n, ['q1 q2 q3 q4 checkout', 'q1 q2 q3 checkout']],
      ['To the hard stop at question 3: Item 3', 1n, ['q1 q2 q3 stop3']],
    ]);
    const toDifficulty = overview.groups[0]!.paths[0]!;
    expect(describePath(overview.index, toDifficulty, '2026-11-22').map((s) => s.answer)).toEqual([
      'Not at all',
      'Not at all',
      'Several days',
      'Not difficult',
      null,
    ]);
    const straight = overview.groups[0]!.paths[1]!;
    expect(describePath(overview.index, straight, '2026-11-22').map((s) => s.answer)).toEqual([
      'Not at all',
      'Not at all',
      'Not at all',
      null,
    ]);
  });
});
