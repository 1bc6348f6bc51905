import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Follow-up visits per refill cycle (docs/decisions.md, "Follow-up visits before each refill"):
 * - `followup_visits.bill_date`: the bill date of the refill a visit was for; one completed visit per order and
 *   cycle (visits from before cycles have none, and stay one per order);
 * - `followup_reminders`: the `followup_due` email queued for an order's cycle, at most one per cycle, so the job
 *   that sends them can run any number of times.
 */
export class AddFollowupCycles1795403600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE followup_visits ADD COLUMN bill_date date`);
    await queryRunner.query(`DROP INDEX followup_visits_completed_order_id_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX followup_visits_completed_cycle_key ON followup_visits (order_id, bill_date)
         NULLS NOT DISTINCT WHERE status = 'completed'`,
    );
    await queryRunner.query(`
      CREATE TABLE followup_reminders (
        tenant_id integer NOT NULL,
        order_id integer NOT NULL,
        bill_date date NOT NULL,
        email_job_id uuid,
        queued_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT followup_reminders_pkey PRIMARY KEY (order_id, bill_date),
        CONSTRAINT followup_reminders_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT followup_reminders_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE followup_reminders`);
    await queryRunner.query(`DROP INDEX followup_visits_completed_cycle_key`);
    // Before cycles an order had one completed visit: the first of each order's stays.
    await queryRunner.query(`
      DELETE FROM followup_visits v
       WHERE v.status = 'completed'
         AND EXISTS (SELECT 1 FROM followup_visits e
                      WHERE e.order_id = v.order_id AND e.status = 'completed'
                        AND (e.submitted_at, e.id) < (v.submitted_at, v.id))`);
    await queryRunner.query(`ALTER TABLE followup_visits DROP COLUMN bill_date`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX followup_visits_completed_order_id_key ON followup_visits (order_id) WHERE status = 'completed'`,
    );
  }
}
