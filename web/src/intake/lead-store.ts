import { conforms, D_USER_COOKIE_SHAPE } from '@telehealth/engine';
import type { DUserCookie } from '@telehealth/schemas';

import { getJsonCookie } from '../cookies/cookies';

const LEAD_STATE_KEY = 'leadState';

/** The state of residence chosen on lead-qualify (this tab's session), for the later start pages. */
export function readLeadState(): string | undefined {
  try {
    return window.sessionStorage.getItem(LEAD_STATE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeLeadState(stateCode: string): void {
  try {
    window.sessionStorage.setItem(LEAD_STATE_KEY, stateCode);
  } catch {
    // Private mode without storage: the shipping step asks again.
  }
}

/** The dUser cookie when it holds a valid DUserCookie, else undefined. */
export function readLeadUser(): DUserCookie | undefined {
  const raw = getJsonCookie<unknown>('user');
  if (raw === undefined) return undefined;
  return conforms(D_USER_COOKIE_SHAPE, raw) ? (raw as DUserCookie) : undefined;
}
