import { Controller, Req } from '@nestjs/common';
import type { UserInfoResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { Route } from '../common/route/route.decorator.js';

/** Longest User-Agent kept (UserAgent in @telehealth/schemas). */
const MAX_USER_AGENT = 1024;

/** GET /api/user/info: the caller's browser and address as the API sees them (for the intake's advData). */
@Controller()
export class UserInfoController {
  @Route('GET /api/user/info')
  info(@Req() request: FastifyRequest): UserInfoResponse {
    const userAgent = request.headers['user-agent'] ?? '';
    return { user_agent: userAgent.slice(0, MAX_USER_AGENT), ip_address: request.ip };
  }
}
