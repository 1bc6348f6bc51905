import { asOfForCreated } from '@telehealth/engine';
import { lazy, Suspense, useState } from 'react';

import { useIntakeOutline } from '../intake/intake-flow';
import { isLoginRequired } from '../intake/order-api';
import { useOrder } from './use-start-data';

/** The alerts the answers raised, as the question pages show them: their code loads only for a flow with alerts. */
const IntakeAlerts = lazy(async () => ({ default: (await import('../intake/intake-alerts')).IntakeAlerts }));

/**
 * The help the patient's answers called for (the flow's alerts, e.g. crisis resources after an answer about
 * self-harm), still in view at checkout: the alerts the order's answers raise on its pinned flow version, judged on
 * the intake's day (its created value). The checkout page loads this in the browser, after its first paint.
 */
export function CheckoutAlerts({ created }: { created: string }) {
  const [asOf] = useState(() => asOfForCreated(created, Date.now()));
  const order = useOrder(created).data;
  const resume = order && !isLoginRequired(order) ? order : undefined;
  const { outline } = useIntakeOutline(resume?.flowVersion, resume !== undefined);
  if (!resume || !outline?.flow.questions.some((question) => question.alerts?.length)) return null;
  return (
    <Suspense fallback={null}>
      <IntakeAlerts index={outline.index} answers={resume.startData} asOf={asOf} />
    </Suspense>
  );
}
