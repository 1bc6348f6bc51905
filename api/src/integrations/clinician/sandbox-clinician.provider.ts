import { createHash } from 'node:crypto';

import type { Order } from '@telehealth/schemas';

import type { ClinicianProvider, VisitDecision, VisitRequest } from './clinician-provider.js';

/** The sandbox clinician: signs every prescription of the sandbox. */
export const SANDBOX_CLINICIAN = { name: 'Dr. Avery Sandbox, MD', npi: '1234567893' } as const;

/**
 * The sandbox clinician service. Visits get a stable id from the order; the decision (made by a job after
 * SANDBOX_DECISION_DELAY_SECONDS) approves, except for a patient whose shipping first name is "Decline" — the
 * sandbox's way to try the declined path, like a processor's test card.
 */
export class SandboxClinicianProvider implements ClinicianProvider {
  readonly name = 'sandbox';

  /** The visit's id; the sandbox's decision does not read the clinician flags (a real clinician reads them first). */
  createVisit({ order }: VisitRequest): Promise<{ visitId: string }> {
    const digest = createHash('sha256').update(`${order.tenant_id}:${order.orderId}`).digest('hex');
    return Promise.resolve({ visitId: `visit_${digest.slice(0, 20)}` });
  }

  decide(order: Order): VisitDecision {
    if (order.shipping?.firstName.trim().toLowerCase() === 'decline') {
      return {
        decision: 'declined',
        clinician: SANDBOX_CLINICIAN,
        reason: 'The medical history needs an in-person evaluation before this treatment can be prescribed.',
      };
    }
    return {
      decision: 'approved',
      clinician: SANDBOX_CLINICIAN,
      notes: 'Reviewed the intake; no contraindications found.',
    };
  }
}
