import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tenants and their hosts, the US states, products, flow versions and users. Every tenant-owned table has
 * tenant_id with a foreign key to tenants.
 */
export class CreateFoundation1795387600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE tenants (
        id integer NOT NULL,
        slug text NOT NULL,
        brand_config jsonb NOT NULL,
        staging_base_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tenants_pkey PRIMARY KEY (id),
        CONSTRAINT tenants_slug_key UNIQUE (slug),
        CONSTRAINT tenants_id_check CHECK (id > 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE tenant_hosts (
        host text NOT NULL,
        tenant_id integer NOT NULL,
        kind text NOT NULL,
        CONSTRAINT tenant_hosts_pkey PRIMARY KEY (host),
        CONSTRAINT tenant_hosts_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE CASCADE,
        CONSTRAINT tenant_hosts_kind_check CHECK (kind IN ('production', 'staging', 'local')),
        CONSTRAINT tenant_hosts_host_check CHECK (host = lower(host))
      )`);
    await queryRunner.query(`CREATE INDEX tenant_hosts_tenant_id_idx ON tenant_hosts (tenant_id)`);
    await queryRunner.query(`
      CREATE TABLE states (
        state_code text NOT NULL,
        name text NOT NULL,
        CONSTRAINT states_pkey PRIMARY KEY (state_code),
        CONSTRAINT states_state_code_check CHECK (state_code ~ '^[A-Z]{2}$')
      )`);
    await queryRunner.query(`
      CREATE TABLE products (
        tenant_id integer NOT NULL,
        med integer NOT NULL,
        document jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT products_pkey PRIMARY KEY (tenant_id, med),
        CONSTRAINT products_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT products_med_check CHECK (med > 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE flow_versions (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        tenant_id integer NOT NULL,
        key text NOT NULL,
        version integer NOT NULL,
        status text NOT NULL,
        document jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        CONSTRAINT flow_versions_pkey PRIMARY KEY (id),
        CONSTRAINT flow_versions_tenant_id_key_version_key UNIQUE (tenant_id, key, version),
        CONSTRAINT flow_versions_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT flow_versions_key_check CHECK (key IN ('intake', 'followup', 'quiz')),
        CONSTRAINT flow_versions_status_check CHECK (status IN ('draft', 'published', 'archived')),
        CONSTRAINT flow_versions_version_check CHECK (version > 0),
        CONSTRAINT flow_versions_published_at_check CHECK (status <> 'published' OR published_at IS NOT NULL)
      )`);
    // Publishing is a swap inside one transaction; this index makes two published versions impossible.
    await queryRunner.query(`
      CREATE UNIQUE INDEX flow_versions_one_published_idx ON flow_versions (tenant_id, key) WHERE status = 'published'`);
    await queryRunner.query(`
      CREATE TABLE users (
        id serial NOT NULL,
        tenant_id integer NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        role smallint NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_pkey PRIMARY KEY (id),
        CONSTRAINT users_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT users_role_check CHECK (role IN (0, 1, 2))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_tenant_id_email_key ON users (tenant_id, lower(email))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE users`);
    await queryRunner.query(`DROP TABLE flow_versions`);
    await queryRunner.query(`DROP TABLE products`);
    await queryRunner.query(`DROP TABLE states`);
    await queryRunner.query(`DROP TABLE tenant_hosts`);
    await queryRunner.query(`DROP TABLE tenants`);
  }
}
