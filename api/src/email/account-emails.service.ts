import { Injectable } from '@nestjs/common';
import {
  CHARGE_PROMISE,
  formatDate,
  formatMoney,
  scheduleSentence,
  type ScheduleEntry,
} from '@telehealth/engine';
import { UserRole, type PaymentSummary } from '@telehealth/schemas';
import { IsNull, type EntityManager } from 'typeorm';

import { TenantEntity } from '../tenant/tenant.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { EMAIL_METRICS, EmailService } from './email.service.js';
import { StorefrontLinks } from './storefront-links.js';

/** The account pages emails link to (a logged-out customer logs in and comes back to them). */
export const ACCOUNT_PATHS = {
  orders: '/accountv2/orders',
  subscriptions: '/accountv2/subscriptions',
  chat: '/accountv2/chat',
} as const;

/** What a subscription action did, as the `subscription_changed` email names it. */
const CHANGES = {
  pause: 'paused',
  resume: 'resumed',
  skip: 'skipped',
  cancel: 'cancelled',
  retention_offer: 'offer_accepted',
} as const;
export type SubscriptionAction = keyof typeof CHANGES;

/** The time zone of the dates in emails (the customer's own zone is not known). */
const EMAIL_TIME_ZONE = 'America/New_York';

/**
 * The customer's emails about what happens to their orders, subscription and chat. Each is queued inside the
 * caller's transaction (the one that records the fact), to the customer's account email, and links to the account
 * page that shows the rest: health information stays behind the login.
 */
@Injectable()
export class AccountEmails {
  constructor(
    private readonly emails: EmailService,
    private readonly links: StorefrontLinks,
  ) {}

  /**
   * The paid order: its items (each with its starting dose), the dose schedule of a titrated one, what is held on
   * which card until the clinician decides, what happens next.
   */
  async orderConfirmation(
    manager: EntityManager,
    tenant: TenantEntity,
    to: string,
    order: {
      id: number;
      paidAt: Date;
      items: { name: string; amount: number; dosage?: string; schedule?: ScheduleEntry[] }[];
      total: number;
      payment: PaymentSummary | null;
    },
    baseUrl: string,
  ): Promise<void> {
    const card = order.payment?.last4
      ? ` on ${order.payment.brand ?? 'the card'} ending in ${order.payment.last4}`
      : '';
    const schedules = order.items
      .filter((item) => item.schedule && item.schedule.length > 0)
      .map((item) => `${item.name} by refill: ${scheduleSentence(item.schedule!)}.`);
    await this.emails.queueTo(
      tenant,
      to,
      {
        kind: 'order_confirmation',
        metric: EMAIL_METRICS.orderConfirmation,
        subject: (brandName) => `Your ${brandName} order ${order.id}`,
        properties: {
          orderId: String(order.id),
          orderDate: formatDate(order.paidAt, EMAIL_TIME_ZONE),
          total: formatMoney(order.total),
          paymentSummary: `${formatMoney(order.total)} held${card}. ${CHARGE_PROMISE}.`,
          orderLink: `${baseUrl}${ACCOUNT_PATHS.orders}`,
          ...(schedules.length > 0
            ? { doseSchedule: `${schedules.join(' ')} Your clinician confirms or adjusts each dose.` }
            : {}),
        },
        lines: order.items.map((item) => ({
          label: item.dosage ? `${item.name}, starting dose ${item.dosage}` : item.name,
          value: formatMoney(item.amount),
        })),
      },
      manager,
    );
  }

  /** The clinician prescribed the treatment or not. Nothing for a held order. */
  async clinicianDecision(
    manager: EntityManager,
    tenantId: number,
    order: { id: number; userId: number | null },
    decision: { decision: 'approved' | 'declined' },
  ): Promise<void> {
    const recipient = await this.customer(manager, tenantId, order.userId);
    if (!recipient) return;
    const base = await this.links.emailBaseUrl(recipient.tenant);
    await this.emails.queueTo(
      recipient.tenant,
      recipient.email,
      {
        kind: 'clinician_decision',
        metric: EMAIL_METRICS.clinicianDecision,
        subject: (brandName) =>
          decision.decision === 'approved'
            ? `Your ${brandName} treatment was prescribed`
            : `An update on your ${brandName} visit`,
        properties: {
          orderId: String(order.id),
          decision: decision.decision,
          orderLink: `${base}${ACCOUNT_PATHS.orders}`,
        },
      },
      manager,
    );
  }

  /** A subscription was paused, resumed, skipped, cancelled or kept with an offer. */
  async subscriptionChanged(
    manager: EntityManager,
    tenantId: number,
    order: { id: number; userId: number | null; nextBillDate: string | null | undefined },
    action: SubscriptionAction,
  ): Promise<void> {
    const recipient = await this.customer(manager, tenantId, order.userId);
    if (!recipient) return;
    const change = CHANGES[action];
    const base = await this.links.emailBaseUrl(recipient.tenant);
    const subjects: Record<(typeof CHANGES)[SubscriptionAction], string> = {
      paused: 'is paused',
      resumed: 'is active again',
      skipped: 'skips its next shipment',
      cancelled: 'is cancelled',
      offer_accepted: 'continues with your offer',
    };
    await this.emails.queueTo(
      recipient.tenant,
      recipient.email,
      {
        kind: 'subscription_changed',
        metric: EMAIL_METRICS.subscriptionChanged,
        subject: (brandName) => `Your ${brandName} subscription ${subjects[change]}`,
        properties: {
          orderId: String(order.id),
          change,
          ...(order.nextBillDate && change !== 'paused' && change !== 'cancelled'
            ? { nextBillDate: formatDate(order.nextBillDate, EMAIL_TIME_ZONE) }
            : {}),
          subscriptionsLink: `${base}${ACCOUNT_PATHS.subscriptions}`,
        },
      },
      manager,
    );
  }

  /**
   * A care-team message to a customer: one email while they have unread messages from the care team (this one is
   * the only one), so a conversation does not become a stream of emails. No message text: it stays in the account.
   */
  async chatReply(manager: EntityManager, tenantId: number, customerUserId: number): Promise<void> {
    const [row] = (await manager.query(
      `SELECT count(*) AS unread FROM chat_messages m
         JOIN chat_threads t ON t.id = m.thread_id AND t.tenant_id = m.tenant_id
        WHERE m.tenant_id = $1 AND t.customer_user_id = $2 AND m.read_at IS NULL AND m.sender_role <> $3`,
      [tenantId, customerUserId, UserRole.Customer],
    )) as { unread: string }[];
    if (Number(row?.unread ?? 0) !== 1) return;
    const recipient = await this.customer(manager, tenantId, customerUserId);
    if (!recipient) return;
    const base = await this.links.emailBaseUrl(recipient.tenant);
    await this.emails.queueTo(
      recipient.tenant,
      recipient.email,
      {
        kind: 'chat_reply',
        metric: EMAIL_METRICS.chatReply,
        subject: (brandName) => `New message from your ${brandName} care team`,
        properties: { chatLink: `${base}${ACCOUNT_PATHS.chat}` },
      },
      manager,
    );
  }

  /**
   * A follow-up visit is due (`followupLink`: the follow-up's page); queued by the follow-up reminder job
   * (src/followup). Answers the email's job id.
   */
  followupDue(
    manager: EntityManager,
    tenant: TenantEntity,
    to: string,
    followup: { orderId: number; followupLink: string },
  ): Promise<string | null> {
    return this.emails.queueTo(
      tenant,
      to,
      {
        kind: 'followup_due',
        metric: EMAIL_METRICS.followupDue,
        subject: (brandName) => `Time for your ${brandName} follow-up`,
        properties: { orderId: String(followup.orderId), followupLink: followup.followupLink },
      },
      manager,
    );
  }

  /** The customer `userId` of the tenant and the tenant, or null (no user: a held order). */
  private async customer(
    manager: EntityManager,
    tenantId: number,
    userId: number | null,
  ): Promise<{ tenant: TenantEntity; email: string } | null> {
    if (userId === null) return null;
    // A deactivated customer gets no email.
    const user = await manager.findOneBy(UserEntity, {
      tenantId,
      id: userId,
      role: UserRole.Customer,
      deactivatedAt: IsNull(),
    });
    const tenant = await manager.findOneBy(TenantEntity, { id: tenantId });
    return user && tenant ? { tenant, email: user.email } : null;
  }
}
