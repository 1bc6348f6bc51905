import { isStaffRole, type Role } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { actorOf } from '../../auth/decorators/current-actor.decorator.js';
import type { OrderEntity } from '../order.entity.js';
import { OrderException } from '../order.exception.js';

/**
 * Who sends a request about an order, from its login or mask token: the user it acts as (the customer, with a
 * mask token) and that user's role, plus the staff user behind a mask token. All null when anonymous.
 */
export interface OrderCaller {
  userId: number | null;
  /** The role the request acts with: a mask token acts as its customer (1). */
  role: Role | null;
  /** The agent or admin behind a mask token (recorded on intake events as `agentId`). */
  agentId: number | null;
}

export const ANONYMOUS: OrderCaller = { userId: null, role: null, agentId: null };

/** The caller of a request to a route whose access is a login, optional or not (AuthGuard checked it). */
export function orderCallerOf(request: FastifyRequest): OrderCaller {
  const actor = actorOf(request);
  return {
    userId: request.user?.userId ?? null,
    role: request.user?.role ?? null,
    agentId: actor?.masquerade ? actor.userId : null,
  };
}

type OwnedFields = Pick<OrderEntity, 'paidAt' | 'originalOrderId' | 'userId'>;

/**
 * The one rule of who an order belongs to. An order belongs to a customer account once it is paid (a sale, even
 * one held until its account owner claims it), when it is a rebill of a sale (`originalOrderId`) or when it has
 * a user. Until then it is an anonymous intake, and knowing its created value (the patient's cookie or resume
 * link) is enough to read and continue it.
 */
export function belongsToCustomer(order: OwnedFields): boolean {
  return order.paidAt !== null || order.originalOrderId !== null || order.userId !== null;
}

/** Whether the caller is the order's customer (a mask token of that customer included). */
export function isOrderCustomer(order: OwnedFields, caller: OrderCaller): boolean {
  return caller.userId !== null && order.userId === caller.userId;
}

/** Staff reading with their own login token (admins and agents; a mask token acts as the customer). */
function isStaff(caller: OrderCaller): boolean {
  return caller.role !== null && isStaffRole(caller.role);
}

/**
 * Whether the caller may read the order's patient data (answers, shipping, payment, products, browser data):
 * anyone for an anonymous intake; its customer and staff for an order that belongs to a customer. Anyone else
 * learns only that a login is needed (`OrderLoginRequired`).
 */
export function mayReadOrder(order: OwnedFields, caller: OrderCaller): boolean {
  return !belongsToCustomer(order) || isOrderCustomer(order, caller) || isStaff(caller);
}

/**
 * Whether the caller may act on the order's intake (save answers, pay, start an identity check): anyone for an
 * anonymous intake; only its customer (or staff with that customer's mask token) once it belongs to a customer.
 * Staff with their own login token act through a mask token, so that the customer is recorded as the actor.
 */
export function mayActOnOrder(order: OwnedFields, caller: OrderCaller): boolean {
  return !belongsToCustomer(order) || isOrderCustomer(order, caller);
}

/** Refuses, unless `mayActOnOrder`: 401 for an anonymous caller (log in), 403 for anyone else. */
export function assertMayActOnOrder(order: OwnedFields, caller: OrderCaller): void {
  if (mayActOnOrder(order, caller)) return;
  if (caller.userId === null) throw new OrderException('ORDER_LOGIN_REQUIRED');
  throw new OrderException('ORDER_NOT_YOURS');
}

/** Refuses, unless `mayReadOrder`, as `assertMayActOnOrder` does (for reads that have no login-required answer). */
export function assertMayReadOrder(order: OwnedFields, caller: OrderCaller): void {
  if (mayReadOrder(order, caller)) return;
  assertMayActOnOrder(order, caller);
}
