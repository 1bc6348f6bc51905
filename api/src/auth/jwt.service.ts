import { Inject, Injectable } from '@nestjs/common';
import type { LoginTokenPayload, Role, SignedMaskTokenPayload } from '@telehealth/schemas';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { signJwt, verifyAnyJwt, verifyJwt, type VerifiedToken } from './utils/jwt.js';

/** The current time in milliseconds; injectable so tests can sign and check tokens at other times. */
export type Clock = () => number;
export const AUTH_CLOCK = Symbol('AUTH_CLOCK');

/**
 * Signs and verifies login tokens (HS256 with JWT_SECRET, lifetime JWT_TTL_SECONDS) and mask tokens (same key,
 * lifetime MASK_TOKEN_TTL_SECONDS).
 */
@Injectable()
export class JwtService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUTH_CLOCK) private readonly clock: Clock,
  ) {}

  sign(user: { userId: number; role: Role; tenantId: number }): Promise<string> {
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

  /** A mask token: the staff user `masqueradeId` acting as the customer `customerId` of `tenantId`. */
  async signMask(mask: { customerId: number; masqueradeId: number; tenantId: number }): Promise<{
    token: string;
    payload: SignedMaskTokenPayload;
  }> {
    const iat = Math.floor(this.clock() / 1000);
    const payload: SignedMaskTokenPayload = {
      userId: mask.customerId,
      masqueradeId: mask.masqueradeId,
      tenant_id: mask.tenantId,
      iat,
      exp: iat + this.config.maskTokenTtlSeconds,
    };
    return { token: await signJwt(payload, this.config.jwtSecret), payload };
  }

  /** The payload of a valid, unexpired login token; rejects with a JwtError saying why a token is refused. */
  verify(token: string): Promise<LoginTokenPayload> {
    return verifyJwt(token, this.config.jwtSecret, Math.floor(this.clock() / 1000));
  }

  /** A valid, unexpired login or mask token; rejects with a JwtError saying why a token is refused. */
  verifyAny(token: string): Promise<VerifiedToken> {
    return verifyAnyJwt(token, this.config.jwtSecret, Math.floor(this.clock() / 1000));
  }
}
