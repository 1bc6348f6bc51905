import { SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user whose data an audited handler touched (setAuditSubject); null or unset: none or unknown. */
    auditSubject?: number | null;
    /** Set once the request's audit entry has been handled, so it is recorded at most once. */
    auditHandled?: boolean;
  }
}

/** Metadata of @AuditPatientData(resource): the resource name recorded in audit_log.resource. */
export const AUDIT_RESOURCE_KEY = 'telehealth:audit-resource';

/**
 * Names the resource a handler reads or writes (audit_log.resource, e.g. `order`, `chat`); without it the resource
 * is the path's first segment after /api. Whether a request is audited does not depend on it: every staff request
 * (admin or agent, login or mask token) is recorded unless its route's contract says `patientData: false`
 * (ROUTES of @telehealth/schemas); see AuditInterceptor. Customers on their own data are not recorded.
 */
export const AuditPatientData = (resource: string) => SetMetadata(AUDIT_RESOURCE_KEY, resource);

/**
 * Names the user whose data the handler touched, recorded as audit_log.subject_user_id for a staff request (else
 * the interceptor looks for a `userId` parameter or the customer of a `created` value). Call it in the handler,
 * e.g. once the order is loaded:
 * `setAuditSubject(request, order.userId)` (with `@Req() request: FastifyRequest`).
 */
export function setAuditSubject(request: FastifyRequest, userId: number | null | undefined): void {
  request.auditSubject = userId ?? null;
}
