import type { HeightWeight } from '@telehealth/schemas';

/** Body-mass index from a height and weight in US units, to one decimal (703 × lb / in²). */
export function bodyMassIndex({
  feet,
  inches,
  pounds,
}: Pick<HeightWeight, 'feet' | 'inches' | 'pounds'>): number {
  const totalInches = feet * 12 + inches;
  return Math.round(((703 * pounds) / (totalInches * totalInches)) * 10) / 10;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date of a `YYYY-MM-DD` string, or undefined when it is not a real date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return undefined;
  return { year, month, day };
}

/** Age in whole years on `asOf` (both `YYYY-MM-DD`); undefined when either date is not real. */
export function ageOn(dateOfBirth: string, asOf: string): number | undefined {
  const born = parseIsoDate(dateOfBirth);
  const today = parseIsoDate(asOf);
  if (!born || !today) return undefined;
  const hadBirthday = today.month > born.month || (today.month === born.month && today.day >= born.day);
  return today.year - born.year - (hadBirthday ? 0 : 1);
}
