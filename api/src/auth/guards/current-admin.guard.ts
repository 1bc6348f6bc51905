import { UserRole } from '../../user/user.entity.js';
import { Roles } from '../decorators/authenticated.decorator.js';

/**
 * The admin area's access rule: an admin login token (role 0) of the Tenant header's tenant (customer and agent
 * tokens → 403, none → 401), whose user is still an admin there: AuthGuard re-reads a staff token's role on every
 * request, so an admin demoted through PATCH /api/admin/users/:id loses the area at once (403 `User 5 is no longer
 * an admin of tenant 6`), not when the token expires. Agents reach customers only by masquerading.
 */
export const AdminOnly = () => Roles(UserRole.Admin);
