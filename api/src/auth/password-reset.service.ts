import { BadRequestException, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type {
  PasswordLinkPurpose,
  PasswordRecoverJobData,
  RecoverPasswordResponse,
  ResetPasswordResponse,
  Role,
} from '@telehealth/schemas';
import { assertValid } from '@telehealth/schemas';
import { DataSource, type EntityManager } from 'typeorm';

import { RateLimitedException } from '../common/exceptions/request.exception.js';
import { hashLinkToken, newLinkToken } from '../common/utils/link-token.util.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EMAIL_METRICS, EmailService } from '../email/email.service.js';
import { StorefrontLinks, storefrontBaseUrl } from '../email/storefront-links.js';
import { JobQueue, type QueuedJob } from '../jobs/job-queue.service.js';
import { TenantEntity } from '../tenant/tenant.entity.js';
import type { LoginTokenSubject } from './jwt.service.js';
import { LoginRateLimiter } from './login-rate-limiter.js';
import { PasswordRecoverRateLimiter } from './password-reset.rate-limiter.js';
import { hashPassword } from './utils/password-hash.js';
import { revokeLogins } from './utils/revoke-logins.util.js';

/** The job that makes and emails a reset link (outside the request, so every answer takes the same time). */
export const PASSWORD_RECOVER_JOB = 'auth.password-recover';

export const RECOVER_MESSAGE: RecoverPasswordResponse['message'] =
  'If an account exists for that email, a reset link has been sent.';
export const RESET_MESSAGE: ResetPasswordResponse['message'] =
  'Your password has been reset. You can now log in with your new password.';
export const SET_PASSWORD_MESSAGE: ResetPasswordResponse['message'] =
  'Your password is set. Welcome to your account.';

/** Whom a spent password link set the password of (with their new token version), and what it was for. */
export interface SpentPasswordLink {
  purpose: PasswordLinkPurpose;
  user: LoginTokenSubject & { tokenVersion: number };
}
export const RESET_INVALID = 'Reset link is invalid or has expired';

/** 429 when the recover rate limit blocks a request (with Retry-After). */
function tooManyRecoverRequests(retryAfterSeconds: number): RateLimitedException {
  return new RateLimitedException(
    retryAfterSeconds,
    `Too many password reset requests; try again in ${retryAfterSeconds} seconds`,
  );
}

/**
 * Password recovery: POST /api/auth/recover queues `auth.password-recover`, whose handler makes a single-use token
 * for the tenant's user of that email (if any) and queues its email; POST /api/auth/reset spends the token.
 */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly email: EmailService,
    private readonly storefronts: StorefrontLinks,
    private readonly limiter: PasswordRecoverRateLimiter,
    private readonly loginLimiter: LoginRateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.work<unknown>(PASSWORD_RECOVER_JOB, (job) => this.sendResetLink(job), {
      retryLimit: 3,
      retryDelaySeconds: 10,
      retryBackoff: true,
      expireInSeconds: 60,
    });
  }

  /**
   * Rate-limits, then queues the reset link for `email` in `tenant`; the same answer whether or not it is a user's.
   * Links go to the request's Origin when it is one of the tenant's storefront URLs, else to its production host.
   */
  async recover(tenant: TenantEntity, email: string, ip: string, origin: string | undefined): Promise<void> {
    const key = { tenantId: tenant.id, email: email.toLowerCase(), ip };
    const decision = await this.limiter.take(key);
    if (decision.blocked) throw tooManyRecoverRequests(decision.retryAfterSeconds);
    const baseUrl = storefrontBaseUrl(origin, await this.storefronts.storefront(tenant));
    const data: PasswordRecoverJobData = { tenantId: tenant.id, email: key.email, baseUrl };
    await this.jobs.send(PASSWORD_RECOVER_JOB, data);
  }

  /**
   * Sets a new password with an unexpired, unused token of this tenant, marks it used and voids the user's other
   * reset tokens, ends every login of the user (revokeLogins) and clears the account's failed logins; 400 `Reset
   * link is invalid or has expired` otherwise. Answers what the link was for and whose password it set.
   */
  async reset(tenant: TenantEntity, token: string, password: string): Promise<SpentPasswordLink> {
    const tokenHash = hashLinkToken(token);
    // A quick look first, so a bad token costs no hashing work (a guessed token has no chance: 256 random bits).
    const usable: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM password_reset_tokens
        WHERE tenant_id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > now()`,
      [tenant.id, tokenHash],
    );
    if (usable.length === 0) throw new BadRequestException(RESET_INVALID);
    const passwordHash = await hashPassword(password);
    // Spent atomically: of two requests with the same token, one changes the password and the other gets 400.
    return this.dataSource.transaction(async (manager) => {
      const [spent]: [{ user_id: number; purpose: PasswordLinkPurpose }[], number] = await manager.query(
        `UPDATE password_reset_tokens SET used_at = now()
          WHERE tenant_id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id, purpose`,
        [tenant.id, tokenHash],
      );
      const userId = spent[0]?.user_id;
      if (userId === undefined) throw new BadRequestException(RESET_INVALID);
      const [users]: [{ email: string; role: Role }[], number] = await manager.query(
        `UPDATE users SET password_hash = $3, updated_at = now() WHERE id = $1 AND tenant_id = $2
         RETURNING email, role`,
        [userId, tenant.id, passwordHash],
      );
      const user = users[0];
      if (!user) throw new BadRequestException(RESET_INVALID);
      // Whoever held the account's tokens (the reason for many a reset) holds nothing from now on.
      const tokenVersion = await revokeLogins(manager, tenant.id, userId);
      await manager.query(
        `UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND tenant_id = $2 AND used_at IS NULL`,
        [userId, tenant.id],
      );
      // The owner of the mailbox proved who they are: failed logins no longer lock the account.
      await this.loginLimiter.clearAccount(tenant.id, user.email, manager);
      return {
        purpose: spent[0]!.purpose,
        user: { userId, role: user.role, tenantId: tenant.id, tokenVersion },
      };
    });
  }

  /**
   * A purchase made `user` a customer account without a password: a single-use link to set one, valid for
   * `ACCOUNT_SETUP_TTL_SECONDS` (7 days), emailed as `account_setup`; both in `manager`'s transaction (the
   * checkout's), so the link exists exactly when the paid order does. It is spent like a reset link; its query
   * names its purpose, so the page speaks of setting a password, and spending it logs the customer in.
   */
  async queueAccountSetup(
    manager: EntityManager,
    tenant: TenantEntity,
    user: { id: number; email: string },
    baseUrl: string,
  ): Promise<Date> {
    const { token, tokenHash } = newLinkToken();
    const rows: { expires_at: Date }[] = await manager.query(
      `INSERT INTO password_reset_tokens (tenant_id, user_id, token_hash, expires_at, purpose)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4), 'account_setup')
       RETURNING expires_at`,
      [tenant.id, user.id, tokenHash, this.config.email.accountSetupTtlSeconds],
    );
    const expiresAt = rows[0]?.expires_at ?? new Date();
    await this.email.queueTo(
      tenant,
      user.email,
      {
        kind: 'account_setup',
        metric: EMAIL_METRICS.accountSetup,
        subject: (brandName) => `Set your password for ${brandName}`,
        properties: {
          setupLink: `${baseUrl}/login/reset?token=${token}&purpose=account_setup`,
          expiresAt: expiresAt.toISOString(),
        },
      },
      manager,
    );
    return expiresAt;
  }

  /**
   * Staff send `user` the set-password email (`account_setup`) now: rate-limited like `recover` (per email and per
   * the caller's IP; 429), a new 7-day link beside any earlier one. Links go to the request's Origin when it is one
   * of the tenant's storefront URLs (staff work in the storefront's /admin), else to its production host.
   */
  async sendAccountSetup(
    tenant: TenantEntity,
    user: { id: number; email: string },
    ip: string,
    origin: string | undefined,
    manager?: EntityManager,
  ): Promise<Date> {
    const decision = await this.limiter.take({ tenantId: tenant.id, email: user.email.toLowerCase(), ip });
    if (decision.blocked) throw tooManyRecoverRequests(decision.retryAfterSeconds);
    const baseUrl = storefrontBaseUrl(origin, await this.storefronts.storefront(tenant));
    if (manager) return this.queueAccountSetup(manager, tenant, user, baseUrl);
    const expiresAt = await this.dataSource.transaction((inner) =>
      this.queueAccountSetup(inner, tenant, user, baseUrl),
    );
    this.email.wake();
    return expiresAt;
  }

  /** The `auth.password-recover` handler: token and email for an existing user; nothing for an unknown email. */
  private async sendResetLink(job: QueuedJob<unknown>): Promise<void> {
    const data = assertValid('PasswordRecoverJobData', job.data);
    const tenant = await this.dataSource.getRepository(TenantEntity).findOneBy({ id: data.tenantId });
    if (!tenant) return;
    const { token, tokenHash } = newLinkToken();
    const queued = await this.dataSource.transaction(async (manager) => {
      const users: { id: number; email: string }[] = await manager.query(
        // A deactivated user gets no email (and the answer to the request was the same).
        `SELECT id, email FROM users WHERE tenant_id = $1 AND lower(email) = $2 AND deactivated_at IS NULL`,
        [tenant.id, data.email.toLowerCase()],
      );
      const user = users[0];
      if (!user) return false;
      const rows: { expires_at: Date }[] = await manager.query(
        `INSERT INTO password_reset_tokens (tenant_id, user_id, token_hash, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))
         RETURNING expires_at`,
        [tenant.id, user.id, tokenHash, this.config.passwordResetTtlSeconds],
      );
      const expiresAt =
        rows[0]?.expires_at ?? new Date(Date.now() + this.config.passwordResetTtlSeconds * 1000);
      const resetLink = `${data.baseUrl}/login/reset?token=${token}`;
      await this.email.queuePasswordReset(tenant, user.email, { resetLink, expiresAt }, manager);
      this.logger.log(`Password reset link queued for user ${user.id} of tenant ${tenant.id}`);
      return true;
    });
    if (queued) this.email.wake();
  }
}
