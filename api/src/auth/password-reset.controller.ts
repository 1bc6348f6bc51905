import { Body, Controller, Req } from '@nestjs/common';
import type {
  RecoverPasswordRequest,
  RecoverPasswordResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { InvalidRequestException } from '../common/exceptions/request.exception.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { JwtService } from './jwt.service.js';
import {
  PasswordResetService,
  RECOVER_MESSAGE,
  RESET_MESSAGE,
  SET_PASSWORD_MESSAGE,
} from './password-reset.service.js';
import { trimmedEmail } from './utils/trimmed-email.util.js';

/**
 * The byte limit of bcrypt, the former hash: kept so that every password set here or by an admin has the same
 * bounds (argon2id itself has none).
 */
const MAX_PASSWORD_BYTES = 72;

@Controller()
export class PasswordResetController {
  constructor(
    private readonly passwordReset: PasswordResetService,
    private readonly jwt: JwtService,
  ) {}

  /**
   * POST /api/auth/recover {email}: emails a reset link if the email is a user's of this tenant; always the same
   * answer. 429 with Retry-After past 3 requests per email or 10 per IP in 15 minutes.
   */
  @Route('POST /api/auth/recover', { normalize: { body: trimmedEmail } })
  async recover(
    @CurrentTenant() tenant: TenantEntity,
    @Body() { email }: RecoverPasswordRequest,
    @Req() request: FastifyRequest,
  ): Promise<RecoverPasswordResponse> {
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
    await this.passwordReset.recover(tenant, email, request.ip, origin);
    return { message: RECOVER_MESSAGE };
  }

  /**
   * POST /api/auth/reset {token, password}: sets the password with a password link's token, once, and ends every
   * login of the user signed before. A new customer's set-password link also logs them in (they just proved they
   * own the mailbox the order named).
   */
  @Route('POST /api/auth/reset')
  async reset(
    @CurrentTenant() tenant: TenantEntity,
    @Body() { token, password }: ResetPasswordRequest,
  ): Promise<ResetPasswordResponse> {
    if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
      const message = `must be at most ${MAX_PASSWORD_BYTES} bytes long`;
      throw new InvalidRequestException('body', [{ path: '/password', message }]);
    }
    const { purpose, user } = await this.passwordReset.reset(tenant, token, password);
    if (purpose === 'reset') return { message: RESET_MESSAGE, purpose };
    const login = await this.jwt.sign(user);
    return { message: SET_PASSWORD_MESSAGE, purpose, token: login };
  }
}
