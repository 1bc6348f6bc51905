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

/** Crisis and emergency numbers in an alert's text become links a phone can call (988, 911). */
function withPhoneLinks(text: string) {
  return text.split(/\b(988|911)\b/).map((part, at) =>
    at % 2 === 1 ? (
      <a key={at} href={`tel:${part}`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
