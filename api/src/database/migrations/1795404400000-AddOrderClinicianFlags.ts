import { asOfDay, indexFlow, raisedAlerts } from '@telehealth/engine';
import type { ClinicianFlag, FlowVersion, StartData } from '@telehealth/schemas';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The clinician flags of an order (`orders.clinician_flags`, ClinicianFlags): the alerts with a `flag` its answers
 * raise, written by every save of the answers and by the checkout, with a partial index for the admin list's
 * `flagged` filter. Orders answered before get theirs here, from their answers on their pinned flow version, each
 * raised when its question was last answered (the intake event log; else the order's last change), as the order
 * module's `clinicianFlagsOf` computes them from then on. On a new database there is nothing to fill.
 */
export class AddOrderClinicianFlags1795404400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE orders
         ADD COLUMN clinician_flags jsonb NOT NULL DEFAULT '[]',
         ADD CONSTRAINT orders_clinician_flags_check CHECK (jsonb_typeof(clinician_flags) = 'array')`,
    );
    await queryRunner.query(
      `CREATE INDEX orders_tenant_id_flagged_idx ON orders (tenant_id, created_at DESC, id DESC)
         WHERE clinician_flags <> '[]'::jsonb`,
    );

    // Only the flow versions that flag anything, and only their orders with answers.
    const versions = (await queryRunner.query(
      `SELECT tenant_id, id, document FROM flow_versions
        WHERE jsonb_path_exists(document, '$.questions[*].alerts[*].flag')`,
    )) as { tenant_id: number; id: string; document: FlowVersion }[];
    for (const version of versions) {
      const index = indexFlow(version.document);
      const orders = (await queryRunner.query(
        `SELECT id, start_data, created_at, updated_at FROM orders
          WHERE tenant_id = $1 AND flow_version_id = $2 AND start_data <> '{}'::jsonb`,
        [version.tenant_id, version.id],
      )) as { id: number; start_data: StartData; created_at: Date; updated_at: Date }[];
      for (const order of orders) {
        const raised = raisedAlerts(index, order.start_data, asOfDay(order.created_at)).flatMap(
          ({ questionId, name, flag }) => (flag === undefined ? [] : [{ questionId, name, flag }]),
        );
        if (raised.length === 0) continue;
        const answered = (await queryRunner.query(
          `SELECT question_id, max(occurred_at) AS at FROM intake_events
            WHERE tenant_id = $1 AND order_id = $2 AND question_id IS NOT NULL GROUP BY question_id`,
          [version.tenant_id, order.id],
        )) as { question_id: number; at: Date }[];
        const when = new Map(answered.map((row) => [row.question_id, row.at]));
        const flags: ClinicianFlag[] = raised.map((alert) => ({
          questionId: alert.questionId,
          question: index.questions.get(alert.questionId)?.title ?? '',
          alert: alert.name,
          text: alert.flag,
          raisedAt: (when.get(alert.questionId) ?? order.updated_at).toISOString(),
        }));
        await queryRunner.query(`UPDATE orders SET clinician_flags = $3 WHERE tenant_id = $1 AND id = $2`, [
          version.tenant_id,
          order.id,
          JSON.stringify(flags),
        ]);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_tenant_id_flagged_idx`);
    await queryRunner.query(
      `ALTER TABLE orders DROP CONSTRAINT orders_clinician_flags_check, DROP COLUMN clinician_flags`,
    );
  }
}
