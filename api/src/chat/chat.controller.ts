import { Body, Controller, type MessageEvent, Param, Query, Req, UseGuards } from '@nestjs/common';
import type {
  ChatInboxQuery,
  ChatInboxResponse,
  ChatMessage,
  ChatMessageListResponse,
  ChatMessageRequest,
  ChatReadQuery,
  ChatReadResponse,
  ChatThreadListResponse,
  ChatThreadPathParams,
  ChatThreadsQuery,
  ChatUnreadResponse,
  CreateChatThreadRequest,
  CreateChatThreadResponse,
  LoginTokenPayload,
  UserIdPathParams,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { ChatEventsService } from './chat-events.service.js';
import { ChatStreamGuard, lastEventIdOf } from './chat-stream.guard.js';
import { ChatService } from './chat.service.js';

/**
 * Chat between a customer and the tenant's care team. Customers use their own threads (another customer's thread
 * is a 404); staff (admins, agents) any thread of the tenant. Staff access is audited (resource 'chat').
 */
@Controller()
@AuditPatientData('chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly events: ChatEventsService,
  ) {}

  @Route('GET /api/chat/threads')
  threads(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Query() { userId }: ChatThreadsQuery,
  ): Promise<ChatThreadListResponse> {
    setAuditSubject(request, userId === undefined ? null : Number(userId));
    return this.chat.threads(tenant.id, user, userId);
  }

  @Route('POST /api/chat/threads')
  async createThread(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Body() body: CreateChatThreadRequest,
  ): Promise<CreateChatThreadResponse> {
    const created = await this.chat.createThread(tenant.id, user, body);
    setAuditSubject(request, created.thread.customerUserId);
    return created;
  }

  @Route('GET /api/chat/threads/{id}/messages')
  async messages(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() { id }: ChatThreadPathParams,
  ): Promise<ChatMessageListResponse> {
    const { customerUserId, messages } = await this.chat.messages(tenant.id, user, id);
    setAuditSubject(request, customerUserId);
    return messages;
  }

  @Route('POST /api/chat/threads/{id}/messages')
  async post(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() { id }: ChatThreadPathParams,
    @Body() { body: text, attachments }: ChatMessageRequest,
  ): Promise<ChatMessage> {
    const { customerUserId, message } = await this.chat.post(tenant.id, user, id, text, attachments);
    setAuditSubject(request, customerUserId);
    return message;
  }

  @Route('GET /api/chat/unread')
  async unread(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
  ): Promise<ChatUnreadResponse> {
    return { count: await this.chat.unread(tenant.id, user) };
  }

  /** The customer's live events (server-sent events); ChatStreamGuard refuses mask tokens and a bad Last-Event-ID. */
  @Route('GET /api/chat/events')
  @UseGuards(ChatStreamGuard)
  events$(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
  ): Observable<MessageEvent> {
    return this.events.stream({
      tenantId: tenant.id,
      userId: user.userId,
      customerUserId: user.userId,
      lastEventId: lastEventIdOf(request),
      endsAt: user.exp * 1000,
    });
  }

  /**
   * Spec section 7: marks read the messages addressed to user {id} (staff: to the care team, all customers' with
   * their own id, one customer's with the customer's id; ?threadId= one thread).
   */
  @Route('PUT /api/chat/read/{id}')
  async markRead(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() { id }: UserIdPathParams,
    @Query() { threadId }: ChatReadQuery,
  ): Promise<ChatReadResponse> {
    setAuditSubject(request, Number(id));
    const { message, customerUserId } = await this.chat.markRead(tenant.id, user, id, threadId);
    // Staff marking the shared inbox read touched the customer of the thread (or of {id}); all customers: none.
    setAuditSubject(request, customerUserId);
    return { message };
  }

  /** The care team's inbox (staff only by the contract): threads of every customer of the tenant. */
  @Route('GET /api/chat/inbox')
  inbox(@CurrentTenant() tenant: TenantEntity, @Query() query: ChatInboxQuery): Promise<ChatInboxResponse> {
    return this.chat.inbox(tenant.id, query);
  }

  /**
   * The care team's live events (server-sent events): every thread of the tenant. Staff logins only (the contract
   * refuses customers and mask tokens); ChatStreamGuard refuses a bad Last-Event-ID and too many streams.
   */
  @Route('GET /api/chat/inbox/events')
  @UseGuards(ChatStreamGuard)
  inboxEvents$(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
  ): Observable<MessageEvent> {
    return this.events.stream({
      tenantId: tenant.id,
      userId: user.userId,
      customerUserId: null,
      lastEventId: lastEventIdOf(request),
      endsAt: user.exp * 1000,
    });
  }
}
