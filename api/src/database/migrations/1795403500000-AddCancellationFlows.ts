import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cancellation flow: a flow key `cancellation` beside intake, follow-up and quiz, and a subscription event
 * `cancellation_flow` recording each completed flow (version, path, reason, outcome). Down refuses while rows use
 * either (the constraints would not hold).
 */
export class AddCancellationFlows1795403500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE flow_versions DROP CONSTRAINT flow_versions_key_check`);
    await queryRunner.query(
      `ALTER TABLE flow_versions ADD CONSTRAINT flow_versions_key_check
         CHECK (key IN ('intake', 'followup', 'quiz', 'cancellation'))`,
    );
    await queryRunner.query(
      `ALTER TABLE subscription_events DROP CONSTRAINT subscription_events_action_check`,
    );
    await queryRunner.query(
      `ALTER TABLE subscription_events ADD CONSTRAINT subscription_events_action_check
         CHECK (action IN ('pause', 'resume', 'skip', 'retention_offer', 'cancel', 'cancellation_flow'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE subscription_events DROP CONSTRAINT subscription_events_action_check`,
    );
    await queryRunner.query(
      `ALTER TABLE subscription_events ADD CONSTRAINT subscription_events_action_check
         CHECK (action IN ('pause', 'resume', 'skip', 'retention_offer', 'cancel'))`,
    );
    await queryRunner.query(`ALTER TABLE flow_versions DROP CONSTRAINT flow_versions_key_check`);
    await queryRunner.query(
      `ALTER TABLE flow_versions ADD CONSTRAINT flow_versions_key_check CHECK (key IN ('intake', 'followup', 'quiz'))`,
    );
  }
}
