import { describe, expect, it } from 'vitest';

import { readIntegrationsConfig } from './integrations-config.js';

describe('readIntegrationsConfig', () => {
  it('defaults every service to its sandbox, the sandbox delay to 60 s, reconciliation to 10 min, claims to 7 days', () => {
    const problems: string[] = [];
    expect(readIntegrationsConfig({}, problems)).toEqual({
      paymentGateway: 'sandbox',
      clinicianProvider: 'sandbox',
      crmProvider: 'sandbox',
      idVerificationProvider: 'sandbox',
      sandboxDecisionDelaySeconds: 60,
      paymentReconcileAfterSeconds: 600,
      orderClaimTtlSeconds: 604_800,
    });
    expect(problems).toEqual([]);
  });

  it('names each unknown provider and a bad delay', () => {
    const problems: string[] = [];
    readIntegrationsConfig(
      {
        PAYMENT_GATEWAY: 'stripe',
        CLINICIAN_PROVIDER: 'Sandbox',
        SANDBOX_DECISION_DELAY_SECONDS: '-5',
        PAYMENT_RECONCILE_AFTER_SECONDS: '0',
        ORDER_CLAIM_TTL_SECONDS: '1 week',
      },
      problems,
    );
    expect(problems.sort()).toEqual([
      'ORDER_CLAIM_TTL_SECONDS must be a whole number of seconds from 60 to 2592000, got "1 week"',
      'PAYMENT_GATEWAY must be one of sandbox, got "stripe"',
      'PAYMENT_RECONCILE_AFTER_SECONDS must be a whole number of seconds from 1 to 86400, got "0"',
      'SANDBOX_DECISION_DELAY_SECONDS must be a whole number of seconds from 0 to 86400, got "-5"',
    ]);
  });
});
