import type { Product } from '@telehealth/schemas';

/** Prescription products: what a clinician prescribes (supplements are sold alongside). */
export function prescriptionProducts(products: Product[]): Product[] {
  return products.filter((product) => product.form !== 'supplement');
}
