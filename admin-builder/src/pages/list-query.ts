import { INTAKE_STATE_LABELS, INTAKE_STATES } from '@telehealth/engine';
import type { AdminOrderStatusFilter } from '@telehealth/schemas';

/**
 * The status filter's choices, as GET /api/admin/orders takes them, with their labels: the intake states (the
 * engine's intakeState rule, which also labels the rows and counts the dashboard's figures) first.
 */
export const ORDER_STATUS_FILTERS: { value: AdminOrderStatusFilter; label: string }[] = [
  ...INTAKE_STATES.map((state) => ({ value: state, label: INTAKE_STATE_LABELS[state].label })),
  { value: 'paid', label: 'Paid (any state)' },
  { value: 'review', label: 'Needs clinician review' },
  { value: 'flagged', label: 'Clinician flag raised' },
  { value: 'PENDING', label: 'Order status PENDING' },
  { value: 'COMPLETE', label: 'Order status COMPLETE' },
  { value: 'CANCELLED', label: 'Order status CANCELLED' },
  { value: 'DECLINED', label: 'Order status DECLINED' },
  { value: 'PAUSED', label: 'Order status PAUSED' },
  { value: 'PARTIALLY_REFUNDED', label: 'Order status PARTIALLY_REFUNDED' },
  { value: 'REACTIVATED', label: 'Order status REACTIVATED' },
];

export const ROLE_FILTERS = [
  { value: '0', label: 'Admins' },
  { value: '1', label: 'Customers' },
  { value: '2', label: 'Agents' },
] as const;

export interface ListQuery<F extends string = string> {
  q: string;
  /** '' for all. */
  filter: F | '';
  page: number;
}

const MAX_SEARCH = 200;

/**
 * The list state kept in the page's URL (so a list can be linked, reloaded and gone back to): `q`, the filter
 * (`status` or `role`) and `page`. Values the API would refuse are dropped here: an unknown filter, a page that
 * is not a positive integer, a search over 200 characters (cut).
 */
export function readListQuery<F extends string>(
  search: URLSearchParams,
  filterName: string,
  allowed: readonly F[],
): ListQuery<F> {
  const q = (search.get('q') ?? '').slice(0, MAX_SEARCH);
  const rawFilter = search.get(filterName) ?? '';
  const filter = allowed.find((value) => value === rawFilter) ?? '';
  const rawPage = search.get('page') ?? '1';
  const page = /^[1-9][0-9]{0,5}$/.test(rawPage) ? Number(rawPage) : 1;
  return { q, filter, page };
}

/** The URL search of a list state; defaults are left out. */
export function writeListQuery(query: ListQuery, filterName: string): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q.trim() !== '') search.set('q', query.q.trim());
  if (query.filter !== '') search.set(filterName, query.filter);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

/** The API query of a list state (GET /api/admin/orders or /users). */
export function apiListQuery<N extends string, F extends string>(
  query: ListQuery<F>,
  filterName: N,
  pageSize: number,
): { q?: string; page: string; pageSize: string } & { [K in N]?: F } {
  const filter = { [filterName]: query.filter === '' ? undefined : query.filter } as { [K in N]?: F };
  return {
    q: query.q.trim() === '' ? undefined : query.q.trim(),
    ...filter,
    page: String(query.page),
    pageSize: String(pageSize),
  };
}
