import { LANDING_STORAGE_KEYS, type LandingParams } from './landing-params';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the landing query's coupon code and medication ids for the start pages (this browser tab only). */
export function storeLandingParams(params: LandingParams): void {
  const store = storage();
  if (!store) return;
  if (params.couponCode !== undefined) store.setItem(LANDING_STORAGE_KEYS.couponCode, params.couponCode);
  if (params.meds.length > 0) store.setItem(LANDING_STORAGE_KEYS.selectedMeds, JSON.stringify(params.meds));
}

/** The coupon code the visitor arrived with, exactly as given, or undefined. */
export function readStoredCouponCode(): string | undefined {
  return storage()?.getItem(LANDING_STORAGE_KEYS.couponCode) ?? undefined;
}

/** The medication ids the visitor arrived with (`?med=`), or an empty list. */
export function readStoredMeds(): number[] {
  const raw = storage()?.getItem(LANDING_STORAGE_KEYS.selectedMeds);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

const LANDING_QUERY_KEY = 'landingQuery';
/** Parameters never kept as advertising data: credentials and session keys. */
const PRIVATE_PARAMS = new Set(['maskToken', 'restoresession', 'token']);

/**
 * Remembers the query of the first page of the visit (ad click ids, utm_*), for dAdvData's params. Only the first
 * page with a query counts; credentials are left out.
 */
export function storeLandingQuery(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
): void {
  const store = storage();
  if (!store || store.getItem(LANDING_QUERY_KEY) !== null) return;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (PRIVATE_PARAMS.has(key) || value === undefined) continue;
    params[key] = typeof value === 'string' ? value : value.join(',');
  }
  if (Object.keys(params).length > 0) store.setItem(LANDING_QUERY_KEY, JSON.stringify(params));
}

/** The landing page's query parameters, name to value ({} when the visit started without any). */
export function readLandingQuery(): Record<string, string> {
  const raw = storage()?.getItem(LANDING_QUERY_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
