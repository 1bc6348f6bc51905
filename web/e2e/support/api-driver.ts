import {
  compileFlow,
  enumeratePaths,
  eventsForPath,
  type FlowPath,
  type IntakeEvent,
} from '@telehealth/engine';
import type {
  FlowVersion,
  OrderByCreatedResponse,
  OrderResume,
  Product,
  StartData,
} from '@telehealth/schemas';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

import { apiUrl, E2E_API_TOKEN } from '../e2e-env';

/** How the e2e specs prepare data through the real API: users, intakes answered to checkout, paid orders. */

export const SEEDED_ADMIN = { email: 'admin@example.com', password: 'admin-dev-password' };
export const USER_PASSWORD = 'e2e-user-pass-123';

/** Role numbers of the API's users. */
export const ROLE = { admin: 0, customer: 1, agent: 2 } as const;

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let serial = 0;
/** A fresh value per call and per run, so tests never share customers or intakes, even against a reused API. */
export const unique = (label: string) => `${label}-${runId}-${++serial}`;
export const uniqueEmail = (label: string) => `${unique(label)}@example.com`;
/**
 * A fresh created value for POST /api/order/create: the API takes only values at least as long and random as the
 * storefront's (at least 24 characters ending with `-` and 10 random characters of 0-9a-z).
 */
export const uniqueCreated = (label: string) =>
  `${unique(label)}-${Buffer.from(crypto.getRandomValues(new Uint8Array(5))).toString('hex')}`;

export const apiHeaders = (tenantId: number, token?: string) => ({
  Token: E2E_API_TOKEN,
  Tenant: String(tenantId),
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

export async function call<T>(
  request: APIRequestContext,
  tenantId: number,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string; expected?: number } = {},
): Promise<T> {
  const response = await request.fetch(apiUrl(path), {
    method,
    headers: apiHeaders(tenantId, options.token),
    ...(options.body === undefined ? {} : { data: options.body }),
  });
  const expected = options.expected ?? (method === 'POST' && path.endsWith('/create') ? 201 : 200);
  expect(response.status(), `${method} ${path} (tenant ${tenantId}): ${await response.text()}`).toBe(
    expected,
  );
  return (await response.json()) as T;
}

export async function apiLogin(
  request: APIRequestContext,
  tenantId: number,
  email: string,
  password: string,
): Promise<string> {
  const { token } = await call<{ token: string }>(request, tenantId, 'POST', '/api/auth/login', {
    body: { email, password },
  });
  return token;
}

/** The tenant's seeded admin, logged in through the API: its token. */
export const loginSeededAdmin = (request: APIRequestContext, tenantId: number) =>
  apiLogin(request, tenantId, SEEDED_ADMIN.email, SEEDED_ADMIN.password);

/** A user with a password, created by the tenant's seeded admin (POST /api/admin/users), logged in. */
export async function createUser(
  request: APIRequestContext,
  tenantId: number,
  label: string,
  role: number,
): Promise<{ id: number; email: string; token: string }> {
  const adminToken = await loginSeededAdmin(request, tenantId);
  const email = uniqueEmail(label);
  const user = await call<{ id: number }>(request, tenantId, 'POST', '/api/admin/users', {
    token: adminToken,
    body: { email, role, password: USER_PASSWORD },
    expected: 201,
  });
  return { id: user.id, email, token: await apiLogin(request, tenantId, email, USER_PASSWORD) };
}

/**
 * The answers of the first path through the tenant's published intake whose end satisfies `end` (the engine walks
 * it, as the API's own tests do).
 */
export async function answersAlong(
  request: APIRequestContext,
  tenantId: number,
  end: (path: FlowPath) => boolean,
): Promise<StartData> {
  const flow = await call<FlowVersion>(request, tenantId, 'GET', '/api/flow-versions/intake');
  const compiled = compileFlow(flow);
  const path = enumeratePaths(compiled.index, { limit: 5000 }).paths.find(end);
  if (!path) throw new Error(`tenant ${tenantId}'s intake has no such path`);
  const asOf = new Date().toISOString().slice(0, 10);
  const answers: StartData = {};
  for (const event of eventsForPath(compiled.index, path, asOf) ?? []) {
    if (event.type !== 'ANSWER') continue;
    const { questionId, value } = event as Extract<IntakeEvent, { type: 'ANSWER' }>;
    answers[String(questionId)] = { value, question: compiled.index.questions.get(questionId)?.title ?? '' };
  }
  return answers;
}

/** The answers of the first path through the tenant's published intake that reaches checkout. */
export const answersToCheckout = (request: APIRequestContext, tenantId: number) =>
  answersAlong(request, tenantId, (path) => path.end === 'checkout');

/**
 * A new intake (POST /api/order/create) from the given device address (intakes of one address and date of birth
 * count as the same person); its created value, revision and state.
 */
export async function startIntake(
  request: APIRequestContext,
  tenantId: number,
  ipAddress = '203.0.113.21',
): Promise<{ created: string; revision: number; state: string }> {
  const created = uniqueCreated(`e2e-${tenantId}`);
  const order = await call<{ revision: number; state: string }>(
    request,
    tenantId,
    'POST',
    '/api/order/create',
    {
      body: {
        created,
        advData: {
          params: { utm_source: 'e2e' },
          cookies: {},
          user_agent: 'Mozilla/5.0 (e2e)',
          ip_address: ipAddress,
          version: 'v2',
        },
      },
    },
  );
  return { created, revision: order.revision, state: order.state };
}

/** A new intake (POST /api/order/create) answered to checkout (POST /api/order/update); its created value. */
export async function intakeAtCheckout(
  request: APIRequestContext,
  tenantId: number,
  ipAddress?: string,
): Promise<string> {
  const { created } = await startIntake(request, tenantId, ipAddress);
  const updated = await call<{ state: string }>(request, tenantId, 'POST', '/api/order/update', {
    body: { created, columns: { startData: await answersToCheckout(request, tenantId) } },
  });
  expect(updated.state).toBe('checkout');
  return created;
}

/**
 * Pays the intake with the sandbox's approved Visa (POST /api/order/checkout). With `token` the order belongs to
 * that customer; without, to a new customer account of the shipping email (or, when the email already has an
 * account, it is held until that customer claims it).
 */
export async function payIntake(
  request: APIRequestContext,
  tenantId: number,
  created: string,
  customer: { email: string; token?: string },
): Promise<{ orderId: string }> {
  const [product] = await call<Product[]>(request, tenantId, 'GET', '/api/products');
  return call<{ orderId: string }>(request, tenantId, 'POST', '/api/order/checkout', {
    ...(customer.token ? { token: customer.token } : {}),
    body: {
      created,
      products: [{ med: product!.med }],
      shipping: {
        firstName: 'Morgan',
        lastName: 'Reyes',
        email: customer.email,
        phone: '5125550177',
        address: { line1: '7 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701' },
      },
      payment: {
        paySource: 'CREDITCARD',
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Morgan Reyes' },
      },
    },
  });
}

/** A new customer, logged in, whose intake is answered to checkout and paid to their account. */
export async function paidCustomerOrder(request: APIRequestContext, tenantId: number, label: string) {
  const customer = await createUser(request, tenantId, label, ROLE.customer);
  const created = await intakeAtCheckout(request, tenantId);
  const { orderId } = await payIntake(request, tenantId, created, customer);
  return { customer, created, orderId };
}

/**
 * GET /api/order/created?created= as the given caller (anonymous without a token), as answered: the intake to
 * resume, or only `{created, loginRequired}` for an order of a customer account the caller may not see.
 */
export const orderAnswer = (request: APIRequestContext, tenantId: number, created: string, token?: string) =>
  call<OrderByCreatedResponse>(
    request,
    tenantId,
    'GET',
    `/api/order/created?created=${encodeURIComponent(created)}`,
    token ? { token } : {},
  );

/** The intake to resume (GET /api/order/created?created=), failing when the caller may not see it. */
export async function orderByCreated(
  request: APIRequestContext,
  tenantId: number,
  created: string,
  token?: string,
): Promise<OrderResume> {
  const order = await orderAnswer(request, tenantId, created, token);
  expect(order, `GET /api/order/created?created=${created}`).not.toHaveProperty('loginRequired');
  return order as OrderResume;
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const found = (await context.cookies()).find((cookie) => cookie.name === name);
  return found === undefined ? undefined : decodeURIComponent(found.value);
}

export async function setCreatedCookie(context: BrowserContext, host: string, created: string) {
  await context.addCookies([
    { name: 'created', value: created, domain: host, path: '/', sameSite: 'Strict' },
  ]);
}
