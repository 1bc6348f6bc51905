import { validateWith, validators } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { analyzeFlow, hasErrors } from '../analyze/analyze-flow.js';
import { ANALYSIS_DATE, explore } from '../analyze/explore.js';
import { enumeratePaths } from '../analyze/paths.js';
import { indexFlow } from '../flow/flow-index.js';
import { generateFlow } from './generate-flow.js';

describe('generateFlow', () => {
  it.each([2, 50, 500])('gives a valid intake of %i questions without analysis errors', (size) => {
    const flow = generateFlow(size, 3);
    const checked = validateWith(validators.FlowVersion, flow);
    expect(checked.ok ? [] : checked.issues).toEqual([]);
    expect(flow.questions.map((q) => q.id)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
    expect(hasErrors(analyzeFlow(flow))).toBe(false);
  });

  it('gives the same flow for the same seed', () => {
    expect(generateFlow(80, 3)).toEqual(generateFlow(80, 3));
    expect(generateFlow(80, 3)).not.toEqual(generateFlow(80, 4));
  });

  it.each([
    [50, 7],
    [500, 7],
    [500, 8],
  ])(
    'with everyQuestionReachable, %i questions (seed %i) have no finding at all, branch and stop',
    (size, seed) => {
      const flow = generateFlow(size, seed, { reach: 5, everyQuestionReachable: true });
      expect(analyzeFlow(flow)).toEqual([]);
      const paths = enumeratePaths(indexFlow(flow), { limit: 0 });
      expect(paths.toCheckout).toBeGreaterThan(1n);
      expect(paths.byHardStop.length).toBeGreaterThan(size / 50);
    },
  );

  it.each([
    [60, 3],
    [500, 7],
    [2000, 11],
  ])(
    'with rules, %i questions (seed %i) are valid, free of analysis errors, every assertion proven',
    (size, seed) => {
      const flow = generateFlow(size, seed, { rules: true });
      const checked = validateWith(validators.FlowVersion, flow);
      expect(checked.ok ? [] : checked.issues).toEqual([]);
      const index = indexFlow(flow);
      const findings = analyzeFlow(flow, index);
      expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
      const withRules = flow.questions.filter(
        (q) => q.ask_if || q.hard_stop_if || q.next_if || q.checks || q.alerts,
      );
      expect(withRules.length).toBeGreaterThan(size / 20);
      expect(flow.assertions?.length).toBeGreaterThan(0);
      expect(explore(index, ANALYSIS_DATE).assertions.filter((a) => a.violation)).toEqual([]);
    },
  );

  it('with rules, keeps every question of the flow without them: its options, routes and stops', () => {
    const plain = generateFlow(300, 5);
    const ruled = generateFlow(300, 5, { rules: true });
    expect(generateFlow(300, 5, { rules: false })).toEqual(plain);
    const withoutRules = ruled.questions.map(
      ({ ask_if: _a, hard_stop_if: stop, next_if: _n, checks: _c, alerts: _l, ...rest }) =>
        // A stop written as a rule marks its question as a hard stop (with a message when it had none).
        stop && !plain.questions[rest.id - 1]?.is_hard_stop
          ? { ...rest, is_hard_stop: false, hard_stop_message: undefined }
          : rest,
    );
    expect(withoutRules.map(({ hard_stop_message: _, ...q }) => q)).toEqual(
      plain.questions.map(({ hard_stop_message: _, ...q }) => q),
    );
  });
});
