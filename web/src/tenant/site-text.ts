import { formatMoney, formatUsPhone } from '@telehealth/engine';
import type { SitePlaceholder, TenantConfigurations } from '@telehealth/schemas';

/**
 * The tenant's words (site content, the account's support page) name its facts by placeholder (`{brandName}`);
 * these fill them from its configurations.
 */

export type SiteFacts = Record<SitePlaceholder, string>;

/** The value of every placeholder but `products`, which each section fills with the products it is shown for. */
export function siteFacts(c: TenantConfigurations): Omit<SiteFacts, 'products'> {
  const a = c.companyAddress;
  return {
    brandName: c.brandName,
    legalName: c.legalName,
    contactEmail: c.contact.email,
    contactPhone: formatUsPhone(c.contact.phone),
    contactHours: c.contact.hours,
    companyAddress: `${a.line1}${a.line2 ? `, ${a.line2}` : ''}, ${a.city}, ${a.state} ${a.postalCode}`,
    companyCity: a.city,
    companyState: a.state,
    shippingPrice: formatMoney(c.shippingPrice),
  };
}

/**
 * The text with each `{placeholder}` replaced by its value (the schema allows no other braces). A value that ends
 * a sentence itself ("Evenwell Health, Inc.") takes the place of the sentence's own period, never "Inc.. You".
 */
export function fillSiteText(text: string, facts: Partial<SiteFacts>): string {
  return text.replace(/\{(\w+)\}(\.?)/g, (placeholder, name: string, period: string) => {
    const value = facts[name as SitePlaceholder];
    if (value === undefined) return placeholder;
    return period && /[.!?]$/.test(value) ? value : value + period;
  });
}
