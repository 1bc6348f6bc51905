import type { SiteContent } from '@telehealth/schemas';

/** A page of the tenant's site content, by its path's last segment. */
type SitePageSlug = keyof SiteContent['pages'];

/** Path-level facts the route table needs without loading the page content. */
export const DOC_SLUGS = [
  'privacy-policy',
  'safety-information',
  'terms-of-service',
] as const satisfies readonly SitePageSlug[];
export type DocSlug = (typeof DOC_SLUGS)[number];

export function isDocSlug(value: string | undefined): value is DocSlug {
  return value !== undefined && (DOC_SLUGS as readonly string[]).includes(value);
}

export const INFO_PAGE_SLUGS = [
  'about',
  'consumer',
  'providers',
  'safety',
  'telehealth',
  'terms',
  'thanks',
] as const satisfies readonly SitePageSlug[];
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

export function isInfoPageSlug(value: string | undefined): value is InfoPageSlug {
  return value !== undefined && (INFO_PAGE_SLUGS as readonly string[]).includes(value);
}

/** The docs as the footer and the terms page link to them. */
export const DOC_LINKS: { to: `/docs/${DocSlug}`; label: string }[] = [
  { to: '/docs/privacy-policy', label: 'Privacy policy' },
  { to: '/docs/safety-information', label: 'Safety information' },
  { to: '/docs/terms-of-service', label: 'Terms of service' },
];
