import { ServiceUnavailableException } from '@nestjs/common';
import { analyzeFlow } from '@telehealth/engine';
import { flowToQuestionnaire, questionnaireToFlow } from '@telehealth/engine/fhir';
import { generateFlow } from '@telehealth/engine/testing';
import { afterAll, describe, expect, it } from 'vitest';

import { tenantData } from '../testing/tenant-data.js';
import { FLOW_ENGINE_TIME_LIMIT_MS, FlowEnginePool } from './flow-engine-pool.service.js';

/** JSON's view of a value, as the worker's results travel (and as the API answers them). */
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

// The worker runs the engine's build (engine/dist), these tests its sources: equal results also mean the build
// is current (npx tsc -b engine; npm test builds first).
describe('FlowEnginePool (the flow engine on worker threads)', () => {
  const pool = new FlowEnginePool();
  afterAll(() => pool.onApplicationShutdown());
  const { products, flows } = tenantData(7);
  const large = { ...generateFlow(400, 7, { everyQuestionReachable: true, rules: true }), tenant_id: 7 };

  it('finds what analyzeFlow finds, for every flow of a tenant and a large generated one', async () => {
    for (const flow of [...flows, large]) {
      expect(await pool.analyze(flow, products)).toEqual(json(analyzeFlow(flow, undefined, { products })));
    }
    expect(pool.timeLimitMs).toBe(FLOW_ENGINE_TIME_LIMIT_MS);
    expect(pool.size).toBeGreaterThanOrEqual(1);
  });

  it('maps a Questionnaire as questionnaireToFlow does, with the analysis of the flow it makes', async () => {
    const target = { tenantId: 7, key: 'intake' as const, version: 12, reservedPaths: ['/question/70'] };
    for (const questionnaire of [
      flowToQuestionnaire(large),
      {
        resourceType: 'Questionnaire',
        status: 'active',
        item: [{ linkId: 'a', type: 'boolean', text: 'Ok?' }],
      },
      { resourceType: 'Patient' },
    ]) {
      const { flow, report } = questionnaireToFlow(questionnaire, target);
      expect(await pool.importQuestionnaire(questionnaire, target, products)).toEqual(
        json({ flow, report, findings: flow ? analyzeFlow(flow, undefined, { products }) : [] }),
      );
    }
  });

  it('rejects with the engine error as analyzeFlow throws it, and goes on working', async () => {
    const thrown = (() => {
      try {
        analyzeFlow(null as never);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    await expect(pool.analyze(null, products)).rejects.toThrow(thrown);
    expect(await pool.analyze(flows[0], products)).toHaveLength(
      analyzeFlow(flows[0]!, undefined, { products }).length,
    );
  });

  it('answers many tasks at once, each with its own result', async () => {
    const small = flows.map((flow) => json(analyzeFlow(flow, undefined, { products })));
    const answers = await Promise.all([...flows, ...flows].map((flow) => pool.analyze(flow, products)));
    expect(answers).toEqual([...small, ...small]);
  });

  it('stops a task at its time limit with a 503 naming the limit, and the next task gets a new worker', async () => {
    pool.timeLimitMs = 1;
    try {
      const stopped = await pool.analyze(large, products).catch((error: unknown) => error);
      expect(stopped).toBeInstanceOf(ServiceUnavailableException);
      expect((stopped as Error).message).toBe(
        'The flow engine worked on this document for 1 ms, its limit, and was stopped: the document is too ' +
          'large or its rules too complex to check here',
      );
    } finally {
      pool.timeLimitMs = FLOW_ENGINE_TIME_LIMIT_MS;
    }
    expect(pool.pending).toEqual({ running: 0, queued: 0 });
    expect(await pool.analyze(flows[0], products)).toEqual(
      json(analyzeFlow(flows[0]!, undefined, { products })),
    );
  });

  it('answers 503 to a task that waits longer than the limit for a worker', async () => {
    const busy = Array.from({ length: pool.size }, () => pool.analyze(large, products));
    pool.timeLimitMs = 1;
    try {
      // Every worker is busy for far longer than 1 ms (a new one takes longer than that to start).
      await expect(pool.analyze(flows[0], products)).rejects.toThrow(
        'Every flow engine worker was busy for 1 ms, the longest a request waits for one: try again in a moment',
      );
    } finally {
      pool.timeLimitMs = FLOW_ENGINE_TIME_LIMIT_MS;
    }
    const expected = json(analyzeFlow(large, undefined, { products }));
    for (const findings of await Promise.all(busy)) expect(findings).toEqual(expected);
  });

  it('stops its workers at shutdown and answers 503 from then on', async () => {
    const closing = new FlowEnginePool();
    const running = closing.analyze(large, products).catch((error: unknown) => error);
    await closing.onApplicationShutdown();
    expect(await running).toBeInstanceOf(ServiceUnavailableException);
    expect(closing.pending).toEqual({ running: 0, queued: 0 });
    await expect(closing.analyze(flows[0], products)).rejects.toThrow('The API is shutting down');
  });
});
