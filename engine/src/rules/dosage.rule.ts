import type { Product } from '@telehealth/schemas';

/**
 * The strengths a patient chooses among for a product, from its strength text: "3 mg, 7 mg or 14 mg once daily"
 * offers 3 mg, 7 mg and 14 mg. Nothing to choose (an empty list) for one strength ("Terbinafine 5% topical
 * solution"), a titrated range ("0.25 mg to 2.4 mg once weekly", where the clinician sets the dose) or no text.
 */
export function dosageOptions(strength: string | undefined): string[] {
  if (!strength) return [];
  const head = strength.split(/\b(once|twice|daily|weekly|per)\b/)[0] ?? strength;
  if (/\bto\b/.test(head)) return [];
  const options = head
    .split(/,|\bor\b/)
    .map((part) => part.trim())
    .filter((part) => /^\d+(\.\d+)?\s*(mg|mcg|%)$/.test(part));
  return options.length > 1 ? options : [];
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The option of `dosageOptions(strength)` a chosen dosage names, case and spacing ignored ("  14  MG " names
 * "14 mg"); undefined when it names none, so a dosage is accepted exactly when the storefront could offer it.
 */
export function offeredDosage(strength: string | undefined, dosage: string): string | undefined {
  const wanted = normalise(dosage);
  return dosageOptions(strength).find((option) => normalise(option) === wanted);
}

/**
 * The strengths a patient chooses among for a product on the dosage step: none for a titrated product (its schedule
 * and the flow's eligibility rules set the starting dose, the clinician confirms it), else `dosageOptions` of its
 * strength text. The storefront offers these and checkout accepts only these.
 */
export function dosageChoices(product: Pick<Product, 'strength' | 'titration'>): string[] {
  return product.titration ? [] : dosageOptions(product.strength);
}

/** Whether the dosage step has something for the product: a choice of strengths, or its titration schedule to read. */
export function hasDosageStep(product: Pick<Product, 'strength' | 'titration'>): boolean {
  return product.titration !== undefined || dosageChoices(product).length > 0;
}
