import { HttpStatus } from '@nestjs/common';
import type { ReadinessChecks } from '@telehealth/schemas';

import { ApiException, describeError, type ErrorTable } from '../common/exceptions/api.exception.js';

const HEALTH_ERRORS = {
  API_NOT_READY: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: (failing: readonly string[]) => `Not ready: ${failing.join(', ')}`,
  },
} as const satisfies ErrorTable;

/**
 * 503 of the readiness check: the message names each failed check (and a shutdown first), the body
 * (NotReadyResponse) has them all.
 */
export class NotReadyException extends ApiException {
  constructor(checks: ReadinessChecks, shuttingDown = false) {
    const failing = [
      ...(shuttingDown ? ['shutting down'] : []),
      ...(checks.database === 'up' ? [] : [`database ${checks.database}`]),
      ...(checks.jobQueue === 'running' ? [] : [`job queue ${checks.jobQueue}`]),
      ...(checks.migrations === 'applied' ? [] : [`migrations ${checks.migrations}`]),
    ];
    super(describeError(HEALTH_ERRORS, ['API_NOT_READY', failing]), { checks });
  }
}
