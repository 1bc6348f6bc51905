/** `Authorization: Bearer <token>`: the one word after `Bearer `, surrounding spaces ignored. */
const BEARER = /^Bearer ([^\s]+)$/;

/**
 * The token of an `Authorization: Bearer <token>` header: `missing` without a header (or an empty one),
 * `malformed` for anything else than `Bearer` and one token.
 */
export function parseBearer(
  header: string | undefined,
): { ok: true; token: string } | { ok: false; problem: 'missing' | 'malformed' } {
  if (header === undefined || header === '') return { ok: false, problem: 'missing' };
  const token = BEARER.exec(header.trim())?.[1];
  return token ? { ok: true, token } : { ok: false, problem: 'malformed' };
}

/** The Bearer token of a header, or undefined when there is none or the header is malformed. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const parsed = parseBearer(header);
  return parsed.ok ? parsed.token : undefined;
}
