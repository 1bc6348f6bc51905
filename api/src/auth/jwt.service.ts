import { randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { Role, SignedLoginTokenPayload, SignedMaskTokenPayload } from '@telehealth/schemas';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { signJwt, verifyAnyJwt, verifyJwt, type JwtCheck, type VerifiedToken } from './utils/jwt.js';

/** The current time in milliseconds; injectable so tests can sign and check tokens at other times. */
export type Clock = () => number;
export const AUTH_CLOCK = Symbol('AUTH_CLOCK');

/** Whom a login token is for. */
export interface LoginTokenSubject {
  userId: number;
  role: Role;
  tenantId: number;
  /**
   * The user's `users.token_version` now (0 for a user whose logins were never revoked). Raising it refuses every
   * token signed with an older one (AuthGuard).
   */
  tokenVersion?: number;
}

/**
 * Signs and verifies login tokens (HS256 with JWT_SECRET, lifetime JWT_TTL_SECONDS) and mask tokens (same key,
 * lifetime MASK_TOKEN_TTL_SECONDS). Tokens are judged by this server's clock: expired, issued in the future or
 * living longer than configured are refused (utils/jwt.ts).
 */
@Injectable()
export class JwtService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUTH_CLOCK) private readonly clock: Clock,
  ) {}

  sign(user: LoginTokenSubject): Promise<string> {
    const iat = Math.floor(this.clock() / 1000);
    const payload: SignedLoginTokenPayload = {
      userId: user.userId,
      role: user.role,
      tenant_id: user.tenantId,
      tokenVersion: user.tokenVersion ?? 0,
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
      // Its own id: two views of one customer by one staff member in one second are two tokens, ended apart.
      sid: randomBytes(16).toString('base64url'),
      tenant_id: mask.tenantId,
      iat,
      exp: iat + this.config.maskTokenTtlSeconds,
    };
    return { token: await signJwt(payload, this.config.jwtSecret), payload };
  }

  /** The payload of a valid, unexpired login token; rejects with a JwtError saying why a token is refused. */
  verify(token: string): Promise<SignedLoginTokenPayload> {
    return verifyJwt(token, this.check());
  }

  /** A valid, unexpired login or mask token; rejects with a JwtError saying why a token is refused. */
  verifyAny(token: string): Promise<VerifiedToken> {
    return verifyAnyJwt(token, this.check());
  }

  private check(): JwtCheck {
    return {
      secret: this.config.jwtSecret,
      nowSeconds: Math.floor(this.clock() / 1000),
      lifetimes: { login: this.config.jwtTtlSeconds, mask: this.config.maskTokenTtlSeconds },
    };
  }
}
