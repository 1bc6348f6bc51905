/** The outside services the API talks to, each with a built-in sandbox (the only provider built in so far). */
export const INTEGRATION_PROVIDERS = {
  PAYMENT_GATEWAY: ['sandbox'],
  CLINICIAN_PROVIDER: ['sandbox'],
  CRM_PROVIDER: ['sandbox'],
  ID_VERIFICATION_PROVIDER: ['sandbox'],
} as const;

export interface IntegrationsConfig {
  /** Card processor (`PAYMENT_GATEWAY`, default `sandbox`). */
  paymentGateway: 'sandbox';
  /** Clinician visit service (`CLINICIAN_PROVIDER`, default `sandbox`). */
  clinicianProvider: 'sandbox';
  /** Order management system (`CRM_PROVIDER`, default `sandbox`). */
  crmProvider: 'sandbox';
  /** Identity verification (`ID_VERIFICATION_PROVIDER`, default `sandbox`). */
  idVerificationProvider: 'sandbox';
  /**
   * Seconds the sandbox clinician and identity check take to decide (`SANDBOX_DECISION_DELAY_SECONDS`,
   * default 60), like the real services, which answer minutes or hours later.
   */
  sandboxDecisionDelaySeconds: number;
}

/** Reads the integration settings for loadConfig(); problems are pushed to `problems`, each naming its variable. */
export function readIntegrationsConfig(
  env: Record<string, string | undefined>,
  problems: string[],
): IntegrationsConfig {
  const provider = <K extends keyof typeof INTEGRATION_PROVIDERS>(name: K) => {
    const raw = (env[name]?.trim() || 'sandbox').toLowerCase();
    const allowed: readonly string[] = INTEGRATION_PROVIDERS[name];
    if (!allowed.includes(raw)) problems.push(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
    return 'sandbox' as const;
  };
  const rawDelay = env['SANDBOX_DECISION_DELAY_SECONDS']?.trim();
  let delay = 60;
  if (rawDelay) {
    if (/^\d{1,6}$/.test(rawDelay) && Number(rawDelay) <= 86_400) delay = Number(rawDelay);
    else
      problems.push(
        `SANDBOX_DECISION_DELAY_SECONDS must be a whole number of seconds from 0 to 86400, got "${rawDelay}"`,
      );
  }
  return {
    paymentGateway: provider('PAYMENT_GATEWAY'),
    clinicianProvider: provider('CLINICIAN_PROVIDER'),
    crmProvider: provider('CRM_PROVIDER'),
    idVerificationProvider: provider('ID_VERIFICATION_PROVIDER'),
    sandboxDecisionDelaySeconds: delay,
  };
}
