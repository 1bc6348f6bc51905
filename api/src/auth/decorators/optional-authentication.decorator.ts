import { UseGuards } from '@nestjs/common';

import { OptionalAuthGuard } from '../guards/optional-auth.guard.js';

/**
 * The route serves anonymous visitors and logged-in users alike: without an Authorization header the request is
 * anonymous; with one, the token must be valid for the tenant, and @CurrentUser() data is on the request.
 */
export const OptionalAuthentication = () => UseGuards(OptionalAuthGuard);
