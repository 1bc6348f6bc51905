/** Spec section 8: what a missing or unreadable date shows. */
export const DATE_NOT_AVAILABLE = 'Date not available';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as en-US with 2-digit month and day (spec section 9): `03/07/2026`. Date-only strings (`2026-03-07`) are
 * calendar dates and shown as written, whatever the time zone; timestamps are shown in `timeZone` (the browser's
 * by default). Null, empty and invalid input give 'Date not available'.
 */
export function formatDate(value: string | number | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return DATE_NOT_AVAILABLE;
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return DATE_NOT_AVAILABLE;
  return date.toLocaleDateString('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : timeZone,
  });
}
