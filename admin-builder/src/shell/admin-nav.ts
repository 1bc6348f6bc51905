import { staffHomePath } from '@telehealth/engine';
import { UserRole, type StaffRole } from '@telehealth/schemas';

export interface AdminNavEntry {
  to: string;
  label: string;
}

/**
 * The staff area's navigation by role (docs/decisions.md): an admin sees everything (the care-team inbox first, the audit log last); an agent the
 * inbox, the customers (the users list, customers only) and the orders.
 */
export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { to: '/admin/inbox', label: 'Inbox' },
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/flows', label: 'Flows' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/questions', label: 'Questions' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/audit', label: 'Audit log' },
];

export const AGENT_NAV: readonly AdminNavEntry[] = [
  { to: '/admin/inbox', label: 'Inbox' },
  { to: '/admin/users', label: 'Customers' },
  { to: '/admin/orders', label: 'Orders' },
];

export function navFor(role: StaffRole): readonly AdminNavEntry[] {
  return role === UserRole.Admin ? ADMIN_NAV : AGENT_NAV;
}

/** Where `/admin` leads: an admin's dashboard, an agent's inbox (the engine's one rule, as after login). */
export function homeOf(role: StaffRole): string {
  return staffHomePath(role) ?? '/admin/dashboard';
}

/**
 * Which navigation entry a path belongs to, so detail pages mark their list as current:
 * /admin/order/5 → /admin/orders, /admin/flows/intake/builder → /admin/flows.
 */
export function navEntryOf(pathname: string): string | null {
  const segment = /^\/admin\/([^/]+)/.exec(pathname)?.[1];
  if (!segment) return null;
  const plural = segment.endsWith('s') ? segment : `${segment}s`;
  const entry = ADMIN_NAV.find((item) => item.to === `/admin/${plural}` || item.to === `/admin/${segment}`);
  return entry ? entry.to : null;
}
