import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { compileFlow } from '@telehealth/engine';
import type { FlowVersion, Question } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { JwtService } from '../auth/jwt.service.js';
import { answersAlong, checkoutRequest, startIntake } from '../testing/intake.js';
import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

const OPTIONS = [
  { option_text: 'Not at all', score: 0 },
  { option_text: 'Several days', score: 1 },
  { option_text: 'More than half the days', score: 2 },
  { option_text: 'Nearly every day', score: 3 },
];

/**
 * Tenant 6's intake with a two-item mood screen (PHQ-2 wording) in front of its first question: a total of 3 or more
 * stops the intake with crisis help; otherwise the intake goes on as before.
 */
function scoredIntake(intake: FlowVersion): FlowVersion {
  const item = (id: number, text: string, next: number | null): Question => ({
    id,
    title: `Over the last 2 weeks, how often have you been bothered by ${text}?`,
    type: 'single_choice',
    QuestionOptions: OPTIONS,
    next_question_map: {},
    next,
    prev: null,
    is_hard_stop: false,
  });
  const second: Question = {
    ...item(9002, 'feeling down, depressed, or hopeless', intake.first_question_id),
    is_hard_stop: true,
    hard_stop_when: { measure: 'total', total: 'phq2', at_least: 3 },
    hard_stop_message:
      'Please talk to a clinician in person. In a crisis, call or text 988 (Suicide & Crisis Lifeline).',
  };
  return {
    ...intake,
    first_question_id: 9001,
    totals: [{ name: 'phq2', title: 'PHQ-2 total score', questions: [9001, 9002] }],
    questions: [item(9001, 'little interest or pleasure in doing things', 9002), second, ...intake.questions],
  };
}

describe('an intake with scores and a total (issue 16)', () => {
  let app: NestFastifyApplication;
  let admin: string;
  const headers = { token: DEV_TOKEN, tenant: '6' };
  const med = tenantData(6).products[0]!;
  const intake = tenantData(6).flows.find((f) => f.key === 'intake' && f.status === 'published')!;
  const scored = scoredIntake(intake);
  /** The version the scored draft takes: the one after the seeded published intake. */
  const NEXT = intake.version + 1;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    app.inject({
      method,
      url: `/api/admin/flows${url}`,
      headers: {
        ...headers,
        authorization: `Bearer ${admin}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    app = await pg.newApp({ env: { SANDBOX_DECISION_DELAY_SECONDS: '0' } });
    const db = app.get(DataSource);
    const [{ id }] = (await db.query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, 'scores-admin@example.com', 'x', 0)
       RETURNING id`,
    )) as [{ id: number }];
    admin = await app.get(JwtService).sign({ userId: id, role: 0, tenantId: 6 });
  }, 120_000);

  it('saves a draft with scores and a total, refuses to publish a stop on a total no answers reach, then publishes', async () => {
    const draft = await call('POST', '/intake/draft');
    expect(draft.statusCode).toBe(201);
    const never = structuredClone(scored);
    never.questions[1]!.hard_stop_when = { measure: 'total', total: 'phq2', at_least: 7 };
    const saved = await call('PUT', '/intake/draft', {
      document: { ...never, version: NEXT, status: 'draft' },
      revision: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().findings).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'hard-stop-never-triggers', questionId: 9002 }),
    );
    const refused = await call('POST', '/intake/draft/publish', { revision: 2 });
    expect(refused.statusCode).toBe(422);

    const fixed = await call('PUT', '/intake/draft', {
      document: { ...scored, version: NEXT, status: 'draft' },
      revision: 2,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().findings).toEqual([]);
    const published = await call('POST', '/intake/draft/publish', { revision: 3 });
    expect(published.statusCode, published.body).toBe(200);
    const stored = await call('GET', `/intake/versions/${NEXT}`);
    expect(stored.json().document.totals).toEqual(scored.totals);
    expect(stored.json().document.questions[0].QuestionOptions).toEqual(OPTIONS);
  });

  it('refuses to take payment for an intake whose total stopped it, and takes it when the total stays below', async () => {
    const compiled = compileFlow({ ...scored, version: NEXT });
    const stopped = `scored-stop-${Date.now()}-0123456789`;
    await startIntake(
      app,
      6,
      stopped,
      answersAlong(compiled, (state) => state === 'stop9002'),
    );
    const refused = await app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers,
      payload: checkoutRequest(stopped, med.med, `${stopped}@example.com`),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INTAKE_HARD_STOPPED' });

    // A path to checkout: the screen's total stays below 3 and the rest of the intake is answered.
    const saves = answersAlong(compiled, (state) => state === 'checkout');
    const screen = ['9001', '9002'].map((id) => saves.at(-1)![id]!.value as string);
    expect(screen.map((answer) => OPTIONS.find((o) => o.option_text === answer)!.score)).toSatisfy(
      (scores: number[]) => scores[0]! + scores[1]! < 3,
    );
    const paid = `scored-paid-${Date.now()}-0123456789`;
    await startIntake(app, 6, paid, saves);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers,
      payload: checkoutRequest(paid, med.med, `${paid}@example.com`),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
