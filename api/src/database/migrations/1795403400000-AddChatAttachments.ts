import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Files attached to chat messages: uploads of the message's sender, in the order they were given (at most 5). */
export class AddChatAttachments1795403400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE chat_message_attachments (
        tenant_id integer NOT NULL,
        message_id integer NOT NULL,
        upload_id uuid NOT NULL,
        position smallint NOT NULL,
        CONSTRAINT chat_message_attachments_pkey PRIMARY KEY (message_id, upload_id),
        CONSTRAINT chat_message_attachments_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT chat_message_attachments_message_id_fkey FOREIGN KEY (message_id) REFERENCES chat_messages (id) ON DELETE RESTRICT,
        CONSTRAINT chat_message_attachments_upload_id_fkey FOREIGN KEY (upload_id) REFERENCES uploads (id) ON DELETE RESTRICT,
        CONSTRAINT chat_message_attachments_position_check CHECK (position BETWEEN 0 AND 4)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE chat_message_attachments`);
  }
}
