/** How the API sends email: the SMTP server, the sender address, retries and the lifetime of set-password links. */
export interface EmailConfig {
  /** The SMTP server (`SMTP_HOST`, `SMTP_PORT`, `SMTP_SECURE`, `SMTP_USER`, `SMTP_PASS`); used when EMAIL_PROVIDER=smtp. */
  smtp: { host: string; port: number; secure: boolean; user: string | undefined; pass: string | undefined };
  /** The address emails come from (`EMAIL_FROM_ADDRESS`); the display name is the tenant's brand. */
  fromAddress: string;
  /** Attempts after the first failed one before an email is recorded as failed (`EMAIL_RETRY_LIMIT`, default 5). */
  retryLimit: number;
  /** Seconds before the first retry, doubling after each (`EMAIL_RETRY_DELAY_SECONDS`, default 30). */
  retryDelaySeconds: number;
  /** Emails one process sends at the same time (`EMAIL_CONCURRENCY`, 1 to 50, default 4). */
  concurrency: number;
  /** Emails one process hands to the mail server per second at most (`EMAIL_RATE_PER_SECOND`, 1 to 1000, default 10). */
  ratePerSecond: number;
  /** Lifetime of the set-password link a new customer gets after a purchase (`ACCOUNT_SETUP_TTL_SECONDS`, 7 days). */
  accountSetupTtlSeconds: number;
  /**
   * Emails queued without a request to take the storefront's origin from (a clinician's decision) link to the
   * tenant's production host; with `STOREFRONT_DEV_PORT` (set by `npm start`) to its local host on that port.
   */
  storefrontDevPort: number | undefined;
}

/** Reads the email settings for loadConfig(); problems are pushed to `problems`, each naming its variable. */
export function readEmailConfig(
  env: Record<string, string | undefined>,
  isProduction: boolean,
  problems: string[],
): EmailConfig {
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (/^\d{1,8}$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw);
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return fallback;
  };
  const rawSecure = value('SMTP_SECURE')?.toLowerCase();
  let secure = false;
  if (rawSecure !== undefined) {
    if (['true', '1'].includes(rawSecure)) secure = true;
    else if (!['false', '0'].includes(rawSecure))
      problems.push(`SMTP_SECURE must be true or false, got "${rawSecure}"`);
  }
  const fromAddress = value('EMAIL_FROM_ADDRESS') ?? 'no-reply@telehealth.localhost';
  if (!/^[^\s@<>"]+@[^\s@<>"]+$/.test(fromAddress)) {
    problems.push(`EMAIL_FROM_ADDRESS must be an email address, got "${fromAddress}"`);
  }
  const user = value('SMTP_USER');
  const pass = value('SMTP_PASS');
  if ((user === undefined) !== (pass === undefined))
    problems.push('SMTP_USER and SMTP_PASS are set together');
  const devPort = value('STOREFRONT_DEV_PORT');
  if (devPort !== undefined && isProduction)
    problems.push('STOREFRONT_DEV_PORT must not be set when NODE_ENV=production');
  return {
    smtp: {
      host: value('SMTP_HOST') ?? '127.0.0.1',
      port: whole('SMTP_PORT', 1025, 1, 65535),
      secure,
      user,
      pass,
    },
    fromAddress,
    retryLimit: whole('EMAIL_RETRY_LIMIT', 5, 0, 20),
    retryDelaySeconds: whole('EMAIL_RETRY_DELAY_SECONDS', 30, 1, 3600),
    concurrency: whole('EMAIL_CONCURRENCY', 4, 1, 50),
    ratePerSecond: whole('EMAIL_RATE_PER_SECOND', 10, 1, 1000),
    accountSetupTtlSeconds: whole('ACCOUNT_SETUP_TTL_SECONDS', 604_800, 3600, 2_592_000),
    storefrontDevPort: devPort === undefined ? undefined : whole('STOREFRONT_DEV_PORT', 5173, 1, 65535),
  };
}
