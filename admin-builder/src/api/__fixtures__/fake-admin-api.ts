import { apiFailure as parsedFailure } from '@telehealth/engine';
import { routeMethod, routeUrl, type ErrorCode, type RouteKey } from '@telehealth/schemas';

import type { AdminApi, AdminApiFailure } from '../admin-api';

export interface FakeCall {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * An AdminApi answering `METHOD path` from `answers` (a missing answer throws), recording every call. The path is
 * the route's, filled in as the storefront's client fills it.
 */
export function fakeAdminApi(answers: Record<string, (body: unknown) => unknown>) {
  const calls: FakeCall[] = [];
  const answer = async (method: string, path: string, body?: unknown) => {
    calls.push({ method, path, ...(body === undefined ? {} : { body }) });
    const reply = answers[`${method} ${path}`];
    if (!reply) throw new Error(`unexpected ${method} ${path}`);
    return reply(body);
  };
  const api = {
    call: (route: RouteKey, request?: { params?: never; body?: unknown }) =>
      answer(routeMethod(route), routeUrl(route, request?.params as never), request?.body),
  } as AdminApi;
  return { api, calls };
}

/** What the host's client throws for an error answer of the API (`{statusCode, message, code?}`), parsed once. */
export const apiFailure = (status: number, message: string, code?: ErrorCode): AdminApiFailure =>
  parsedFailure({ status, body: JSON.stringify({ statusCode: status, message, code }) }, 0);
