import { formatMoney } from '@telehealth/engine';
import type {
  HomeContent,
  Product,
  ProductCondition,
  SiteBlock,
  SitePage,
  SiteSection,
  TenantConfigurations,
} from '@telehealth/schemas';

import { fillSiteText, siteFacts, type SiteFacts } from '../tenant/site-text';
import { prescriptionProducts } from './product-format';

export { fillSiteText, siteFacts };

/**
 * A tenant's site content (GET /api/tenant/content, data in flows/) made ready to show: placeholders filled from
 * its configurations, sections for products it does not sell left out, product lists written from its products.
 * Pure: the page components only render what these functions return.
 */

export interface ShownLink {
  to: string;
  label: string;
}

/** A block as shown: the tenant's products are already written out as a list. */
export type ShownBlock =
  | { kind: 'p'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }
  | { kind: 'links'; links: ShownLink[] };

export interface ShownSection {
  id: string;
  heading: string;
  blocks: ShownBlock[];
}

export interface ShownPage {
  title: string;
  lead: string;
  note?: string;
  tableOfContents?: boolean;
  sections: ShownSection[];
}

export interface SiteContext {
  configurations: TenantConfigurations;
  /** The tenant's products; empty while they load. */
  products: Product[];
}

/** The products a section is shown for: those with one of its ingredients or forms. */
export function productsFor(condition: ProductCondition, products: Product[]): Product[] {
  return products.filter(
    (product) =>
      (condition.ingredients?.some((ingredient) => product.ingredients?.includes(ingredient)) ?? false) ||
      (condition.forms?.includes(product.form) ?? false),
  );
}

function productLine(product: Product): string {
  const parts = [product.name];
  if (product.strength) parts.push(`(${product.strength})`);
  parts.push(`${formatMoney(product.price)}${product.model ? ' a month' : ''}`);
  const line = parts.join(' ');
  return product.includes?.length ? `${line}, includes ${product.includes.join('; ')}` : line;
}

function showBlock(block: SiteBlock, facts: Partial<SiteFacts>, products: Product[]): ShownBlock {
  const fill = (text: string) => fillSiteText(text, facts);
  switch (block.kind) {
    case 'p':
      return { kind: 'p', text: fill(block.text) };
    case 'ul':
    case 'ol':
      return { kind: block.kind, items: block.items.map(fill) };
    case 'links':
      return { kind: 'links', links: block.links.map((link) => ({ to: link.to, label: fill(link.label) })) };
    case 'products': {
      const listed = block.prescriptionOnly ? prescriptionProducts(products) : products;
      return listed.length === 0
        ? { kind: 'p', text: fill(block.empty) }
        : { kind: 'ul', items: listed.map(productLine) };
    }
  }
}

function showSection(
  section: SiteSection,
  facts: Omit<SiteFacts, 'products'>,
  products: Product[],
): ShownSection[] {
  let sectionFacts: Partial<SiteFacts> = facts;
  if (section.forProducts) {
    const shownFor = productsFor(section.forProducts, products);
    if (shownFor.length === 0) return [];
    sectionFacts = { ...facts, products: shownFor.map((product) => product.name).join(', ') };
  }
  return [
    {
      id: section.id,
      heading: fillSiteText(section.heading, sectionFacts),
      blocks: section.blocks.map((block) => showBlock(block, sectionFacts, products)),
    },
  ];
}

/** An info page or doc as shown for the tenant's configurations and products. */
export function showSitePage(page: SitePage, { configurations, products }: SiteContext): ShownPage {
  const facts = siteFacts(configurations);
  return {
    title: fillSiteText(page.title, facts),
    lead: fillSiteText(page.lead, facts),
    ...(page.note ? { note: fillSiteText(page.note, facts) } : {}),
    ...(page.tableOfContents ? { tableOfContents: true } : {}),
    sections: page.sections.flatMap((section) => showSection(section, facts, products)),
  };
}

export interface ShownHowItWorks {
  heading: string;
  steps: { title: string; text: string }[];
  link: ShownLink;
}

/** The home page's "how it works" with its placeholders filled. */
export function showHowItWorks(home: HomeContent, configurations: TenantConfigurations): ShownHowItWorks {
  const facts = siteFacts(configurations);
  const fill = (text: string) => fillSiteText(text, facts);
  const { heading, steps, link } = home.howItWorks;
  return {
    heading: fill(heading),
    steps: steps.map((step) => ({ title: fill(step.title), text: fill(step.text) })),
    link: { to: link.to, label: fill(link.label) },
  };
}
