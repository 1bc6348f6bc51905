import type { NavigationQuery } from './navigation.types.js';

/** A navigation target split in three: path, search (without '?') and hash (without '#'). */
export interface TargetParts {
  path: string;
  search: string;
  hash: string;
}

/** A path as the routing rules compare it: one leading '/', no trailing '/' (except the root itself). */
export function normalizePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The first non-empty value of a query parameter, or undefined. */
export function firstQueryValue(query: NavigationQuery, name: string): string | undefined {
  const value = query[name];
  const values: readonly (string | undefined)[] = typeof value === 'string' ? [value] : (value ?? []);
  return values.find((item): item is string => typeof item === 'string' && item !== '');
}

/** The query as a search string without '?' (keys in their order, arrays repeated), '' when empty. */
export function formatQuery(query: NavigationQuery): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values: readonly (string | undefined)[] = typeof value === 'string' ? [value] : (value ?? []);
    for (const item of values) {
      if (item !== undefined) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(item)}`);
    }
  }
  return pairs.join('&');
}

function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A malformed escape (a lone '%') is kept as written rather than dropping the parameter.
    return spaced;
  }
}

/** A search string (with or without '?') as a query; a repeated parameter becomes an array. */
export function parseQuery(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = decodeComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decodeComponent(pair.slice(equals + 1));
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else query[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return query;
}

export function splitTarget(target: string): TargetParts {
  const hashAt = target.indexOf('#');
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt + 1);
  const searchAt = beforeHash.indexOf('?');
  return {
    path: searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt),
    search: searchAt === -1 ? '' : beforeHash.slice(searchAt + 1),
    hash,
  };
}

export function joinTarget({ path, search, hash }: TargetParts): string {
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/** True for a target on another site: an absolute URL (any scheme) or a protocol-relative '//host' one. */
export function isExternalTarget(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || /^[/\\]{2}/.test(target);
}

/** True for a path inside the storefront: one leading '/', not '//' (which browsers read as another host). */
export function isStorefrontPath(target: string): boolean {
  return target.startsWith('/') && !isExternalTarget(target);
}
