import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import '../auth/decorators/current-user.decorator.js';
import '../auth/masquerade.service.js';
import { InvalidRequestException, RateLimitedException } from '../common/exceptions/request.exception.js';
import { ChatEventsService, MAX_STREAMS_PER_CUSTOMER, RECONNECT_AFTER_MS } from './chat-events.service.js';

/** The largest message id (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/**
 * The Last-Event-ID header of a chat event stream as a message id: undefined when it is not sent, else a whole
 * number from 0 to 2147483647 (400 VALIDATION_FAILED otherwise).
 */
export function lastEventIdOf(request: FastifyRequest): number | undefined {
  const raw = request.headers['last-event-id'];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw.join(',') : raw.trim();
  if (!/^(0|[1-9][0-9]{0,9})$/.test(value) || Number(value) > MAX_ID) {
    throw new InvalidRequestException('headers', [
      { path: '/last-event-id', message: 'must be the id of a message event (a whole number)' },
    ]);
  }
  return Number(value);
}

/**
 * Refuses, before the event stream starts (once it has, an error can only be an event), what the stream does not
 * serve: a mask token (403: the audit would record every event and heartbeat; staff acting as the customer read
 * the threads with the other routes), a malformed Last-Event-ID (400), and a customer who already holds
 * MAX_STREAMS_PER_CUSTOMER streams on this process (429: one login cannot tie up the process's connections).
 */
@Injectable()
export class ChatStreamGuard implements CanActivate {
  constructor(private readonly events: ChatEventsService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.masquerade) {
      throw new ForbiddenException(
        'The live chat stream is for the customer’s own login; staff poll the threads',
      );
    }
    lastEventIdOf(request);
    const { user, tenant } = request;
    if (user && tenant && this.events.streamsOf(tenant.id, user.userId) >= MAX_STREAMS_PER_CUSTOMER) {
      throw new RateLimitedException(
        RECONNECT_AFTER_MS / 1000,
        `At most ${MAX_STREAMS_PER_CUSTOMER} live chat streams at once; close a tab or try again later`,
      );
    }
    return true;
  }
}
