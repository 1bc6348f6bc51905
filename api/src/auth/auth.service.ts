import { setTimeout as sleep } from 'node:timers/promises';

import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { LoginRequest } from '@telehealth/schemas';
import type { Repository } from 'typeorm';

import { RateLimitedException } from '../common/exceptions/request.exception.js';
import { UserEntity } from '../user/user.entity.js';
import { UserException } from '../user/user.exception.js';
import { JwtService } from './jwt.service.js';
import { LoginRateLimiter } from './login-rate-limiter.js';
import { hashPassword, needsRehash, verifyPassword } from './utils/password-hash.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** 429 when the login rate limit blocks an attempt (with Retry-After). */
function tooManyLoginAttempts(retryAfterSeconds: number): RateLimitedException {
  return new RateLimitedException(
    retryAfterSeconds,
    `Too many failed login attempts; try again in ${retryAfterSeconds} seconds`,
  );
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly jwt: JwtService,
    private readonly limiter: LoginRateLimiter,
  ) {}

  /**
   * A login token for the tenant's user with these credentials; 401 otherwise, 429 when rate limited. An account
   * with many recent failures is slowed down, never refused (LoginRateLimiter). A stored hash older than the
   * current argon2id setting is replaced after a successful login.
   */
  async login(tenantId: number, credentials: LoginRequest, ip: string): Promise<string> {
    const attempt = { tenantId, email: credentials.email.toLowerCase(), ip };
    const decision = await this.limiter.check(attempt);
    if (decision.blocked) throw tooManyLoginAttempts(decision.retryAfterSeconds);
    if (decision.delaySeconds > 0) await sleep(decision.delaySeconds * 1000);

    const user = await this.users
      .createQueryBuilder('user')
      .where('user.tenant_id = :tenantId', { tenantId })
      .andWhere('lower(user.email) = :email', { email: attempt.email })
      .getOne();
    // An unknown email is verified against a dummy hash, so it answers as late as a wrong password.
    const matches = await verifyPassword(credentials.password, user?.passwordHash);
    // Settled after the password work: concurrent attempts may have reached the limits meanwhile.
    const settled = await (user && matches ? this.limiter.succeeded(attempt) : this.limiter.failed(attempt));
    if (settled.blocked) throw tooManyLoginAttempts(settled.retryAfterSeconds);
    if (!user || !matches) throw new UnauthorizedException(INVALID_CREDENTIALS);
    // Said only to someone who knows the password, so it tells a stranger nothing about the email.
    if (user.deactivatedAt) throw new UserException('USER_DEACTIVATED');
    if (needsRehash(user.passwordHash)) await this.rehash(user, credentials.password);
    return this.jwt.sign({
      userId: user.id,
      role: user.role,
      tenantId: user.tenantId,
      tokenVersion: user.tokenVersion,
    });
  }

  /** The user of a verified token, or undefined when it no longer exists in that tenant. */
  async findUser(tenantId: number, userId: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ tenantId, id: userId });
  }

  /**
   * Stores the password's argon2id hash in place of `user`'s older one, unless the hash changed meanwhile (a reset).
   * A failure is logged, not answered: the login itself succeeded.
   */
  private async rehash(user: UserEntity, password: string): Promise<void> {
    try {
      await this.users.query(
        `UPDATE users SET password_hash = $1, updated_at = now()
          WHERE id = $2 AND tenant_id = $3 AND password_hash = $4`,
        [await hashPassword(password), user.id, user.tenantId, user.passwordHash],
      );
    } catch (error) {
      this.logger.warn(`Could not rehash the password of user ${user.id}: ${String(error)}`);
    }
  }
}
