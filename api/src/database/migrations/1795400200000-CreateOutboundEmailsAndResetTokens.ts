import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `outbound_emails`: every email the sandbox email provider "sent" (src/email), so development and
 * tests can read them; `unique_id` (the sending job's id) makes a retried job write its email once.
 * `password_reset_tokens`: single-use password reset links (src/auth/password-reset.*), stored as the sha256 of
 * the token only, so a copy of the table cannot be used to reset a password. `password_recover_requests`: the
 * requests for such links, the counters of their rate limit (rows older than its window are deleted as new ones
 * are recorded).
 *
 * The job queue's tables are not created here: pg-boss creates and migrates its own `pgboss` schema when the app
 * starts (src/jobs).
 */
export class CreateOutboundEmailsAndResetTokens1795400200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbound_emails (
        id bigint GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        "to" text NOT NULL,
        kind text NOT NULL,
        subject text NOT NULL,
        payload jsonb NOT NULL,
        unique_id text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT outbound_emails_pkey PRIMARY KEY (id),
        CONSTRAINT outbound_emails_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE CASCADE,
        CONSTRAINT outbound_emails_tenant_id_unique_id_key UNIQUE (tenant_id, unique_id),
        CONSTRAINT outbound_emails_kind_check CHECK (kind IN ('intake_recover', 'password_reset'))
      )`);
    await queryRunner.query(
      `CREATE INDEX outbound_emails_tenant_id_to_idx ON outbound_emails (tenant_id, "to", sent_at)`,
    );

    await queryRunner.query(`
      CREATE TABLE password_reset_tokens (
        id bigint GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        user_id integer NOT NULL,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT password_reset_tokens_pkey PRIMARY KEY (id),
        CONSTRAINT password_reset_tokens_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE CASCADE,
        CONSTRAINT password_reset_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT password_reset_tokens_token_hash_key UNIQUE (token_hash),
        CONSTRAINT password_reset_tokens_token_hash_check CHECK (token_hash ~ '^[0-9a-f]{64}$')
      )`);
    await queryRunner.query(
      `CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id) WHERE used_at IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE password_recover_requests (
        id bigint GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        email text NOT NULL,
        ip text NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT password_recover_requests_pkey PRIMARY KEY (id),
        CONSTRAINT password_recover_requests_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE CASCADE,
        CONSTRAINT password_recover_requests_email_check CHECK (email = lower(email))
      )`);
    await queryRunner.query(
      `CREATE INDEX password_recover_requests_tenant_id_email_idx ON password_recover_requests (tenant_id, email, requested_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX password_recover_requests_ip_idx ON password_recover_requests (ip, requested_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE password_recover_requests`);
    await queryRunner.query(`DROP TABLE password_reset_tokens`);
    await queryRunner.query(`DROP TABLE outbound_emails`);
  }
}
