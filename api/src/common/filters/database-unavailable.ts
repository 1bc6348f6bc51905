/**
 * SQLSTATEs that say the database cannot serve or cannot write right now, whatever the request: the server is
 * shutting down, starting up or out of a resource, or this connection may only read.
 */
const UNAVAILABLE_SQLSTATES: Record<string, string> = {
  '57P01': 'the database server is shutting down',
  '57P02': 'the database server crashed',
  '57P03': 'the database server is not accepting connections yet',
  '53000': 'the database server is out of resources',
  '53100': 'the database disk is full',
  '53200': 'the database server is out of memory',
  '53300': 'the database server has too many connections',
  '53400': 'the database server reached a configured limit',
  '25006': 'the database accepts no writes (read-only transaction)',
};

/** Socket errors of a connection that cannot be made or was lost. */
const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ECONNABORTED: 'connection aborted',
  EPIPE: 'connection broken',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EHOSTDOWN: 'host down',
  EAI_AGAIN: 'host name lookup failed',
};

/** The messages of pg, pg-pool and TypeORM for a connection that is gone, could not be had, or is closed. */
const CONNECTION_MESSAGES: [RegExp, string][] = [
  [/^Connection terminated/, 'connection terminated'],
  [/^timeout exceeded when trying to connect$/, 'no connection from the pool in time'],
  [/^timeout expired$/, 'connecting timed out'],
  [/^Client has encountered a connection error and is not queryable$/, 'connection lost'],
  [/^Client was closed and is not queryable$/, 'connection closed'],
  [/^Cannot use a pool after calling end on the pool$/, 'the connection pool is closed'],
  [/^Connection with \w+ database is not established/, 'the database connection is closed'],
];

/** How deep into `cause`, `driverError` and `errors` a cause is looked for. */
const MAX_DEPTH = 4;

/**
 * Why an error means that the database cannot be reached or cannot write at the moment (a short phrase for the
 * log: `connection refused`, `the database disk is full (53100)`), or undefined for any other error. Looks at the
 * error, the driver error a TypeORM QueryFailedError wraps, its `cause` and the errors of an AggregateError (Node's
 * connect to several addresses). A socket error of another outside service counts too (it is as temporary). A pure
 * function of the error's fields; it never throws.
 */
export function databaseUnavailableCause(error: unknown): string | undefined {
  return causeOf(error, 0, new Set());
}

function causeOf(error: unknown, depth: number, seen: Set<object>): string | undefined {
  if (typeof error !== 'object' || error === null || seen.has(error) || depth > MAX_DEPTH) return undefined;
  seen.add(error);
  const fields = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  // Node's `aborted` (ECONNRESET) is the client hanging up while it sent its body: not ours to retry.
  if (code === 'ECONNRESET' && fields.message === 'aborted') return undefined;
  if (code !== undefined) {
    if (Object.hasOwn(UNAVAILABLE_SQLSTATES, code)) return `${UNAVAILABLE_SQLSTATES[code]} (${code})`;
    // Class 08: connection exception (the server or the driver lost or refused the connection).
    if (/^08[0-9A-Z]{3}$/.test(code)) return `connection failure (${code})`;
    if (Object.hasOwn(NETWORK_CODES, code)) return NETWORK_CODES[code];
  }
  if (typeof fields.message === 'string') {
    for (const [pattern, cause] of CONNECTION_MESSAGES) if (pattern.test(fields.message)) return cause;
  }
  const nested = [fields.driverError, fields.cause, ...(error instanceof AggregateError ? error.errors : [])];
  for (const inner of nested) {
    const cause = causeOf(inner, depth + 1, seen);
    if (cause) return cause;
  }
  return undefined;
}
