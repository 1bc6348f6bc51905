import { parseArgs } from 'node:util';

import { UnprocessableEntityException } from '@nestjs/common';
import { validate, type AdminOrderReplayResponse, type StartData } from '@telehealth/schemas';
import { DataSource } from 'typeorm';

import { AdminOrdersService } from '../admin/admin-orders.service.js';
import { dataSourceOptions } from '../app/data-source-options.js';
import { sameJson } from '../common/utils/paging.util.js';
import { FlowVersionEntity } from '../flow/flow-version.entity.js';
import { FlowVersionsService } from '../flow/flow-versions.service.js';
import { IntakeEventEntity } from '../order/intake-event.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { openReplayDatabase, UsageError } from './replay-database.js';

/** Exit codes: the replay matches what was stored / it does not / the command could not run. */
export const REPLAY_EXIT = { matches: 0, differs: 1, usage: 2 } as const;

export const REPLAY_USAGE = `Usage: npm run replay -- --created <value> [--tenant <id>] [--json]

Replays an order's recorded intake events through the flow version it is pinned to and compares every step
with what was stored.

  --created <value>  the order's created value (required)
  --tenant <id>      the tenant of the order (needed only when several tenants use that created value)
  --json             print the result as JSON instead of text
  --help             print this help

Database: DATABASE_URL when set; otherwise the API's embedded PostgreSQL (PG_DATA_DIR, default .data/postgres),
read while the API runs, or started for the time of the replay when it does not.
Exit code: 0 the replay matches what was stored, 1 it differs (a rejected event, a divergence, another final
state or other final answers) or the flow version does not compile, 2 bad usage, unknown order or tenant, or no
database.`;

/** Where the command writes: one call per line. */
export interface ReplayCliOutput {
  out(line: string): void;
  err(line: string): void;
}

export const consoleOutput: ReplayCliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

interface Arguments {
  created: string;
  tenant: number | undefined;
  json: boolean;
}

/** The order as the report shows it. */
export interface ReplayedOrder {
  orderId: string;
  created: string;
  tenantId: number;
  createdAt: string;
  paidAt: string | null;
  flow: { key: string; version: number; status: string };
}

/** What `--json` prints. */
export interface ReplayReport {
  order: ReplayedOrder;
  replay: AdminOrderReplayResponse;
  matches: boolean;
}

interface OrderRow {
  id: number;
  tenant_id: number;
  created: string;
  created_at: Date;
  paid_at: Date | null;
  key: string;
  version: number;
  status: string;
}

/**
 * `npm run replay -- --created <value>`: finds the order, replays it with the admin area's replay
 * (`AdminOrdersService.replay`, the service behind GET /api/admin/orders/:id/replay) and prints the trace.
 * Answers the exit code; never exits the process itself.
 */
export async function runReplayCli(
  argv: readonly string[],
  output: ReplayCliOutput = consoleOutput,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  let args: Arguments | 'help';
  try {
    args = parseArguments(argv);
  } catch (error) {
    return usage(output, error);
  }
  if (args === 'help') {
    output.out(REPLAY_USAGE);
    return REPLAY_EXIT.matches;
  }

  let database;
  try {
    database = await openReplayDatabase(env, (message) => output.err(message));
  } catch (error) {
    return usage(output, error);
  }
  const dataSource = new DataSource({
    ...dataSourceOptions(database.url),
    poolSize: 2,
    applicationName: 'telehealth-replay',
    logger: 'simple-console',
    logging: false,
  });
  try {
    try {
      await dataSource.initialize();
    } catch (error) {
      throw new UsageError(
        `Cannot connect to ${database.source}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const order = await findOrder(dataSource, args);
    const service = new AdminOrdersService(
      dataSource,
      dataSource.getRepository(OrderEntity),
      dataSource.getRepository(IntakeEventEntity),
      new FlowVersionsService(dataSource.getRepository(FlowVersionEntity)),
    );
    let replay: AdminOrderReplayResponse;
    try {
      replay = await service.replay(order.tenantId, Number(order.orderId));
    } catch (error) {
      if (error instanceof UnprocessableEntityException) {
        output.err(`Cannot replay order ${order.orderId}: ${error.message}`);
        return REPLAY_EXIT.differs;
      }
      throw error;
    }
    const report: ReplayReport = { order, replay, matches: replayMatches(replay) };
    if (args.json) output.out(JSON.stringify(report, null, 2));
    else for (const line of formatReport(report)) output.out(line);
    return report.matches ? REPLAY_EXIT.matches : REPLAY_EXIT.differs;
  } catch (error) {
    if (error instanceof UsageError) return usage(output, error);
    throw error;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.close();
  }
}

/** True when the replay gives what was stored: no rejected event, no divergence, same final state and answers. */
export function replayMatches(replay: AdminOrderReplayResponse): boolean {
  return (
    replay.firstRejected === null &&
    replay.firstDivergence === null &&
    replay.finalStateMatchesStored &&
    replay.finalAnswersMatchOrder
  );
}

function usage(output: ReplayCliOutput, error: unknown): number {
  if (!(error instanceof UsageError)) throw error;
  output.err(`replay: ${error.message}`);
  output.err('Run `npm run replay -- --help` for the options.');
  return REPLAY_EXIT.usage;
}

function parseArguments(argv: readonly string[]): Arguments | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        created: { type: 'string' },
        tenant: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  if (values.created === undefined) throw new UsageError('--created <value> is required');
  const created = validate('CreatedValue', values.created);
  if (!created.ok) {
    throw new UsageError(
      `--created must be a created value (1 to 128 of A-Z a-z 0-9 . _ : -, starting with a letter or digit), got ${JSON.stringify(values.created)}`,
    );
  }
  let tenant: number | undefined;
  if (values.tenant !== undefined) {
    if (!/^[1-9][0-9]{0,8}$/.test(values.tenant)) {
      throw new UsageError(
        `--tenant must be a tenant id (a positive whole number), got ${JSON.stringify(values.tenant)}`,
      );
    }
    tenant = Number(values.tenant);
  }
  return { created: created.value, tenant, json: values.json };
}

/** The order of `created` (in `tenant` when given); a UsageError when there is none or several. */
async function findOrder(dataSource: DataSource, { created, tenant }: Arguments): Promise<ReplayedOrder> {
  if (tenant !== undefined) {
    const known = (await dataSource.query('SELECT 1 FROM tenants WHERE id = $1', [tenant])) as unknown[];
    if (known.length === 0) throw new UsageError(`Unknown tenant: ${tenant}`);
  }
  const rows = (await dataSource.query(
    `SELECT o.id, o.tenant_id, o.created, o.created_at, o.paid_at, f.key, f.version, f.status
       FROM orders o
       JOIN flow_versions f ON f.id = o.flow_version_id AND f.tenant_id = o.tenant_id
      WHERE o.created = $1 AND ($2::integer IS NULL OR o.tenant_id = $2)
      ORDER BY o.tenant_id`,
    [created, tenant ?? null],
  )) as OrderRow[];
  const [row] = rows;
  if (!row) {
    throw new UsageError(
      `No order with created ${JSON.stringify(created)}${tenant === undefined ? '' : ` in tenant ${tenant}`}`,
    );
  }
  if (rows.length > 1) {
    throw new UsageError(
      `Orders of tenants ${rows.map((r) => r.tenant_id).join(', ')} use created ${JSON.stringify(created)}: ` +
        'choose one with --tenant <id>',
    );
  }
  return {
    orderId: String(row.id),
    created: row.created,
    tenantId: row.tenant_id,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    flow: { key: row.key, version: row.version, status: row.status },
  };
}

/** The text report: the order, one block per replayed event, then the verdict. */
export function formatReport({ order, replay, matches }: ReplayReport): string[] {
  const lines = [
    `Order ${order.orderId} (created ${order.created}) of tenant ${order.tenantId}, started ${order.createdAt}, ` +
      (order.paidAt ? `paid ${order.paidAt}` : 'not paid'),
    `Pinned to ${order.flow.key} flow version ${order.flow.version} (${order.flow.status}); ages as of ${replay.asOf}`,
    `Events: ${replay.eventsReplayed} replayed` +
      (replay.eventsWithoutMachineEvent > 0
        ? `, ${replay.eventsWithoutMachineEvent} without a machine event (payment, agent, quiz: not replayed)`
        : ''),
    '',
  ];
  const divergence = replay.firstDivergence;
  for (const step of replay.steps) {
    const stateDiffers = step.state !== step.recorded.state;
    const answersDiffer = !sameJson(step.answers, step.recorded.answers);
    lines.push(
      `#${step.index + 1} event ${step.eventId} ${step.kind} at ${step.occurredAt}: ${describeEvent(step.event)}` +
        (step.accepted ? '' : `  REJECTED: ${step.reason ?? 'refused by the machine'}`),
      `    state:   ${step.state}` + (stateDiffers ? `  (recorded ${step.recorded.state})` : ''),
      `    answers: ${describeAnswers(step.answers)}`,
    );
    if (answersDiffer) lines.push(`    recorded answers: ${describeAnswers(step.recorded.answers)}`);
    if (divergence && divergence.index === step.index) {
      lines.push(`    ^ first divergence (${divergence.field})`);
    }
  }
  if (replay.steps.length > 0) lines.push('');
  lines.push(
    `Final state: ${replay.finalState} (${replay.finalStatus}); stored: ${replay.storedState ?? 'none'}` +
      ` -> ${replay.finalStateMatchesStored ? 'matches' : 'DIFFERS'}`,
    `Final answers ${replay.finalAnswersMatchOrder ? 'match' : 'DIFFER from'} the order's stored answers`,
    `First rejected event: ${
      replay.firstRejected
        ? `#${replay.firstRejected.index + 1} (event ${replay.firstRejected.eventId}): ${replay.firstRejected.reason}`
        : 'none'
    }`,
    `First divergence: ${
      divergence
        ? `#${divergence.index + 1} (event ${divergence.eventId}), ${divergence.field}: recorded ` +
          `${JSON.stringify(divergence.expected)}, replay gives ${JSON.stringify(divergence.actual)}`
        : 'none'
    }`,
    matches
      ? 'Result: the replay matches what was stored'
      : 'Result: the replay DIFFERS from what was stored',
  );
  return lines;
}

function describeEvent(event: { type: string }): string {
  const { type, ...rest } = event as { type: string } & Record<string, unknown>;
  if (type === 'ANSWER') {
    const { questionId, value, detail } = rest;
    return `ANSWER question ${String(questionId)}: ${JSON.stringify(value)}${detail ? ` (${JSON.stringify(detail)})` : ''}`;
  }
  return Object.keys(rest).length === 0 ? type : `${type} ${JSON.stringify(rest)}`;
}

/** Answers as `{questionId: value, ...}`, without the question titles the stored answers carry. */
function describeAnswers(answers: StartData): string {
  const entries = Object.entries(answers).map(
    ([id, answer]) =>
      `${id}: ${JSON.stringify(answer?.value)}` +
      (answer?.detail ? ` (${JSON.stringify(answer.detail)})` : ''),
  );
  return entries.length === 0 ? '{}' : `{${entries.join(', ')}}`;
}
