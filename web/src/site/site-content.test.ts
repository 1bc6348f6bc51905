import type { Product, TenantConfigurations } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { buyLink, findIncludedProducts, productForPage } from './product-page-model';
import { docPage, infoPage, ingredientsOf, type SiteContext, type SitePage } from './site-content';
import { DOC_SLUGS, INFO_PAGE_SLUGS } from '../layouts/site-slugs';

const configurations: TenantConfigurations = {
  brandName: 'Nailwise',
  legalName: 'Nailwise Health, Inc.',
  tagline: 'Healthy nails from home.',
  companyAddress: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
  contact: { email: 'help@nailwise.test', phone: '5125550100', hours: 'Mon–Fri 9–5 CT' },
  logos: { primary: '/api/assets/9/logo.svg', mark: '/api/assets/9/mark.svg' },
  homePage: '/start/lead-qualify',
  defaultMedId: 901,
  productPageLink: '/products/basic-01',
  trackingHost: 'track.nailwise.test',
  productImages: { basic: { hero: '/api/assets/9/basic.svg' } },
  routeRules: [],
  shippingPrice: 4.99,
};

function product(overrides: Partial<Product> & Pick<Product, 'med' | 'name'>): Product {
  return {
    price: 59,
    model: true,
    ID: overrides.med,
    clientProductId: overrides.med,
    form: 'topical',
    imageSet: 'basic',
    campaignProducts: [],
    ...overrides,
  };
}

const nail = product({
  med: 901,
  name: 'Nailwise Solution',
  strength: 'Terbinafine 5% topical solution',
  productPage: '/products/basic-01',
  includes: ['Nailwise Biotin Supplement, 30 capsules (free)'],
});
const biotin = product({
  med: 903,
  name: 'Nailwise Biotin Supplement',
  form: 'supplement',
  price: 24.99,
  strength: 'Biotin 5,000 mcg',
});
const glp1 = product({ med: 701, name: 'Semaglutide Weekly Injection', form: 'injectable', price: 249 });

const nailContext: SiteContext = {
  configurations,
  products: [nail, biotin],
  description: 'Treat nail fungus online.',
};

function text(page: SitePage): string {
  return JSON.stringify(page);
}

describe('site content', () => {
  it('writes every info page and doc with the tenant name and no holes', () => {
    const pages = [
      ...INFO_PAGE_SLUGS.map((slug) => infoPage(slug, nailContext)),
      ...DOC_SLUGS.map((slug) => docPage(slug, nailContext)),
    ];
    for (const page of pages) {
      expect(text(page)).toContain('Nailwise');
      expect(text(page)).not.toMatch(/undefined|null|NaN|\[object/);
      expect(page.sections.length).toBeGreaterThan(0);
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('uses the support contact, address and product prices', () => {
    const about = text(infoPage('about', nailContext));
    expect(about).toContain('help@nailwise.test');
    expect(about).toContain('(512) 555-0100');
    expect(about).toContain('1 Main St, Austin, TX 78701');
    expect(about).toContain('Nailwise Solution (Terbinafine 5% topical solution) $59.00 a month');
    expect(text(infoPage('consumer', nailContext))).toContain('Shipping is $4.99 per order.');
    expect(text(docPage('privacy-policy', nailContext))).toContain('Nailwise Health, Inc.');
  });

  it('writes the safety information for the medicines the tenant sells', () => {
    expect([...ingredientsOf([nail, biotin])].sort()).toEqual(['biotin', 'terbinafine']);
    const nailSafety = docPage('safety-information', nailContext).sections.map((section) => section.id);
    expect(nailSafety).toContain('terbinafine-nail-solution');
    expect(nailSafety).not.toContain('glp-1-medications');

    const weight = docPage('safety-information', { configurations, products: [glp1] });
    const ids = weight.sections.map((section) => section.id);
    expect(ids).toEqual(expect.arrayContaining(['glp-1-medications', 'injections']));
    expect(ids).not.toContain('terbinafine-nail-solution');
    expect(text(weight)).toContain('medullary thyroid carcinoma');
  });
});

describe('product page model', () => {
  it('finds the product of a page path and refuses unknown paths', () => {
    expect(productForPage([nail, biotin], '/products/basic-01')).toBe(nail);
    expect(productForPage([nail, biotin], '/products/basic-01/')).toBe(nail);
    expect(productForPage([nail, biotin], '/products/other-01')).toBeUndefined();
  });

  it('links into the intake with med and finds the included supplement', () => {
    expect(buyLink(nail)).toBe('/start/lead-qualify?med=901');
    expect(
      findIncludedProducts(nail, [nail, biotin]).get('Nailwise Biotin Supplement, 30 capsules (free)'),
    ).toBe(biotin);
    expect(findIncludedProducts(glp1, [nail, biotin]).size).toBe(0);
  });
});
