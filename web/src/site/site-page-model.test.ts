import {
  validateWith,
  validators,
  type SiteContent,
  type SitePage,
  type SitePlaceholder,
  type TenantConfigurations,
} from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { brandConfig } from '../tenant/__fixtures__/brand-config';
import { product } from './__fixtures__/products';
import {
  fillSiteText,
  productsFor,
  showHowItWorks,
  showSitePage,
  siteFacts,
  type ShownPage,
  type SiteContext,
} from './site-page-model';
import { DOC_SLUGS, INFO_PAGE_SLUGS } from '../layouts/site-slugs';

const configurations: TenantConfigurations = {
  ...brandConfig.configurations,
  companyAddress: { ...brandConfig.configurations.companyAddress, line2: 'Suite 2' },
};

const nail = product({
  med: 901,
  name: 'Nailwise Solution',
  strength: 'Terbinafine 5% topical solution',
  ingredients: ['terbinafine'],
  includes: ['Nailwise Biotin Supplement, 30 capsules (free)'],
});
const biotin = product({
  med: 903,
  name: 'Nailwise Biotin Supplement',
  form: 'supplement',
  price: 24.99,
  ingredients: ['biotin'],
});
const injection = product({
  med: 701,
  name: 'Semaglutide Weekly Injection',
  form: 'injectable',
  price: 249,
  ingredients: ['semaglutide'],
});

/** Every placeholder once; the record makes the compiler list each SitePlaceholder. */
const EVERY_PLACEHOLDER: Record<SitePlaceholder, true> = {
  brandName: true,
  legalName: true,
  contactEmail: true,
  contactPhone: true,
  contactHours: true,
  companyAddress: true,
  companyCity: true,
  companyState: true,
  shippingPrice: true,
  products: true,
};
const allPlaceholders = Object.keys(EVERY_PLACEHOLDER)
  .map((name) => `{${name}}`)
  .join(' | ');

const page = (title: string): SitePage => ({
  title: `${title} at {brandName}`,
  lead: 'Written for {legalName}.',
  sections: [{ id: 'contact', heading: 'Contact', blocks: [{ kind: 'p', text: 'Email {contactEmail}.' }] }],
});

/** A third tenant's content, written as data only: what flows/ holds for each tenant. */
const content: SiteContent = {
  support: {
    lead: 'Questions? {brandName} answers {contactHours}.',
    faq: [{ question: 'How do I reach {brandName}?', answer: 'Call {contactPhone}.' }],
  },
  home: {
    howItWorks: {
      heading: 'How {brandName} works',
      steps: [{ title: 'Answer', text: 'Five minutes with {brandName}.' }],
      link: { to: '/telehealth', label: 'More' },
    },
  },
  pages: {
    about: {
      title: 'About {brandName}',
      lead: 'Healthy nails from home.',
      sections: [
        {
          id: 'treatments',
          heading: 'Our treatments',
          blocks: [{ kind: 'products', empty: 'Listed when you start your visit.' }],
        },
        {
          id: 'prices',
          heading: 'Prices',
          blocks: [
            { kind: 'products', prescriptionOnly: true, empty: 'Listed when you start your visit.' },
            { kind: 'p', text: 'Shipping is {shippingPrice} per order.' },
          ],
        },
        {
          id: 'contact',
          heading: 'Contact',
          blocks: [
            { kind: 'p', text: 'Call {contactPhone} ({contactHours}).' },
            { kind: 'p', text: 'Mail: {legalName}, {companyAddress}. Law of {companyCity}, {companyState}.' },
            { kind: 'links', links: [{ to: '/docs/privacy-policy', label: 'Read the {brandName} policy' }] },
          ],
        },
      ],
    },
    consumer: page('Patients'),
    providers: page('Providers'),
    safety: page('Safety'),
    telehealth: page('Telehealth'),
    terms: page('Terms'),
    thanks: page('Thanks'),
    'privacy-policy': { ...page('Privacy'), note: 'Last updated November 1, 2026', tableOfContents: true },
    'safety-information': {
      title: '{brandName} safety information',
      lead: 'Read the leaflet.',
      tableOfContents: true,
      sections: [
        {
          id: 'terbinafine',
          heading: 'Terbinafine',
          forProducts: { ingredients: ['terbinafine'] },
          blocks: [{ kind: 'p', text: 'Used in: {products}. On the nails only.' }],
        },
        {
          id: 'glp-1',
          heading: 'GLP-1 medications',
          forProducts: { ingredients: ['semaglutide', 'tirzepatide'] },
          blocks: [{ kind: 'p', text: 'Used in: {products}.' }],
        },
        {
          id: 'injections',
          heading: 'Using injections safely',
          forProducts: { forms: ['injectable'] },
          blocks: [{ kind: 'ul', items: ['Change the spot each time.'] }],
        },
        {
          id: 'general',
          heading: 'For every treatment',
          blocks: [{ kind: 'ol', items: ['As prescribed.'] }],
        },
      ],
    },
    'terms-of-service': page('Terms of service'),
  },
};

const context: SiteContext = { configurations, products: [nail, biotin] };
const ids = (shown: ShownPage) => shown.sections.map((section) => section.id);
/** Every word of a shown page, one line each. */
const text = (shown: ShownPage) =>
  [
    shown.title,
    shown.lead,
    ...shown.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) =>
        block.kind === 'p'
          ? [block.text]
          : block.kind === 'links'
            ? block.links.map((l) => l.label)
            : block.items,
      ),
    ]),
  ].join('\n');

describe('site content', () => {
  it('is valid data for the SiteContent schema, which allows exactly the SitePlaceholder names', () => {
    expect(validateWith(validators.SiteContent, content).ok).toBe(true);
    const texts = (value: string) =>
      validateWith(validators.SiteContent, {
        ...content,
        home: { howItWorks: { ...content.home.howItWorks, heading: value } },
      });
    expect(texts(allPlaceholders).ok).toBe(true);
    expect(texts('Hello {customerName}').ok).toBe(false);
    expect(texts('A stray { brace').ok).toBe(false);
  });

  it('has a page for every info page and doc the site routes to', () => {
    expect(Object.keys(content.pages).sort()).toEqual([...INFO_PAGE_SLUGS, ...DOC_SLUGS].sort());
  });

  it('fills every placeholder from the configurations', () => {
    const filled = fillSiteText(allPlaceholders, { ...siteFacts(configurations), products: 'A, B' });
    expect(filled).toBe(
      'Testbrand | Testbrand Health LLC | care@testbrand.example | (512) 555-0100 | Mon-Fri 9am-5pm CT | ' +
        '1 Main St, Suite 2, Austin, TX 78701 | Austin | TX | $4.99 | A, B',
    );
  });

  it('writes every page with the tenant facts and no placeholder left', () => {
    for (const slug of [...INFO_PAGE_SLUGS, ...DOC_SLUGS]) {
      const shown = showSitePage(content.pages[slug], context);
      expect(shown.title).toContain('Testbrand');
      expect(text(shown)).not.toMatch(/[{}]|undefined|null|NaN|\[object/);
    }
    const privacy = showSitePage(content.pages['privacy-policy'], context);
    expect(privacy).toMatchObject({ note: 'Last updated November 1, 2026', tableOfContents: true });
    expect(showSitePage(content.pages.consumer, context)).not.toHaveProperty('note');
  });

  it('writes the products with strength, price and what they include; prescription only where asked', () => {
    const about = showSitePage(content.pages.about, context);
    expect(about.sections[0]?.blocks).toEqual([
      {
        kind: 'ul',
        items: [
          'Nailwise Solution (Terbinafine 5% topical solution) $59.00 a month, includes Nailwise Biotin Supplement, 30 capsules (free)',
          'Nailwise Biotin Supplement $24.99 a month',
        ],
      },
    ]);
    expect(about.sections[1]?.blocks[0]).toEqual({
      kind: 'ul',
      items: [expect.stringMatching(/^Nailwise Solution /)],
    });
    expect(text(about)).toContain('Shipping is $4.99 per order.');
    expect(text(about)).toContain('Read the Testbrand policy');
    const loading = showSitePage(content.pages.about, { configurations, products: [] });
    expect(loading.sections[0]?.blocks).toEqual([{ kind: 'p', text: 'Listed when you start your visit.' }]);
  });

  it('shows the safety sections of the ingredients and forms the tenant sells, naming those products', () => {
    const nails = showSitePage(content.pages['safety-information'], context);
    expect(ids(nails)).toEqual(['terbinafine', 'general']);
    expect(nails.sections[0]?.blocks).toEqual([
      { kind: 'p', text: 'Used in: Nailwise Solution. On the nails only.' },
    ]);

    const weight = showSitePage(content.pages['safety-information'], {
      configurations,
      products: [injection],
    });
    expect(ids(weight)).toEqual(['glp-1', 'injections', 'general']);
    expect(text(weight)).toContain('Used in: Semaglutide Weekly Injection.');
  });

  it('matches products by ingredient or form, never by their names', () => {
    const named = product({ med: 5, name: 'Terbinafine cream', strength: 'terbinafine 1%' });
    expect(productsFor({ ingredients: ['terbinafine'] }, [nail, named, injection])).toEqual([nail]);
    expect(productsFor({ forms: ['supplement', 'injectable'] }, [nail, biotin, injection])).toEqual([
      biotin,
      injection,
    ]);
  });

  it('fills the home page steps', () => {
    expect(showHowItWorks(content.home, configurations)).toEqual({
      heading: 'How Testbrand works',
      steps: [{ title: 'Answer', text: 'Five minutes with Testbrand.' }],
      link: { to: '/telehealth', label: 'More' },
    });
  });
});
