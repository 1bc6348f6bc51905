import type { CalculatedValue, ClinicianFlag, Order } from '@telehealth/schemas';

/** Provider token of the configured ClinicianProvider. */
export const CLINICIAN_PROVIDER = Symbol('CLINICIAN_PROVIDER');

/** A clinician's decision on a visit, as the clinician service reports it (its webhook, or the sandbox). */
export type VisitDecision =
  | { decision: 'approved'; clinician: { name: string; npi: string }; notes: string }
  | { decision: 'declined'; clinician: { name: string; npi: string }; reason: string };

/**
 * What a new visit sends the clinician service: the paid order (answers, shipping, products), the clinician flags
 * its answers raise (the flow's alerts with a flag, such as a reported risk of self-harm), for the clinician to read
 * first, and the values its answers give (BMI, the flow's calculations such as the pounds to lose), beside the answers.
 */
export interface VisitRequest {
  order: Order;
  clinicianFlags: readonly ClinicianFlag[];
  calculatedValues: readonly CalculatedValue[];
}

/**
 * The clinician visit service (Beluga-shaped): a paid intake becomes a visit; a clinician reviews it and
 * approves (prescribing) or declines it later. `createVisit` answers the visit id; the decision arrives through
 * ClinicianService.applyDecision.
 */
export interface ClinicianProvider {
  readonly name: string;
  createVisit(visit: VisitRequest): Promise<{ visitId: string }>;
}
