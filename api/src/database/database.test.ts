import { DataSource, QueryFailedError } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dataSourceOptions, migrations } from '../app/data-source-options.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { openDataSource } from './database.module.js';
import { preparedQuery } from './prepared-query.js';

const pg = useTestPostgres();

describe('migrations', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openDataSource(dataSourceOptions(await pg.newDatabase()));
  });
  afterAll(async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
  });

  const tables = async () =>
    (
      (await dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      )) as { table_name: string }[]
    ).map((r) => r.table_name);

  /** Tables that hold no tenant's data: reference data and TypeORM's own bookkeeping. */
  const GLOBAL_TABLES = ['migrations', 'states'];

  /** Tables used through SQL only, without an entity. */
  const SQL_ONLY_TABLES = ['login_attempts', 'migrations', 'rate_limit_hits', 'upload_blobs'];

  it('create the tables every entity maps to, and nothing the entities do not describe', async () => {
    const mapped = dataSource.entityMetadatas.map((entity) => entity.tableName);
    expect(await tables()).toEqual([...mapped, ...SQL_ONLY_TABLES].sort());
    // What TypeORM would change to make the database match the entities: nothing.
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('put tenant_id with a foreign key to tenants on every tenant-owned table', async () => {
    const rows = (await dataSource.query(`
      SELECT cl.relname AS table_name
      FROM pg_constraint c JOIN pg_class cl ON cl.oid = c.conrelid
      WHERE c.contype = 'f' AND c.confrelid = 'tenants'::regclass
        AND c.conkey = ARRAY[(SELECT attnum FROM pg_attribute WHERE attrelid = c.conrelid AND attname = 'tenant_id')]
      ORDER BY 1`)) as { table_name: string }[];
    const tenantOwned = (await tables()).filter(
      (table) => !GLOBAL_TABLES.includes(table) && table !== 'tenants',
    );
    expect(tenantOwned.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.table_name)).toEqual(tenantOwned);
  });

  it('allow one published version per tenant and flow key', async () => {
    await dataSource.query(
      `INSERT INTO tenants (id, slug, brand_config) VALUES (1, 'one', '{}'), (2, 'two', '{}')`,
    );
    const insert = (tenant: number, version: number, status: string) =>
      dataSource.query(
        `INSERT INTO flow_versions (tenant_id, key, version, status, document, published_at)
         VALUES ($1, 'intake', $2, $3, '{}', CASE WHEN $3 = 'published' THEN now() END)`,
        [tenant, version, status],
      );
    await insert(1, 1, 'published');
    await insert(1, 2, 'draft');
    await insert(2, 1, 'published');
    await expect(insert(1, 3, 'published')).rejects.toThrow(/flow_versions_one_published_idx/);
    await expect(insert(1, 2, 'archived')).rejects.toThrow(/flow_versions_tenant_id_key_version_key/);
    await expect(insert(1, 4, 'live')).rejects.toThrow(/flow_versions_status_check/);
  });

  it('keep emails unique per tenant whatever their case', async () => {
    const insert = (tenant: number, email: string) =>
      dataSource.query(`INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, $2, 'x', 1)`, [
        tenant,
        email,
      ]);
    await insert(1, 'Ann@Example.com');
    await insert(2, 'ann@example.com');
    await expect(insert(1, 'ANN@example.COM')).rejects.toBeInstanceOf(QueryFailedError);
    await expect(
      dataSource.query(
        `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (1, 'b@x.io', 'x', 5)`,
      ),
    ).rejects.toThrow(/users_role_check/);
    await expect(insert(99, 'c@x.io')).rejects.toThrow(/users_tenant_id_fkey/);
  });

  it('are recorded, so opening the database again applies nothing', async () => {
    const again = new DataSource({ ...dataSource.options });
    await again.initialize();
    try {
      expect(await again.showMigrations()).toBe(false);
    } finally {
      await again.destroy();
    }
  });

  it('are applied once when three DataSources open a fresh database at the same moment (API processes starting together)', async () => {
    const url = await pg.newDatabase();
    const opened = await Promise.allSettled([
      openDataSource(dataSourceOptions(url)),
      openDataSource(dataSourceOptions(url)),
      openDataSource(dataSourceOptions(url)),
    ]);
    try {
      expect(opened.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const [first] = opened;
      if (first?.status !== 'fulfilled') return;
      const applied: { name: string }[] = await first.value.query(`SELECT name FROM migrations ORDER BY id`);
      expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    } finally {
      for (const result of opened) if (result.status === 'fulfilled') await result.value.destroy();
    }
  });

  it('can be reverted', async () => {
    for (let i = 0; i < dataSource.migrations.length; i++) await dataSource.undoLastMigration();
    expect(await tables()).toEqual(['migrations']);
  });
});

describe('a direct URL of its own (DATABASE_DIRECT_URL), the pooled one behind a transaction pooler', () => {
  /** The statement names prepared on the session that runs the next pooled query. */
  const preparedNames = async (dataSource: DataSource) =>
    (
      await preparedQuery<{ name: string }>(
        dataSource.manager,
        'prepared-names',
        'SELECT name FROM pg_prepared_statements ORDER BY name',
        [],
      )
    ).map((row) => row.name);

  it('migrates the database, and sends the hot statements unnamed', async () => {
    const directUrl = await pg.newDatabase();
    // The same database under another name stands for the pooler's address.
    const pooledUrl = `${directUrl}${directUrl.includes('?') ? '&' : '?'}application_name=pooled`;
    const dataSource = await openDataSource(dataSourceOptions(pooledUrl), directUrl);
    try {
      const applied: { name: string }[] = await dataSource.query('SELECT name FROM migrations ORDER BY id');
      expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
      // One name for two texts: a named statement would be refused the second time on the same connection.
      expect(await preparedQuery(dataSource.manager, 'same-name', 'SELECT 1 AS n', [])).toEqual([{ n: 1 }]);
      expect(await preparedQuery(dataSource.manager, 'same-name', 'SELECT 2 AS n', [])).toEqual([{ n: 2 }]);
      expect(await preparedNames(dataSource)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('without one, the hot statements stay named prepared statements', async () => {
    const dataSource = await openDataSource(dataSourceOptions(await pg.newDatabase()));
    try {
      expect(await preparedNames(dataSource)).toEqual(['prepared-names']);
    } finally {
      await dataSource.destroy();
    }
  });
});
