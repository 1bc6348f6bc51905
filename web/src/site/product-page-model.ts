import type { Product } from '@telehealth/schemas';

/** The product whose `productPage` is this path (a trailing slash is ignored). */
export function productForPage(products: Product[], pathname: string): Product | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return products.find((product) => product.productPage === path);
}

/** Into the intake with the product chosen: `/start/lead-qualify?med=<id>`. */
export function buyLink(product: Product): string {
  return `/start/lead-qualify?med=${encodeURIComponent(String(product.med))}`;
}

/**
 * Products that an `includes` line names (the line starts with the product's name, e.g. "Nail Health supplement,
 * 30 capsules (free)" names "Nail Health Supplement"), keyed by the line.
 */
export function findIncludedProducts(product: Product, products: Product[]): Map<string, Product> {
  const found = new Map<string, Product>();
  for (const line of product.includes ?? []) {
    const text = line.toLowerCase();
    const match = products.find(
      (other) => other.med !== product.med && text.startsWith(other.name.toLowerCase()),
    );
    if (match) found.set(line, match);
  }
  return found;
}
