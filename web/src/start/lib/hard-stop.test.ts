import type { Question } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { hardStopMessageOf } from './hard-stop';

const question = (
  id: number,
  hard_stop_message: string | null,
): Pick<Question, 'id' | 'hard_stop_message'> => ({
  id,
  hard_stop_message,
});

describe('hardStopMessageOf (the checkout hard-stop screen)', () => {
  const flow = {
    questions: [
      question(3, 'You must be 18 or older.'),
      question(7, 'This treatment is not safe during pregnancy.'),
      question(9, '   '),
    ],
  };

  it('is the message of the question the state stopped at', () => {
    expect(hardStopMessageOf(flow, 'stop7')).toBe('This treatment is not safe during pregnancy.');
    expect(hardStopMessageOf(flow, 'stop3')).toBe('You must be 18 or older.');
  });
  it('is null for a state that is not a hard stop', () => {
    expect(hardStopMessageOf(flow, 'q7')).toBeNull();
    expect(hardStopMessageOf(flow, 'checkout')).toBeNull();
  });
  it('is null without the flow, for an unknown question or a blank message', () => {
    expect(hardStopMessageOf(undefined, 'stop7')).toBeNull();
    expect(hardStopMessageOf(flow, 'stop8')).toBeNull();
    expect(hardStopMessageOf(flow, 'stop9')).toBeNull();
    expect(hardStopMessageOf({ questions: [question(4, null)] }, 'stop4')).toBeNull();
  });
});
