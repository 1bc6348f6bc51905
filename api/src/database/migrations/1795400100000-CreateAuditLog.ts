import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log: one row per request a staff user made as a customer (mask token) or to a route marked
 * @AuditPatientData. Append-only like intake_events: the trigger function of CreateOrders refuses UPDATE, DELETE
 * and TRUNCATE.
 */
export class CreateAuditLog1795400100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        actor_user_id integer NOT NULL,
        actor_role smallint NOT NULL,
        subject_user_id integer,
        masquerade boolean NOT NULL,
        action text NOT NULL,
        resource text NOT NULL,
        resource_id text,
        method text NOT NULL,
        path text NOT NULL,
        status_code smallint NOT NULL,
        ip text NOT NULL,
        CONSTRAINT audit_log_pkey PRIMARY KEY (id),
        CONSTRAINT audit_log_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT audit_log_action_check CHECK (action IN ('read', 'write')),
        CONSTRAINT audit_log_actor_role_check CHECK (actor_role IN (0, 1, 2)),
        CONSTRAINT audit_log_status_code_check CHECK (status_code BETWEEN 100 AND 599)
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_tenant_id_id_idx ON audit_log (tenant_id, id DESC)`);
    await queryRunner.query(
      `CREATE INDEX audit_log_tenant_id_subject_user_id_idx ON audit_log (tenant_id, subject_user_id, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX audit_log_tenant_id_actor_user_id_idx ON audit_log (tenant_id, actor_user_id, id DESC)`,
    );
    await queryRunner.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only_table()`);
    await queryRunner.query(`
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_append_only_table()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_log`);
  }
}
