import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `users.token_version`: every login token carries the version its user had when it was signed (`tokenVersion`),
 * and AuthGuard refuses a token whose version is not the user's now. A password reset, a password change and a
 * deactivation raise it, so the tokens signed before stop working at once on every API process.
 */
export class AddUserTokenVersion1795404500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN token_version`);
  }
}
