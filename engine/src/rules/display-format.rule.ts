/**
 * How the product shows dates and money (spec sections 8 and 9: "Date format en-US 2-digit", "'Date not available'
 * when a date is missing"). One module, so the storefront, the account area and the admin area cannot drift apart.
 */

/** Spec section 8: what a missing or unreadable date shows. */
export const DATE_NOT_AVAILABLE = 'Date not available';

/** A date as the API and the browser hand it over: an ISO string, epoch milliseconds or a Date. */
export type DateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The product's date: en-US, 2-digit month and day, 4-digit year (docs/decisions.md, "Date format"). */
const DATE_PARTS = { month: '2-digit', day: '2-digit', year: 'numeric' } as const;

/** The instant of a value and whether it is a calendar date without a time; undefined when missing or invalid. */
function readDate(value: DateInput): { date: Date; dateOnly: boolean } | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return { date, dateOnly: typeof value === 'string' && DATE_ONLY.test(value) };
}

/**
 * A date as the product shows it: `03/07/2026`. A date-only value (`2026-03-07`) is a calendar date and shows as
 * written, whatever the time zone; a timestamp shows in `timeZone` (by default the zone the code runs in: the
 * patient's browser). Missing or unreadable input shows 'Date not available'.
 */
export function formatDate(value: DateInput, timeZone?: string): string {
  const read = readDate(value);
  if (!read) return DATE_NOT_AVAILABLE;
  return read.date.toLocaleDateString('en-US', {
    ...DATE_PARTS,
    timeZone: read.dateOnly ? 'UTC' : timeZone,
  });
}

/**
 * The admin area's timestamp: the product's date with the 24-hour time, in UTC and saying so, so that staff in
 * any time zone read the same value: `03/07/2026, 14:05 UTC`. Missing or unreadable input shows 'Date not
 * available'.
 */
export function formatDateTime(value: DateInput): string {
  const read = readDate(value);
  if (!read) return DATE_NOT_AVAILABLE;
  const text = read.date.toLocaleString('en-US', {
    ...DATE_PARTS,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  return `${text} UTC`;
}

/**
 * Made on first use, not when the module loads: a page's first Intl formatter loads the locale data, some 15–25 ms
 * of the main thread in Chromium, which every page importing this module paid while its scripts evaluated.
 */
let usd: Intl.NumberFormat | undefined;

/** An amount in US dollars: 1234.5 → `$1,234.50`; an amount not known (null, as on an unpaid order) → `—`. */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(amount);
}

/** A US phone number from its stored ten digits: 5125550100 → `(512) 555-0100`; anything else shows as stored. */
export function formatUsPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}
