import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed login attempts, the counters of the login rate limit (api/src/auth). Kept in PostgreSQL so every API
 * process sees the same counts. Rows older than the limit's window are deleted as new failures are recorded.
 */
export class CreateLoginAttempts1795393415000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE login_attempts (
        id bigint GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        email text NOT NULL,
        ip text NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT login_attempts_pkey PRIMARY KEY (id),
        CONSTRAINT login_attempts_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE CASCADE,
        CONSTRAINT login_attempts_email_check CHECK (email = lower(email))
      )`);
    await queryRunner.query(
      `CREATE INDEX login_attempts_tenant_id_email_idx ON login_attempts (tenant_id, email, attempted_at)`,
    );
    await queryRunner.query(`CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, attempted_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE login_attempts`);
  }
}
