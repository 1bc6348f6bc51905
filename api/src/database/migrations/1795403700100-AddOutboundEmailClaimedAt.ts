import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the attempt sending an email claimed it (`sending`): an attempt holds its row for a lease, after which it is
 * taken to have died (its process crashed or lost the database) and the email is sent again. Rows already
 * `sending` get the time they were queued, so a row left by a crash before this migration is retried too.
 */
export class AddOutboundEmailClaimedAt1795403700100 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outbound_emails ADD COLUMN claimed_at timestamptz`);
    await queryRunner.query(`UPDATE outbound_emails SET claimed_at = queued_at WHERE status = 'sending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outbound_emails DROP COLUMN claimed_at`);
  }
}
