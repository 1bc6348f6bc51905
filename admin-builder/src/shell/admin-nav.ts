/** The admin area's navigation (issue: dashboard, inbox, flows, orders, products, questions, users, audit log). */
export const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/inbox', label: 'Inbox' },
  { to: '/admin/flows', label: 'Flows' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/questions', label: 'Questions' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;

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
