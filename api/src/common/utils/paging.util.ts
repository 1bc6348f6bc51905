/** Page size of the admin lists when the query string gives none. */
export const DEFAULT_PAGE_SIZE = 20;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** page and pageSize of a validated query string (digit strings, pageSize ≤ 100 by the schema). */
export function paging(query: { page?: string; pageSize?: string }): Paging {
  const page = query.page === undefined ? 1 : Number(query.page);
  const pageSize = query.pageSize === undefined ? DEFAULT_PAGE_SIZE : Number(query.pageSize);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A search text as an ILIKE pattern matching it anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The integer id a search text may be (order or user ids), or null. */
export function searchId(text: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/** Structural equality of JSON data, ignoring key order (jsonb does not keep it). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
