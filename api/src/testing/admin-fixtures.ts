import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '@telehealth/schemas';
import { DataSource } from 'typeorm';

import { JwtService } from '../auth/jwt.service.js';
import { DEV_TOKEN } from './tenant-data.js';

/** A bcrypt hash (4 rounds) of "password-1234", for users made by the tests. */
export const TEST_PASSWORD = 'password-1234';
const TEST_HASH = '$2b$04$VValuKlZvfsYcPPQz1kb0.RpRuU.HNy7AsQaVl8017Yqd5JdjfUOa';

export const PAID_WITH = { paySource: 'CREDITCARD', last4: '4242', brand: 'Visa' };
export const ADV_DATA = {
  params: {},
  cookies: {},
  user_agent: 'test',
  ip_address: '127.0.0.1',
  version: 'v3',
};

export function db(app: NestFastifyApplication): DataSource {
  return app.get(DataSource);
}

/** Inserts a user of the tenant and returns its id. */
export async function insertUser(app: NestFastifyApplication, tenantId: number, email: string, role: Role) {
  const [{ id }] = (await db(app).query(
    `INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, $2, $3, $4) RETURNING id`,
    [tenantId, email, TEST_HASH, role],
  )) as [{ id: number }];
  return id;
}

export async function seededAdminId(app: NestFastifyApplication, tenantId: number): Promise<number> {
  const [row] = (await db(app).query(
    `SELECT id FROM users WHERE tenant_id = $1 AND email = 'admin@example.com'`,
    [tenantId],
  )) as { id: number }[];
  if (!row) throw new Error(`tenant ${tenantId} has no seeded admin`);
  return row.id;
}

/** A login token for the user, signed with their token version now (0 for a user who is not in the database). */
export async function tokenFor(
  app: NestFastifyApplication,
  tenantId: number,
  userId: number,
  role: Role,
): Promise<string> {
  const [row] = (await db(app).query(`SELECT token_version FROM users WHERE tenant_id = $1 AND id = $2`, [
    tenantId,
    userId,
  ])) as { token_version: number }[];
  return app.get(JwtService).sign({ userId, role, tenantId, tokenVersion: row?.token_version ?? 0 });
}

/** The id and version of the tenant's published intake flow. */
export async function publishedIntake(app: NestFastifyApplication, tenantId: number) {
  const [row] = (await db(app).query(
    `SELECT id, version, document FROM flow_versions WHERE tenant_id = $1 AND key = 'intake' AND status = 'published'`,
    [tenantId],
  )) as { id: string; version: number; document: unknown }[];
  if (!row) throw new Error(`tenant ${tenantId} has no published intake`);
  return row;
}

export interface OrderFixture {
  created: string;
  createdAt?: Date;
  paidAt?: Date | null;
  price?: number | null;
  shipping?: unknown;
  startData?: unknown;
  orderStatus?: string;
  purchaseStatus?: string | null;
  originalOrderId?: number | null;
  userId?: number | null;
}

/** Inserts an order on the tenant's published intake; paid orders get a card payment. */
export async function insertOrder(app: NestFastifyApplication, tenantId: number, order: OrderFixture) {
  const flow = await publishedIntake(app, tenantId);
  const paid = order.paidAt ?? null;
  const [{ id }] = (await db(app).query(
    `INSERT INTO orders (tenant_id, created, flow_version_id, flow_version, adv_data, start_data, shipping,
        order_data, purchase_data, original_order_id, user_id, price, payment, paid_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      tenantId,
      order.created,
      flow.id,
      flow.version,
      JSON.stringify(ADV_DATA),
      JSON.stringify(order.startData ?? {}),
      order.shipping === undefined ? null : JSON.stringify(order.shipping),
      JSON.stringify({ orderStatus: order.orderStatus ?? 'PENDING', items: [] }),
      order.purchaseStatus ? JSON.stringify({ status: order.purchaseStatus }) : null,
      order.originalOrderId ?? null,
      order.userId ?? null,
      order.price ?? (paid ? 10 : null),
      paid ? JSON.stringify(PAID_WITH) : null,
      paid,
      order.createdAt ?? new Date(),
    ],
  )) as [{ id: number }];
  return id;
}

export interface EventFixture {
  kind: string;
  state: string;
  answers?: unknown;
  machineEvent?: unknown;
  questionId?: number | null;
  flowVersion?: number;
  agentId?: number | null;
}

/** Appends intake event rows to an order, in the given order. */
export async function insertEvents(
  app: NestFastifyApplication,
  tenantId: number,
  orderId: number,
  events: EventFixture[],
) {
  for (const event of events) {
    await db(app).query(
      `INSERT INTO intake_events (tenant_id, order_id, kind, question_id, machine_event, state, answers, flow_version, agent_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        tenantId,
        orderId,
        event.kind,
        event.questionId ?? null,
        event.machineEvent === undefined || event.machineEvent === null
          ? null
          : JSON.stringify(event.machineEvent),
        event.state,
        JSON.stringify(event.answers ?? {}),
        event.flowVersion ?? 1,
        event.agentId ?? null,
      ],
    );
  }
}

/** Who sends a `call`, and what: the tenant, a login token, a JSON body, the client's address. */
export interface CallOptions {
  tenant?: number;
  token?: string;
  payload?: unknown;
  ip?: string;
  /** More request headers (e.g. Last-Event-ID). */
  headers?: Record<string, string>;
}

/**
 * An HTTP call of the API with the Token and Tenant headers (tenant 6 unless given) and, when given, a login token,
 * a JSON body and the client's address.
 */
export function call(
  app: NestFastifyApplication,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  { tenant = 6, token, payload, ip, headers }: CallOptions = {},
) {
  return app.inject({
    method,
    url,
    ...(ip === undefined ? {} : { remoteAddress: ip }),
    headers: {
      token: DEV_TOKEN,
      tenant: String(tenant),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}
