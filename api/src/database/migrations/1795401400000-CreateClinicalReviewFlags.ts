import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clinical review: orders flagged for a clinician (`clinical_review_flags`), follow-up visits that stopped at a
 * hard stop (kept in `followup_visits` with their answers, beside the completed one), an index of the intakes'
 * hard stops (to find a person's earlier hard stop at checkout), and the care-team alert email kind.
 */
export class CreateClinicalReviewFlags1795401400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE clinical_review_flags (
        id integer GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        order_id integer NOT NULL,
        user_id integer,
        kind text NOT NULL,
        reason text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        resolved_by_user_id integer,
        resolution_note text,
        CONSTRAINT clinical_review_flags_pkey PRIMARY KEY (id),
        CONSTRAINT clinical_review_flags_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT clinical_review_flags_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT,
        CONSTRAINT clinical_review_flags_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT clinical_review_flags_resolved_by_user_id_fkey FOREIGN KEY (resolved_by_user_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT clinical_review_flags_kind_check CHECK (kind IN ('followup_hard_stop', 'repeat_after_hard_stop')),
        CONSTRAINT clinical_review_flags_reason_check CHECK (char_length(reason) BETWEEN 1 AND 2000),
        CONSTRAINT clinical_review_flags_resolved_check CHECK (
          (resolved_at IS NULL AND resolved_by_user_id IS NULL AND resolution_note IS NULL)
          OR (resolved_at IS NOT NULL AND resolved_by_user_id IS NOT NULL
              AND char_length(resolution_note) BETWEEN 1 AND 2000))
      )`);
    await queryRunner.query(
      `CREATE INDEX clinical_review_flags_tenant_id_order_id_idx ON clinical_review_flags (tenant_id, order_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX clinical_review_flags_open_idx ON clinical_review_flags (tenant_id, id) WHERE resolved_at IS NULL`,
    );

    // A follow-up that stops at a hard stop is kept with its answers; only one completed visit per order.
    await queryRunner.query(`
      ALTER TABLE followup_visits
        ADD COLUMN status text NOT NULL DEFAULT 'completed',
        ADD COLUMN hard_stop_question_id integer,
        ADD COLUMN hard_stop_message text,
        ADD CONSTRAINT followup_visits_status_check CHECK (status IN ('completed', 'hard_stopped')),
        ADD CONSTRAINT followup_visits_hard_stop_check
          CHECK ((status = 'hard_stopped') = (hard_stop_question_id IS NOT NULL AND hard_stop_message IS NOT NULL)),
        DROP CONSTRAINT followup_visits_order_id_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX followup_visits_completed_order_id_key ON followup_visits (order_id) WHERE status = 'completed'`,
    );
    await queryRunner.query(
      `CREATE INDEX followup_visits_tenant_id_order_id_idx ON followup_visits (tenant_id, order_id, submitted_at)`,
    );

    // The intakes' hard stops of a tenant in a time window, read at every checkout.
    await queryRunner.query(
      `CREATE INDEX intake_events_hard_stop_idx ON intake_events (tenant_id, occurred_at) WHERE kind = 'hard_stop'`,
    );

    await queryRunner.query(`
      ALTER TABLE outbound_emails
        DROP CONSTRAINT outbound_emails_kind_check,
        ADD CONSTRAINT outbound_emails_kind_check
          CHECK (kind IN ('intake_recover', 'password_reset', 'order_claim', 'care_team_alert'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM outbound_emails WHERE kind = 'care_team_alert'`);
    await queryRunner.query(`
      ALTER TABLE outbound_emails
        DROP CONSTRAINT outbound_emails_kind_check,
        ADD CONSTRAINT outbound_emails_kind_check CHECK (kind IN ('intake_recover', 'password_reset', 'order_claim'))`);
    await queryRunner.query(`DROP INDEX intake_events_hard_stop_idx`);
    await queryRunner.query(`DROP INDEX followup_visits_tenant_id_order_id_idx`);
    await queryRunner.query(`DROP INDEX followup_visits_completed_order_id_key`);
    await queryRunner.query(`DELETE FROM followup_visits WHERE status = 'hard_stopped'`);
    await queryRunner.query(`
      ALTER TABLE followup_visits
        DROP CONSTRAINT followup_visits_hard_stop_check,
        DROP CONSTRAINT followup_visits_status_check,
        DROP COLUMN hard_stop_message,
        DROP COLUMN hard_stop_question_id,
        DROP COLUMN status,
        ADD CONSTRAINT followup_visits_order_id_key UNIQUE (order_id)`);
    await queryRunner.query(`DROP TABLE clinical_review_flags`);
  }
}
