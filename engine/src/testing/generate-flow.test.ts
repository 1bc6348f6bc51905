import { validateWith, validators } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { analyzeFlow, hasErrors } from '../analyze/analyze-flow.js';
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
});
