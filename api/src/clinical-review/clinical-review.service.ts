import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type {
  ReviewFlag,
  ReviewFlagListResponse,
  ReviewFlagsQuery,
  ReviewMatch,
  ReviewStoppedOrder,
  Shipping,
  StartData,
} from '@telehealth/schemas';
import { DataSource, type EntityManager } from 'typeorm';

import { paging } from '../common/utils/paging.util.js';
import { EmailService } from '../email/email.service.js';
import { StorefrontLinks, storefrontBaseUrl } from '../email/storefront-links.js';
import { FlowVersionsService } from '../flow/flow-versions.service.js';
import { CLINICIAN_VISIT_JOB } from '../jobs/job-names.js';
import { JobQueue } from '../jobs/job-queue.service.js';
import type { OrderEntity } from '../order/order.entity.js';
import { TenantEntity } from '../tenant/tenant.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { ReviewFlagEntity } from './review-flag.entity.js';
import { identityMatches, identityOf } from './utils/patient-identity.util.js';

/** How far back a person's hard stop flags their new paid intake (by account, email, phone, date of birth + name). */
export const REPEAT_AFTER_HARD_STOP_DAYS = 365;

/** How far back a hard stop from the same client address with the same date of birth flags a new paid intake. */
export const SAME_CLIENT_HOURS = 24;

/** At most this many earlier hard stops are looked at for one payment (newest first). */
const MAX_CANDIDATES = 50;

const DAY_MS = 86_400_000;

interface CandidateRow {
  id: number;
  user_id: number | null;
  flow_version_id: string;
  start_data: StartData;
  shipping: Shipping | null;
  ip_address: string | null;
  user_email: string | null;
  question_id: number | null;
  stopped_at: Date;
}

const MATCH_WORDS: Record<ReviewMatch, string> = {
  account: 'the same account',
  email: 'the same email',
  phone: 'the same phone',
  dob_name: 'the same date of birth and name',
  dob_client: 'the same date of birth from the same device address within a day',
};

/**
 * Orders a clinician must look at before anything more happens to them (clinical_review_flags):
 *
 * - a follow-up visit that stopped at a hard stop (`followup_hard_stop`, flagFollowupHardStop): the order's next
 *   follow-up is refused while the flag is open;
 * - a paid intake from a person whose earlier intake ended at a hard stop (`repeat_after_hard_stop`,
 *   flagRepeatAfterHardStop, called by checkout in its transaction): the order's clinician visit is held while
 *   the flag is open (ClinicianService asks holdsOrder before creating it) and queued when the flag is resolved.
 *
 * Every new flag emails the tenant's care team (`configurations.contact.email`) through the job queue, in the
 * same transaction as the flag. Admins list and resolve flags under /api/admin/review-flags.
 */
@Injectable()
export class ClinicalReviewService {
  private readonly logger = new Logger('ClinicalReview');

  constructor(
    private readonly dataSource: DataSource,
    private readonly flows: FlowVersionsService,
    private readonly email: EmailService,
    private readonly storefronts: StorefrontLinks,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Called in the checkout transaction once `order` is paid (its shipping and customer set): when the same person
   * hit a hard stop on another intake of the tenant within REPEAT_AFTER_HARD_STOP_DAYS (same account, email or
   * phone, or the same date of birth with the same name — or from the same client address within
   * SAME_CLIENT_HOURS), the order is flagged and its clinician visit held. Answers the flag, or null.
   */
  async flagRepeatAfterHardStop(
    manager: EntityManager,
    order: OrderEntity,
  ): Promise<ReviewFlagEntity | null> {
    const now = Date.now();
    const paying = identityOf(
      {
        userId: order.userId,
        userEmail: await this.emailOf(manager, order.tenantId, order.userId),
        shipping: order.shipping,
        startData: order.startData,
        ipAddress: order.advData.ip_address,
      },
      (await this.flows.compiled(order.flowVersionId)).index,
    );
    const emails = [...paying.emails];
    const answers = [...emails, ...paying.phones, ...(paying.dob === null ? [] : [paying.dob])];
    const rows = (await manager.query(
      `SELECT o.id, o.user_id, o.flow_version_id, o.start_data, o.shipping, o.adv_data->>'ip_address' AS ip_address,
              u.email AS user_email, s.question_id, s.occurred_at AS stopped_at
         FROM (SELECT DISTINCT ON (e.order_id) e.order_id, e.question_id, e.occurred_at
                 FROM intake_events e
                WHERE e.tenant_id = $1 AND e.kind = 'hard_stop' AND e.occurred_at >= $2 AND e.order_id <> $3
                ORDER BY e.order_id, e.id DESC) s
         JOIN orders o ON o.id = s.order_id AND o.tenant_id = $1
         LEFT JOIN users u ON u.id = o.user_id AND u.tenant_id = o.tenant_id
        WHERE o.user_id = $4
           OR lower(u.email) = ANY($5::text[])
           OR lower(o.shipping->>'email') = ANY($5::text[])
           OR EXISTS (SELECT 1 FROM jsonb_each(o.start_data) a
                       WHERE jsonb_typeof(a.value->'value') = 'string'
                         AND lower(btrim(a.value->>'value')) = ANY($6::text[]))
        ORDER BY s.occurred_at DESC
        LIMIT ${MAX_CANDIDATES}`,
      [
        order.tenantId,
        new Date(now - REPEAT_AFTER_HARD_STOP_DAYS * DAY_MS),
        order.id,
        order.userId,
        emails,
        answers,
      ],
    )) as CandidateRow[];

    const stoppedOrders: ReviewStoppedOrder[] = [];
    for (const row of rows) {
      const { index } = await this.flows.compiled(row.flow_version_id);
      const stopped = identityOf(
        {
          userId: row.user_id,
          userEmail: row.user_email,
          shipping: row.shipping,
          startData: row.start_data,
          ipAddress: row.ip_address,
        },
        index,
      );
      const recent = row.stopped_at.getTime() >= now - SAME_CLIENT_HOURS * 3_600_000;
      const [first, ...others] = identityMatches(paying, stopped, recent);
      if (first === undefined || row.question_id === null) continue;
      stoppedOrders.push({
        orderId: String(row.id),
        questionId: row.question_id,
        message: index.questions.get(row.question_id)?.hard_stop_message ?? '',
        stoppedAt: row.stopped_at.toISOString(),
        matchedBy: [first, ...others],
      });
    }
    const [latest] = stoppedOrders;
    if (!latest) return null;
    const more = stoppedOrders.length > 1 ? ` (and ${stoppedOrders.length - 1} more)` : '';
    const reason =
      `Paid after intake ${latest.orderId}${more} of the same person stopped at question ${latest.questionId} ` +
      `on ${latest.stoppedAt.slice(0, 10)} (${latest.matchedBy.map((m) => MATCH_WORDS[m]).join(', ')}); ` +
      `the clinician visit is held until a clinician resolves this flag.`;
    return this.flag(manager, order, 'repeat_after_hard_stop', reason, { stoppedOrders });
  }

  /**
   * Called in the follow-up's transaction when its answers hit a hard stop (the visit recorded as `hard_stopped`):
   * flags the order, which refuses further follow-ups until a clinician resolves the flag, and alerts the care
   * team.
   */
  flagFollowupHardStop(
    manager: EntityManager,
    order: OrderEntity,
    stop: { followupVisitId: string; questionId: number; message: string },
  ): Promise<ReviewFlagEntity> {
    const reason =
      `A follow-up visit stopped at question ${stop.questionId}: ${stop.message || 'a hard stop'}`.slice(
        0,
        2000,
      );
    return this.flag(manager, order, 'followup_hard_stop', reason, stop);
  }

  /** Lets this process's email worker send alerts queued in a transaction that has now committed. */
  wake(): void {
    this.email.wake();
  }

  /** Whether an open flag holds the order's next clinical step (its clinician visit, a new follow-up). */
  async holdsOrder(tenantId: number, orderId: number, manager?: EntityManager): Promise<boolean> {
    const rows = (await (manager ?? this.dataSource.manager).query(
      `SELECT 1 FROM clinical_review_flags WHERE tenant_id = $1 AND order_id = $2 AND resolved_at IS NULL LIMIT 1`,
      [tenantId, orderId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Which of `orderIds` an open flag holds (`holdsOrder` for a list: the customer's subscriptions). */
  async heldOrders(tenantId: number, orderIds: readonly number[]): Promise<Set<number>> {
    if (orderIds.length === 0) return new Set();
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT order_id FROM clinical_review_flags
        WHERE tenant_id = $1 AND order_id = ANY($2::int[]) AND resolved_at IS NULL`,
      [tenantId, orderIds],
    )) as { order_id: number }[];
    return new Set(rows.map((row) => Number(row.order_id)));
  }

  /** The order's flags, newest first (the admin order detail). */
  async forOrder(tenantId: number, orderId: number): Promise<ReviewFlag[]> {
    const rows = (await this.dataSource.query(
      `${FLAG_SELECT} WHERE f.tenant_id = $1 AND f.order_id = $2 ORDER BY f.id DESC`,
      [tenantId, orderId],
    )) as FlagRow[];
    return rows.map(toReviewFlag);
  }

  /** One page of the tenant's flags, newest first: open ones unless the query says otherwise. */
  async list(tenantId: number, query: ReviewFlagsQuery): Promise<ReviewFlagListResponse> {
    const { page, pageSize, offset } = paging(query);
    const params: unknown[] = [tenantId];
    const where = ['f.tenant_id = $1'];
    const status = query.status ?? 'open';
    if (status === 'open') where.push('f.resolved_at IS NULL');
    if (status === 'resolved') where.push('f.resolved_at IS NOT NULL');
    if (query.kind !== undefined) {
      params.push(query.kind);
      where.push(`f.kind = $${params.length}`);
    }
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM clinical_review_flags f ${whereSql}`,
      params,
    )) as [{ total: number }];
    const rows = (await this.dataSource.query(
      `${FLAG_SELECT} ${whereSql} ORDER BY f.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, offset],
    )) as FlagRow[];
    return { items: rows.map(toReviewFlag), total, page, pageSize };
  }

  /**
   * A clinician (an admin of the tenant) resolves the flag with a note. When it was the order's last open flag
   * and the order is paid without a clinician visit, the visit is queued now (it was held). 404 for an unknown
   * flag (or another tenant's), 409 when it is already resolved.
   */
  async resolve(tenantId: number, flagId: number, resolvedBy: number, note: string): Promise<ReviewFlag> {
    const { flag, released } = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(ReviewFlagEntity, {
        where: { tenantId, id: flagId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw new NotFoundException(`Unknown review flag: ${flagId}`);
      if (row.resolvedAt !== null) {
        throw new ConflictException(
          `Review flag ${flagId} was already resolved on ${row.resolvedAt.toISOString()} by user ${row.resolvedByUserId}`,
        );
      }
      row.resolvedAt = new Date();
      row.resolvedByUserId = resolvedBy;
      row.resolutionNote = note.trim();
      await manager.save(row);
      // The order row is locked so that a visit is queued once, whoever resolves its flags at the same time.
      const [order] = (await manager.query(
        `SELECT paid_at IS NOT NULL AS paid, beluga IS NOT NULL AS has_visit FROM orders
          WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
        [tenantId, row.orderId],
      )) as { paid: boolean; has_visit: boolean }[];
      const release =
        order !== undefined &&
        order.paid &&
        !order.has_visit &&
        !(await this.holdsOrder(tenantId, row.orderId, manager));
      if (release) {
        await this.jobs.send(
          CLINICIAN_VISIT_JOB,
          { tenantId, orderId: row.orderId },
          { transaction: manager },
        );
      }
      return { flag: row, released: release };
    });
    if (released) {
      this.jobs.wake(CLINICIAN_VISIT_JOB);
      this.logger.log(`order ${flag.orderId}: review flag ${flag.id} resolved, clinician visit released`);
    }
    const [resolved] = (await this.dataSource.query(`${FLAG_SELECT} WHERE f.tenant_id = $1 AND f.id = $2`, [
      tenantId,
      flag.id,
    ])) as FlagRow[];
    return toReviewFlag(resolved!);
  }

  private async flag(
    manager: EntityManager,
    order: OrderEntity,
    kind: ReviewFlagEntity['kind'],
    reason: string,
    details: ReviewFlagEntity['details'],
  ): Promise<ReviewFlagEntity> {
    const flag = await manager.save(
      manager.create(ReviewFlagEntity, {
        tenantId: order.tenantId,
        orderId: order.id,
        userId: order.userId,
        kind,
        reason,
        details,
      }),
    );
    const tenant = await manager.findOneByOrFail(TenantEntity, { id: order.tenantId });
    const base = storefrontBaseUrl(undefined, await this.storefronts.storefront(tenant));
    await this.email.queueCareTeamAlert(
      tenant,
      tenant.brandConfig.configurations.contact.email,
      {
        orderId: order.id,
        summary:
          kind === 'followup_hard_stop'
            ? 'A follow-up visit stopped at a safety question.'
            : 'A paid intake follows a hard stop of the same person; its clinician visit is held.',
        reviewLink: `${base}/admin/order/${order.id}`,
      },
      manager,
    );
    this.logger.log(`order ${order.id}: flagged for clinical review (${kind}, flag ${flag.id})`);
    return flag;
  }

  private emailOf(manager: EntityManager, tenantId: number, userId: number | null): Promise<string | null> {
    if (userId === null) return Promise.resolve(null);
    return manager
      .findOne(UserEntity, { select: { id: true, email: true }, where: { tenantId, id: userId } })
      .then((user) => user?.email ?? null);
  }
}

/** A flag row with its order's created value. */
interface FlagRow {
  id: number;
  order_id: number;
  created: string;
  user_id: number | null;
  kind: ReviewFlag['kind'];
  reason: string;
  details: ReviewFlag['details'];
  created_at: Date;
  resolved_at: Date | null;
  resolved_by_user_id: number | null;
  resolution_note: string | null;
}

const FLAG_SELECT = `
  SELECT f.id, f.order_id, o.created, f.user_id, f.kind, f.reason, f.details, f.created_at, f.resolved_at,
         f.resolved_by_user_id, f.resolution_note
    FROM clinical_review_flags f
    JOIN orders o ON o.id = f.order_id AND o.tenant_id = f.tenant_id`;

export function toReviewFlag(row: FlagRow): ReviewFlag {
  return {
    id: row.id,
    orderId: String(row.order_id),
    created: row.created,
    userId: row.user_id,
    kind: row.kind,
    reason: row.reason,
    details: row.details,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    resolvedByUserId: row.resolved_by_user_id,
    resolutionNote: row.resolution_note,
  };
}
