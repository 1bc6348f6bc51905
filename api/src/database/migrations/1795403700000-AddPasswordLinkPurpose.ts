import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a password link is for: `reset` (asked for on the recover page) or `account_setup` (emailed to a new
 * customer after their first purchase). The page a link opens speaks of it, and setting a password through an
 * account setup link logs the customer in. Existing links are resets: the set-password links made before this
 * migration cannot be told apart and keep working as resets.
 */
export class AddPasswordLinkPurpose1795403700000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE password_reset_tokens ADD COLUMN purpose text NOT NULL DEFAULT 'reset'
         CONSTRAINT password_reset_tokens_purpose_check CHECK (purpose IN ('reset', 'account_setup'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE password_reset_tokens DROP COLUMN purpose`);
  }
}
