import type { Role } from './generated/types.js';

/** The roles by name (the `Role` enum of enums.schema.json: 0 admin, 1 customer, 2 agent). */
export const UserRole = { Admin: 0, Customer: 1, Agent: 2 } as const satisfies Record<string, Role>;

/** Each role's name, for messages and documentation. */
export const ROLE_NAMES = { 0: 'admin', 1: 'customer', 2: 'agent' } as const satisfies Record<Role, string>;

/** Staff: the roles that may act for a customer (masquerade, read any customer's data). */
export const STAFF_ROLES = [UserRole.Admin, UserRole.Agent] as const satisfies readonly Role[];

export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether a role is a staff role (admin or agent). */
export function isStaffRole(role: number): role is StaffRole {
  return (STAFF_ROLES as readonly number[]).includes(role);
}
