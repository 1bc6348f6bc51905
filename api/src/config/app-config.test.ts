import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { configProblems } from '../testing/config-problems.js';
import { DEV_DEFAULTS, loadConfig, repoRoot } from './app-config.js';

const productionSecrets = {
  NODE_ENV: 'production',
  API_SHARED_TOKEN: 'prod-token-123',
  JWT_SECRET: 'prod-jwt-secret-456',
  SEED_ADMIN_PASSWORD: 'prod-admin-password',
  UPLOAD_URL_SECRET: 'prod-upload-url-secret',
  METRICS_TOKEN: 'prod-metrics-token',
  DATABASE_URL: 'postgres://app@db.internal/telehealth',
  ALLOW_SANDBOX_PROVIDERS: 'true',
};

describe('loadConfig', () => {
  it('uses the documented development defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      host: '127.0.0.1',
      port: 3000,
      databaseUrl: undefined,
      embeddedPostgres: { dataDir: join(repoRoot, '.data', 'postgres'), port: 5433 },
      apiSharedToken: 'dev-shared-token',
      metricsToken: 'dev-metrics-token',
      jwtSecret: 'dev-jwt-secret-change-me',
      seedAdmin: { email: 'admin@example.com', password: 'admin-dev-password' },
      logLevel: 'info',
      storefront: { dir: undefined, defaultTenantId: 6, rendersPerSecond: 10 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/telehealth',
      PG_DATA_DIR: '/var/lib/telehealth-pg',
      PG_PORT: '6543',
      API_SHARED_TOKEN: 'token',
      JWT_SECRET: 'jwt',
      SEED_ADMIN_EMAIL: 'root@fungaid.example',
      SEED_ADMIN_PASSWORD: 'long-enough',
      LOG_LEVEL: 'debug',
      STOREFRONT_RENDERS_PER_SECOND: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/telehealth',
      embeddedPostgres: { dataDir: '/var/lib/telehealth-pg', port: 6543 },
      apiSharedToken: 'token',
      jwtSecret: 'jwt',
      seedAdmin: { email: 'root@fungaid.example', password: 'long-enough' },
      logLevel: 'debug',
      storefront: { rendersPerSecond: 0 },
    });
  });

  it('names every malformed variable', () => {
    const problems = configProblems({
      PORT: 'eighty',
      PG_PORT: '70000',
      DATABASE_URL: 'mysql://x',
      SEED_ADMIN_EMAIL: 'not-an-email',
      LOG_LEVEL: 'loud',
      STOREFRONT_RENDERS_PER_SECOND: '-1',
    });
    expect(problems).toHaveLength(6);
    for (const name of [
      'PORT',
      'PG_PORT',
      'DATABASE_URL',
      'SEED_ADMIN_EMAIL',
      'LOG_LEVEL',
      'STOREFRONT_RENDERS_PER_SECOND',
    ]) {
      expect(problems.some((p) => p.startsWith(`${name} `))).toBe(true);
    }
  });

  it('reads DATABASE_DIRECT_URL beside DATABASE_URL, never without it', () => {
    const direct = 'postgres://u:p@db:5432/telehealth?sslmode=require';
    const pooled = 'postgres://u:p@pgbouncer:6432/telehealth';
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct })).toMatchObject({
      databaseUrl: pooled,
      databaseDirectUrl: direct,
    });
    expect(loadConfig({ DATABASE_URL: pooled }).databaseDirectUrl).toBeUndefined();
    expect(configProblems({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: 'db:5432' })).toEqual([
      'DATABASE_DIRECT_URL must be a postgres:// or postgresql:// URL',
    ]);
    expect(configProblems({ DATABASE_DIRECT_URL: direct })).toEqual([
      'DATABASE_DIRECT_URL needs DATABASE_URL (the embedded server is connected to directly)',
    ]);
  });

  it.each([
    ['silent', 'silent'],
    ['trace', 'trace'],
    ['WARN', 'warn'],
    ['log', 'info'],
    ['verbose', 'trace'],
  ] as const)('reads LOG_LEVEL %s as pino level %s (Nest names accepted)', (raw, level) => {
    expect(loadConfig({ LOG_LEVEL: raw }).logLevel).toBe(level);
  });

  it('accepts production with real secrets', () => {
    expect(loadConfig(productionSecrets).isProduction).toBe(true);
  });

  it.each([
    'API_SHARED_TOKEN',
    'JWT_SECRET',
    'SEED_ADMIN_PASSWORD',
    'UPLOAD_URL_SECRET',
    'METRICS_TOKEN',
  ] as const)('refuses production when %s is unset or the development default', (name) => {
    const unset: Record<string, string> = { ...productionSecrets };
    delete unset[name];
    const message = `${name} must be set to a non-default value when NODE_ENV=production`;
    expect(configProblems(unset)).toContain(message);
    expect(configProblems({ ...productionSecrets, [name]: DEV_DEFAULTS[name] })).toContain(message);
    expect(() => loadConfig(unset)).toThrow(name);
  });

  it('lists all dev secrets at once in production', () => {
    expect(configProblems({ NODE_ENV: 'production' })).toEqual([
      'API_SHARED_TOKEN must be set to a non-default value when NODE_ENV=production',
      'JWT_SECRET must be set to a non-default value when NODE_ENV=production',
      'SEED_ADMIN_PASSWORD must be set to a non-default value when NODE_ENV=production',
      'UPLOAD_URL_SECRET must be set to a non-default value when NODE_ENV=production',
      'METRICS_TOKEN must be set to a non-default value when NODE_ENV=production',
      'DATABASE_URL must be set when NODE_ENV=production (the embedded PostgreSQL is for development; ALLOW_EMBEDDED_POSTGRES=true allows it)',
      'PAYMENT_GATEWAY, CLINICIAN_PROVIDER, CRM_PROVIDER, ID_VERIFICATION_PROVIDER, EMAIL_PROVIDER are the built-in sandbox, which charges no card, asks no clinician and sends no email; NODE_ENV=production refuses it unless ALLOW_SANDBOX_PROVIDERS=true',
    ]);
  });

  it('refuses the embedded PostgreSQL and the sandbox providers in production unless they are allowed', () => {
    const { DATABASE_URL: _url, ALLOW_SANDBOX_PROVIDERS: _allowed, ...secretsOnly } = productionSecrets;
    expect(configProblems(secretsOnly)).toEqual([
      expect.stringMatching(/^DATABASE_URL must be set when NODE_ENV=production/),
      expect.stringMatching(
        /^PAYMENT_GATEWAY, CLINICIAN_PROVIDER, CRM_PROVIDER, ID_VERIFICATION_PROVIDER, EMAIL_PROVIDER are/,
      ),
    ]);
    // SMTP is a real provider; the integrations have only their sandbox so far.
    expect(
      configProblems({
        ...secretsOnly,
        DATABASE_URL: productionSecrets.DATABASE_URL,
        EMAIL_PROVIDER: 'smtp',
      }),
    ).toEqual([
      expect.stringMatching(
        /^PAYMENT_GATEWAY, CLINICIAN_PROVIDER, CRM_PROVIDER, ID_VERIFICATION_PROVIDER are the built-in sandbox/,
      ),
    ]);
    expect(
      configProblems({ ...secretsOnly, ALLOW_EMBEDDED_POSTGRES: 'true', ALLOW_SANDBOX_PROVIDERS: '1' }),
    ).toEqual([]);
    expect(
      configProblems({ ...secretsOnly, ALLOW_EMBEDDED_POSTGRES: 'yes', ALLOW_SANDBOX_PROVIDERS: 'true' }),
    ).toEqual([
      'ALLOW_EMBEDDED_POSTGRES must be true or false, got "yes"',
      expect.stringMatching(/^DATABASE_URL must be set/),
    ]);
    // Development needs neither.
    expect(configProblems({})).toEqual([]);
  });
});

describe('JWT_TTL_SECONDS', () => {
  it('defaults to 3600 seconds and reads a whole number', () => {
    expect(loadConfig({}).jwtTtlSeconds).toBe(3600);
    expect(loadConfig({ JWT_TTL_SECONDS: '900' }).jwtTtlSeconds).toBe(900);
  });

  it.each(['0', '-5', '1.5', 'an hour', '999999999'])('refuses %s naming the variable', (value) => {
    expect(configProblems({ JWT_TTL_SECONDS: value })).toEqual([
      `JWT_TTL_SECONDS must be a whole number of seconds from 1 to 99999999, got "${value}"`,
    ]);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default or when false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' false ' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
  });

  it('reads a comma-separated list of proxy addresses, CIDR ranges and range names', () => {
    expect(
      loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback,UniqueLocal' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback', 'uniquelocal']);
  });

  it.each([
    ['true', /^TRUST_PROXY=true would let any client choose its own address with X-Forwarded-For; /],
    ['2', /^TRUST_PROXY cannot be a number of proxy hops \("2"\)/],
    [
      '10.0.0.300',
      /^TRUST_PROXY must be false, or a comma-separated list .*: "10\.0\.0\.300" is not an IP address/,
    ],
    ['proxy.internal', /"proxy\.internal" is not an IP address or CIDR range$/],
    ['10.0.0.0/33', /"10\.0\.0\.0\/33" has a prefix length other than 1 to 32$/],
    ['::/129', /"::\/129" has a prefix length other than 1 to 128$/],
    ['0.0.0.0/0', /"0\.0\.0\.0\/0" would trust every address$/],
    ['10.0.0.1/8/1', /"10\.0\.0\.1\/8\/1" is not an IP address or CIDR range$/],
    ['127.0.0.1,,10.0.0.1', /: an empty entry$/],
  ])('refuses %s with a message naming the variable', (value, message) => {
    const problems = configProblems({ TRUST_PROXY: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });
});
