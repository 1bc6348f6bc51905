import { Body, Controller, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import type {
  ChatMessage,
  ChatMessageListResponse,
  ChatReadResponse,
  ChatThreadListResponse,
  ChatUnreadResponse,
  CreateChatThreadResponse,
  LoginTokenPayload,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { Authenticated } from '../auth/decorators/authenticated.decorator.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { ChatService } from './chat.service.js';

/**
 * Chat between a customer and the tenant's care team. Customers use their own threads (another customer's thread
 * is a 404); staff (admins, agents) any thread of the tenant. Staff access is audited (resource 'chat').
 */
@Controller('chat')
@Authenticated()
@AuditPatientData('chat')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Get('threads')
  threads(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Query() query: unknown,
  ): Promise<ChatThreadListResponse> {
    const { userId } = validateRequest('ChatThreadsQuery', query, 'query string');
    setAuditSubject(request, userId === undefined ? null : Number(userId));
    return this.chat.threads(tenant.id, user, userId);
  }

  @Post('threads')
  async createThread(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Body() body: unknown,
  ): Promise<CreateChatThreadResponse> {
    const created = await this.chat.createThread(
      tenant.id,
      user,
      validateRequest('CreateChatThreadRequest', body, 'body'),
    );
    setAuditSubject(request, created.thread.customerUserId);
    return created;
  }

  @Get('threads/:id/messages')
  async messages(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: unknown,
  ): Promise<ChatMessageListResponse> {
    const { id } = validateRequest('ChatThreadPathParams', params, 'path parameters');
    const { customerUserId, messages } = await this.chat.messages(tenant.id, user, id);
    setAuditSubject(request, customerUserId);
    return messages;
  }

  @Post('threads/:id/messages')
  async post(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<ChatMessage> {
    const { id } = validateRequest('ChatThreadPathParams', params, 'path parameters');
    const { body: text } = validateRequest('ChatMessageRequest', body, 'body');
    const { customerUserId, message } = await this.chat.post(tenant.id, user, id, text);
    setAuditSubject(request, customerUserId);
    return message;
  }

  @Get('unread')
  async unread(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
  ): Promise<ChatUnreadResponse> {
    return { count: await this.chat.unread(tenant.id, user) };
  }

  /** Spec section 7: marks read the messages addressed to user {id}. */
  @Put('read/:id')
  markRead(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: unknown,
  ): Promise<ChatReadResponse> {
    const { id } = validateRequest('UserIdPathParams', params, 'path parameters');
    setAuditSubject(request, Number(id));
    return this.chat.markRead(tenant.id, user, id);
  }
}
