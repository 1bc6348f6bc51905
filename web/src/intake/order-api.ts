import type {
  AdvData,
  OrderByCreatedResponse,
  OrderLoginRequired,
  OrderResume,
  StartData,
} from '@telehealth/schemas';

import type { ApiClient } from '../api/client';

/** The intake's calls of spec section 7, typed by the API's schemas. */
export const intakeApi = {
  states: (api: ApiClient) => api.call('GET /api/states'),
  userInfo: (api: ApiClient) => api.call('GET /api/user/info'),
  createOrder: (api: ApiClient, created: string, advData: AdvData) =>
    api.call('POST /api/order/create', { body: { created, advData } }),
  /** The intake of a created value (asked by created, the route answers OrderByCreatedResponse). */
  orderByCreated: (api: ApiClient, created: string, signal?: AbortSignal) =>
    api.call('GET /api/order/created', { query: { created }, signal }) as Promise<OrderByCreatedResponse>,
  saveAnswers: (
    api: ApiClient,
    created: string,
    revision: number | undefined,
    startData: StartData,
    agent?: { agentId: number; agentCompletionDate: string },
  ) =>
    api.call('POST /api/order/update', {
      body: { created, ...(revision === undefined ? {} : { revision }), columns: { startData, ...agent } },
    }),
  klaviyoIntake: (api: ApiClient, email: string, recoverLink: string) =>
    api.call('POST /api/klaviyo/intake', { body: { email, recoverLink } }),
};

/**
 * Whether the API keeps the order to its customer: an order that belongs to a customer account (paid, a rebill,
 * or started while logged in) asked for by anyone but that customer or staff answers only `{created,
 * loginRequired}`. The storefront then sends the visitor to /login.
 */
export function isLoginRequired(order: OrderByCreatedResponse): order is OrderLoginRequired {
  return 'loginRequired' in order;
}

/** Whether the order is paid, as its customer or staff see it (the payment is recorded). */
export function isPaidOrder(order: OrderResume): boolean {
  return order.payment !== null;
}

/** Whether an intake can go on in this browser: the visitor may see it and it is not paid yet. */
export function isOpenOrder(order: OrderByCreatedResponse): order is OrderResume {
  return !isLoginRequired(order) && !isPaidOrder(order);
}

/** Tries `task` up to `attempts` times, `delayMs` apart (spec section 9: recovery 3 tries 500 ms apart). */
export async function withAttempts<T>(
  task: () => Promise<T>,
  attempts = 3,
  delayMs = 500,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await sleep(delayMs);
    }
  }
  throw lastError;
}

/**
 * Spec section 6: an agent masquerading (agentId cookie, outside the lead pages) is recorded on each order update
 * with the time, as agentId and agentCompletionDate. Undefined without a valid agent id.
 */
export function agentColumns(
  agentIdCookie: string | undefined,
  nowMs: number,
): { agentId: number; agentCompletionDate: string } | undefined {
  const agentId = Number(agentIdCookie);
  if (!agentIdCookie || !Number.isInteger(agentId) || agentId <= 0) return undefined;
  return { agentId, agentCompletionDate: new Date(nowMs).toISOString() };
}
