import { Module } from '@nestjs/common';

import { FlowAdminController } from './flow-admin.controller.js';
import { FlowAdminService } from './flow-admin.service.js';
import { FlowDropOffService } from './flow-drop-off.service.js';

/**
 * The admins' flow versions under /api/admin/flows (drafts, publishing, import and export, drop-off figures).
 */
@Module({
  controllers: [FlowAdminController],
  providers: [FlowAdminService, FlowDropOffService],
  exports: [FlowAdminService],
})
export class FlowAdminModule {}
