/**
 * The answers that take a new intake to checkout: the first path of the published flow that ends there. Its own
 * module so that the bench can import it once the engine is built (it runs on the engine's build).
 */
import { compileFlow, enumeratePaths, eventsForPath } from '@telehealth/engine';

/** `startData` for POST /api/order/update (question id → value and title), from the tenant's published flow. */
export function checkoutAnswers(flowVersion, tenantId) {
  const compiled = compileFlow(flowVersion);
  const path = enumeratePaths(compiled.index, { limit: 5000 }).paths.find((p) => p.end === 'checkout');
  if (!path) throw new Error(`tenant ${tenantId}'s intake has no path to checkout`);
  const startData = {};
  for (const event of eventsForPath(compiled.index, path, new Date().toISOString().slice(0, 10)) ?? []) {
    if (event.type !== 'ANSWER') continue;
    const question = compiled.index.questions.get(event.questionId)?.title ?? '';
    startData[String(event.questionId)] = { value: event.value, question };
  }
  return startData;
}
