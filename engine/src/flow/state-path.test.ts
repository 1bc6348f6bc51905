import { loadCatalog } from '@telehealth/flows';
import type { FlowVersion } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { pathOfState, questionIdOfPath } from './state-path.js';

const flowOf = (tenantId: number, key: FlowVersion['key']): FlowVersion => {
  const flow = loadCatalog()
    .tenants.flatMap(({ flows }) => flows)
    .find((candidate) => candidate.tenant_id === tenantId && candidate.key === key);
  if (!flow) throw new Error(`tenant ${tenantId} has no ${key} flow`);
  return flow;
};

describe('pathOfState on an intake (lead steps, a questions step, checkout)', () => {
  const intake = flowOf(6, 'intake');

  it('puts each question, and its hard stop, on /question/{id}', () => {
    expect(pathOfState(intake, 'q7')).toBe('/question/7');
    expect(pathOfState(intake, 'stop3')).toBe('/question/3');
  });

  it('puts checkout and the lead steps on their steps’ pages', () => {
    expect(pathOfState(intake, 'checkout')).toBe('/start/checkout');
    expect(pathOfState(intake, 'leadIntro')).toBe('/start/lead-intro');
    expect(pathOfState(intake, 'leadQualify')).toBe('/start/lead-qualify');
  });

  it('knows no page for a state that is not the machine’s', () => {
    expect(pathOfState(intake, 'nowhere')).toBeNull();
  });
});

describe('pathOfState and questionIdOfPath on a quiz (a page per question)', () => {
  const quiz = flowOf(7, 'quiz');

  it('maps each question to its page and back', () => {
    expect(pathOfState(quiz, 'q201')).toBe('/quiz/qualify');
    expect(pathOfState(quiz, 'stop201')).toBe('/quiz/qualify');
    expect(pathOfState(quiz, 'q207')).toBe('/quiz/average');
    expect(questionIdOfPath(quiz, '/quiz/mood')).toBe(206);
    expect(questionIdOfPath(quiz, '/quiz/mood/')).toBe(206);
    for (const step of quiz.steps.filter((s) => s.kind === 'question'))
      expect(pathOfState(quiz, `q${step.question_id}`)).toBe(step.path);
  });

  it('sends checkout to the flow’s checkout step, and knows no page for other states or paths', () => {
    expect(pathOfState(quiz, 'checkout')).toBe('/start/lead-qualify');
    expect(pathOfState(quiz, 'leadQualify')).toBeNull();
    expect(questionIdOfPath(quiz, '/quiz')).toBeUndefined();
    expect(questionIdOfPath(quiz, '/start/lead-qualify')).toBeUndefined();
  });
});

describe('pathOfState on a follow-up', () => {
  it('sends checkout to the flow’s thanks page', () => {
    expect(pathOfState(flowOf(6, 'followup'), 'checkout')).toBe('/followup/thanks');
  });
});
