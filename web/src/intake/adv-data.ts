import type { AdvData, CookieVersion, UserInfoResponse } from '@telehealth/schemas';

/** Reads one cookie from a `document.cookie` string (e.g. the ad platform's _fbp and _fbc). */
export function readCookieString(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const equals = part.indexOf('=');
    if (equals === -1) continue;
    if (part.slice(0, equals).trim() !== name) continue;
    const raw = part.slice(equals + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface AdvDataInput {
  /** The landing page's query parameters. */
  params: Record<string, string>;
  /** `document.cookie`, for the ad platform's fbp (_fbp) and fbc (_fbc) cookies. */
  cookieString: string;
  userInfo: UserInfoResponse;
  /** The dVersion cookie; 'v2' (the intake's) when absent or unreadable. */
  version: string | undefined;
}

/** dAdvData (spec section 3): params, cookies fbp/fbc, user_agent, ip_address, version. */
export function buildAdvData({ params, cookieString, userInfo, version }: AdvDataInput): AdvData {
  const fbp = readCookieString(cookieString, '_fbp');
  const fbc = readCookieString(cookieString, '_fbc');
  const cookieVersion: CookieVersion = version === 'v3' ? 'v3' : 'v2';
  return {
    params: { ...params },
    cookies: { ...(fbp ? { fbp } : {}), ...(fbc ? { fbc } : {}) },
    user_agent: userInfo.user_agent,
    ip_address: userInfo.ip_address,
    version: cookieVersion,
  };
}
