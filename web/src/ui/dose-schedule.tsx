import { scheduleByRefill, type ScheduleEntry } from '@telehealth/engine';

/**
 * A product's starting dose and, for a titrated product, its dose by refill ("Month 1 · 0.25 mg once weekly", …,
 * "From month 5 · 2.4 mg"): what the review, thanks and account pages show of an order line. Nothing without either.
 */
export function DoseSchedule({
  dosage,
  schedule,
}: {
  dosage?: string | null | undefined;
  schedule?: readonly ScheduleEntry[] | null | undefined;
}) {
  const refills = scheduleByRefill(schedule ?? []);
  if (!dosage && refills.length === 0) return null;
  return (
    <div className="dose-schedule" data-testid="dose-schedule">
      {dosage ? (
        <p>
          Starting dose: <strong data-testid="starting-dose">{dosage}</strong>
        </p>
      ) : null}
      {refills.length > 1 ? (
        <ol aria-label="Dose by refill">
          {refills.map(({ when, dose }) => (
            <li key={when}>
              <span>{when}</span>
              <span>{dose}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
