import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin can deactivate a user (`deactivated_at`, null while active): no login, their tokens refused on the next
 * request, no masquerade, no email. `name` is how staff call a user they created (an agent's name); a customer's
 * own name stays in `profile`.
 */
export class AddUserDeactivation1795404100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN deactivated_at timestamptz, ADD COLUMN name text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN deactivated_at, DROP COLUMN name`);
  }
}
