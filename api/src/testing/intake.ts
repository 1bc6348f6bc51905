import {
  compileFlow,
  enumeratePaths,
  eventsForPath,
  type CompiledFlow,
  type IntakeEvent,
} from '@telehealth/engine';
import type { AdvData, StartData } from '@telehealth/schemas';

import { tenantData } from './tenant-data.js';

/** Advertising data as the storefront sends it with POST /api/order/create. */
export const testAdvData: AdvData = {
  params: { utm_source: 'newsletter' },
  cookies: { fbp: 'fb.1.1700000000000.123456789' },
  user_agent: 'Mozilla/5.0 (test)',
  ip_address: '203.0.113.7',
  version: 'v2',
};

/** The compiled published intake of a seeded tenant. */
export function seededIntake(tenant: number): CompiledFlow {
  const flow = tenantData(tenant).flows.find((f) => f.key === 'intake' && f.status === 'published');
  if (!flow) throw new Error(`tenant ${tenant} has no published intake`);
  return compileFlow(flow);
}

/**
 * The answer sets a patient saves, one per answered question, along the first path of a flow whose last state
 * satisfies `end` (checkout, a hard stop). Ages are computed on `asOf` (today, YYYY-MM-DD).
 */
export function answersAlong(
  compiled: CompiledFlow,
  end: (state: string) => boolean,
  asOf = new Date().toISOString().slice(0, 10),
): StartData[] {
  const path = enumeratePaths(compiled.index, { limit: 5000 }).paths.find((p) => end(p.states.at(-1)!));
  if (!path) throw new Error('the flow has no such path');
  const snapshots: StartData[] = [];
  let answers: StartData = {};
  for (const event of eventsForPath(compiled.index, path, asOf) ?? []) {
    if (event.type !== 'ANSWER') continue;
    const { questionId, value } = event as Extract<IntakeEvent, { type: 'ANSWER' }>;
    const title = compiled.index.questions.get(questionId)?.title ?? '';
    answers = { ...answers, [String(questionId)]: { value, question: title } };
    snapshots.push(answers);
  }
  return snapshots;
}
