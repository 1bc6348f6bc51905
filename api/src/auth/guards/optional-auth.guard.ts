import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { AuthGuard } from './auth.guard.js';

/**
 * Applied by @OptionalAuthentication(): a request without an Authorization header goes through anonymously; one
 * with it is checked exactly as by @Authenticated() (a bad, expired or other tenant's token is still refused).
 */
@Injectable()
export class OptionalAuthGuard implements CanActivate {
  constructor(private readonly auth: AuthGuard) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const { authorization } = context.switchToHttp().getRequest<FastifyRequest>().headers;
    if (authorization === undefined || authorization === '') return true;
    return this.auth.canActivate(context);
  }
}
