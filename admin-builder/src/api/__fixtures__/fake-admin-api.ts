import type { AdminApi, AdminApiFailure } from '../admin-api';

export interface FakeCall {
  method: string;
  path: string;
  body?: unknown;
}

/** An AdminApi answering `METHOD path` from `answers` (a missing answer throws), recording every call. */
export function fakeAdminApi(answers: Record<string, (body: unknown) => unknown>) {
  const calls: FakeCall[] = [];
  const answer = async (method: string, path: string, body?: unknown) => {
    calls.push({ method, path, ...(body === undefined ? {} : { body }) });
    const reply = answers[`${method} ${path}`];
    if (!reply) throw new Error(`unexpected ${method} ${path}`);
    return reply(body);
  };
  const api = {
    get: (path: string) => answer('GET', path),
    post: (path: string, body?: unknown) => answer('POST', path, body),
    put: (path: string, body?: unknown) => answer('PUT', path, body),
    patch: (path: string, body?: unknown) => answer('PATCH', path, body),
    delete: (path: string) => answer('DELETE', path),
  } as AdminApi;
  return { api, calls };
}

/** What the host's client throws for an error answer of the API. */
export const apiFailure = (status: number, message: string): AdminApiFailure => ({
  status,
  body: JSON.stringify({ statusCode: status, message }),
});
