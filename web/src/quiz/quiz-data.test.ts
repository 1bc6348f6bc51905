import { compileFlow } from '@telehealth/engine';
import type { FlowVersion } from '@telehealth/schemas';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { parseQuizCookie, quizDataOf, quizStartData } from './quiz-data';

/** The seeded quiz of tenant 7 (ids 201..207), read as the API serves it. */
const quiz = JSON.parse(
  readFileSync(new URL('../../../flows/data/tenants/7/flows/quiz.v1.json', import.meta.url), 'utf8'),
) as FlowVersion;

describe('quiz answers', () => {
  it('round-trips between dQuizData and the machine’s start data, dropping unknown questions', () => {
    const startData = quizStartData({ '201': 'Up to 20 lb', '999': 'stray' }, quiz);
    expect(startData).toEqual({
      '201': { value: 'Up to 20 lb', question: 'How much weight would you like to lose?' },
    });
    expect(quizDataOf(startData)).toEqual({ '201': 'Up to 20 lb' });
  });

  it('resumes the machine where the stored answers lead', () => {
    const actor = createActor(compileFlow(quiz).machine, { input: { asOf: '2026-11-23' } }).start();
    actor.send({
      type: 'RESUME',
      startData: quizStartData({ '201': 'Up to 20 lb', '202': ['Low energy'] }, quiz),
    });
    expect(actor.getSnapshot().value).toBe('q203');
    expect(quizDataOf(actor.getSnapshot().context.answers)).toEqual({
      '201': 'Up to 20 lb',
      '202': ['Low energy'],
    });
  });

  it('reads the cookie only when it is QuizData', () => {
    expect(parseQuizCookie('{"201":"Up to 20 lb","202":["Low energy"]}')).toEqual({
      '201': 'Up to 20 lb',
      '202': ['Low energy'],
    });
    expect(parseQuizCookie(undefined)).toBeUndefined();
    expect(parseQuizCookie('{not json')).toBeUndefined();
    expect(parseQuizCookie('{"q1":"x"}')).toBeUndefined();
    expect(parseQuizCookie('[1,2]')).toBeUndefined();
  });
});
