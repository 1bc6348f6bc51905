import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who asked for a payment: the staff member who refunded an order from the admin area (`requested_by_user_id`);
 * null for what checkout, the clinician's decision or the reconciler did. The customer's timeline names them.
 */
export class AddPaymentRequestedBy1795404100100 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payments ADD COLUMN requested_by_user_id integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payments DROP COLUMN requested_by_user_id`);
  }
}
