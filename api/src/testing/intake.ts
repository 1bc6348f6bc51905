import { randomBytes } from 'node:crypto';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  compileFlow,
  enumeratePaths,
  eventsForPath,
  type CompiledFlow,
  type FlowPath,
  type IntakeEvent,
} from '@telehealth/engine';
import type { AdvData, CheckoutRequest, StartData } from '@telehealth/schemas';
import { expect } from 'vitest';

import { DEV_TOKEN, tenantData } from './tenant-data.js';

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
  return answersAlongPath(compiled, (p) => end(p.states.at(-1)!), asOf);
}

/**
 * The answer sets a patient saves, one per answered question, along the first path of a flow that `pick` accepts
 * (one that ends at checkout through a given question, say). Ages are computed on `asOf` (today, YYYY-MM-DD).
 */
export function answersAlongPath(
  compiled: CompiledFlow,
  pick: (path: FlowPath) => boolean,
  asOf = new Date().toISOString().slice(0, 10),
): StartData[] {
  const path = enumeratePaths(compiled.index, { limit: 5000 }).paths.find(pick);
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

/**
 * An intake started through the storefront's API (POST /api/order/create) with each answer set saved in turn
 * (POST /api/order/update), as a patient's browser does; answers the order id.
 */
export async function startIntake(
  app: NestFastifyApplication,
  tenant: number,
  created: string,
  saves: StartData[],
): Promise<number> {
  const headers = { token: DEV_TOKEN, tenant: String(tenant) };
  const response = await app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers,
    payload: { created, advData: testAdvData },
  });
  expect(response.statusCode).toBe(201);
  for (const startData of saves) {
    const update = await app.inject({
      method: 'POST',
      url: '/api/order/update',
      headers,
      payload: { created, columns: { startData } },
    });
    expect(update.statusCode, update.body).toBe(200);
  }
  return Number(response.json().orderId);
}

/** A new open intake of the tenant, as the storefront's lead page starts one: a fresh created value and its order id. */
export async function openIntake(
  app: NestFastifyApplication,
  tenant: number,
): Promise<{ created: string; orderId: number }> {
  const created = `${Date.now()}-${randomBytes(8).toString('hex').slice(0, 10)}`;
  return { created, orderId: await startIntake(app, tenant, created, []) };
}

/**
 * A POST /api/order/checkout body: the intake's created value, one product, a US shipping address with `email`,
 * and the sandbox gateway's approved test card.
 */
export function checkoutRequest(
  created: string,
  med: number,
  email: string,
  name: { firstName: string; lastName: string } = { firstName: 'Jordan', lastName: 'Rivera' },
): CheckoutRequest {
  return {
    created,
    products: [{ med }],
    shipping: {
      ...name,
      address: { line1: '12 Harbor Street', city: 'Portland', state: 'OR', postalCode: '97205' },
      email,
      phone: '5035550143',
    },
    payment: {
      paySource: 'CREDITCARD',
      card: {
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        name: `${name.firstName} ${name.lastName}`,
      },
    },
  };
}
