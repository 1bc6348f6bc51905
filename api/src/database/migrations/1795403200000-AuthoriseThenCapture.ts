import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checkout authorises (the `charge` row holds the amount on the card), the clinician's approval captures it (a
 * `capture` row, referencing the charge), a decline voids it. So the ledger and the sandbox processor know a
 * `capture`, and a settled charge (its order recorded as paid) may end `voided` when the clinician declines.
 */
export class AuthoriseThenCapture1795403200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payments
        DROP CONSTRAINT payments_kind_check,
        ADD CONSTRAINT payments_kind_check CHECK (kind IN ('charge', 'capture', 'void', 'refund')),
        DROP CONSTRAINT payments_settled_check,
        ADD CONSTRAINT payments_settled_check
          CHECK (settled_at IS NULL OR (kind = 'charge' AND status IN ('approved', 'voided')))`);
    await queryRunner.query(`
      ALTER TABLE sandbox_gateway_operations
        DROP CONSTRAINT sandbox_gateway_operations_kind_check,
        ADD CONSTRAINT sandbox_gateway_operations_kind_check
          CHECK (kind IN ('charge', 'capture', 'void', 'refund'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Refused (a check violation) once a capture or a voided settled charge exists: the ledger is never rewritten.
    await queryRunner.query(`
      ALTER TABLE sandbox_gateway_operations
        DROP CONSTRAINT sandbox_gateway_operations_kind_check,
        ADD CONSTRAINT sandbox_gateway_operations_kind_check CHECK (kind IN ('charge', 'void', 'refund'))`);
    await queryRunner.query(`
      ALTER TABLE payments
        DROP CONSTRAINT payments_settled_check,
        ADD CONSTRAINT payments_settled_check CHECK (settled_at IS NULL OR (kind = 'charge' AND status = 'approved')),
        DROP CONSTRAINT payments_kind_check,
        ADD CONSTRAINT payments_kind_check CHECK (kind IN ('charge', 'void', 'refund'))`);
  }
}
