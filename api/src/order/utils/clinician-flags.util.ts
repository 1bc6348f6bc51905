import { raisedAlerts, type FlowIndex } from '@telehealth/engine';
import type { ClinicianFlag, StartData } from '@telehealth/schemas';

/**
 * The clinician flags of an order's answers (`orders.clinician_flags`): the alerts carrying a `flag` that the answers
 * raise on the order's flow version (the engine's `raisedAlerts`), in the flow's question order, each with its
 * question's title. A flag the order already had (same question, same alert, in `previous`) keeps the time it was
 * first raised; a new one is raised `now`. A flag whose answer is gone is gone: apart from those times, the flags
 * depend on the answers alone.
 */
export function clinicianFlagsOf(
  index: FlowIndex,
  answers: StartData,
  asOf: string,
  previous: readonly ClinicianFlag[],
  now: Date,
): ClinicianFlag[] {
  const raisedSince = new Map(previous.map((flag) => [flagKey(flag.questionId, flag.alert), flag.raisedAt]));
  return raisedAlerts(index, answers, asOf).flatMap((alert) =>
    alert.flag === undefined
      ? []
      : [
          {
            questionId: alert.questionId,
            question: index.questions.get(alert.questionId)?.title ?? '',
            alert: alert.name,
            text: alert.flag,
            raisedAt: raisedSince.get(flagKey(alert.questionId, alert.name)) ?? now.toISOString(),
          },
        ],
  );
}

const flagKey = (questionId: number, alert: string) => `${questionId}:${alert}`;
