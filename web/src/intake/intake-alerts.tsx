import { raisedAlerts, type FlowIndex } from '@telehealth/engine';
import type { StartData } from '@telehealth/schemas';
import { useId } from 'react';

/**
 * The alerts the patient's answers raised (the flow's rules, e.g. crisis resources after an answer about self-harm),
 * shown above every later step of the intake, a hard stop included: the intake goes on, and the help stays in view.
 */
export function IntakeAlerts({
  index,
  answers,
  asOf,
}: {
  index: FlowIndex;
  answers: StartData;
  asOf: string;
}) {
  const alerts = raisedAlerts(index, answers, asOf);
  const baseId = useId();
  if (alerts.length === 0) return null;
  return (
    <div className="intake-alerts" data-testid="intake-alerts">
      {alerts.map((alert, at) => (
        <section key={alert.name} className="intake-alert" aria-labelledby={`${baseId}-${at}`}>
          <h2 id={`${baseId}-${at}`}>{alert.title}</h2>
          <p>{withPhoneLinks(alert.message)}</p>
        </section>
      ))}
    </div>
  );
}

/**
 * Phone numbers in an alert's text become links a phone can call: the crisis and emergency numbers (988, 911) and
 * a US number written 888-555-0172 (a tenant's care team).
 */
function withPhoneLinks(text: string) {
  return text.split(/\b(988|911|\d{3}-\d{3}-\d{4})\b/).map((part, at) =>
    at % 2 === 1 ? (
      <a key={at} href={part.length > 3 ? `tel:+1${part.replaceAll('-', '')}` : `tel:${part}`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
