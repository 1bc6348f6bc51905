import { isDeepStrictEqual } from 'node:util';

import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { loadCatalog, type Catalog, type TenantBundle } from '@telehealth/flows';
import { type FlowVersion, UserRole } from '@telehealth/schemas';
import { DataSource } from 'typeorm';

import { hashPassword } from '../auth/utils/password-hash.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { TenantService } from '../tenant/tenant.service.js';

/** Serialises seeds of API processes starting at the same time against one database. */
const SEED_LOCK_KEY = 0x5eed;

type Sql = (
  query: string,
  parameters?: unknown[],
) => Promise<{ records: Record<string, unknown>[]; affected?: number }>;

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface SeedReport {
  states: UpsertCounts;
  tenants: UpsertCounts;
  hosts: UpsertCounts & { removed: number };
  products: UpsertCounts;
  flowVersions: {
    inserted: number;
    unchanged: number;
    /** Stored versions whose document differs from the file: kept as stored, with a warning. */
    kept: number;
    /** Published versions archived because the data publishes a newer version of the same flow. */
    archived: number;
  };
  admins: { created: number; existing: number };
}

/**
 * Loads the data of @telehealth/flows into the database, in one transaction, idempotently: states, tenants (with
 * their site content), their hosts and products are upserted (a row is only written when it differs); flow versions are inserted
 * when missing and never modified once stored; every tenant gets the SEED_ADMIN_EMAIL admin unless it has that
 * user already.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    /** The app's tenant cache, emptied once the seed committed (absent when the seed runs alone). */
    @Optional() private readonly tenantCache?: TenantService,
  ) {}

  async run(catalog: Catalog = loadCatalog()): Promise<SeedReport> {
    const report: SeedReport = {
      states: counts(),
      tenants: counts(),
      hosts: { ...counts(), removed: 0 },
      products: counts(),
      flowVersions: { inserted: 0, unchanged: 0, kept: 0, archived: 0 },
      admins: { created: 0, existing: 0 },
    };
    await this.dataSource.transaction(async (manager) => {
      const runner = manager.queryRunner;
      if (!runner) throw new Error('A transaction without a query runner');
      const sql: Sql = async (query, parameters = []) =>
        (await runner.query(query, parameters, true)) as Awaited<ReturnType<Sql>>;

      await sql('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      for (const state of catalog.states) {
        tally(
          report.states,
          await sql(
            `INSERT INTO states (state_code, name) VALUES ($1, $2)
             ON CONFLICT (state_code) DO UPDATE SET name = EXCLUDED.name
             WHERE states.name IS DISTINCT FROM EXCLUDED.name
             RETURNING (xmax = 0) AS inserted`,
            [state.stateCode, state.name],
          ),
        );
      }
      for (const bundle of catalog.tenants) {
        await this.seedTenant(bundle, sql, report);
      }
    });
    // This process sees what the seed wrote from the next request on; other processes within TENANT_CACHE_TTL_MS.
    this.tenantCache?.forgetAll();
    this.logger.log(`Seeded: ${summary(report)}`);
    return report;
  }

  private async seedTenant(
    { tenant, products, flows, siteContent }: TenantBundle,
    sql: Sql,
    report: SeedReport,
  ): Promise<void> {
    tally(
      report.tenants,
      await sql(
        `INSERT INTO tenants (id, slug, brand_config, site_content, staging_base_url)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)
         ON CONFLICT (id) DO UPDATE
           SET slug = EXCLUDED.slug, brand_config = EXCLUDED.brand_config, site_content = EXCLUDED.site_content,
               staging_base_url = EXCLUDED.staging_base_url, updated_at = now()
         WHERE (tenants.slug, tenants.brand_config, tenants.site_content, tenants.staging_base_url)
           IS DISTINCT FROM (EXCLUDED.slug, EXCLUDED.brand_config, EXCLUDED.site_content, EXCLUDED.staging_base_url)
         RETURNING (xmax = 0) AS inserted`,
        [
          tenant.id,
          tenant.slug,
          JSON.stringify(tenant.brandConfig),
          JSON.stringify(siteContent),
          tenant.stagingBaseUrl ?? null,
        ],
      ),
    );

    const hosts = Object.entries(tenant.hosts).map(([kind, host]) => ({ kind, host: host.toLowerCase() }));
    const removed = await sql(
      `DELETE FROM tenant_hosts WHERE tenant_id = $1 AND NOT (host = ANY($2::text[]))`,
      [tenant.id, hosts.map((h) => h.host)],
    );
    report.hosts.removed += removed.affected ?? 0;
    for (const { kind, host } of hosts) {
      tally(
        report.hosts,
        await sql(
          `INSERT INTO tenant_hosts (host, tenant_id, kind) VALUES ($1, $2, $3)
           ON CONFLICT (host) DO UPDATE SET tenant_id = EXCLUDED.tenant_id, kind = EXCLUDED.kind
           WHERE (tenant_hosts.tenant_id, tenant_hosts.kind) IS DISTINCT FROM (EXCLUDED.tenant_id, EXCLUDED.kind)
           RETURNING (xmax = 0) AS inserted`,
          [host, tenant.id, kind],
        ),
      );
    }

    for (const product of products) {
      tally(
        report.products,
        await sql(
          `INSERT INTO products (tenant_id, med, document) VALUES ($1, $2, $3::jsonb)
           ON CONFLICT (tenant_id, med) DO UPDATE SET document = EXCLUDED.document, updated_at = now()
           WHERE products.document IS DISTINCT FROM EXCLUDED.document
           RETURNING (xmax = 0) AS inserted`,
          [tenant.id, product.med, JSON.stringify({ ...product, tenant_id: tenant.id })],
        ),
      );
    }

    await this.seedFlowVersions(flows, sql, report);

    const { email, password } = this.config.seedAdmin;
    const existing = await sql(`SELECT 1 FROM users WHERE tenant_id = $1 AND lower(email) = lower($2)`, [
      tenant.id,
      email,
    ]);
    if (existing.records.length > 0) {
      report.admins.existing += 1;
    } else {
      await sql(`INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, $2, $3, $4)`, [
        tenant.id,
        email,
        await hashPassword(password),
        UserRole.Admin,
      ]);
      report.admins.created += 1;
      this.logger.log(`Created admin ${email} for tenant ${tenant.id}`);
    }
  }

  /**
   * Inserts the versions the database lacks first (a newly published one archives the published one it
   * replaces), then compares the stored ones with their files, so a version archived that way is not reported as
   * differing from a file that says the same.
   */
  private async seedFlowVersions(flows: FlowVersion[], sql: Sql, report: SeedReport): Promise<void> {
    const stored = async (flow: FlowVersion) =>
      (
        await sql(`SELECT document FROM flow_versions WHERE tenant_id = $1 AND key = $2 AND version = $3`, [
          flow.tenant_id,
          flow.key,
          flow.version,
        ])
      ).records[0]?.['document'];

    const existing: FlowVersion[] = [];
    for (const flow of flows) {
      if ((await stored(flow)) === undefined) await this.insertFlowVersion(flow, sql, report);
      else existing.push(flow);
    }
    for (const flow of existing) {
      // Publishing and archiving (by the seed or an admin) change a stored version's status, never its content.
      const row = (await stored(flow)) as FlowVersion;
      if (isDeepStrictEqual({ ...row, status: flow.status }, flow)) {
        report.flowVersions.unchanged += 1;
      } else {
        report.flowVersions.kept += 1;
        this.logger.warn(
          `Flow version ${describeFlow(flow)} in the database differs from flows/data; keeping the stored one ` +
            '(a stored flow version is never overwritten: add a new version file instead)',
        );
      }
    }
  }

  private async insertFlowVersion(flow: FlowVersion, sql: Sql, report: SeedReport): Promise<void> {
    let document = flow;
    if (flow.status === 'published') {
      const published = await sql(
        `SELECT version FROM flow_versions WHERE tenant_id = $1 AND key = $2 AND status = 'published'`,
        [flow.tenant_id, flow.key],
      );
      const publishedVersion = published.records[0]?.['version'];
      if (typeof publishedVersion === 'number' && publishedVersion < flow.version) {
        // The data publishes a newer version: the older one is archived, its questions and steps untouched.
        await sql(
          `UPDATE flow_versions SET status = 'archived', document = jsonb_set(document, '{status}', '"archived"')
           WHERE tenant_id = $1 AND key = $2 AND version = $3`,
          [flow.tenant_id, flow.key, publishedVersion],
        );
        report.flowVersions.archived += 1;
        this.logger.log(
          `Archived tenant ${flow.tenant_id} ${flow.key} v${publishedVersion}: ${describeFlow(flow)} is published`,
        );
      } else if (typeof publishedVersion === 'number') {
        document = { ...flow, status: 'archived' };
        this.logger.warn(
          `Storing ${describeFlow(flow)} as archived: the newer v${publishedVersion} is published`,
        );
      }
    }
    await sql(
      `INSERT INTO flow_versions (tenant_id, key, version, status, document, created_at, published_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, COALESCE($6::timestamptz, now()),
               CASE WHEN $4 = 'published' THEN COALESCE($7::timestamptz, now()) ELSE $7::timestamptz END)`,
      [
        flow.tenant_id,
        flow.key,
        flow.version,
        document.status,
        JSON.stringify(document),
        flow.created_at ?? null,
        flow.published_at ?? null,
      ],
    );
    report.flowVersions.inserted += 1;
  }
}

function describeFlow(flow: FlowVersion): string {
  return `tenant ${flow.tenant_id} ${flow.key} v${flow.version}`;
}

function counts(): UpsertCounts {
  return { inserted: 0, updated: 0, unchanged: 0 };
}

/** Counts one upsert by its RETURNING (xmax = 0) AS inserted: no row back means nothing changed. */
function tally(target: UpsertCounts, result: { records: Record<string, unknown>[] }): void {
  const row = result.records[0];
  if (!row) target.unchanged += 1;
  else if (row['inserted'] === true) target.inserted += 1;
  else target.updated += 1;
}

function summary(report: SeedReport): string {
  const upserts = (label: string, c: UpsertCounts) => `${label} +${c.inserted} ~${c.updated} =${c.unchanged}`;
  const flows = report.flowVersions;
  return [
    upserts('states', report.states),
    upserts('tenants', report.tenants),
    `${upserts('hosts', report.hosts)} -${report.hosts.removed}`,
    upserts('products', report.products),
    `flow versions +${flows.inserted} =${flows.unchanged} kept ${flows.kept} archived ${flows.archived}`,
    `admins +${report.admins.created} =${report.admins.existing}`,
  ].join(', ');
}
