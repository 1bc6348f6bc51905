import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The masquerade session of an audit entry made with a mask token: a digest of that token (`masqueradeSessionKey`),
 * so the audit page can group everything one "view as customer" did. Entries recorded before have none.
 */
export class AddAuditMasqueradeSession1795404200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE audit_log ADD COLUMN masquerade_session text`);
    await queryRunner.query(
      `ALTER TABLE audit_log ADD CONSTRAINT audit_log_masquerade_session_check
         CHECK (masquerade_session IS NULL OR masquerade)`,
    );
    await queryRunner.query(
      `CREATE INDEX audit_log_tenant_id_masquerade_session_idx ON audit_log (tenant_id, masquerade_session, id DESC)
         WHERE masquerade_session IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX audit_log_tenant_id_masquerade_session_idx`);
    await queryRunner.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_log_masquerade_session_check`);
    await queryRunner.query(`ALTER TABLE audit_log DROP COLUMN masquerade_session`);
  }
}
