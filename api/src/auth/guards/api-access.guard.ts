import { createHash, timingSafeEqual } from 'node:crypto';

import {
  BadRequestException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { TenantEntity } from '../../tenant/tenant.entity.js';
import { TenantService } from '../../tenant/tenant.service.js';
import { routeOf } from '../../common/route/route.decorator.js';
import { parseBearer } from '../utils/bearer-token.util.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of the `Tenant` header, set by ApiAccessGuard; handlers take it with @CurrentTenant(). */
    tenant?: TenantEntity;
  }
}

const MAX_TENANT_ID = 2_147_483_647;

/**
 * Every route needs the shared secret in the `Token` header (else 401) and an existing tenant id in the
 * `Tenant` header (else 400 or 404), unless its access in the route contract is `none` (neither), `token` (no
 * Tenant) or `metrics` (neither, but the metrics token as a Bearer token, else 401). The tenant is then available to the handler through @CurrentTenant(). Registered first among the
 * global guards; AuthGuard then checks the login the access asks for.
 */
@Injectable()
export class ApiAccessGuard implements CanActivate {
  private readonly tokenDigest: Buffer;
  private readonly metricsTokenDigest: Buffer;

  constructor(
    private readonly reflector: Reflector,
    private readonly tenants: TenantService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tokenDigest = digest(config.apiSharedToken);
    this.metricsTokenDigest = digest(config.metricsToken);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { access } = routeOf(this.reflector, context);
    const request = context.switchToHttp().getRequest<FastifyRequest>();

    if (access === 'metrics') {
      const bearer = parseBearer(request.headers.authorization);
      if (!bearer.ok || !timingSafeEqual(digest(bearer.token), this.metricsTokenDigest)) {
        throw new UnauthorizedException('Missing or invalid metrics token');
      }
      return true;
    }

    if (access !== 'none') {
      const token = request.headers['token'];
      // Comparing digests keeps the comparison constant-time whatever the length of what was sent.
      if (typeof token !== 'string' || !timingSafeEqual(digest(token), this.tokenDigest)) {
        throw new UnauthorizedException('Missing or invalid Token header');
      }
    }

    if (access !== 'none' && access !== 'token') {
      const header = request.headers['tenant'];
      if (header === undefined || header === '') throw new BadRequestException('Missing Tenant header');
      if (
        typeof header !== 'string' ||
        !/^[1-9]\d{0,9}$/.test(header.trim()) ||
        Number(header) > MAX_TENANT_ID
      ) {
        throw new BadRequestException('Tenant header must be a tenant id');
      }
      const tenantId = Number(header);
      const tenant = await this.tenants.findById(tenantId);
      if (!tenant) throw new NotFoundException(`Unknown tenant: ${tenantId}`);
      request.tenant = tenant;
    }
    return true;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
