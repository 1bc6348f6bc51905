import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import type { Role } from '@telehealth/schemas';

import { AuthGuard, ROLES_KEY } from '../guards/auth.guard.js';

/**
 * The route needs a login token (`Authorization: Bearer <jwt>`) of the request's tenant; with roles, the
 * user must have one of them (else 403). The user is then available through @CurrentUser().
 */
export const Authenticated = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(AuthGuard));

/** Same as @Authenticated(...roles): the route is for logged-in users with one of these roles. */
export const Roles = (...roles: [Role, ...Role[]]) => Authenticated(...roles);
