import { selects, type Offer, type OfferedProduct } from '@telehealth/engine';

/**
 * What the patient may choose on /start/products, from the engine's offer (the flow's eligibility rules over the
 * intake's answers): the products chosen and, when a rule changed the choice, a sentence naming the rule for the
 * page's status line.
 */
export interface ProductChoice {
  meds: number[];
  notice: string | null;
}

const names = (offered: readonly OfferedProduct[]) => offered.map((p) => p.product.name).join(' and ');

function byMedOf(offer: Offer): Map<number, OfferedProduct> {
  return new Map(offer.products.map((offered) => [offered.product.med, offered]));
}

/** The products to list: those offered first, then those a rule excludes (each group in the catalogue's order). */
export function listedProducts(offer: Offer): OfferedProduct[] {
  return [...offer.products.filter((p) => !p.excludedBy), ...offer.products.filter((p) => p.excludedBy)];
}

/**
 * The patient ticks `med`. It joins the choice, and under each limit it falls under ("One GLP-1 medication per
 * order") the products chosen earliest give way until the limit holds: the newest choice wins, and the notice says
 * which product replaced which, naming the rule. An excluded or unknown product is not chosen.
 */
export function chooseProduct(offer: Offer, meds: readonly number[], med: number): ProductChoice {
  const byMed = byMedOf(offer);
  const added = byMed.get(med);
  if (!added || added.excludedBy) return { meds: [...meds], notice: null };
  let chosen = [...meds.filter((m) => m !== med), med];
  const notices: string[] = [];
  for (const limit of offer.limits) {
    if (!selects(limit.selector, added.product)) continue;
    const within = chosen.flatMap((m) => {
      const offered = byMed.get(m);
      return offered && selects(limit.selector, offered.product) ? [offered] : [];
    });
    const over = within.length - limit.max;
    if (over <= 0) continue;
    // The earliest first; the product just ticked last, so it goes only when the limit allows none.
    const removed = within.slice(0, over);
    chosen = chosen.filter((m) => !removed.some((p) => p.product.med === m));
    const others = removed.filter((p) => p !== added);
    notices.push(
      removed.includes(added)
        ? `${limit.rule.title}: ${added.product.name} cannot be chosen.`
        : `${limit.rule.title}: ${added.product.name} replaces ${names(others)}.`,
    );
  }
  return { meds: chosen, notice: notices.length > 0 ? notices.join(' ') : null };
}

/**
 * A stored choice (an earlier visit, or the landing page's `?med=`) checked against the offer: products a rule
 * excludes are taken out, and under each limit the products chosen first are kept. The notice names each rule that
 * took a product out.
 */
export function allowedChoice(offer: Offer, meds: readonly number[]): ProductChoice {
  const byMed = byMedOf(offer);
  const notices: string[] = [];
  const excluded = meds.flatMap((m) => (byMed.get(m)?.excludedBy ? [byMed.get(m)!] : []));
  for (const offered of excluded) {
    notices.push(
      `${offered.product.name} is not available with your answers (${offered.excludedBy!.title}).`,
    );
  }
  let chosen = meds.filter((m) => byMed.has(m) && !byMed.get(m)!.excludedBy);
  for (const limit of offer.limits) {
    const within = chosen.flatMap((m) => {
      const offered = byMed.get(m)!;
      return selects(limit.selector, offered.product) ? [offered] : [];
    });
    if (within.length <= limit.max) continue;
    const removed = within.slice(limit.max);
    chosen = chosen.filter((m) => !removed.some((p) => p.product.med === m));
    notices.push(
      `${limit.rule.title}: ${names(within.slice(0, limit.max)) || 'none'} kept, ${names(removed)} taken out.`,
    );
  }
  return { meds: chosen, notice: notices.length > 0 ? notices.join(' ') : null };
}
