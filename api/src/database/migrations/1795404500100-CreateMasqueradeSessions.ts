import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `masquerade_sessions`: one row per mask token issued (POST /api/auth/masquerade), keyed by the token's session
 * key (the digest of its signed claims, random `sid` included, that `audit_log.masquerade_session` records). A mask
 * token is accepted only while its row is open (`ended_at` null): ending the view ends it for every API process at
 * once. Mask tokens issued before this migration have no row (nor `sid`) and are refused (30 minutes at most).
 */
export class CreateMasqueradeSessions1795404500100 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE masquerade_sessions (
        tenant_id integer NOT NULL,
        session text NOT NULL,
        staff_user_id integer NOT NULL,
        customer_user_id integer NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz,
        CONSTRAINT masquerade_sessions_pkey PRIMARY KEY (tenant_id, session),
        CONSTRAINT masquerade_sessions_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE CASCADE,
        CONSTRAINT masquerade_sessions_tenant_id_staff_user_id_fkey FOREIGN KEY (tenant_id, staff_user_id)
          REFERENCES users (tenant_id, id) ON DELETE CASCADE,
        CONSTRAINT masquerade_sessions_tenant_id_customer_user_id_fkey FOREIGN KEY (tenant_id, customer_user_id)
          REFERENCES users (tenant_id, id) ON DELETE CASCADE,
        CONSTRAINT masquerade_sessions_session_check CHECK (session ~ '^[0-9a-f]{32}$')
      )`);
    await queryRunner.query(
      `CREATE INDEX masquerade_sessions_staff_user_id_idx ON masquerade_sessions (tenant_id, staff_user_id)
         WHERE ended_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE masquerade_sessions`);
  }
}
