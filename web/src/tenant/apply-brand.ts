import { applyHead, headFromMeta } from '../theme/head';
import { applyCssVariables, themeToCssVariables } from '../theme/theme-variables';
import type { LoadedBrandConfig } from './brand-config';

/**
 * Writes the brand into the page: theme variables on <html>, then the head. The server's HTML for a tenant's host
 * has both already; main.tsx loads this for a boot that did not come from that HTML (the dev server's page, a cached
 * or API boot) and runs it before React mounts, so the first paint is in the brand's colours.
 */
export function applyBrandToDocument(doc: Document, brandConfig: LoadedBrandConfig): void {
  if (brandConfig.theme) applyCssVariables(doc.documentElement, themeToCssVariables(brandConfig.theme));
  if (brandConfig.meta) applyHead(doc, headFromMeta(brandConfig.meta));
}
