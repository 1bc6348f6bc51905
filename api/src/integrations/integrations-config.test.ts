import { describe, expect, it } from 'vitest';

import { readIntegrationsConfig } from './integrations-config.js';

describe('readIntegrationsConfig', () => {
  it('defaults every service to its sandbox and the sandbox delay to 60 s', () => {
    const problems: string[] = [];
    expect(readIntegrationsConfig({}, problems)).toEqual({
      paymentGateway: 'sandbox',
      clinicianProvider: 'sandbox',
      crmProvider: 'sandbox',
      idVerificationProvider: 'sandbox',
      sandboxDecisionDelaySeconds: 60,
    });
    expect(problems).toEqual([]);
  });

  it('names each unknown provider and a bad delay', () => {
    const problems: string[] = [];
    readIntegrationsConfig(
      { PAYMENT_GATEWAY: 'stripe', CLINICIAN_PROVIDER: 'Sandbox', SANDBOX_DECISION_DELAY_SECONDS: '-5' },
      problems,
    );
    expect(problems.sort()).toEqual([
      'PAYMENT_GATEWAY must be one of sandbox, got "stripe"',
      'SANDBOX_DECISION_DELAY_SECONDS must be a whole number of seconds from 0 to 86400, got "-5"',
    ]);
  });
});
