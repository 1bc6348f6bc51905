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
  /**
   * Seconds after which an approved charge that no paid order records is voided by the reconciliation job
   * (`PAYMENT_RECONCILE_AFTER_SECONDS`, default 600): the process that charged it died before the paid write.
   */
  paymentReconcileAfterSeconds: number;
  /**
   * Lifetime of the link that lets a customer claim an order paid anonymously with their email
   * (`ORDER_CLAIM_TTL_SECONDS`, default 604800: 7 days).
   */
  orderClaimTtlSeconds: number;
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
  const seconds = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    if (/^\d{1,8}$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw);
    problems.push(`${name} must be a whole number of seconds from ${min} to ${max}, got "${raw}"`);
    return fallback;
  };
  return {
    paymentGateway: provider('PAYMENT_GATEWAY'),
    clinicianProvider: provider('CLINICIAN_PROVIDER'),
    crmProvider: provider('CRM_PROVIDER'),
    idVerificationProvider: provider('ID_VERIFICATION_PROVIDER'),
    sandboxDecisionDelaySeconds: delay,
    paymentReconcileAfterSeconds: seconds('PAYMENT_RECONCILE_AFTER_SECONDS', 600, 1, 86_400),
    orderClaimTtlSeconds: seconds('ORDER_CLAIM_TTL_SECONDS', 604_800, 60, 2_592_000),
  };
}
