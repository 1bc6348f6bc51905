import type { HeightWeight } from '@telehealth/schemas';

/**
 * Body-mass index from a height and weight in US units (703 × lb / in²), unrounded. Hard stops compare this exact
 * value; only a display rounds it (a BMI of 26.96 shown as 27.0 is still below 27).
 */
export function bodyMassIndex({
  feet,
  inches,
  pounds,
}: Pick<HeightWeight, 'feet' | 'inches' | 'pounds'>): number {
  const totalInches = feet * 12 + inches;
  return (703 * pounds) / (totalInches * totalInches);
}

/**
 * The bounds of a height and weight answer (the HeightWeight schema: 3 to 8 ft, 0 to 11 in, 50 to 1,000 lb), and so
 * the BMI every valid answer falls within: from the tallest, lightest patient to the shortest, heaviest.
 */
export const HEIGHT_WEIGHT_BOUNDS = {
  feet: { min: 3, max: 8 },
  inches: { min: 0, max: 11 },
  pounds: { min: 50, max: 1000 },
} as const;

export const BMI_RANGE = {
  min: bodyMassIndex({
    feet: HEIGHT_WEIGHT_BOUNDS.feet.max,
    inches: HEIGHT_WEIGHT_BOUNDS.inches.max,
    pounds: HEIGHT_WEIGHT_BOUNDS.pounds.min,
  }),
  max: bodyMassIndex({
    feet: HEIGHT_WEIGHT_BOUNDS.feet.min,
    inches: HEIGHT_WEIGHT_BOUNDS.inches.min,
    pounds: HEIGHT_WEIGHT_BOUNDS.pounds.max,
  }),
} as const;

/** The ages (whole years) a date of birth may give: born today (0) up to the oldest age accepted. */
export const AGE_RANGE = { min: 0, max: 130 } as const;

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

/**
 * Age in whole years on `asOf` (both `YYYY-MM-DD`): the years completed, never rounded up, so a patient is 18 only
 * from their 18th birthday. Undefined when either date is not real.
 */
export function ageOn(dateOfBirth: string, asOf: string): number | undefined {
  const born = parseIsoDate(dateOfBirth);
  const today = parseIsoDate(asOf);
  if (!born || !today) return undefined;
  const hadBirthday = today.month > born.month || (today.month === born.month && today.day >= born.day);
  return today.year - born.year - (hadBirthday ? 0 : 1);
}
