import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = ['intake_recover', 'password_reset', 'order_claim', 'care_team_alert'];
const KINDS = [
  ...KINDS_BEFORE,
  'account_setup',
  'order_confirmation',
  'clinician_decision',
  'subscription_changed',
  'chat_reply',
  'followup_due',
];
const list = (kinds: string[]) => kinds.map((kind) => `'${kind}'`).join(', ');

/**
 * `outbound_emails` becomes the outbox of real email (src/email): a row is written when an email is queued, in the
 * transaction of the fact it reports, and the `email.send` job records on it what became of it — `status`
 * (queued, sending, sent, failed, unconfirmed), the attempts, the last error, when it was sent or given up — and
 * the `message_id` it is sent with. Rows written before were recorded by the sandbox as sent. New kinds:
 * account_setup, order_confirmation, clinician_decision, subscription_changed, chat_reply, followup_due.
 */
export class MakeOutboundEmailsAnOutbox1795403100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE outbound_emails
        ADD COLUMN status text NOT NULL DEFAULT 'sent',
        ADD COLUMN message_id text,
        ADD COLUMN queued_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN last_error text,
        ADD COLUMN failed_at timestamptz,
        ALTER COLUMN sent_at DROP NOT NULL,
        ALTER COLUMN sent_at DROP DEFAULT`);
    await queryRunner.query(`
      UPDATE outbound_emails
         SET message_id = '<' || unique_id || '@outbound.invalid>', queued_at = sent_at, attempts = 1`);
    await queryRunner.query(`
      ALTER TABLE outbound_emails
        ALTER COLUMN status SET DEFAULT 'queued',
        ALTER COLUMN message_id SET NOT NULL,
        ADD CONSTRAINT outbound_emails_status_check
          CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'unconfirmed')),
        ADD CONSTRAINT outbound_emails_attempts_check CHECK (attempts >= 0),
        ADD CONSTRAINT outbound_emails_message_id_key UNIQUE (message_id),
        DROP CONSTRAINT outbound_emails_kind_check,
        ADD CONSTRAINT outbound_emails_kind_check CHECK (kind IN (${list(KINDS)}))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM outbound_emails WHERE kind NOT IN (${list(KINDS_BEFORE)})`);
    await queryRunner.query(`UPDATE outbound_emails SET sent_at = coalesce(sent_at, failed_at, queued_at)`);
    await queryRunner.query(`
      ALTER TABLE outbound_emails
        DROP CONSTRAINT outbound_emails_kind_check,
        ADD CONSTRAINT outbound_emails_kind_check CHECK (kind IN (${list(KINDS_BEFORE)})),
        DROP CONSTRAINT outbound_emails_message_id_key,
        DROP CONSTRAINT outbound_emails_attempts_check,
        DROP CONSTRAINT outbound_emails_status_check,
        DROP COLUMN failed_at,
        DROP COLUMN last_error,
        DROP COLUMN attempts,
        DROP COLUMN queued_at,
        DROP COLUMN message_id,
        DROP COLUMN status,
        ALTER COLUMN sent_at SET DEFAULT now(),
        ALTER COLUMN sent_at SET NOT NULL`);
  }
}
