/**
 * The host as stored in tenant_hosts: lower-case, without port or trailing dot. Returns null when the value
 * cannot be a host at all. `FungAid.localhost:5173` → `fungaid.localhost`; `[::1]:3000` → `[::1]`.
 */
export function normalizeHost(raw: string): string | null {
  let host = raw.trim().toLowerCase();
  const bracketed = /^(\[[0-9a-f:.]+\])(?::\d{1,5})?$/.exec(host);
  if (bracketed) return bracketed[1] ?? null;
  host = host.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  const label = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
  if (host.length > 253 || !new RegExp(`^${label}(?:\\.${label})*$`).test(host)) return null;
  return host;
}
