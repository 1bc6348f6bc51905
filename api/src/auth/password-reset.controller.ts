import { BadRequestException, Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { RecoverPasswordResponse, ResetPasswordResponse } from '@telehealth/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import {
  PasswordResetService,
  RECOVER_MESSAGE,
  RESET_MESSAGE,
  TooManyRecoverRequestsException,
} from './password-reset.service.js';

/**
 * The byte limit of bcrypt, the former hash: kept so that every password set here or by an admin has the same
 * bounds (argon2id itself has none).
 */
const MAX_PASSWORD_BYTES = 72;

@Controller('auth')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  /**
   * POST /api/auth/recover {email}: emails a reset link if the email is a user's of this tenant; always the same
   * answer. 429 with Retry-After past 3 requests per email or 10 per IP in 15 minutes.
   */
  @Post('recover')
  @HttpCode(200)
  async recover(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RecoverPasswordResponse> {
    const fields = body as Record<string, unknown> | null;
    // Surrounding spaces are a typing slip, not a different address.
    const trimmed =
      typeof fields === 'object' &&
      fields !== null &&
      !Array.isArray(fields) &&
      typeof fields.email === 'string'
        ? { ...fields, email: fields.email.trim() }
        : body;
    const { email } = validateRequest('RecoverPasswordRequest', trimmed, 'body');
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
    try {
      await this.passwordReset.recover(tenant, email, request.ip, origin);
    } catch (error) {
      if (error instanceof TooManyRecoverRequestsException) {
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    }
    return { message: RECOVER_MESSAGE };
  }

  /** POST /api/auth/reset {token, password}: sets the password with a reset link's token, once. */
  @Post('reset')
  @HttpCode(200)
  async reset(@CurrentTenant() tenant: TenantEntity, @Body() body: unknown): Promise<ResetPasswordResponse> {
    const { token, password } = validateRequest('ResetPasswordRequest', body, 'body');
    if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
      const message = `password must be at most ${MAX_PASSWORD_BYTES} bytes long`;
      throw new BadRequestException({
        message: `Invalid body: ${message}`,
        errors: [{ path: '/password', message }],
      });
    }
    await this.passwordReset.reset(tenant, token, password);
    return { message: RESET_MESSAGE };
  }
}
