import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { APP_INTERCEPTOR, HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';

import { AuditLogEntity } from './audit-log.entity.js';
import { AuditController } from './audit.controller.js';
import { AuditInterceptor } from './audit.interceptor.js';
import { AuditService } from './audit.service.js';

/**
 * The audit log. Global: any feature module can inject AuditService and name its handlers' resource with
 * @AuditPatientData. The AuditInterceptor is registered for every route; an onSend hook records the staff requests
 * (mask or login token) that never reached a handler (refused by a guard, or no such route), which no interceptor
 * sees.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntity])],
  controllers: [AuditController],
  providers: [AuditService, AuditInterceptor, { provide: APP_INTERCEPTOR, useExisting: AuditInterceptor }],
  exports: [AuditService],
})
export class AuditModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly interceptor: AuditInterceptor,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (!request.auditHandled && request.headers.authorization !== undefined) {
        request.auditHandled = true;
        await this.interceptor.recordRequest(request, reply.statusCode);
      }
      return payload;
    });
  }
}
