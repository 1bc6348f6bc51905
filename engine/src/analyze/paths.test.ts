import { describe, expect, it } from 'vitest';

import { smallFlow } from '../testing/small-flow.js';
import { indexFlow } from '../flow/flow-index.js';
import { generateFlow } from '../testing/generate-flow.js';
import { enumeratePaths } from './paths.js';

describe('enumeratePaths', () => {
  it('lists every path of a small flow with its end, and counts them by end', () => {
    const summary = enumeratePaths(indexFlow(smallFlow()));
    const lead = ['leadQualify', 'leadIntro'];
    expect(summary.paths).toEqual([
      { states: [...lead, 'q1', 'stop1'], end: 'hard-stop' },
      { states: [...lead, 'q1', 'q2', 'stop2'], end: 'hard-stop' },
      { states: [...lead, 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'checkout'], end: 'checkout' },
      { states: [...lead, 'q1', 'q2', 'q3', 'q5', 'q6', 'checkout'], end: 'checkout' },
    ]);
    expect(summary).toMatchObject({
      total: 4n,
      toCheckout: 2n,
      toHardStop: 2n,
      toDeadEnd: 0n,
      complete: true,
      cyclic: false,
    });
    expect(summary.byHardStop).toEqual([
      { questionId: 1, count: 1n },
      { questionId: 2, count: 1n },
    ]);
  });

  it('counts without listing when there are more paths than the limit', () => {
    const summary = enumeratePaths(indexFlow(smallFlow()), { limit: 1 });
    expect(summary.total).toBe(4n);
    expect(summary.paths).toHaveLength(1);
    expect(summary.complete).toBe(false);
  });

  it('counts the astronomically many paths of a 5,000-question flow exactly, listing only a few', () => {
    const summary = enumeratePaths(indexFlow(generateFlow(5000, 7)), { limit: 10 });
    expect(summary.total).toBeGreaterThan(2n ** 64n);
    expect(summary.total).toBe(summary.toCheckout + summary.toHardStop);
    expect(summary.paths).toHaveLength(10);
  });

  it('gives up counting when a loop makes paths unbounded', () => {
    const flow = smallFlow();
    flow.questions[4] = { ...flow.questions[4]!, next: 3 };
    expect(enumeratePaths(indexFlow(flow))).toMatchObject({
      cyclic: true,
      total: 0n,
      paths: [],
      complete: false,
    });
  });
});
