/** Hosts that never name a brand: the storefront serves the default tenant there. */
const PLAIN_LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Whether a host name (without port) is plain localhost or a loopback address, which name no tenant. */
export function isPlainLocalHost(hostname: string): boolean {
  return PLAIN_LOCAL_HOSTS.has(hostname.toLowerCase());
}
