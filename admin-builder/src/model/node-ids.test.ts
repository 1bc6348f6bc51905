import { CHECKOUT, LEAD_INTRO, LEAD_QUALIFY, hardStopState, questionState } from '@telehealth/engine';
import { describe, expect, it } from 'vitest';

import { nodeIdOfHardStop, nodeIdOfQuestion, nodeIdOfState, questionIdOfNode } from './node-ids';

describe('node ids', () => {
  it('maps machine states to graph node ids', () => {
    expect(nodeIdOfState(LEAD_QUALIFY)).toBe('lead-qualify');
    expect(nodeIdOfState(LEAD_INTRO)).toBe('lead-intro');
    expect(nodeIdOfState(CHECKOUT)).toBe('checkout');
    expect(nodeIdOfState(questionState(12))).toBe('q:12');
    expect(nodeIdOfState(hardStopState(3))).toBe('stop:3');
    expect(() => nodeIdOfState('q1x')).toThrow('"q1x" is not a state of an intake machine');
  });

  it('maps question ids and back', () => {
    expect(nodeIdOfQuestion(7)).toBe('q:7');
    expect(nodeIdOfHardStop(7)).toBe('stop:7');
    expect(questionIdOfNode('q:7')).toBe(7);
    expect(questionIdOfNode('stop:7')).toBe(7);
    expect(questionIdOfNode('checkout')).toBeUndefined();
  });
});
