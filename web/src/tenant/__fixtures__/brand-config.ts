import type { BrandConfig } from '@telehealth/schemas';

/** A complete, schema-valid brand config for tests; `brandConfigFor` varies what tells two tenants apart. */
export const brandConfig: BrandConfig = {
  theme: {
    colors: { primary: '#0b6e4f', onPrimary: '#ffffff', background: '#ffffff', text: '#1a1a1a' },
    fonts: { body: 'system-ui, sans-serif', heading: 'Georgia, serif' },
    radii: { sm: '4px', md: '8px' },
  },
  configurations: {
    brandName: 'Testbrand',
    legalName: 'Testbrand Health LLC',
    tagline: 'Care that comes to you',
    companyAddress: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
    contact: { email: 'care@testbrand.example', phone: '5125550100', hours: 'Mon-Fri 9am-5pm CT' },
    logos: { primary: '/api/assets/6/logo.svg', mark: '/api/assets/6/mark.svg' },
    homePage: '/start/lead-qualify',
    defaultMedId: 1,
    productPageLink: '/products/regular-strength-fungaid-01',
    trackingHost: 'track.testbrand.example',
    productImages: { nail: { hero: '/api/assets/6/hero.png' } },
    routeRules: [],
    shippingPrice: 4.99,
  },
  meta: { app: { head: { title: 'Testbrand | Care that comes to you' } } },
};

export function brandConfigFor(brandName: string, primary: string): BrandConfig {
  return {
    ...brandConfig,
    theme: { ...brandConfig.theme, colors: { ...brandConfig.theme.colors, primary } },
    configurations: { ...brandConfig.configurations, brandName },
    meta: { app: { head: { title: `${brandName} | Online care` } } },
  };
}
