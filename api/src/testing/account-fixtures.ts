import { randomUUID } from 'node:crypto';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type {
  ClinicianVisit,
  OrderData,
  Prescription,
  PurchaseData,
  Role,
  SelectedProducts,
} from '@telehealth/schemas';
import { DataSource } from 'typeorm';

import { JwtService } from '../auth/jwt.service.js';
import { DEV_TOKEN } from './tenant-data.js';

/** A user made for a test, with a login token for its tenant. */
export interface TestUser {
  id: number;
  tenantId: number;
  role: Role;
  token: string;
}

/** Inserts a user of `tenantId` with `role` and returns its id (the test signs its tokens). */
export async function insertUserId(
  app: NestFastifyApplication,
  tenantId: number,
  role: Role = 1,
): Promise<number> {
  const [row] = (await app
    .get(DataSource)
    .query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, $2, 'x', $3) RETURNING id`,
      [tenantId, `user-${randomUUID()}@example.com`, role],
    )) as { id: number }[];
  return row!.id;
}

/** Inserts a user of `tenantId` with `role` and signs a login token for it. */
export async function createUser(
  app: NestFastifyApplication,
  tenantId: number,
  role: Role = 1,
): Promise<TestUser> {
  const id = await insertUserId(app, tenantId, role);
  return { id, tenantId, role, token: await app.get(JwtService).sign({ userId: id, role, tenantId }) };
}

/** The users most tests of customer routes act as: two customers (alice, bob), an admin and an agent. */
export interface TenantUsers {
  alice: TestUser;
  bob: TestUser;
  admin: TestUser;
  agent: TestUser;
}

/** Inserts alice, bob, an admin and an agent of `tenantId`, in that order. */
export async function createTenantUsers(app: NestFastifyApplication, tenantId = 6): Promise<TenantUsers> {
  return {
    alice: await createUser(app, tenantId),
    bob: await createUser(app, tenantId),
    admin: await createUser(app, tenantId, 0),
    agent: await createUser(app, tenantId, 2),
  };
}

/** Inserts an admin, an agent and a customer of `tenantId`, in that order, and returns their ids. */
export async function insertStaffAndCustomer(
  app: NestFastifyApplication,
  tenantId = 6,
): Promise<{ admin: number; agent: number; customer: number }> {
  return {
    admin: await insertUserId(app, tenantId, 0),
    agent: await insertUserId(app, tenantId, 2),
    customer: await insertUserId(app, tenantId, 1),
  };
}

/** The headers of a request by `user` (its tenant unless another is given). */
export function headers(user: TestUser, tenant: number = user.tenantId): Record<string, string> {
  return { Token: DEV_TOKEN, Tenant: String(tenant), authorization: `Bearer ${user.token}` };
}

export interface TestOrder {
  userId: number | null;
  purchaseData?: PurchaseData | null;
  orderData?: OrderData;
  status?: number | null;
  originalOrderId?: number | null;
  prescription?: Prescription | null;
  beluga?: ClinicianVisit | null;
  paid?: boolean;
  createdAt?: string;
}

export const PRODUCTS: SelectedProducts = [{ med: 701, name: 'Regular Strength FungAid', price: 49.99 }];

export const PRESCRIPTION: Prescription = {
  medication: 'FungAid',
  dosage: 'Regular strength',
  sig: 'Apply to the affected nails once daily',
  prescribedAt: '2026-10-01T12:00:00.000Z',
  prescriber: { name: 'Dr. Jane Doe', npi: '1234567890' },
};

/** Inserts a paid order of `tenantId` (on its published intake flow) and returns its id. */
export async function insertOrder(
  app: NestFastifyApplication,
  tenantId: number,
  order: TestOrder,
): Promise<number> {
  const dataSource = app.get(DataSource);
  const [flow] = (await dataSource.query(
    `SELECT id, version FROM flow_versions WHERE tenant_id = $1 AND key = 'intake' AND status = 'published'`,
    [tenantId],
  )) as { id: string; version: number }[];
  const paid = order.paid ?? true;
  const [row] = (await dataSource.query(
    `INSERT INTO orders (tenant_id, created, flow_version_id, flow_version, adv_data, selected_product, payment,
                         order_data, purchase_data, status, original_order_id, user_id, price, prescription,
                         beluga, paid_at, created_at)
     VALUES ($1, $2, $3, $4, '{}', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, coalesce($16::timestamptz, now()))
     RETURNING id`,
    [
      tenantId,
      randomUUID(),
      flow!.id,
      flow!.version,
      JSON.stringify(PRODUCTS),
      paid ? { paySource: 'CREDITCARD', last4: '4242', brand: 'Visa' } : null,
      order.orderData ?? { orderStatus: 'COMPLETE', items: [{ txnType: 'SALE', amount: 49.99 }] },
      order.purchaseData ?? null,
      order.status ?? null,
      order.originalOrderId ?? null,
      order.userId,
      paid ? 49.99 : null,
      order.prescription ?? null,
      order.beluga ?? null,
      paid ? new Date().toISOString() : null,
      order.createdAt ?? null,
    ],
  )) as { id: number }[];
  return row!.id;
}
