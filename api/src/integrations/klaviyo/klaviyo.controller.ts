import { Body, Controller, Req } from '@nestjs/common';
import type { KlaviyoIntakeRequest, KlaviyoIntakeResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentTenant } from '../../common/decorators/current-tenant.decorator.js';
import { InvalidRequestException } from '../../common/exceptions/request.exception.js';
import { Route } from '../../common/route/route.decorator.js';
import { checkRecoverLink, StorefrontLinks } from '../../email/storefront-links.js';
import type { TenantEntity } from '../../tenant/tenant.entity.js';
import { KlaviyoService } from './klaviyo.service.js';

@Controller()
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
  @Route('POST /api/klaviyo/intake')
  async intake(
    @CurrentTenant() tenant: TenantEntity,
    @Body() { email, recoverLink }: KlaviyoIntakeRequest,
    @Req() request: FastifyRequest,
  ): Promise<KlaviyoIntakeResponse> {
    const checked = checkRecoverLink(recoverLink, await this.storefronts.storefront(tenant));
    if (!checked.ok)
      throw new InvalidRequestException('body', [{ path: '/recoverLink', message: checked.problem }]);
    await this.klaviyo.queueRecoverEmail(tenant, {
      email,
      recoverLink,
      created: checked.created,
      ip: request.ip,
    });
    return { queued: true };
  }
}
