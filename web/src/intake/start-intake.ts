import type { ApiClient } from '../api/client';
import { getCookie, setCookie, setJsonCookie } from '../cookies/cookies';
import { readLandingQuery } from '../navigation/landing-store';
import { buildAdvData } from './adv-data';
import { newCreatedValue } from './created';
import { intakeApi } from './order-api';

/**
 * Starts an intake: a new created value in the `created` cookie, dAdvData from the landing query, the ad cookies
 * and GET /api/user/info, then POST /api/order/create. Returns the created value and the order's revision.
 */
export async function startIntake(
  api: ApiClient,
  nowMs: number = Date.now(),
): Promise<{ created: string; revision: number }> {
  const created = newCreatedValue(nowMs);
  const userInfo = await intakeApi.userInfo(api);
  const advData = buildAdvData({
    params: readLandingQuery(),
    cookieString: document.cookie,
    userInfo,
    version: getCookie('version'),
  });
  setJsonCookie('advData', advData);
  const order = await intakeApi.createOrder(api, created, advData);
  setCookie('created', created);
  return { created, revision: order.revision };
}
