import type { Product } from '@telehealth/schemas';

/** US dollars as shown on the site: $59.00. */
export function formatPrice(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

/** Prescription products: what a clinician prescribes (supplements are sold alongside). */
export function prescriptionProducts(products: Product[]): Product[] {
  return products.filter((product) => product.form !== 'supplement');
}
