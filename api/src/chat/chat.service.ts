import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type ChatInboxQuery,
  type ChatInboxResponse,
  type ChatMessage,
  type ChatReadResponse,
  type ChatThread,
  type CreateChatThreadRequest,
  isStaffRole,
  type LoginTokenPayload,
  STAFF_ROLES,
  UserRole,
} from '@telehealth/schemas';
import { DataSource, type EntityManager } from 'typeorm';

import { InvalidRequestException } from '../common/exceptions/request.exception.js';
import { containsPattern, paging, searchId } from '../common/utils/paging.util.js';
import { AccountEmails } from '../email/account-emails.service.js';
import { UploadService } from '../upload/upload.service.js';
import { UserEntity } from '../user/user.entity.js';
import { ChatAttachmentEntity } from './chat-attachment.entity.js';
import { ChatMessageEntity } from './chat-message.entity.js';
import { ChatThreadEntity } from './chat-thread.entity.js';
import { ChatException } from './chat.exception.js';

/** The Postgres NOTIFY channel of new chat messages; the payload is JSON {tenantId, threadId, messageId}. */
export const CHAT_MESSAGE_CHANNEL = 'chat_message';

/**
 * The Postgres NOTIFY channel of read marks: of a customer's messages (those from the care team), payload JSON
 * {tenantId, customerUserId}; of the care team's (customers' messages, marked by staff), {tenantId, careTeam: true}.
 */
export const CHAT_READ_CHANNEL = 'chat_read';

/** The most messages a reconnecting event stream is sent at once (it refetches when there may be more). */
export const MAX_REPLAYED_MESSAGES = 200;

/** How many characters of the last message the inbox shows (then an ellipsis). */
export const INBOX_PREVIEW_LENGTH = 140;

/** Longest message, counted after trimming. */
export const MAX_MESSAGE_LENGTH = 5000;

/**
 * SQL condition on chat_messages `m` for messages addressed to the caller: to a customer, the staff's messages
 * (sender_role 0 or 2); to staff, the customers' messages (sender_role 1).
 */
const addressedTo = (role: LoginTokenPayload['role']): string =>
  isStaffRole(role) ? `m.sender_role = ${UserRole.Customer}` : `m.sender_role IN (${STAFF_ROLES.join(', ')})`;

/** A message text trimmed, or a 400 naming the field when it is too long once trimmed. */
export function trimmedBody(body: string, path = '/body'): string {
  const trimmed = body.trim();
  if (trimmed.length > MAX_MESSAGE_LENGTH) {
    const message = `must be at most ${MAX_MESSAGE_LENGTH} characters once trimmed, got ${trimmed.length}`;
    throw new InvalidRequestException('body', [{ path, message }]);
  }
  return trimmed;
}

interface InboxRow {
  id: number;
  subject: string;
  last_message_at: Date;
  customer_id: number;
  email: string;
  name: string | null;
  unread: number;
  message_id: number | null;
  preview: string | null;
  long: boolean | null;
  sender_role: 0 | 1 | 2 | null;
  sender_user_id: number | null;
  sent_at: Date | null;
}

interface ThreadRow {
  id: number;
  customer_user_id: number;
  subject: string;
  created_at: Date;
  last_message_at: Date;
  unread: string;
}

@Injectable()
export class ChatService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accountEmails: AccountEmails,
    private readonly uploads: UploadService,
  ) {}

  /**
   * GET /api/chat/threads: a customer's own threads; staff see the tenant's threads, or one customer's with
   * `userId`. Most recently active first, each with the count of messages to the caller not yet read.
   */
  async threads(
    tenantId: number,
    caller: LoginTokenPayload,
    userId: string | undefined,
  ): Promise<ChatThread[]> {
    let customerId: number | null = userId === undefined ? null : Number(userId);
    if (!isStaffRole(caller.role)) {
      if (customerId !== null && customerId !== caller.userId) {
        throw new ForbiddenException(
          `A customer can only see their own chat threads, not those of user ${userId}`,
        );
      }
      customerId = caller.userId;
    }
    const rows = (await this.dataSource.query(
      `SELECT t.id, t.customer_user_id, t.subject, t.created_at, t.last_message_at,
              (SELECT count(*) FROM chat_messages m
                WHERE m.thread_id = t.id AND m.tenant_id = t.tenant_id AND m.read_at IS NULL
                  AND ${addressedTo(caller.role)}) AS unread
       FROM chat_threads t
       WHERE t.tenant_id = $1 AND ($2::integer IS NULL OR t.customer_user_id = $2)
       ORDER BY t.last_message_at DESC, t.id DESC`,
      [tenantId, customerId],
    )) as ThreadRow[];
    return rows.map((row) => ({
      id: row.id,
      customerUserId: row.customer_user_id,
      subject: row.subject,
      createdAt: row.created_at.toISOString(),
      lastMessageAt: row.last_message_at.toISOString(),
      unreadCount: Number(row.unread),
    }));
  }

  /**
   * GET /api/chat/inbox (staff): one page of the tenant's threads, most recently active first, each with its
   * customer, last message and the count of the customer's messages the care team has not read. `q` matches the
   * customer's email or name (contains) or id; `unread=true` keeps threads with such messages; `threadId` one thread.
   */
  async inbox(tenantId: number, query: ChatInboxQuery): Promise<ChatInboxResponse> {
    const { page, pageSize, offset } = paging(query);
    const params: unknown[] = [tenantId];
    const where = ['t.tenant_id = $1'];
    const q = query.q?.trim();
    if (q) {
      params.push(containsPattern(q));
      const p = `$${params.length}`;
      const matches = [`u.email ILIKE ${p}`, `named.name ILIKE ${p}`];
      const id = searchId(q);
      if (id !== null) {
        params.push(id);
        matches.push(`u.id = $${params.length}`);
      }
      where.push(`(${matches.join(' OR ')})`);
    }
    if (query.unread === 'true') where.push('unread.n > 0');
    if (query.threadId !== undefined) {
      params.push(Number(query.threadId));
      where.push(`t.id = $${params.length}`);
    }
    // The customer's name: their profile's, else the newest order's shipping name.
    const from = `
      FROM chat_threads t
      JOIN users u ON u.id = t.customer_user_id AND u.tenant_id = t.tenant_id
      LEFT JOIN LATERAL (
        SELECT coalesce(
          nullif(btrim(concat_ws(' ', u.profile->>'firstName', u.profile->>'lastName')), ''),
          (SELECT nullif(btrim(concat_ws(' ', o.shipping->>'firstName', o.shipping->>'lastName')), '')
             FROM orders o WHERE o.tenant_id = u.tenant_id AND o.user_id = u.id AND o.shipping IS NOT NULL
            ORDER BY o.created_at DESC, o.id DESC LIMIT 1)
        ) AS name
      ) named ON true
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS n FROM chat_messages m
         WHERE m.thread_id = t.id AND m.tenant_id = t.tenant_id AND m.read_at IS NULL
           AND m.sender_role = ${UserRole.Customer}
      ) unread ON true`;
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total ${from} ${whereSql}`,
      params,
    )) as [{ total: number }];
    const rows = (await this.dataSource.query(
      `SELECT t.id, t.subject, t.last_message_at, u.id AS customer_id, u.email, named.name, unread.n AS unread,
              last.id AS message_id, left(last.body, ${INBOX_PREVIEW_LENGTH}) AS preview,
              char_length(last.body) > ${INBOX_PREVIEW_LENGTH} AS long,
              last.sender_role, last.sender_user_id, last.sent_at
       ${from}
       LEFT JOIN LATERAL (
         SELECT m.id, m.body, m.sender_role, m.sender_user_id, m.sent_at FROM chat_messages m
          WHERE m.thread_id = t.id AND m.tenant_id = t.tenant_id ORDER BY m.id DESC LIMIT 1
       ) last ON true
       ${whereSql}
       ORDER BY t.last_message_at DESC, t.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, offset],
    )) as InboxRow[];
    return {
      items: rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        customer: { id: row.customer_id, email: row.email, name: row.name },
        lastMessageAt: row.last_message_at.toISOString(),
        lastMessage:
          row.message_id === null
            ? null
            : {
                id: row.message_id,
                preview: row.long ? `${row.preview!.trimEnd()}…` : row.preview!,
                senderRole: row.sender_role!,
                senderUserId: row.sender_user_id!,
                sentAt: row.sent_at!.toISOString(),
              },
        unreadCount: row.unread,
      })),
      total,
      page,
      pageSize,
    };
  }

  /**
   * POST /api/chat/threads: a new thread with its first message. A customer opens one for themself; staff name
   * the customer (a customer of the tenant).
   */
  async createThread(
    tenantId: number,
    caller: LoginTokenPayload,
    request: CreateChatThreadRequest,
  ): Promise<{ thread: ChatThread; message: ChatMessage }> {
    const subject = request.subject.trim();
    const body = trimmedBody(request.body);
    let customerId: number;
    if (isStaffRole(caller.role)) {
      if (request.userId === undefined) {
        throw new InvalidRequestException('body', [
          { path: '/userId', message: 'is required when staff open a thread (the customer to write to)' },
        ]);
      }
      const customer = await this.dataSource
        .getRepository(UserEntity)
        .findOneBy({ tenantId, id: request.userId, role: UserRole.Customer });
      if (!customer) throw new NotFoundException(`Unknown customer: ${request.userId}`);
      customerId = customer.id;
    } else {
      if (request.userId !== undefined && request.userId !== caller.userId) {
        throw new ForbiddenException(
          `A customer can only open a thread for themself, not for user ${request.userId}`,
        );
      }
      customerId = caller.userId;
    }

    return this.dataSource.transaction(async (manager) => {
      const thread = await manager
        .getRepository(ChatThreadEntity)
        .save(
          manager.getRepository(ChatThreadEntity).create({ tenantId, customerUserId: customerId, subject }),
        );
      const message = await this.insertMessage(manager, thread, caller, body, request.attachments ?? []);
      return { thread: toThread(thread, 0), message };
    });
  }

  /**
   * A customer's message to the care team in the caller's transaction: posted to their thread with `subject`, opened
   * when they have none (the cancellation flow's "talk to the care team"). Answers the thread's id.
   */
  async postToSubjectThread(
    manager: EntityManager,
    tenantId: number,
    caller: LoginTokenPayload,
    subject: string,
    text: string,
  ): Promise<number> {
    const threads = manager.getRepository(ChatThreadEntity);
    const thread =
      (await threads.findOne({
        where: { tenantId, customerUserId: caller.userId, subject },
        order: { id: 'DESC' },
      })) ?? (await threads.save(threads.create({ tenantId, customerUserId: caller.userId, subject })));
    await this.insertMessage(manager, thread, caller, trimmedBody(text), []);
    return thread.id;
  }

  /** GET /api/chat/threads/:id/messages: the thread's messages, oldest first. */
  async messages(
    tenantId: number,
    caller: LoginTokenPayload,
    threadId: string,
  ): Promise<{ customerUserId: number; messages: ChatMessage[] }> {
    const thread = await this.thread(this.dataSource.manager, tenantId, caller, threadId);
    const rows = await this.dataSource
      .getRepository(ChatMessageEntity)
      .find({ where: { tenantId, threadId: thread.id }, order: { id: 'ASC' } });
    return { customerUserId: thread.customerUserId, messages: await this.withAttachments(rows) };
  }

  /** POST /api/chat/threads/:id/messages: a new message from the caller, announced on the NOTIFY channel. */
  async post(
    tenantId: number,
    caller: LoginTokenPayload,
    threadId: string,
    text: string,
    attachments: readonly string[] = [],
  ): Promise<{ customerUserId: number; message: ChatMessage }> {
    const body = trimmedBody(text);
    return this.dataSource.transaction(async (manager) => {
      const thread = await this.thread(manager, tenantId, caller, threadId, true);
      return {
        customerUserId: thread.customerUserId,
        message: await this.insertMessage(manager, thread, caller, body, attachments),
      };
    });
  }

  /**
   * A new message for the event streams (the NOTIFY payload names it): the message with its thread's customer, or
   * null when the tenant has no such message.
   */
  async messageEvent(
    tenantId: number,
    messageId: number,
  ): Promise<{ customerUserId: number; message: ChatMessage } | null> {
    const row = await this.dataSource
      .getRepository(ChatMessageEntity)
      .findOne({ where: { tenantId, id: messageId }, relations: { thread: true } });
    if (!row?.thread) return null;
    const [message] = await this.withAttachments([row]);
    return { customerUserId: row.thread.customerUserId, message: message! };
  }

  /**
   * The messages of a customer's threads (null: of every thread of the tenant, the care team's inbox) after message
   * `afterId`, oldest first (at most MAX_REPLAYED_MESSAGES).
   */
  async messagesAfter(
    tenantId: number,
    customerUserId: number | null,
    afterId: number,
  ): Promise<ChatMessage[]> {
    const query = this.dataSource
      .getRepository(ChatMessageEntity)
      .createQueryBuilder('m')
      .innerJoin('m.thread', 't')
      .where('m.tenant_id = :tenantId AND t.tenant_id = :tenantId', { tenantId });
    if (customerUserId !== null) query.andWhere('t.customer_user_id = :customerUserId', { customerUserId });
    const rows = await query
      .andWhere('m.id > :afterId', { afterId })
      .orderBy('m.id', 'ASC')
      .limit(MAX_REPLAYED_MESSAGES)
      .getMany();
    return this.withAttachments(rows);
  }

  /**
   * The id of the newest message of a customer's threads (null: of the tenant's; 0 without any): where a new event
   * stream starts.
   */
  async lastMessageId(tenantId: number, customerUserId: number | null): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT coalesce(max(m.id), 0) AS id FROM chat_messages m
         JOIN chat_threads t ON t.id = m.thread_id AND t.tenant_id = m.tenant_id
       WHERE m.tenant_id = $1 AND ($2::integer IS NULL OR t.customer_user_id = $2)`,
      [tenantId, customerUserId],
    )) as { id: number | string }[];
    return Number(row?.id ?? 0);
  }

  /** How many messages to a customer are unread. */
  async unreadOfCustomer(tenantId: number, customerUserId: number): Promise<number> {
    return this.unread(tenantId, { userId: customerUserId, role: UserRole.Customer } as LoginTokenPayload);
  }

  /** How many customer messages of the tenant the care team has not read. */
  async unreadOfCareTeam(tenantId: number): Promise<number> {
    return this.unread(tenantId, { userId: 0, role: UserRole.Admin } as LoginTokenPayload);
  }

  /** GET /api/chat/unread: messages to the caller not read yet (to staff: every customer message of the tenant). */
  async unread(tenantId: number, caller: LoginTokenPayload): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*) AS n FROM chat_messages m JOIN chat_threads t ON t.id = m.thread_id AND t.tenant_id = m.tenant_id
       WHERE m.tenant_id = $1 AND m.read_at IS NULL AND ${addressedTo(caller.role)}
         AND ($2::integer IS NULL OR t.customer_user_id = $2)`,
      [tenantId, isStaffRole(caller.role) ? null : caller.userId],
    )) as { n: string }[];
    return Number(row?.n ?? 0);
  }

  /**
   * PUT /api/chat/read/:id: marks read the unread messages addressed to user `id`. A customer passes their own id:
   * the staff's messages in their threads (another user's id is a 404, as is an id that is no user of the tenant).
   * Staff mark what was sent to the care team, never what was sent to a customer: with a staff user's id, the
   * customers' messages of the tenant (the care team's shared inbox); with a customer's id, that customer's
   * messages. With `threadId`, only that thread's messages (a thread that is not the customer's, or for staff not
   * the tenant's, is a 404).
   */
  async markRead(
    tenantId: number,
    caller: LoginTokenPayload,
    userId: string,
    threadId?: string,
  ): Promise<ChatReadResponse & { customerUserId: number | null }> {
    const id = Number(userId);
    // Another user's id, for a customer, is answered as an unknown one: a 403 would confirm the user exists.
    const unknown = () => new NotFoundException(`Unknown user: ${userId}`);
    if (!isStaffRole(caller.role) && id !== caller.userId) throw unknown();
    const target = await this.dataSource.getRepository(UserEntity).findOneBy({ tenantId, id });
    if (!target) throw unknown();
    // Whose threads, and whose messages in them: the customer's own (null: every customer of the tenant).
    const customerId = isStaffRole(target.role) ? null : target.id;
    const careTeam = isStaffRole(caller.role);
    let threadCustomerId = customerId;
    if (threadId !== undefined) {
      // One thread of the user's (a customer's own; any of the tenant's for staff): another's is not found.
      const thread = await this.dataSource.getRepository(ChatThreadEntity).findOneBy({
        tenantId,
        id: Number(threadId),
        ...(customerId === null ? {} : { customerUserId: customerId }),
      });
      if (!thread) throw new NotFoundException(`Unknown chat thread: ${threadId}`);
      threadCustomerId = thread.customerUserId;
    }
    const readerRole = careTeam ? caller.role : target.role;
    const marked = await this.dataSource.transaction(async (manager) => {
      const result = (await manager.query(
        `UPDATE chat_messages m SET read_at = now()
         FROM chat_threads t
         WHERE t.id = m.thread_id AND t.tenant_id = m.tenant_id AND m.tenant_id = $1 AND m.read_at IS NULL
           AND ${addressedTo(readerRole)} AND ($2::integer IS NULL OR t.customer_user_id = $2)
           AND ($3::integer IS NULL OR t.id = $3)`,
        [tenantId, customerId, threadId === undefined ? null : Number(threadId)],
      )) as [unknown[], number];
      if (result[1] > 0) {
        // The customer's other tabs and devices, or every open inbox of the care team, update their unread count
        // (delivered at commit, to every API process).
        await manager.query(`SELECT pg_notify($1, $2)`, [
          CHAT_READ_CHANNEL,
          JSON.stringify(careTeam ? { tenantId, careTeam: true } : { tenantId, customerUserId: target.id }),
        ]);
      }
      return result[1];
    });
    return {
      message: marked > 0 ? 'Messages marked as read' : 'No unread messages found for this user',
      customerUserId: threadCustomerId,
    };
  }

  /** A thread the caller may use: a customer's own, or any of the tenant's for staff; else 404. */
  private async thread(
    manager: EntityManager,
    tenantId: number,
    caller: LoginTokenPayload,
    threadId: string,
    lock = false,
  ): Promise<ChatThreadEntity> {
    const query = manager
      .getRepository(ChatThreadEntity)
      .createQueryBuilder('t')
      .where('t.tenant_id = :tenantId AND t.id = :id', { tenantId, id: Number(threadId) });
    if (!isStaffRole(caller.role)) query.andWhere('t.customer_user_id = :userId', { userId: caller.userId });
    if (lock) query.setLock('pessimistic_write');
    const thread = await query.getOne();
    if (!thread) throw new NotFoundException(`Unknown chat thread: ${threadId}`);
    return thread;
  }

  /**
   * Checks that every file id names an upload of the tenant made by the caller (else 422 CHAT_ATTACHMENT_UNKNOWN:
   * the same answer for a file that does not exist and one that is someone else's).
   */
  private async assertOwnUploads(
    manager: EntityManager,
    tenantId: number,
    caller: LoginTokenPayload,
    fileIds: readonly string[],
  ): Promise<void> {
    if (fileIds.length === 0) return;
    const rows = (await manager.query(
      `SELECT id FROM uploads WHERE tenant_id = $1 AND uploaded_by_user_id = $2 AND id = ANY($3::uuid[])`,
      [tenantId, caller.userId, fileIds],
    )) as { id: string }[];
    const own = new Set(rows.map((row) => row.id));
    const unknown = fileIds.find((id) => !own.has(id.toLowerCase()));
    if (unknown !== undefined) throw new ChatException('CHAT_ATTACHMENT_UNKNOWN', unknown);
  }

  /** The messages in the API's shape, each with its attachments (and freshly signed links to them). */
  private async withAttachments(
    rows: readonly ChatMessageEntity[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ChatMessage[]> {
    const byMessage = new Map<number, ChatMessage['attachments']>();
    if (rows.length > 0) {
      const attached = await manager.getRepository(ChatAttachmentEntity).find({
        where: rows.map((row) => ({ tenantId: row.tenantId, messageId: row.id })),
        relations: { upload: true },
        order: { messageId: 'ASC', position: 'ASC' },
      });
      for (const { messageId, upload } of attached) {
        if (!upload) continue;
        const list = byMessage.get(messageId) ?? [];
        list.push(this.uploads.toResponse(upload));
        byMessage.set(messageId, list);
      }
    }
    return rows.map((row) => toMessage(row, byMessage.get(row.id) ?? []));
  }

  private async insertMessage(
    manager: EntityManager,
    thread: ChatThreadEntity,
    caller: LoginTokenPayload,
    body: string,
    attachments: readonly string[],
  ): Promise<ChatMessage> {
    await this.assertOwnUploads(manager, thread.tenantId, caller, attachments);
    const messages = manager.getRepository(ChatMessageEntity);
    const message = await messages.save(
      messages.create({
        tenantId: thread.tenantId,
        threadId: thread.id,
        senderUserId: caller.userId,
        senderRole: caller.role,
        body,
      }),
    );
    const stored = await messages.findOneByOrFail({ tenantId: message.tenantId, id: message.id });
    if (attachments.length > 0) {
      await manager.getRepository(ChatAttachmentEntity).insert(
        attachments.map((uploadId, position) => ({
          tenantId: thread.tenantId,
          messageId: stored.id,
          uploadId: uploadId.toLowerCase(),
          position,
        })),
      );
    }
    await manager.query(`UPDATE chat_threads SET last_message_at = $1 WHERE id = $2 AND tenant_id = $3`, [
      stored.sentAt,
      thread.id,
      thread.tenantId,
    ]);
    thread.lastMessageAt = stored.sentAt;
    // Delivered when the transaction commits, to every API process listening, so it can fan the message out.
    await manager.query(`SELECT pg_notify($1, $2)`, [
      CHAT_MESSAGE_CHANNEL,
      JSON.stringify({ tenantId: thread.tenantId, threadId: thread.id, messageId: stored.id }),
    ]);
    // A care-team message: the customer is emailed that a reply waits (no text), in this transaction.
    if (isStaffRole(caller.role))
      await this.accountEmails.chatReply(manager, thread.tenantId, thread.customerUserId);
    // Read in the transaction: the attachments just inserted are not visible outside it yet.
    const [withFiles] = await this.withAttachments([stored], manager);
    return withFiles!;
  }
}

function toThread(row: ChatThreadEntity, unreadCount: number): ChatThread {
  return {
    id: row.id,
    customerUserId: row.customerUserId,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    unreadCount,
  };
}

function toMessage(row: ChatMessageEntity, attachments: ChatMessage['attachments']): ChatMessage {
  return {
    id: row.id,
    threadId: row.threadId,
    senderUserId: row.senderUserId,
    senderRole: row.senderRole,
    body: row.body,
    sentAt: row.sentAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    attachments,
  };
}
