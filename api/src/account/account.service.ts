import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type {
  AccountProfile,
  CardOnFile,
  ChangePasswordRequest,
  ChangePasswordResponse,
  Order,
  PaymentSummary,
  ProfileDetails,
  ReplaceCardRequest,
  Shipping,
  UpdateAccountProfileRequest,
} from '@telehealth/schemas';
import { DataSource, IsNull, type EntityManager } from 'typeorm';

import { JwtService } from '../auth/jwt.service.js';
import { LoginRateLimiter } from '../auth/login-rate-limiter.js';
import { hashPassword, verifyPassword } from '../auth/utils/password-hash.js';
import { revokeLogins } from '../auth/utils/revoke-logins.util.js';
import { RateLimitedException } from '../common/exceptions/request.exception.js';
import { PaymentException } from '../integrations/payment/payment.exception.js';
import { PaymentLedger } from '../integrations/payment/payment-ledger.service.js';
import { OrderEntity } from '../order/order.entity.js';
import { parseOrderId, toOrder } from '../order/utils/to-order.util.js';
import { UserEntity } from '../user/user.entity.js';
import { changedDetails, detailsOnFile, listedWords } from '../user/utils/profile-details.util.js';
import { AccountException } from './account.exception.js';

export const PASSWORD_CHANGED: ChangePasswordResponse['message'] = 'Your password has been changed.';

/** Postgres' unique_violation: the lower(email) index of users refused a second account with the email. */
const UNIQUE_VIOLATION = '23505';

/** How a request came: with a mask token (staff acting as the customer) or not, and from which address. */
export interface RequestOrigin {
  masquerade: boolean;
  ip: string;
}

/**
 * The logged-in customer's own order page, profile and password. Every query is scoped by tenant and by the
 * token's user id; nothing here takes a user id from the request.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly loginLimiter: LoginRateLimiter,
    private readonly ledger: PaymentLedger,
    private readonly jwt: JwtService,
  ) {}

  /**
   * One order of the customer, as the order list shows it: a recurring order of the CRM (with an originalOrderId) is
   * hidden there and is a 404 here, like another customer's order or another tenant's.
   */
  async order(tenantId: number, userId: number, idParam: string): Promise<Order> {
    const id = parseOrderId(idParam);
    const row =
      id === null
        ? null
        : await this.dataSource
            .getRepository(OrderEntity)
            .findOneBy({ tenantId, id, userId, originalOrderId: IsNull() });
    if (!row) throw new NotFoundException(`Unknown order: ${idParam}`);
    return toOrder(row);
  }

  async profile(tenantId: number, userId: number): Promise<AccountProfile> {
    const user = await this.user(this.dataSource.manager, tenantId, userId);
    return { email: user.email, details: await detailsOnFile(this.dataSource.manager, tenantId, userId) };
  }

  /**
   * Saves the whole profile in one transaction. The name, phone and address also go to the customer's recurring
   * orders not billed yet (the next shipments). A new email must be free in the tenant (regardless of case) and
   * needs the current password. A staff user acting as the customer changes nothing (403): the email is the login,
   * the address is where the medication goes, the name and phone say who receives it (issue 31); sending the
   * profile as it is answers it unchanged.
   */
  async updateProfile(
    tenantId: number,
    userId: number,
    body: UpdateAccountProfileRequest,
    origin: RequestOrigin,
  ): Promise<AccountProfile> {
    const current = await this.user(this.dataSource.manager, tenantId, userId);
    const email = body.email.trim();
    const emailChanges = email.toLowerCase() !== current.email.toLowerCase();
    const details: ProfileDetails = {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phone: body.phone,
      address: body.address,
    };
    if (origin.masquerade) {
      if (emailChanges) throw new AccountException('ACCOUNT_MASQUERADE_REFUSED', 'email');
      const onFile = await detailsOnFile(this.dataSource.manager, tenantId, userId);
      const changed = changedDetails(onFile, details);
      if (changed.length > 0) {
        throw new AccountException('ACCOUNT_MASQUERADE_REFUSED', listedWords(changed));
      }
      return { email: current.email, details: onFile };
    }
    if (emailChanges) await this.checkPassword(current, body.currentPassword ?? '', origin.ip);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await this.user(manager, tenantId, userId, true);
        if (emailChanges) {
          const taken: unknown[] = await manager.query(
            `SELECT 1 FROM users WHERE tenant_id = $1 AND lower(email) = lower($2) AND id <> $3`,
            [tenantId, email, userId],
          );
          if (taken.length > 0) throw new AccountException('ACCOUNT_EMAIL_TAKEN');
        }
        const newEmail = emailChanges ? email : user.email;
        await manager.query(
          `UPDATE users SET email = $1, profile = $2, updated_at = now() WHERE id = $3 AND tenant_id = $4`,
          [newEmail, details, userId, tenantId],
        );
        const shipping: Shipping = { ...details, email: newEmail };
        await manager.query(
          `UPDATE orders SET shipping = $1, revision = revision + 1, updated_at = now()
            WHERE tenant_id = $2 AND user_id = $3 AND original_order_id IS NOT NULL AND paid_at IS NULL`,
          [shipping, tenantId, userId],
        );
        return { email: newEmail, details };
      });
    } catch (error) {
      // Two accounts saving the same new email at once: the unique index lets one through.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new AccountException('ACCOUNT_EMAIL_TAKEN');
      }
      throw error;
    }
  }

  /**
   * Sets a new password given the current one and ends every login of the customer signed before (revokeLogins:
   * a stolen token stops working with the password it came with); answers a new login token for the browser that
   * changed it. Unused reset links are voided, since they were asked for to replace the old password. A staff user
   * acting as the customer cannot do it.
   */
  async changePassword(
    tenantId: number,
    userId: number,
    { currentPassword, newPassword }: ChangePasswordRequest,
    origin: RequestOrigin,
  ): Promise<string> {
    if (origin.masquerade) throw new AccountException('ACCOUNT_MASQUERADE_REFUSED', 'password');
    const user = await this.user(this.dataSource.manager, tenantId, userId);
    await this.checkPassword(user, currentPassword, origin.ip);
    const passwordHash = await hashPassword(newPassword);
    const tokenVersion = await this.dataSource.transaction(async (manager) => {
      // Only over the hash just checked: of two changes at once, the second must prove the new password.
      const [, changed] = (await manager.query(
        `UPDATE users SET password_hash = $1, updated_at = now()
          WHERE id = $2 AND tenant_id = $3 AND password_hash = $4`,
        [passwordHash, userId, tenantId, user.passwordHash],
      )) as [unknown[], number];
      if (changed !== 1) throw new AccountException('ACCOUNT_PASSWORD_INCORRECT');
      await manager.query(
        `UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND tenant_id = $2 AND used_at IS NULL`,
        [userId, tenantId],
      );
      return revokeLogins(manager, tenantId, userId);
    });
    return this.jwt.sign({ userId, role: user.role, tenantId, tokenVersion });
  }

  /**
   * The card on file: the masked payment of the customer's newest refill not billed yet (what the next refill is
   * billed to), else of their newest paid order; null when there is neither.
   */
  async card(tenantId: number, userId: number): Promise<CardOnFile> {
    const refill = await this.newestRefill(this.dataSource.manager, tenantId, userId);
    if (refill?.payment) return { card: refill.payment };
    const paid = await this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where('o.tenant_id = :tenantId AND o.user_id = :userId', { tenantId, userId })
      .andWhere('o.paid_at IS NOT NULL AND o.payment IS NOT NULL')
      .orderBy('o.paid_at', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .getOne();
    return { card: paid?.payment ?? null };
  }

  /**
   * Replaces the card the customer's refills will be billed to. The card is checked with the gateway first (a zero
   * authorisation of the newest refill, in the payments ledger, voided at once); a decline is a 402 and changes
   * nothing. Then, under the user's row lock (two replacements apply in turn), the masked card becomes the payment
   * of every refill of the customer in this tenant not billed yet. The number and CVC are never stored.
   */
  async replaceCard(
    tenantId: number,
    userId: number,
    { card }: ReplaceCardRequest,
    origin: RequestOrigin,
  ): Promise<CardOnFile> {
    if (origin.masquerade) throw new AccountException('ACCOUNT_MASQUERADE_REFUSED', 'card on file');
    await this.user(this.dataSource.manager, tenantId, userId);
    const refill = await this.newestRefill(this.dataSource.manager, tenantId, userId);
    if (!refill) throw new AccountException('ACCOUNT_NO_SUBSCRIPTION');
    const check = await this.ledger.verifyCard({ tenantId, orderId: refill.id, card });
    if (check.status === 'declined') throw PaymentException.declined(check.result.code, check.result.message);
    const { brand, last4, expiry } = check.result;
    const payment: PaymentSummary = { paySource: 'CREDITCARD', brand, last4, expiry };
    await this.dataSource.transaction(async (manager) => {
      await this.user(manager, tenantId, userId, true);
      await manager.query(
        `UPDATE orders SET payment = $1, revision = revision + 1, updated_at = now()
          WHERE tenant_id = $2 AND user_id = $3 AND original_order_id IS NOT NULL AND paid_at IS NULL`,
        [payment, tenantId, userId],
      );
    });
    return { card: payment };
  }

  /** The customer's newest recurring order (a refill) not billed yet, if any. */
  private newestRefill(
    manager: EntityManager,
    tenantId: number,
    userId: number,
  ): Promise<OrderEntity | null> {
    return manager
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where('o.tenant_id = :tenantId AND o.user_id = :userId', { tenantId, userId })
      .andWhere('o.original_order_id IS NOT NULL AND o.paid_at IS NULL')
      .orderBy('o.id', 'DESC')
      .getOne();
  }

  /** The token's user in the tenant (locked for the transaction when asked); 401 when it no longer exists. */
  private async user(
    manager: EntityManager,
    tenantId: number,
    userId: number,
    lock = false,
  ): Promise<UserEntity> {
    const user = await manager.getRepository(UserEntity).findOne({
      where: { tenantId, id: userId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!user) throw new UnauthorizedException('The user of this login no longer exists');
    return user;
  }

  /**
   * The current password, checked under the login limits (a wrong one counts as a failed login of the account):
   * 422 when wrong, 429 when the limits are reached.
   */
  private async checkPassword(user: UserEntity, password: string, ip: string): Promise<void> {
    const attempt = { tenantId: user.tenantId, email: user.email.toLowerCase(), ip };
    const decision = await this.loginLimiter.check(attempt);
    if (decision.blocked) throw tooManyWrongPasswords(decision.retryAfterSeconds);
    const matches = password !== '' && (await verifyPassword(password, user.passwordHash));
    const settled = await (matches
      ? this.loginLimiter.succeeded(attempt)
      : this.loginLimiter.failed(attempt));
    if (settled.blocked) throw tooManyWrongPasswords(settled.retryAfterSeconds);
    if (!matches) throw new AccountException('ACCOUNT_PASSWORD_INCORRECT');
  }
}

function tooManyWrongPasswords(retryAfterSeconds: number): RateLimitedException {
  return new RateLimitedException(
    retryAfterSeconds,
    `Too many wrong passwords; try again in ${retryAfterSeconds} seconds`,
  );
}
