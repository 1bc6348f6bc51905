import type { TenantConfigurations } from '@telehealth/schemas';

import { useTenant } from '../tenant/tenant-context';
import type { SiteContext } from './site-content';
import { useProducts } from '../products/use-products';

/** What the page content is written from; null when the tenant's configurations did not load. */
export function useSiteContext(): { context: SiteContext | null; loadingProducts: boolean } {
  const { brandConfig } = useTenant();
  const products = useProducts();
  const configurations: TenantConfigurations | null = brandConfig.configurations;
  if (!configurations) return { context: null, loadingProducts: products.isPending };
  const description = brandConfig.meta?.app.head.meta?.find((meta) => meta.name === 'description')?.content;
  return {
    context: { configurations, description, products: products.data ?? [] },
    loadingProducts: products.isPending,
  };
}
