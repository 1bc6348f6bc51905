import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer's profile beside the login email: name, phone and the shipping address the next shipment uses (a
 * `ProfileDetails` document). Null until the customer saves the profile page; until then the account shows the
 * shipping of the customer's newest paid order.
 */
export class AddUserProfile1795403300000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN profile jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN profile`);
  }
}
