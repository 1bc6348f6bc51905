import { Body, Controller, Param, Req } from '@nestjs/common';
import type {
  AccountProfile,
  CardOnFile,
  ChangePasswordRequest,
  ChangePasswordResponse,
  LoginTokenPayload,
  Order,
  OrderIdPathParams,
  ReplaceCardRequest,
  UpdateAccountProfileRequest,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AccountService, PASSWORD_CHANGED } from './account.service.js';

/**
 * The customer's own account: every call acts for the token's customer (with a mask token, the customer an agent
 * acts as) in the request's tenant, and never takes a user id from the request.
 */
@Controller()
@AuditPatientData('account')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Route('GET /api/account/orders/{id}')
  async order(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() { id }: OrderIdPathParams,
  ): Promise<Order> {
    setAuditSubject(request, user.userId);
    return this.account.order(tenant.id, user.userId, id);
  }

  @Route('GET /api/account/profile')
  async profile(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
  ): Promise<AccountProfile> {
    setAuditSubject(request, user.userId);
    return this.account.profile(tenant.id, user.userId);
  }

  @Route('PUT /api/account/profile')
  async updateProfile(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Body() body: UpdateAccountProfileRequest,
  ): Promise<AccountProfile> {
    setAuditSubject(request, user.userId);
    return this.account.updateProfile(tenant.id, user.userId, body, {
      masquerade: Boolean(request.masquerade),
      ip: request.ip,
    });
  }

  @Route('GET /api/account/card')
  async card(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
  ): Promise<CardOnFile> {
    setAuditSubject(request, user.userId);
    return this.account.card(tenant.id, user.userId);
  }

  @Route('PUT /api/account/card')
  async replaceCard(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Body() body: ReplaceCardRequest,
  ): Promise<CardOnFile> {
    setAuditSubject(request, user.userId);
    return this.account.replaceCard(tenant.id, user.userId, body, {
      masquerade: Boolean(request.masquerade),
      ip: request.ip,
    });
  }

  @Route('POST /api/account/password')
  async changePassword(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Body() body: ChangePasswordRequest,
  ): Promise<ChangePasswordResponse> {
    setAuditSubject(request, user.userId);
    const token = await this.account.changePassword(tenant.id, user.userId, body, {
      masquerade: Boolean(request.masquerade),
      ip: request.ip,
    });
    return { message: PASSWORD_CHANGED, token };
  }
}
