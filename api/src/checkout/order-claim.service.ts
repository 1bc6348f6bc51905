import { Inject, Injectable } from '@nestjs/common';
import type { ClaimOrderResponse } from '@telehealth/schemas';
import { DataSource, type EntityManager } from 'typeorm';

import { hashLinkToken, newLinkToken } from '../common/utils/link-token.util.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EmailService } from '../email/email.service.js';
import { OrderEntity } from '../order/order.entity.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import type { UserEntity } from '../user/user.entity.js';
import { CheckoutException } from './checkout.exception.js';
import { OrderClaimEntity } from './order-claim.entity.js';

/**
 * Orders held for their account owner. An anonymous checkout with the email of an existing customer does not
 * attach the order to that account (a stranger could plant orders in it, or learn that it exists): the order is
 * paid and held (`user_id` null, so nobody but staff reads it), and the account owner is emailed a single-use link
 * (`/login/claim?token=`) that makes it theirs, with its recurring orders.
 */
@Injectable()
export class OrderClaimService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly emails: EmailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Inside the paid write's transaction: the claim and its email exist exactly when the paid order does. */
  async offer(
    manager: EntityManager,
    tenant: TenantEntity,
    orderId: number,
    owner: UserEntity,
    baseUrl: string,
  ): Promise<void> {
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(Date.now() + this.config.integrations.orderClaimTtlSeconds * 1000);
    await manager.insert(OrderClaimEntity, {
      tenantId: tenant.id,
      orderId,
      userId: owner.id,
      tokenHash,
      expiresAt,
    });
    const claimLink = `${baseUrl}/login/claim?token=${token}`;
    await this.emails.queueOrderClaim(tenant, owner.email, { claimLink, expiresAt }, manager);
  }

  /**
   * The account owner's confirmation: the held order (and any recurring order made of it) joins their account.
   * A token that is unknown, of another tenant, used or expired is a 400, the same for each.
   */
  claim(tenantId: number, token: string): Promise<ClaimOrderResponse> {
    return this.dataSource.transaction(async (manager) => {
      const claim = await manager.findOne(OrderClaimEntity, {
        where: { tenantId, tokenHash: hashLinkToken(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!claim || claim.usedAt !== null || claim.expiresAt.getTime() <= Date.now()) {
        throw new CheckoutException('ORDER_CLAIM_INVALID');
      }
      // The sale is locked first, so a recurring order made at the same moment (CrmService) is either already
      // there to be moved or copies the new user.
      const order = await manager.findOne(OrderEntity, {
        where: { tenantId, id: claim.orderId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order || (order.userId !== null && order.userId !== claim.userId)) {
        throw new CheckoutException('ORDER_CLAIM_INVALID');
      }
      await manager.query(
        `UPDATE orders SET user_id = $3, revision = revision + 1, updated_at = now()
          WHERE tenant_id = $1 AND (id = $2 OR original_order_id = $2) AND user_id IS NULL`,
        [tenantId, order.id, claim.userId],
      );
      await manager.update(
        OrderClaimEntity,
        { tenantId: claim.tenantId, id: claim.id },
        { usedAt: new Date() },
      );
      return { orderId: String(order.id), message: 'The order is now in your account. Log in to see it.' };
    });
  }
}
