import type { StartData } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { smallFlow } from '../testing/small-flow.js';
import { indexFlow } from '../flow/flow-index.js';
import { decideResume, resumePath } from './decide-resume.js';

const index = indexFlow(smallFlow());
const asOf = '2026-11-22';
const answer = (value: unknown) => ({ value, question: 'recorded text' }) as StartData[string];

describe('decideResume (spec section 4)', () => {
  it.each<
    [string, { hasOrder: boolean; startData: StartData | null }, ReturnType<typeof decideResume>, string]
  >([
    [
      'an existing order goes to login',
      { hasOrder: true, startData: { '1': answer('1980-01-01') } },
      { kind: 'login' },
      '/login',
    ],
    [
      'no start data goes to the first question',
      { hasOrder: false, startData: null },
      { kind: 'question', questionId: 1 },
      '/question/1',
    ],
    [
      'empty start data goes to the first question',
      { hasOrder: false, startData: {} },
      { kind: 'question', questionId: 1 },
      '/question/1',
    ],
    [
      'answers up to a branch go to the question the map names',
      { hasOrder: false, startData: { '1': answer('1980-01-01'), '2': answer('No'), '3': answer('Yes') } },
      { kind: 'question', questionId: 4 },
      '/question/4',
    ],
    [
      'answers reaching the Final question go to checkout',
      {
        hasOrder: false,
        startData: { '1': answer('1980-01-01'), '2': answer('No'), '3': answer('No'), '6': answer(true) },
      },
      { kind: 'checkout' },
      '/start/checkout',
    ],
    [
      'an invalid recorded answer stays at that question',
      { hasOrder: false, startData: { '1': answer('1980-01-01'), '2': answer('Maybe') } },
      { kind: 'question', questionId: 2 },
      '/question/2',
    ],
    [
      'answers that hit a hard stop go back to the stop',
      { hasOrder: false, startData: { '1': answer('1980-01-01'), '2': answer('Yes') } },
      { kind: 'hard-stop', questionId: 2 },
      '/question/2',
    ],
  ])('%s', (_, input, expected, path) => {
    const target = decideResume(index, { ...input, asOf });
    expect(target).toEqual(expected);
    expect(resumePath(index, target)).toBe(path);
  });

  it('falls back to the first question on malformed data', () => {
    const broken = { '1': null } as unknown as StartData;
    expect(decideResume(index, { hasOrder: false, startData: broken, asOf })).toEqual({
      kind: 'question',
      questionId: 1,
    });
  });
});
