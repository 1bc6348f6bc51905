import { Inject, Injectable } from '@nestjs/common';
import type { LoginTokenPayload, Role } from '@telehealth/schemas';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { signJwt, verifyJwt } from './utils/jwt.js';

/** The current time in milliseconds; injectable so tests can sign and check tokens at other times. */
export type Clock = () => number;
export const AUTH_CLOCK = Symbol('AUTH_CLOCK');

/** Signs and verifies login tokens (HS256 with JWT_SECRET, lifetime JWT_TTL_SECONDS). */
@Injectable()
export class JwtService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUTH_CLOCK) private readonly clock: Clock,
  ) {}

  sign(user: { userId: number; role: Role; tenantId: number }): string {
    const iat = Math.floor(this.clock() / 1000);
    const payload: LoginTokenPayload = {
      userId: user.userId,
      role: user.role,
      tenant_id: user.tenantId,
      iat,
      exp: iat + this.config.jwtTtlSeconds,
    };
    return signJwt(payload, this.config.jwtSecret);
  }

  /** The payload of a valid, unexpired token; throws a JwtError saying why a token is refused. */
  verify(token: string): LoginTokenPayload {
    return verifyJwt(token, this.config.jwtSecret, Math.floor(this.clock() / 1000));
  }
}
