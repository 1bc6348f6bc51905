/**
 * The baseline: a minimal Fastify + node-postgres server doing the work of the two benchmarked routes with no
 * framework or ORM in between — the same header checks, the same validation (ajv, through @telehealth/schemas),
 * the same flow computation (@telehealth/engine) and the reads and writes the routes need, each as its own plain
 * statement: the tenant row, the published flow's document (questions) or the locked order, its update and its
 * intake events (answer save), in a transaction.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

import { asOfDay, compileFlow, logAnswerSave, type CompiledFlow } from '@telehealth/engine';
import { validate, type FlowVersion, type StartData } from '@telehealth/schemas';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';

export interface RawServer {
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  close(): Promise<void>;
}

interface TenantRow {
  id: number;
  slug: string;
}

interface OrderRow {
  id: number;
  created: string;
  flow_version_id: string;
  flow_version: number;
  start_data: StartData;
  paid_at: Date | null;
  original_order_id: number | null;
  user_id: number | null;
  created_at: Date;
  revision: number;
}

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Starts the baseline on a free port of 127.0.0.1, with a pool as large as the app's (10). */
export async function startRawServer(databaseUrl: string, sharedToken: string): Promise<RawServer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const tokenDigest = digest(sharedToken);
  const compiled = new Map<string, CompiledFlow>();

  /** The Token and Tenant header checks of ApiAccessGuard, and the tenant row it loads. */
  async function tenantOf(request: FastifyRequest): Promise<TenantRow> {
    const token = request.headers['token'];
    if (typeof token !== 'string' || !timingSafeEqual(digest(token), tokenDigest)) {
      throw new HttpError(401, 'Missing or invalid Token header');
    }
    const header = request.headers['tenant'];
    if (
      typeof header !== 'string' ||
      !/^[1-9]\d{0,9}$/.test(header.trim()) ||
      Number(header) > 2_147_483_647
    ) {
      throw new HttpError(400, 'Tenant header must be a tenant id');
    }
    const { rows } = await pool.query<TenantRow>(
      'SELECT id, slug, brand_config, staging_base_url, created_at, updated_at FROM tenants WHERE id = $1 LIMIT 1',
      [Number(header)],
    );
    const tenant = rows[0];
    if (!tenant) throw new HttpError(404, `Unknown tenant: ${header}`);
    return tenant;
  }

  async function compiledFlow(flowVersionId: string): Promise<CompiledFlow> {
    const cached = compiled.get(flowVersionId);
    if (cached) return cached;
    const { rows } = await pool.query<{ document: FlowVersion }>(
      'SELECT document FROM flow_versions WHERE id = $1',
      [flowVersionId],
    );
    if (!rows[0]) throw new Error(`Unknown flow version ${flowVersionId}`);
    const flow = compileFlow(rows[0].document);
    compiled.set(flowVersionId, flow);
    return flow;
  }

  const server: FastifyInstance = Fastify({ bodyLimit: 1024 * 1024, logger: false });
  server.setErrorHandler((error: Error & { statusCode?: number }, _request, reply: FastifyReply) => {
    const statusCode = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    void reply
      .code(statusCode)
      .send({ statusCode, message: statusCode >= 500 ? 'Internal server error' : error.message });
  });

  server.get('/api/questions', async (request) => {
    const tenant = await tenantOf(request);
    const query = validate('QuestionsQuery', { ...(request.query as object) });
    if (!query.ok) throw new HttpError(400, 'Invalid query string');
    const key = query.value.isFollowup === 'true' ? 'followup' : 'intake';
    const { rows } = await pool.query<{ document: FlowVersion }>(
      `SELECT document FROM flow_versions WHERE tenant_id = $1 AND key = $2 AND status = 'published' LIMIT 1`,
      [tenant.id, key],
    );
    const document = rows[0]?.document;
    if (!document) throw new HttpError(404, `No published ${key} flow for tenant ${tenant.id}`);
    return document.questions.map((question) => ({ ...question, tenant_id: tenant.id }));
  });

  // A patient's answer save ({created, columns: {startData}}), done the plain way: read the tenant, lock the order
  // row in a transaction, let the engine check the answers against the order's flow version and log the steps
  // (logAnswerSave, as the app), write start_data and the revision, append the intake events, commit. The compiled
  // flow is kept per version row (a published version never changes), as any server would.
  server.post('/api/order/update', async (request) => {
    const tenant = await tenantOf(request);
    const body = validate('UpdateOrderRequest', request.body);
    if (!body.ok) throw new HttpError(400, 'Invalid body');
    const { created, columns } = body.value;
    if (columns.startData === undefined || Object.keys(columns).length !== 1) {
      throw new HttpError(400, 'The baseline only saves startData');
    }
    if (request.headers.authorization !== undefined) throw new HttpError(400, 'The baseline is anonymous');
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<OrderRow>(
        `SELECT id, created, flow_version_id, flow_version, start_data, paid_at, original_order_id, user_id,
                created_at, revision
           FROM orders WHERE tenant_id = $1 AND created = $2 LIMIT 1 FOR UPDATE`,
        [tenant.id, created],
      );
      const order = rows[0];
      if (!order) throw new HttpError(404, `No order for created ${created}`);
      // An anonymous caller may act on an anonymous intake only (mayActOnOrder).
      if (order.paid_at || order.original_order_id !== null || order.user_id !== null) {
        throw new HttpError(401, 'Log in to continue this intake');
      }
      if (body.value.revision !== undefined && body.value.revision !== order.revision) {
        throw new HttpError(409, 'Revision conflict');
      }
      const flow = await compiledFlow(order.flow_version_id);
      const change = logAnswerSave(flow, order.start_data, columns.startData, asOfDay(order.created_at));
      if (!change.ok) throw new HttpError(422, change.refusal.message);
      const updated = await client.query<{ revision: number; updated_at: Date }>(
        `UPDATE orders SET start_data = $1, revision = revision + 1, updated_at = now()
          WHERE tenant_id = $3 AND id = $2 RETURNING revision, updated_at`,
        [JSON.stringify(change.answers), order.id, tenant.id],
      );
      if (change.entries.length > 0) {
        const values: unknown[] = [];
        const tuples = change.entries.map((entry) => {
          const at = values.length;
          values.push(
            tenant.id,
            order.id,
            entry.kind,
            entry.questionId,
            JSON.stringify(entry.machineEvent),
            entry.state,
            JSON.stringify(entry.answers),
            order.flow_version,
          );
          return `(${Array.from({ length: 8 }, (_, i) => `$${at + i + 1}`).join(', ')}, NULL, NULL)`;
        });
        await client.query(
          `INSERT INTO intake_events (tenant_id, order_id, kind, question_id, machine_event, state, answers,
                                      flow_version, actor_user_id, agent_id)
           VALUES ${tuples.join(', ')}`,
          values,
        );
      }
      await client.query('COMMIT');
      const saved = updated.rows[0]!;
      return {
        orderId: String(order.id),
        created: order.created,
        updatedAt: saved.updated_at.toISOString(),
        revision: saved.revision,
        state: change.state,
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  });

  try {
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    return {
      baseUrl: address,
      async close() {
        await server.close();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
