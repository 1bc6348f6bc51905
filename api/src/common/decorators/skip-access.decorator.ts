import { SetMetadata } from '@nestjs/common';

export const SKIP_TOKEN_KEY = 'telehealth:skip-token';
export const SKIP_TENANT_KEY = 'telehealth:skip-tenant';

/** The route does not need the `Token` header (health, assets: an img tag cannot send headers). */
export const SkipToken = () => SetMetadata(SKIP_TOKEN_KEY, true);

/** The route does not need the `Tenant` header (health, assets, finding the tenant of a host). */
export const SkipTenant = () => SetMetadata(SKIP_TENANT_KEY, true);
