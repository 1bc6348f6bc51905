import { Module } from '@nestjs/common';

import { CrmService } from './crm.service.js';
import { KonnektiveController } from './konnektive.controller.js';

/** The order management system (sandbox): recurring orders of subscription sales and their lookup. */
@Module({ controllers: [KonnektiveController], providers: [CrmService], exports: [CrmService] })
export class CrmModule {}
