import type { BrandConfig } from '@telehealth/schemas';

/**
 * The id of the `<script type="application/json">` in the storefront's HTML that carries its boot configuration
 * (see StorefrontBoot). The server that renders the HTML writes it; the app's boot reads it instead of asking the API.
 */
export const STOREFRONT_BOOT_ELEMENT_ID = 'storefront-boot';

/**
 * The id of the `<script type="application/json">` in a page the server rendered that carries the data that render
 * used (TanStack Query's dehydrated state); the app starts its query cache from it, so its first render is the
 * server's.
 */
export const STOREFRONT_QUERIES_ELEMENT_ID = 'storefront-queries';

/** What the server tells the storefront in its HTML: the host's tenant, its brand config and the API's client key. */
export interface StorefrontBoot {
  tenantId: number;
  brandConfig: BrandConfig;
  /** The `Token` header every call carries (API_SHARED_TOKEN): a client key, not a user credential. */
  apiToken: string;
}
