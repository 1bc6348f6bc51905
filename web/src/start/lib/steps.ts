/**
 * The order of the start pages after the questionnaire (documented in web/README.md and docs/decisions.md):
 * checkout (the hub) → state → products → dosage → shipping → identity (verification → vouched → wait) → payment →
 * summary → pay → thanks (→ compl). The identity check comes before paying: the API starts one only for an unpaid
 * intake. /start/form (questions for the care team) is reachable from every page.
 */
export const START_PATHS = {
  checkout: '/start/checkout',
  state: '/start/state',
  products: '/start/products',
  dosage: '/start/dosage',
  shipping: '/start/shipping',
  payment: '/start/payment',
  summary: '/start/summary',
  thanks: '/start/thanks',
  verification: '/start/verification',
  vouched: '/start/vouched',
  wait: '/start/wait',
  compl: '/start/compl',
  form: '/start/form',
} as const;

export type StartStep = 'state' | 'products' | 'dosage' | 'shipping' | 'identity' | 'payment' | 'summary';

/** The steps before paying, in order, with the label the progress list shows. */
export const CHECKOUT_STEPS: readonly { step: StartStep; path: string; label: string }[] = [
  { step: 'state', path: START_PATHS.state, label: 'Your state' },
  { step: 'products', path: START_PATHS.products, label: 'Treatment' },
  { step: 'dosage', path: START_PATHS.dosage, label: 'Dosage' },
  { step: 'shipping', path: START_PATHS.shipping, label: 'Shipping' },
  { step: 'identity', path: START_PATHS.verification, label: 'Identity check' },
  { step: 'payment', path: START_PATHS.payment, label: 'Payment' },
  { step: 'summary', path: START_PATHS.summary, label: 'Review and pay' },
];

/** What the patient has given so far (no card details: only whether a valid card was entered). */
export interface CheckoutProgress {
  stateCode: string | null;
  meds: readonly number[];
  /** True when no chosen product offers a choice of strength (a titrated one offers none), or every choice is made. */
  dosageChosen: boolean;
  shippingDone: boolean;
  /** True once an identity check was started for this intake (it may still be pending) and did not fail. */
  identitySubmitted: boolean;
  cardEntered: boolean;
}

export function isStepDone(step: StartStep, progress: CheckoutProgress): boolean {
  switch (step) {
    case 'state':
      return progress.stateCode !== null;
    case 'products':
      return progress.meds.length > 0;
    case 'dosage':
      return progress.meds.length > 0 && progress.dosageChosen;
    case 'shipping':
      return progress.shippingDone;
    case 'identity':
      return progress.identitySubmitted;
    case 'payment':
      return progress.cardEntered;
    case 'summary':
      return false;
  }
}

/** The first step not done yet: where "Continue" on the hub leads, and where a later page sends a patient back. */
export function nextStep(progress: CheckoutProgress): { step: StartStep; path: string; label: string } {
  const first = CHECKOUT_STEPS.find(({ step }) => !isStepDone(step, progress));
  // 'summary' is never done, so there is always one.
  return first ?? CHECKOUT_STEPS[CHECKOUT_STEPS.length - 1]!;
}

/**
 * Whether a page may be shown: every step before it must be done. Returns the step to go to instead, or null.
 */
export function blockingStep(
  step: StartStep,
  progress: CheckoutProgress,
): { step: StartStep; path: string; label: string } | null {
  for (const entry of CHECKOUT_STEPS) {
    if (entry.step === step) return null;
    if (!isStepDone(entry.step, progress)) return entry;
  }
  return null;
}
