import { BadRequestException, Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { KlaviyoIntakeResponse } from '@telehealth/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { CurrentTenant } from '../../common/decorators/current-tenant.decorator.js';
import { sendRetryAfter } from '../../common/rate-limit/sliding-window-limiter.js';
import { validateRequest } from '../../common/utils/validate-request.util.js';
import { checkRecoverLink, StorefrontLinks } from '../../email/storefront-links.js';
import type { TenantEntity } from '../../tenant/tenant.entity.js';
import { KlaviyoService } from './klaviyo.service.js';

@Controller('klaviyo')
export class KlaviyoController {
  constructor(
    private readonly klaviyo: KlaviyoService,
    private readonly storefronts: StorefrontLinks,
  ) {}

  /**
   * POST /api/klaviyo/intake {email, recoverLink}: queues the email that lets the patient resume their intake.
   * The link must lead to this tenant's own storefront with `?restoresession=` a created value (else 400), that of
   * an open intake: unpaid and no customer's (else 404, the same for every reason). At most 3 emails per intake
   * and per address, and 20 per client address, in an hour (else 429 with Retry-After). Nothing is queued unless
   * the answer is 200; the email itself is sent by a background job.
   */
  @Post('intake')
  @HttpCode(200)
  async intake(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<KlaviyoIntakeResponse> {
    const { email, recoverLink } = validateRequest('KlaviyoIntakeRequest', body, 'body');
    const checked = checkRecoverLink(recoverLink, await this.storefronts.storefront(tenant));
    if (!checked.ok) {
      throw new BadRequestException({
        message: `Invalid body: ${checked.problem}`,
        errors: [{ path: '/recoverLink', message: checked.problem }],
      });
    }
    try {
      await this.klaviyo.queueRecoverEmail(tenant, {
        email,
        recoverLink,
        created: checked.created,
        ip: request.ip,
      });
    } catch (error) {
      sendRetryAfter(reply, error);
      throw error;
    }
    return { queued: true };
  }
}
