import { CHECKOUT, LEAD_INTRO, LEAD_QUALIFY, questionIdOf } from '@telehealth/engine';

/** The storefront path of a machine state: a question (or its hard stop), checkout, or a lead step. */
export function pathOfState(state: string, checkoutPath = '/start/checkout'): string {
  if (state === CHECKOUT) return checkoutPath;
  if (state === LEAD_INTRO) return '/start/lead-intro';
  if (state === LEAD_QUALIFY) return '/start/lead-qualify';
  const id = questionIdOf(state);
  return id === undefined ? '/start/lead-qualify' : `/question/${id}`;
}
