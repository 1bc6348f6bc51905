// Conformance cases: each folder of __fixtures__/conformance holds a flow, the events a patient sent and the
// expected outcome, all written by hand.
import { describe, expect, it } from 'vitest';

import { analyzeFlow } from './analyze/analyze-flow.js';
import { enumeratePaths } from './analyze/paths.js';
import { compileFlow } from './compile/compile-document.js';
import type { IntakeEvent } from './compile/decide.js';
import { replayIntake } from './replay/replay-intake.js';

// Vite bundles the fixtures, so the engine's tests need no file system access either.
const files = import.meta.glob<unknown>('./__fixtures__/conformance/*/*.json', {
  eager: true,
  import: 'default',
});
const read = (name: string, file: string): unknown => files[`./__fixtures__/conformance/${name}/${file}`];
const cases = [...new Set(Object.keys(files).map((path) => path.split('/')[3] as string))].sort();

interface Expected {
  finalState: string;
  status: 'active' | 'done';
  rejected: { index: number; reason: string }[];
  answers: unknown;
  hardStop: unknown;
  findings: string[];
  paths: { total: number; toCheckout: number; toHardStop: number };
}

describe.each(cases)('%s', (name) => {
  const compiled = compileFlow(read(name, 'flow.json'));
  const events = read(name, 'events.json') as IntakeEvent[];
  const expected = read(name, 'expected.json') as Expected;

  it('ends where expected, with the expected answers and rejections', () => {
    const result = replayIntake(compiled, { asOf: '2026-11-22', events: events.map((event) => ({ event })) });
    expect(result.final.state).toBe(expected.finalState);
    expect(result.final.status).toBe(expected.status);
    expect(result.final.context.answers).toEqual(expected.answers);
    expect(result.final.context.hardStop).toEqual(expected.hardStop);
    expect(
      result.steps.filter((s) => !s.accepted).map((s) => ({ index: s.index, reason: s.reason })),
    ).toEqual(expected.rejected);
  });

  it('has the expected findings and path counts', () => {
    const findings = analyzeFlow(compiled.flow).map((f) =>
      [f.severity, f.code, f.questionId].filter((x) => x !== undefined).join(' '),
    );
    expect(findings).toEqual(expected.findings);
    const { total, toCheckout, toHardStop } = enumeratePaths(compiled.index);
    expect({ total: Number(total), toCheckout: Number(toCheckout), toHardStop: Number(toHardStop) }).toEqual(
      expected.paths,
    );
  });
});
