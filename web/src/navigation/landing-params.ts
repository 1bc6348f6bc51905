import type { CookieEffects, MaskTokenReading, NavigationQuery } from '@telehealth/engine';
import type { CookieName } from '@telehealth/schemas';

/** Session storage keys of what the landing query asked for (spec section 2: couponCode, med). */
export const LANDING_STORAGE_KEYS = {
  couponCode: 'couponCode',
  selectedMeds: 'selectedMeds',
} as const;

/** The query parameters of spec section 2 that the navigation reads, decoded. */
export interface LandingParams {
  maskToken?: string;
  restoreSession?: string;
  /** Stored as given (spec section 5): not trimmed, not upper-cased. */
  couponCode?: string;
  /** Medication ids, in the order given, duplicates dropped; `med=3&med=5` and `med=3,5` are both two ids. */
  meds: number[];
  /** An edit flag (`edit`, any value but `0`/`false`): with `med`, the visitor goes straight to checkout. */
  edit: boolean;
  pCreated?: string;
  pFollowup?: string;
  isFollowup?: boolean;
}

function values(query: NavigationQuery, name: string): string[] {
  const value = query[name];
  if (value === undefined) return [];
  return (typeof value === 'string' ? [value] : [...value]).filter((item) => item !== '');
}

const first = (query: NavigationQuery, name: string): string | undefined => values(query, name)[0];

/** Reads the landing parameters of a query; anything malformed is left out rather than guessed. */
export function readLandingParams(query: NavigationQuery): LandingParams {
  const meds: number[] = [];
  for (const raw of values(query, 'med')) {
    for (const part of raw.split(',')) {
      const med = Number(part.trim());
      if (Number.isInteger(med) && med > 0 && !meds.includes(med)) meds.push(med);
    }
  }
  const edit = query.edit !== undefined && !['0', 'false'].includes(first(query, 'edit') ?? '');
  const isFollowup = first(query, 'isFollowup');
  return {
    maskToken: first(query, 'maskToken'),
    restoreSession: first(query, 'restoresession'),
    couponCode: values(query, 'couponCode')[0],
    meds,
    edit,
    pCreated: first(query, 'p_created'),
    pFollowup: first(query, 'p_followup'),
    isFollowup: isFollowup === undefined ? undefined : isFollowup === 'true' || isFollowup === '1',
  };
}

/**
 * Spec section 6: a valid mask token gives the token and user id cookies, and the agent id read from it. The token
 * cookie holds the mask token itself (the API accepts it as the Bearer). The userRole cookie goes: a mask token acts
 * as the customer, so a staff member's role left there would send /login to the staff area. Nothing changes when
 * the token is invalid: the caller logs `reading.error` (spec section 5).
 */
export function maskTokenCookieEffects(
  maskToken: string,
  reading: MaskTokenReading,
): CookieEffects | undefined {
  if (!reading.ok) return undefined;
  return {
    set: {
      token: maskToken,
      userId: String(reading.userId),
      agentId: String(reading.masqueradeId),
    },
    clear: ['userRole'],
  };
}

/** p_created and p_followup (used with /followup) become the pCreated and followup cookies. */
export function followupCookieEffects(params: LandingParams): CookieEffects | undefined {
  const set: Partial<Record<CookieName, string>> = {};
  if (params.pCreated !== undefined) set.pCreated = params.pCreated;
  if (params.pFollowup !== undefined) set.followup = params.pFollowup;
  return Object.keys(set).length > 0 ? { set } : undefined;
}

/** The page's query as the engine's rules read it: repeated parameters become arrays. */
export function queryFromSearch(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else query[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return query;
}

/** The search string without the given parameters (e.g. restoresession once the session is restored). */
export function searchWithout(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}
