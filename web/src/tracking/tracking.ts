/**
 * Tracking (spec section 7): events pushed to `window.dataLayer` (the tag manager's queue) carrying the ad click ids
 * the visitor landed with and the customer's fields. Click ids are read from the landing URL once and kept for the
 * browser session (sessionStorage), so a purchase three pages later still carries the gclid of the ad.
 */

/** The ad networks' click-id query parameters. */
export const AD_CLICK_ID_PARAMS = ['gclid', 'fbclid', 'ttclid', 'msclkid'] as const;
export type AdClickIdParam = (typeof AD_CLICK_ID_PARAMS)[number];
export type AdClickIds = Partial<Record<AdClickIdParam, string>>;

/** sessionStorage key of the click ids kept for the session. */
export const AD_CLICK_IDS_KEY = 'tracking:adClickIds';

export type TrackingEvent = 'lead' | 'question' | 'checkout' | 'purchase';

/** What the caller knows about the customer and the step; every field is optional. */
export interface TrackingFields {
  /** The intake's created value. */
  created?: string;
  email?: string;
  /** Any formatting; digits are kept. */
  phone?: string;
  firstName?: string;
  lastName?: string;
  /** Two-letter US state code. */
  state?: string;
  userId?: number | string;
  /** The question answered (question events). */
  questionId?: number | string;
  orderId?: number | string;
  /** Order or cart value in US dollars (checkout and purchase events). */
  value?: number;
  currency?: string;
  /** Medication ids in the cart. */
  meds?: (number | string)[];
}

export interface TrackingPayload extends Omit<TrackingFields, 'email' | 'phone'> {
  event: TrackingEvent;
  tenantId?: number;
  email?: string;
  phone?: string;
  gclid?: string;
  fbclid?: string;
  ttclid?: string;
  msclkid?: string;
}

/** The click ids in a query string (`?gclid=…`); empty values are ignored. */
export function readAdClickIds(search: string): AdClickIds {
  const params = new URLSearchParams(search);
  const ids: AdClickIds = {};
  for (const name of AD_CLICK_ID_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) ids[name] = value;
  }
  return ids;
}

/** Stored click ids merged with the landing URL's: a new ad click replaces the old id of the same network. */
export function mergeAdClickIds(stored: AdClickIds, landing: AdClickIds): AdClickIds {
  return { ...stored, ...landing };
}

export function parseStoredAdClickIds(raw: string | null): AdClickIds {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const ids: AdClickIds = {};
    for (const name of AD_CLICK_ID_PARAMS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && value !== '') ids[name] = value;
    }
    return ids;
  } catch {
    return {};
  }
}

/** The dataLayer entry: event name, tenant, click ids, then the fields (email lower-cased, phone digits only). */
export function buildTrackingPayload(
  event: TrackingEvent,
  fields: TrackingFields,
  context: { clickIds: AdClickIds; tenantId?: number },
): TrackingPayload {
  const payload: TrackingPayload = { event, ...context.clickIds };
  if (context.tenantId !== undefined) payload.tenantId = context.tenantId;
  for (const [key, value] of Object.entries(fields) as [keyof TrackingFields, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'email') payload.email = String(value).trim().toLowerCase();
    else if (key === 'phone') {
      const digits = String(value).replace(/\D/g, '');
      if (digits) payload.phone = digits;
    } else (payload as unknown as Record<string, unknown>)[key] = value;
  }
  if (payload.value !== undefined && payload.currency === undefined) payload.currency = 'USD';
  return payload;
}

interface TrackingState {
  clickIds: AdClickIds;
  tenantId?: number;
  dataLayer: unknown[];
}

let state: TrackingState | null = null;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Reads the landing URL's click ids into the session and binds the tenant. Call once at start (main.tsx); `track`
 * before it still pushes, without click ids or tenant.
 */
export function initTracking(win: Window, tenantId?: number): void {
  let stored: string | null = null;
  try {
    stored = win.sessionStorage.getItem(AD_CLICK_IDS_KEY);
  } catch {
    // Blocked storage: the ids last for this page only.
  }
  const clickIds = mergeAdClickIds(parseStoredAdClickIds(stored), readAdClickIds(win.location.search));
  try {
    win.sessionStorage.setItem(AD_CLICK_IDS_KEY, JSON.stringify(clickIds));
  } catch {
    // See above.
  }
  win.dataLayer = win.dataLayer ?? [];
  state = { clickIds, tenantId, dataLayer: win.dataLayer };
}

/** Binds the tenant once it is known (after boot). */
export function setTrackingTenant(tenantId: number): void {
  if (state) state.tenantId = tenantId;
}

/**
 * Pushes one event to `window.dataLayer`: `track('lead', { email, created })`, `track('question', { questionId })`,
 * `track('checkout', { value, meds })`, `track('purchase', { orderId, value })`. Returns the pushed payload. Never
 * throws: tracking must not break the page.
 */
export function track(event: TrackingEvent, fields: TrackingFields = {}): TrackingPayload {
  const payload = buildTrackingPayload(event, fields, {
    clickIds: state?.clickIds ?? {},
    tenantId: state?.tenantId,
  });
  try {
    const layer = state?.dataLayer ?? (typeof window === 'undefined' ? null : (window.dataLayer ??= []));
    layer?.push(payload);
  } catch {
    // Ignored on purpose (see above).
  }
  return payload;
}

/** Test helper: forget the session binding. */
export function resetTrackingForTests(): void {
  state = null;
}
