import { analyzeFlow, enumeratePaths, indexFlow } from '@telehealth/engine';
import { validate } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { generateBenchFlow } from '../../bench/generate-flow';

describe('the builder benchmark flow', () => {
  it.each([50, 500])('of %i questions is valid, branches, stops and has no analysis error', (size) => {
    const flow = generateBenchFlow(size);
    const checked = validate('FlowVersion', flow);
    expect(checked.ok ? [] : checked.issues).toEqual([]);
    expect(flow.questions).toHaveLength(size);
    const findings = analyzeFlow(flow);
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(findings).toEqual([]);
    const paths = enumeratePaths(indexFlow(flow), { limit: 0 });
    expect(paths.toCheckout).toBeGreaterThan(1n);
    expect(paths.byHardStop.length).toBeGreaterThan(size / 50);
  });

  it('is the same for the same seed', () => {
    expect(generateBenchFlow(80, { seed: 3 })).toEqual(generateBenchFlow(80, { seed: 3 }));
    expect(generateBenchFlow(80, { seed: 3 })).not.toEqual(generateBenchFlow(80, { seed: 4 }));
  });
});
