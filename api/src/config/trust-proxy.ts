import { isIP } from 'node:net';

/**
 * Which proxies' `X-Forwarded-For` decides a request's client address (`request.ip`, seen by the rate limits and
 * the audit log): `false` (nobody's, the default: the address of the connection), or the addresses and CIDR ranges
 * of the proxies in front of the API. Handed to Fastify as its `trustProxy` option. A hop count is not offered:
 * Fastify 5 trusts nobody with one, since it cannot check that the connection comes from a proxy.
 */
export type TrustProxy = false | string[];

/** Address ranges Fastify (proxy-addr) knows by name. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const EXPECTED =
  "false, or a comma-separated list of the proxies' addresses or CIDR ranges " +
  `(e.g. 10.0.0.0/8,127.0.0.1; also ${NAMED_RANGES.join(', ')})`;

/** Why `entry` is not a proxy address, CIDR range or range name, or undefined when it is one. */
function entryProblem(entry: string): string | undefined {
  if (NAMED_RANGES.includes(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return undefined;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) {
    return `"${entry}" has a prefix length other than 1 to ${bits}`;
  }
  if (Number(prefix) === 0) return `"${entry}" would trust every address`;
  return undefined;
}

/** Reads TRUST_PROXY (unset: false); a malformed value is added to `problems`, naming the variable. */
export function readTrustProxy(env: Record<string, string | undefined>, problems: string[]): TrustProxy {
  const raw = env['TRUST_PROXY']?.trim();
  if (!raw || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') {
    problems.push(
      'TRUST_PROXY=true would let any client choose its own address with X-Forwarded-For; ' +
        `name the proxies instead: ${EXPECTED}`,
    );
    return false;
  }
  if (/^\d+$/.test(raw)) {
    problems.push(
      `TRUST_PROXY cannot be a number of proxy hops ("${raw}"): Fastify cannot tell whether the connection comes ` +
        `from a proxy then, and trusts nobody; it must be ${EXPECTED}`,
    );
    return false;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const entryProblems = entries.map((entry) =>
    entry === '' ? 'an empty entry' : entryProblem(entry.toLowerCase()),
  );
  const found = entryProblems.filter((problem) => problem !== undefined);
  if (found.length > 0) {
    problems.push(`TRUST_PROXY must be ${EXPECTED}: ${found.join('; ')}`);
    return false;
  }
  return entries.map((entry) => entry.toLowerCase());
}
