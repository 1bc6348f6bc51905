import { BadRequestException, Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { KlaviyoIntakeResponse } from '@telehealth/schemas';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import { EmailService } from '../integrations/email/email.service.js';
import { checkRecoverLink, StorefrontLinks } from '../integrations/email/storefront-links.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';

@Controller('klaviyo')
export class KlaviyoController {
  constructor(
    private readonly email: EmailService,
    private readonly storefronts: StorefrontLinks,
  ) {}

  /**
   * POST /api/klaviyo/intake {email, recoverLink}: queues the email that lets the patient resume their intake.
   * The link must lead to this tenant's own storefront with `?restoresession=` a created value; anything else is
   * a 400 and nothing is queued. The email itself is sent by a background job.
   */
  @Post('intake')
  @HttpCode(200)
  async intake(@CurrentTenant() tenant: TenantEntity, @Body() body: unknown): Promise<KlaviyoIntakeResponse> {
    const request = validateRequest('KlaviyoIntakeRequest', body, 'body');
    const checked = checkRecoverLink(request.recoverLink, await this.storefronts.storefront(tenant));
    if (!checked.ok) {
      throw new BadRequestException({
        message: `Invalid body: ${checked.problem}`,
        errors: [{ path: '/recoverLink', message: checked.problem }],
      });
    }
    await this.email.queueIntakeRecover(tenant, request.email, request.recoverLink);
    return { queued: true };
  }
}
