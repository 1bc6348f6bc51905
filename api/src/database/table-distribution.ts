/**
 * How each table of the `public` schema would be placed if the database were distributed by tenant (Citus; see
 * docs/scaling.md), and the catalog check that the schema still allows it. The one list of reference tables: the
 * check, its test and the docs use it.
 */

/** The column every tenant table is distributed by. */
export const DISTRIBUTION_COLUMN = 'tenant_id';

/**
 * Reference tables: one copy on every node (`create_reference_table`), for rows every tenant's queries join with or
 * that are read before the tenant is known. `tenants` itself, the US states, and the host names a request's
 * tenant is resolved from (looked up by host alone, so its key cannot start with tenant_id).
 */
export const REFERENCE_TABLES = ['states', 'tenant_hosts', 'tenants'] as const;

/** Tables left on the coordinator alone, never distributed: TypeORM's record of applied migrations. */
export const LOCAL_TABLES = ['migrations'] as const;

/** Runs a query and returns its rows (a TypeORM DataSource or EntityManager's `query`). */
export type CatalogQuery = (sql: string) => Promise<unknown>;

interface TableRow {
  table: string;
  has_tenant_id: boolean;
  tenant_id_not_null: boolean | null;
}

interface ConstraintRow {
  name: string;
  kind: 'p' | 'u' | 'x' | 'f';
  table: string;
  columns: string[];
  parent: string | null;
  parent_columns: string[] | null;
  on_delete: string;
  on_update: string;
}

interface UniqueIndexRow {
  name: string;
  table: string;
  columns: string[];
}

const KIND_NAMES = { p: 'primary key', u: 'unique constraint', x: 'exclusion constraint' } as const;

/** pg_constraint's action codes Citus refuses on a foreign key that includes the distribution column. */
const REFUSED_ON_DELETE: Record<string, string> = { n: 'SET NULL', d: 'SET DEFAULT' };
const REFUSED_ON_UPDATE: Record<string, string> = { c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

export type TableKind = 'tenant' | 'reference' | 'local';

/**
 * Reads the catalog and returns every way the schema breaks Citus' rules for tables distributed by `tenant_id`,
 * one sentence each naming the table and constraint (none: it could be distributed as it is):
 * - every table is a tenant table (it has tenant_id), or a declared reference or local table;
 * - a tenant table's tenant_id is NOT NULL, and it has a primary key;
 * - every primary key, unique constraint, exclusion constraint and unique index of a tenant table includes tenant_id;
 * - a foreign key between two tenant tables maps tenant_id to tenant_id, without ON DELETE SET NULL / SET DEFAULT
 *   or ON UPDATE CASCADE / SET NULL / SET DEFAULT;
 * - a tenant table references only tenant and reference tables; a reference table only reference tables.
 */
export async function findDistributionProblems(query: CatalogQuery): Promise<string[]> {
  const tables = (await query(`
    SELECT c.relname::text AS table,
           a.attname IS NOT NULL AS has_tenant_id,
           a.attnotnull AS tenant_id_not_null
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attribute a
      ON a.attrelid = c.oid AND a.attname = '${DISTRIBUTION_COLUMN}' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY 1`)) as TableRow[];
  const constraints = (await query(`
    SELECT con.conname::text AS name, con.contype::text AS kind, cl.relname::text AS table,
           ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, i)
                 JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.i) AS columns,
           ref.relname::text AS parent,
           CASE WHEN con.contype = 'f' THEN
             ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY AS k(attnum, i)
                   JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum ORDER BY k.i)
           END AS parent_columns,
           con.confdeltype::text AS on_delete, con.confupdtype::text AS on_update
    FROM pg_constraint con
    JOIN pg_class cl ON cl.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = cl.relnamespace
    LEFT JOIN pg_class ref ON ref.oid = con.confrelid
    WHERE n.nspname = 'public' AND con.contype IN ('p', 'u', 'x', 'f')
    ORDER BY 3, 1`)) as ConstraintRow[];
  // Unique indexes made with CREATE UNIQUE INDEX (partial, on expressions), not those behind a constraint.
  const uniqueIndexes = (await query(`
    SELECT ic.relname::text AS name, t.relname::text AS table,
           ARRAY(SELECT a.attname::text FROM generate_series(0, i.indnkeyatts - 1) AS s(k)
                 JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[s.k] ORDER BY s.k) AS columns
    FROM pg_index i
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = 'public' AND i.indisunique
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                      WHERE c.conrelid = i.indrelid AND c.conindid = i.indexrelid AND c.contype IN ('p', 'u', 'x'))
    ORDER BY 2, 1`)) as UniqueIndexRow[];

  const problems: string[] = [];
  const kinds = new Map<string, TableKind>();
  for (const { table, has_tenant_id, tenant_id_not_null } of tables) {
    if ((REFERENCE_TABLES as readonly string[]).includes(table)) kinds.set(table, 'reference');
    else if ((LOCAL_TABLES as readonly string[]).includes(table)) kinds.set(table, 'local');
    else if (has_tenant_id) {
      kinds.set(table, 'tenant');
      if (!tenant_id_not_null) problems.push(`${table}: ${DISTRIBUTION_COLUMN} may be null`);
    } else {
      problems.push(
        `${table}: neither a tenant table (no ${DISTRIBUTION_COLUMN}) nor a declared reference or local table`,
      );
    }
  }
  for (const table of [...REFERENCE_TABLES, ...LOCAL_TABLES]) {
    if (!kinds.has(table)) problems.push(`${table}: declared, but no such table`);
  }

  for (const [table, kind] of kinds) {
    if (kind === 'tenant' && !constraints.some((c) => c.table === table && c.kind === 'p')) {
      problems.push(`${table}: no primary key`);
    }
  }
  for (const c of constraints) {
    const kind = kinds.get(c.table);
    if (c.kind !== 'f') {
      if (kind === 'tenant' && !c.columns.includes(DISTRIBUTION_COLUMN)) {
        problems.push(
          `${c.table}: ${KIND_NAMES[c.kind]} ${c.name} (${c.columns.join(', ')}) does not include ${DISTRIBUTION_COLUMN}`,
        );
      }
      continue;
    }
    const parentKind = c.parent === null ? undefined : kinds.get(c.parent);
    const link = `${c.table}: foreign key ${c.name} (${c.columns.join(', ')}) → ${c.parent} (${(c.parent_columns ?? []).join(', ')})`;
    if (kind === 'tenant' && parentKind === 'tenant') {
      const at = c.columns.indexOf(DISTRIBUTION_COLUMN);
      if (at === -1 || c.parent_columns?.[at] !== DISTRIBUTION_COLUMN) {
        problems.push(`${link} does not map ${DISTRIBUTION_COLUMN} to ${DISTRIBUTION_COLUMN}`);
      } else {
        const onDelete = REFUSED_ON_DELETE[c.on_delete];
        const onUpdate = REFUSED_ON_UPDATE[c.on_update];
        if (onDelete) problems.push(`${link} has ON DELETE ${onDelete}`);
        if (onUpdate) problems.push(`${link} has ON UPDATE ${onUpdate}`);
      }
    } else if (kind === 'tenant' && parentKind !== 'reference') {
      problems.push(`${link}: a tenant table may reference only tenant and reference tables`);
    } else if (kind === 'reference' && parentKind !== 'reference') {
      problems.push(`${link}: a reference table may reference only reference tables`);
    } else if (kind === 'local' && parentKind === 'tenant') {
      problems.push(`${link}: a local table may not reference a tenant table`);
    }
  }
  for (const index of uniqueIndexes) {
    if (kinds.get(index.table) === 'tenant' && !index.columns.includes(DISTRIBUTION_COLUMN)) {
      problems.push(
        `${index.table}: unique index ${index.name} (${index.columns.join(', ') || 'expressions'}) does not include ${DISTRIBUTION_COLUMN}`,
      );
    }
  }
  return problems;
}
