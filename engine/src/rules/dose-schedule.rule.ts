import type { SelectedProduct } from '@telehealth/schemas';

/**
 * How a titrated product's dose schedule reads (the one an order records, from the engine's `doseSchedule`): the
 * products and dosage pages, the review, thanks and account pages, the confirmation email and the admin order page
 * all say it with these. A module of its own, so the checkout's first page does not carry it.
 */

/** One step of a titrated product's schedule, as an order records it (the engine's `doseSchedule`). */
export type ScheduleEntry = NonNullable<SelectedProduct['schedule']>[number];

/** A dose after the first without the frequency the first already says: "7 mg once daily" after "3 mg once daily" is "7 mg". */
function laterDose(dose: string, first: string): string {
  const often = /^\S+\s+\S+(\s.*)$/.exec(first)?.[1];
  return often && dose.endsWith(often) ? dose.slice(0, -often.length) : dose;
}

/** A schedule in one line: "Starts at 3 mg once daily, then 7 mg, then 14 mg". Empty for no schedule. */
export function scheduleSummary(schedule: readonly ScheduleEntry[]): string {
  const [first, ...rest] = schedule;
  if (!first) return '';
  return [`Starts at ${first.dose}`, ...rest.map((s) => `then ${laterDose(s.dose, first.dose)}`)].join(', ');
}

/** When a dose of a schedule is taken, in refills (one a month): "Month 1", "Months 2–3", "From month 4". */
export interface RefillDose {
  when: string;
  dose: string;
}

/**
 * A schedule by refill: month 1: 3 mg once daily; month 2: 7 mg; from month 3: 14 mg (the last dose is kept). A
 * schedule of one step reads "Every month".
 */
export function scheduleByRefill(schedule: readonly ScheduleEntry[]): RefillDose[] {
  const first = schedule[0];
  if (!first) return [];
  return schedule.map((entry, at) => {
    const dose = at === 0 ? entry.dose : laterDose(entry.dose, first.dose);
    if (entry.toCycle === undefined)
      return { when: entry.fromCycle <= 1 ? 'Every month' : `From month ${entry.fromCycle}`, dose };
    return {
      when:
        entry.toCycle > entry.fromCycle
          ? `Months ${entry.fromCycle}–${entry.toCycle}`
          : `Month ${entry.fromCycle}`,
      dose,
    };
  });
}

/** A schedule by refill in one sentence: "month 1: 3 mg once daily; month 2: 7 mg; from month 3: 14 mg". */
export function scheduleSentence(schedule: readonly ScheduleEntry[]): string {
  return scheduleByRefill(schedule)
    .map(({ when, dose }) => `${when.charAt(0).toLowerCase()}${when.slice(1)}: ${dose}`)
    .join('; ');
}
