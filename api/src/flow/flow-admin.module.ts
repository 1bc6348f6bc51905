import { Module } from '@nestjs/common';

import { FlowAdminController } from './flow-admin.controller.js';
import { FlowAdminService } from './flow-admin.service.js';
import { FlowDropOffService } from './flow-drop-off.service.js';
import { FlowEnginePool } from './flow-engine-pool.service.js';

/**
 * The admins' flow versions under /api/admin/flows (drafts, publishing, import and export, drop-off figures); the
 * engine's work on their documents runs on FlowEnginePool's worker threads.
 */
@Module({
  controllers: [FlowAdminController],
  providers: [FlowAdminService, FlowDropOffService, FlowEnginePool],
  exports: [FlowAdminService],
})
export class FlowAdminModule {}
