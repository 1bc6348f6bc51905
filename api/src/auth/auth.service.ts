import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcryptjs';
import type { Repository } from 'typeorm';

import { UserEntity } from '../user/user.entity.js';
import type { LoginRequest } from './dto/login.dto.js';
import { JwtService } from './jwt.service.js';
import { LoginRateLimiter } from './login-rate-limiter.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Raised when the login rate limit blocks an attempt; the controller sends Retry-After. */
export class TooManyLoginAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      `Too many failed login attempts; try again in ${retryAfterSeconds} seconds`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * A bcrypt hash of a random string, compared against when the email is unknown so that answering takes as
 * long as for a wrong password. Same cost as the stored hashes (the seed uses 12 rounds).
 */
const DUMMY_HASH = '$2b$12$zhwG/GrKZ6M5UssVBVTkXesCNYCMbbT4ylbHOYGE.o0MJjp5hBA5K';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly jwt: JwtService,
    private readonly limiter: LoginRateLimiter,
  ) {}

  /** A login token for the tenant's user with these credentials; 401 otherwise, 429 when rate limited. */
  async login(tenantId: number, credentials: LoginRequest, ip: string): Promise<string> {
    const key = { tenantId, email: credentials.email.toLowerCase(), ip };
    const decision = await this.limiter.check(key);
    if (decision.blocked) throw new TooManyLoginAttemptsException(decision.retryAfterSeconds);

    const user = await this.users
      .createQueryBuilder('user')
      .where('user.tenant_id = :tenantId', { tenantId })
      .andWhere('lower(user.email) = :email', { email: key.email })
      .getOne();
    const matches = await bcrypt.compare(credentials.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !matches) {
      await this.limiter.recordFailure(key);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.limiter.recordSuccess(key);
    return this.jwt.sign({ userId: user.id, role: user.role, tenantId: user.tenantId });
  }

  /** The user of a verified token, or undefined when it no longer exists in that tenant. */
  async findUser(tenantId: number, userId: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ tenantId, id: userId });
  }
}
