import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { dataSourceOptions } from '../app/data-source-options.js';
import { createTenantUsers, insertOrder } from '../testing/account-fixtures.js';
import { insertEvents } from '../testing/admin-fixtures.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { openDataSource } from './database.module.js';
import { KeyTenantTablesByTenant1795404300000 } from './migrations/1795404300000-KeyTenantTablesByTenant.js';
import { findDistributionProblems, LOCAL_TABLES, REFERENCE_TABLES } from './table-distribution.js';

const pg = useTestPostgres();

/** The catalog's table names of the public schema. */
async function tableNames(db: DataSource): Promise<string[]> {
  const rows = (await db.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
  )) as { table_name: string }[];
  return rows.map((row) => row.table_name);
}

/** Rows per table (but the migrations'), to see that a migration keeps every row. */
async function rowCounts(db: DataSource): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(db)) {
    if (table === 'migrations') continue;
    const [row] = (await db.query(`SELECT count(*)::int AS n FROM "${table}"`)) as [{ n: number }];
    counts[table] = row.n;
  }
  return counts;
}

describe('tables distributed by tenant_id (Citus-ready schema)', () => {
  let app: NestFastifyApplication;
  let db: DataSource;

  beforeAll(async () => {
    // Migrated and seeded (two tenants), plus rows in the tables between which the keys changed.
    app = await pg.newApp();
    db = app.get(DataSource);
    for (const tenant of [6, 7]) {
      const { alice, agent } = await createTenantUsers(app, tenant);
      const sale = await insertOrder(app, tenant, { userId: alice.id });
      await insertOrder(app, tenant, { userId: alice.id, originalOrderId: sale, paid: false });
      await insertEvents(app, tenant, sale, [{ kind: 'agent', state: 'checkout', agentId: agent.id }]);
      const [thread] = (await db.query(
        `INSERT INTO chat_threads (tenant_id, customer_user_id, subject) VALUES ($1, $2, 'Refill') RETURNING id`,
        [tenant, alice.id],
      )) as [{ id: number }];
      await db.query(
        `INSERT INTO chat_messages (tenant_id, thread_id, sender_user_id, sender_role, body) VALUES ($1, $2, $3, 1, 'Hi')`,
        [tenant, thread.id, alice.id],
      );
    }
  });

  it('are every table but the declared reference and local ones, and break none of Citus’ rules', async () => {
    expect(await findDistributionProblems((sql) => db.query(sql))).toEqual([]);
    const tenantTables = (await tableNames(db)).filter(
      (table) => ![...REFERENCE_TABLES, ...LOCAL_TABLES].includes(table as never),
    );
    expect(tenantTables).toEqual(expect.arrayContaining(['orders', 'users', 'payments', 'audit_log']));
    expect(tenantTables.length).toBeGreaterThan(20);
  });

  it('refuse a row that points at a row of another tenant', async () => {
    const [customerOf6] = (await db.query(
      `SELECT id FROM users WHERE tenant_id = 6 AND role = 1 ORDER BY id LIMIT 1`,
    )) as [{ id: number }];
    await expect(
      db.query(`INSERT INTO chat_threads (tenant_id, customer_user_id, subject) VALUES (7, $1, 'Crossed')`, [
        customerOf6.id,
      ]),
    ).rejects.toThrow(/chat_threads_tenant_id_customer_user_id_fkey/);
  });

  it('were keyed by tenant by KeyTenantTablesByTenant: before it, the check names every key and link without tenant_id', async () => {
    const before = await rowCounts(db);
    // That migration and the ones after it undone, last first.
    for (;;) {
      const [last] = (await db.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`)) as {
        name: string;
      }[];
      await db.undoLastMigration();
      if (last?.name === KeyTenantTablesByTenant1795404300000.name) break;
    }
    try {
      const problems = await findDistributionProblems((sql) => db.query(sql));
      expect(problems).toEqual(
        expect.arrayContaining([
          'orders: primary key orders_pkey (id) does not include tenant_id',
          'chat_message_attachments: primary key chat_message_attachments_pkey (message_id, upload_id) does not include tenant_id',
          'uploads: unique constraint uploads_storage_key_key (storage_key) does not include tenant_id',
          'payments: unique index payments_one_open_charge_idx (order_id) does not include tenant_id',
          'orders: foreign key orders_user_id_fkey (user_id) → users (id) does not map tenant_id to tenant_id',
          'upload_blobs: foreign key upload_blobs_storage_key_fkey (storage_key) → uploads (storage_key) does not map tenant_id to tenant_id',
        ]),
      );
      // 21 primary keys, 4 unique constraints, 3 unique indexes, 31 foreign keys.
      expect(problems).toHaveLength(59);
      // Less the tables a later migration created (and undoing it dropped).
      const { masquerade_sessions: _later, ...olderTables } = before;
      expect(await rowCounts(db)).toEqual(olderTables);
    } finally {
      await db.runMigrations({ transaction: 'each' });
    }
    expect(await findDistributionProblems((sql) => db.query(sql))).toEqual([]);
    expect(await rowCounts(db)).toEqual(before);
  });

  it('name a table that is neither a tenant nor a declared table, a nullable tenant_id, and keys and links Citus refuses', async () => {
    const fresh = await openDataSource(dataSourceOptions(await pg.newDatabase()));
    try {
      await fresh.query(`CREATE TABLE widgets (id integer PRIMARY KEY)`);
      await fresh.query(`
        CREATE TABLE gadgets (
          tenant_id integer REFERENCES tenants (id), id integer, code text, user_id integer, widget_id integer,
          PRIMARY KEY (tenant_id, id),
          CONSTRAINT gadgets_code_key UNIQUE (code),
          CONSTRAINT gadgets_tenant_id_user_id_fkey FOREIGN KEY (tenant_id, user_id)
            REFERENCES users (tenant_id, id) ON DELETE SET NULL,
          CONSTRAINT gadgets_widget_id_fkey FOREIGN KEY (widget_id) REFERENCES widgets (id))`);
      await fresh.query(`CREATE TABLE gizmos (tenant_id integer, note text)`);
      await fresh.query(`CREATE UNIQUE INDEX gadgets_lower_code_idx ON gadgets (lower(code))`);
      await fresh.query(`
        ALTER TABLE states ADD COLUMN tenant_id integer, ADD COLUMN user_id integer,
          ADD CONSTRAINT states_tenant_id_user_id_fkey FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)`);
      expect(await findDistributionProblems((sql) => fresh.query(sql))).toEqual([
        'gizmos: tenant_id may be null',
        'widgets: neither a tenant table (no tenant_id) nor a declared reference or local table',
        'gizmos: no primary key',
        'gadgets: unique constraint gadgets_code_key (code) does not include tenant_id',
        'gadgets: foreign key gadgets_tenant_id_user_id_fkey (tenant_id, user_id) → users (tenant_id, id) has ON DELETE SET NULL',
        'gadgets: foreign key gadgets_widget_id_fkey (widget_id) → widgets (id): a tenant table may reference only tenant and reference tables',
        'states: foreign key states_tenant_id_user_id_fkey (tenant_id, user_id) → users (tenant_id, id): a reference table may reference only reference tables',
        'gadgets: unique index gadgets_lower_code_idx (expressions) does not include tenant_id',
      ]);
    } finally {
      await fresh.destroy();
    }
  });
});
