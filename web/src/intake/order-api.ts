import type {
  AdvData,
  CreateOrderResponse,
  FlowVersion,
  KlaviyoIntakeResponse,
  OrderByCreatedResponse,
  StartData,
  StateListResponse,
  UpdateOrderResponse,
  UserInfoResponse,
} from '@telehealth/schemas';

import type { ApiClient } from '../api/client';

/** The intake's calls of spec section 7, typed by the API's schemas. */
export const intakeApi = {
  states: (api: ApiClient) => api.get<StateListResponse>('/api/states'),
  userInfo: (api: ApiClient) => api.get<UserInfoResponse>('/api/user/info'),
  /** The published intake flow, or (with a version) the one an order is pinned to. */
  flowVersion: (api: ApiClient, version?: number) =>
    api.get<FlowVersion>(
      version === undefined ? '/api/flow-versions/intake' : `/api/flow-versions/intake/${version}`,
    ),
  createOrder: (api: ApiClient, created: string, advData: AdvData) =>
    api.post<CreateOrderResponse>('/api/order/create', { created, advData }),
  orderByCreated: (api: ApiClient, created: string) =>
    api.get<OrderByCreatedResponse>('/api/order/created', { query: { created } }),
  saveAnswers: (
    api: ApiClient,
    created: string,
    revision: number | undefined,
    startData: StartData,
    agent?: { agentId: number; agentCompletionDate: string },
  ) =>
    api.post<UpdateOrderResponse>('/api/order/update', {
      created,
      ...(revision === undefined ? {} : { revision }),
      columns: { startData, ...agent },
    }),
  klaviyoIntake: (api: ApiClient, email: string, recoverLink: string) =>
    api.post<KlaviyoIntakeResponse>('/api/klaviyo/intake', { email, recoverLink }),
};

/**
 * Whether an intake's order is paid. Its customer and staff see the payment; anyone else gets a paid order with its
 * payment, shipping and answers left out (GET /api/order/created), but still with its customer (`userId`) and its
 * state. No unpaid intake looks like that: an intake at checkout has answers.
 */
export function isPaidOrder(
  order: Pick<OrderByCreatedResponse, 'payment' | 'userId' | 'state' | 'startData'>,
): boolean {
  if (order.payment !== null) return true;
  return order.userId !== null && order.state === 'checkout' && Object.keys(order.startData).length === 0;
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
