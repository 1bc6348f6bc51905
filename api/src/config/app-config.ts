import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readEmailConfig, type EmailConfig } from './email-config.js';
import { readIntegrationsConfig, type IntegrationsConfig } from './integrations-config.js';
import { readShutdownConfig, type ShutdownConfig } from './shutdown-config.js';
import { readTrustProxy, type TrustProxy } from './trust-proxy.js';
import { readUploadConfig, type UploadConfig } from './upload-config.js';

/** The repository root, whether this module runs from api/src or api/dist. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Development defaults of the secrets. They make `node api/dist/main.js` work out of the box; with
 * NODE_ENV=production the API refuses to start while any of them is still in use.
 */
export const DEV_DEFAULTS = {
  API_SHARED_TOKEN: 'dev-shared-token',
  JWT_SECRET: 'dev-jwt-secret-change-me',
  SEED_ADMIN_PASSWORD: 'admin-dev-password',
  PG_PASSWORD: 'dev-postgres-password',
  UPLOAD_URL_SECRET: 'dev-upload-url-secret-change-me',
  METRICS_TOKEN: 'dev-metrics-token',
} as const;

/** pino's levels, least verbose first; `silent` logs nothing. */
const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** Nest's names of two levels, still accepted in LOG_LEVEL. */
const NEST_LOG_LEVELS: Record<string, LogLevel> = { log: 'info', verbose: 'trace' };

export interface EmbeddedPostgresConfig {
  /** Where the cluster's files live; initialised on first start. */
  dataDir: string;
  port: number;
  /** Password of the `postgres` superuser, set when the cluster is initialised. */
  password: string;
}

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  host: string;
  port: number;
  /** An external PostgreSQL server; without it the API runs an embedded one (`embeddedPostgres`). */
  databaseUrl: string | undefined;
  /**
   * A direct (session) connection to the same database as `databaseUrl`, for what needs a session: the schema
   * lock, migrations, pg-boss's schema, LISTEN (`DATABASE_DIRECT_URL`); undefined: `databaseUrl` itself.
   */
  databaseDirectUrl: string | undefined;
  embeddedPostgres: EmbeddedPostgresConfig;
  /** The shared secret every request sends in the `Token` header. */
  apiSharedToken: string;
  /** The Bearer token of GET /api/metrics (`METRICS_TOKEN`), which the storefront's Token does not open. */
  metricsToken: string;
  jwtSecret: string;
  /** Lifetime of a login token in seconds (`JWT_TTL_SECONDS`, default 3600). */
  jwtTtlSeconds: number;
  /** Lifetime of a mask token (staff acting as a customer) in seconds (`MASK_TOKEN_TTL_SECONDS`, default 1800). */
  maskTokenTtlSeconds: number;
  /** Seconds between the heartbeats of a chat event stream (`CHAT_HEARTBEAT_SECONDS`, 1 to 300, default 25). */
  chatHeartbeatSeconds: number;
  /** The admin (role 0) the seed creates in every tenant that does not have that user yet. */
  seedAdmin: { email: string; password: string };
  /** The most verbose level logged (`LOG_LEVEL`, default info): silent, fatal, error, warn, info, debug or trace. */
  logLevel: LogLevel;
  /** File uploads: size and pixel limits, storage, signed file links (UPLOAD_*, STORAGE_DRIVER, S3_*). */
  upload: UploadConfig;
  /** Payment, clinician, CRM and identity services (PAYMENT_GATEWAY, *_PROVIDER, SANDBOX_DECISION_DELAY_SECONDS). */
  integrations: IntegrationsConfig;
  /** Run background job workers in this process (`JOBS_ENABLED`, default true); false only enqueues. */
  jobsEnabled: boolean;
  /** Which EmailSender sends emails (`EMAIL_PROVIDER`, default `sandbox`); checked when the app starts. */
  emailProvider: string;
  /** SMTP server, sender address, retries, link lifetimes and bases of email (SMTP_*, EMAIL_*, ACCOUNT_SETUP_TTL_SECONDS). */
  email: EmailConfig;
  /** Lifetime of a password reset link in seconds (`PASSWORD_RESET_TTL_SECONDS`, default 3600). */
  passwordResetTtlSeconds: number;
  /** Whose `X-Forwarded-For` sets the client address (`TRUST_PROXY`, default false: nobody's). */
  trustProxy: TrustProxy;
  /**
   * The storefront this server serves beside /api: its production build (`STOREFRONT_DIR`; unset, none is served)
   * and the tenant of hosts that name none (`DEFAULT_TENANT_ID`, default 6), and how many pages this process renders
   * on the server per second (`STOREFRONT_RENDERS_PER_SECOND`, default 10; past it pages go out as built; 0: none).
   */
  storefront: { dir: string | undefined; defaultTenantId: number; rendersPerSecond: number };
  /** The drain after SIGTERM and the time running requests get then (`SHUTDOWN_*_SECONDS`). */
  shutdown: ShutdownConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once into a typed config; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const problems: string[] = [];
  const text = (name: string, fallback: string): string => {
    const value = env[name]?.trim();
    return value ? value : fallback;
  };
  const port = (name: string, fallback: number, min: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > 65535) {
      problems.push(`${name} must be a port number from ${min} to 65535, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  const nodeEnv = text('NODE_ENV', 'development');
  const isProduction = nodeEnv === 'production';

  const databaseUrl = env['DATABASE_URL']?.trim() || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const databaseDirectUrl = env['DATABASE_DIRECT_URL']?.trim() || undefined;
  if (databaseDirectUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseDirectUrl)) {
    problems.push('DATABASE_DIRECT_URL must be a postgres:// or postgresql:// URL');
  } else if (databaseDirectUrl !== undefined && databaseUrl === undefined) {
    problems.push('DATABASE_DIRECT_URL needs DATABASE_URL (the embedded server is connected to directly)');
  }

  const secret = (name: keyof typeof DEV_DEFAULTS): string => {
    const value = env[name]?.trim();
    if (isProduction && (!value || value === DEV_DEFAULTS[name])) {
      problems.push(`${name} must be set to a non-default value when NODE_ENV=production`);
    }
    return value || DEV_DEFAULTS[name];
  };
  const apiSharedToken = secret('API_SHARED_TOKEN');
  const jwtSecret = secret('JWT_SECRET');
  const seedAdminPassword = secret('SEED_ADMIN_PASSWORD');
  const uploadUrlSecret = secret('UPLOAD_URL_SECRET');
  const metricsToken = secret('METRICS_TOKEN');
  if (!/^[^\s]+$/.test(metricsToken)) problems.push('METRICS_TOKEN must be one word (no spaces)');
  if (seedAdminPassword.length < 8) problems.push('SEED_ADMIN_PASSWORD must be at least 8 characters long');

  const rawTtl = env['JWT_TTL_SECONDS']?.trim();
  let jwtTtlSeconds = 3600;
  if (rawTtl) {
    if (/^[1-9]\d{0,7}$/.test(rawTtl)) {
      jwtTtlSeconds = Number(rawTtl);
    } else {
      problems.push(`JWT_TTL_SECONDS must be a whole number of seconds from 1 to 99999999, got "${rawTtl}"`);
    }
  }

  const rawMaskTtl = env['MASK_TOKEN_TTL_SECONDS']?.trim();
  let maskTokenTtlSeconds = 1800;
  if (rawMaskTtl) {
    if (/^[1-9]\d{0,4}$/.test(rawMaskTtl) && Number(rawMaskTtl) <= 86400) {
      maskTokenTtlSeconds = Number(rawMaskTtl);
    } else {
      problems.push(
        `MASK_TOKEN_TTL_SECONDS must be a whole number of seconds from 1 to 86400, got "${rawMaskTtl}"`,
      );
    }
  }

  const rawHeartbeat = env['CHAT_HEARTBEAT_SECONDS']?.trim();
  let chatHeartbeatSeconds = 25;
  if (rawHeartbeat) {
    if (/^[1-9]\d{0,2}$/.test(rawHeartbeat) && Number(rawHeartbeat) <= 300) {
      chatHeartbeatSeconds = Number(rawHeartbeat);
    } else {
      problems.push(
        `CHAT_HEARTBEAT_SECONDS must be a whole number of seconds from 1 to 300, got "${rawHeartbeat}"`,
      );
    }
  }

  const seedAdminEmail = text('SEED_ADMIN_EMAIL', 'admin@example.com');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(seedAdminEmail)) {
    problems.push(`SEED_ADMIN_EMAIL must be an email address, got "${seedAdminEmail}"`);
  }

  const rawLogLevel = text('LOG_LEVEL', 'info').toLowerCase();
  const logLevel = NEST_LOG_LEVELS[rawLogLevel] ?? LOG_LEVELS.find((level) => level === rawLogLevel);
  if (!logLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${rawLogLevel}"`);

  const rawJobsEnabled = env['JOBS_ENABLED']?.trim().toLowerCase();
  let jobsEnabled = true;
  if (rawJobsEnabled) {
    if (['true', '1'].includes(rawJobsEnabled)) jobsEnabled = true;
    else if (['false', '0'].includes(rawJobsEnabled)) jobsEnabled = false;
    else problems.push(`JOBS_ENABLED must be true or false, got "${env['JOBS_ENABLED']?.trim()}"`);
  }
  const rawResetTtl = env['PASSWORD_RESET_TTL_SECONDS']?.trim();
  let passwordResetTtlSeconds = 3600;
  if (rawResetTtl) {
    if (/^[1-9]\d{0,6}$/.test(rawResetTtl)) {
      passwordResetTtlSeconds = Number(rawResetTtl);
    } else {
      problems.push(
        `PASSWORD_RESET_TTL_SECONDS must be a whole number of seconds from 1 to 9999999, got "${rawResetTtl}"`,
      );
    }
  }

  const rawDefaultTenant = env['DEFAULT_TENANT_ID']?.trim();
  let defaultTenantId = 6;
  if (rawDefaultTenant) {
    if (/^[1-9]\d{0,8}$/.test(rawDefaultTenant)) defaultTenantId = Number(rawDefaultTenant);
    else
      problems.push(
        `DEFAULT_TENANT_ID must be a tenant id (a positive whole number), got "${rawDefaultTenant}"`,
      );
  }
  const storefrontDir = env['STOREFRONT_DIR']?.trim();
  const rawRenders = env['STOREFRONT_RENDERS_PER_SECOND']?.trim();
  let rendersPerSecond = 10;
  if (rawRenders) {
    if (/^\d{1,5}$/.test(rawRenders)) rendersPerSecond = Number(rawRenders);
    else
      problems.push(
        `STOREFRONT_RENDERS_PER_SECOND must be a whole number of pages from 0 to 99999, got "${rawRenders}"`,
      );
  }

  const config: AppConfig = {
    nodeEnv,
    isProduction,
    host: text('HOST', '127.0.0.1'),
    port: port('PORT', 3000, 0),
    databaseUrl,
    databaseDirectUrl,
    embeddedPostgres: {
      dataDir: resolve(text('PG_DATA_DIR', join(repoRoot, '.data', 'postgres'))),
      port: port('PG_PORT', 5433, 1),
      // Only the embedded server uses it, so it is not a production secret: production runs with DATABASE_URL.
      password: text('PG_PASSWORD', DEV_DEFAULTS.PG_PASSWORD),
    },
    apiSharedToken,
    metricsToken,
    jwtSecret,
    jwtTtlSeconds,
    maskTokenTtlSeconds,
    chatHeartbeatSeconds,
    seedAdmin: { email: seedAdminEmail, password: seedAdminPassword },
    logLevel: logLevel ?? 'info',
    upload: readUploadConfig(env, { urlSecret: uploadUrlSecret }, problems),
    integrations: readIntegrationsConfig(env, problems),
    jobsEnabled,
    emailProvider: text('EMAIL_PROVIDER', 'sandbox').toLowerCase(),
    email: readEmailConfig(env, isProduction, problems),
    passwordResetTtlSeconds,
    trustProxy: readTrustProxy(env, problems),
    storefront: {
      dir: storefrontDir ? resolve(storefrontDir) : undefined,
      defaultTenantId,
      rendersPerSecond,
    },
    shutdown: readShutdownConfig(env, problems),
  };
  if (isProduction) problems.push(...productionRefusals(env, config));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * What production refuses unless told otherwise: the embedded PostgreSQL (a development convenience: one server in
 * the API's own process tree, no backups, no pooling) without `ALLOW_EMBEDDED_POSTGRES=true`, and a sandbox provider
 * (it charges no card, asks no clinician, sends no email) without `ALLOW_SANDBOX_PROVIDERS=true`.
 */
function productionRefusals(env: Record<string, string | undefined>, config: AppConfig): string[] {
  const problems: string[] = [];
  const allowed = (name: string): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (raw && !['true', 'false', '1', '0'].includes(raw))
      problems.push(`${name} must be true or false, got "${raw}"`);
    return raw === 'true' || raw === '1';
  };
  if (config.databaseUrl === undefined && !allowed('ALLOW_EMBEDDED_POSTGRES')) {
    problems.push(
      'DATABASE_URL must be set when NODE_ENV=production (the embedded PostgreSQL is for development; ' +
        'ALLOW_EMBEDDED_POSTGRES=true allows it)',
    );
  }
  const { paymentGateway, clinicianProvider, crmProvider, idVerificationProvider } = config.integrations;
  const sandboxes = [
    ['PAYMENT_GATEWAY', paymentGateway],
    ['CLINICIAN_PROVIDER', clinicianProvider],
    ['CRM_PROVIDER', crmProvider],
    ['ID_VERIFICATION_PROVIDER', idVerificationProvider],
    ['EMAIL_PROVIDER', config.emailProvider],
  ]
    .filter(([, provider]) => provider === 'sandbox')
    .map(([name]) => name);
  if (sandboxes.length > 0 && !allowed('ALLOW_SANDBOX_PROVIDERS')) {
    problems.push(
      `${sandboxes.join(', ')} ${sandboxes.length === 1 ? 'is' : 'are'} the built-in sandbox, which charges no card, ` +
        'asks no clinician and sends no email; NODE_ENV=production refuses it unless ALLOW_SANDBOX_PROVIDERS=true',
    );
  }
  return problems;
}

/** Injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
