import type { FlowStep, FlowVersion } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { flowRows } from './flow-rows.util.js';

function flow(key: FlowVersion['key'], version: number, steps: FlowStep[]): FlowVersion {
  return { key, version, steps } as FlowVersion;
}

const intake = (version: number) =>
  flow('intake', version, [
    { key: 'lead-qualify', kind: 'lead-qualify', path: '/start/lead-qualify', flow_step: 'home' },
    { key: 'lead-intro', kind: 'lead-intro', path: '/start/lead-intro' },
    { key: 'questions', kind: 'questions', path: '/question', flow_step: 'questions' },
    { key: 'checkout', kind: 'checkout', path: '/start/checkout' },
  ]);
const followup = (version: number) =>
  flow('followup', version, [
    { key: 'followup', kind: 'questions', path: '/followup', flow_step: 'followup' },
    { key: 'checkout', kind: 'checkout', path: '/followup/thanks' },
  ]);

describe('flowRows', () => {
  it('makes one row per step with a flow_step, grouped by version then step', () => {
    expect(flowRows([followup(1), intake(2), intake(1)])).toEqual([
      { version: 'v1', step: 'home', path: '/start/lead-qualify' },
      { version: 'v1', step: 'questions', path: '/question' },
      { version: 'v1', step: 'followup', path: '/followup' },
      { version: 'v2', step: 'home', path: '/start/lead-qualify' },
      { version: 'v2', step: 'questions', path: '/question' },
    ]);
  });

  it('leaves out flows without flow_step steps and drops exact repeats', () => {
    const quiz = flow('quiz', 1, [
      { key: 'quiz-qualify', kind: 'question', path: '/quiz/qualify', question_id: 1 },
    ]);
    const twice = flow('intake', 1, [
      { key: 'a', kind: 'lead-qualify', path: '/start', flow_step: 'home' },
      { key: 'b', kind: 'lead-intro', path: '/start', flow_step: 'home' },
    ]);
    expect(flowRows([quiz, twice])).toEqual([{ version: 'v1', step: 'home', path: '/start' }]);
    expect(flowRows([])).toEqual([]);
  });
});
