/**
 * The day an intake's ages are computed on (`asOf`, YYYY-MM-DD): the UTC day the intake was created, fixed for its
 * life so that the storefront, the API and a replay months later decide every age and date-of-birth hard stop
 * alike. The engine reads no clock: the caller passes the moment in.
 */
export function asOfDay(time: number | Date): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The `asOf` of an intake known by its created value (`${Date.now()}-…`, so it carries the moment it was created):
 * the UTC day of that timestamp, as the API computes it from the order's creation time; the day of `nowMs` for a
 * created value without a timestamp, or with one in the future.
 */
export function asOfForCreated(created: string, nowMs: number): string {
  const match = /^(\d{12,14})-/.exec(created);
  const createdMs = match ? Number(match[1]) : Number.NaN;
  return asOfDay(Number.isFinite(createdMs) && createdMs <= nowMs ? createdMs : nowMs);
}
