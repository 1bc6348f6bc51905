import { useProducts } from '../products/use-products';
import { useTenant } from '../tenant/tenant-context';
import type { SiteContext } from './site-page-model';
import { useSiteContent } from '../tenant/use-site-content';

/**
 * What an info page or doc is shown from: the tenant's site content, configurations and products. `context` is
 * null while the content loads or when it or the configurations failed (`unavailable`).
 */
export function useSiteContext() {
  const configurations = useTenant().brandConfig.configurations;
  const products = useProducts();
  const content = useSiteContent();
  const context: SiteContext | null =
    configurations && content.data ? { configurations, products: products.data ?? [] } : null;
  return {
    content: content.data,
    context,
    unavailable: !configurations || content.isError,
    loadingProducts: products.isPending,
  };
}
