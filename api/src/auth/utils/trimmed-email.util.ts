/**
 * A body whose `email` has surrounding spaces removed (a typing slip, not a different address), before its schema
 * checks it; any other body as it is.
 */
export function trimmedEmail(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  return typeof fields.email === 'string' ? { ...fields, email: fields.email.trim() } : body;
}
