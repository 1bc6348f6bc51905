import { Module } from '@nestjs/common';

import { FlowAdminController } from './flow-admin.controller.js';
import { FlowAdminService } from './flow-admin.service.js';

/** The admins' flow versions under /api/admin/flows (drafts, publishing, import and export). */
@Module({
  controllers: [FlowAdminController],
  providers: [FlowAdminService],
  exports: [FlowAdminService],
})
export class FlowAdminModule {}
