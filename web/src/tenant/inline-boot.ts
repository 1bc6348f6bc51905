import type { DehydratedState } from '@tanstack/react-query';
import {
  formatShapeIssue,
  STOREFRONT_BOOT_ELEMENT_ID,
  STOREFRONT_QUERIES_ELEMENT_ID,
} from '@telehealth/engine';
import type { TenantId } from '@telehealth/schemas';

import { parseBrandConfig, type BrandConfigProblem, type LoadedBrandConfig } from './brand-config';

type Logger = Pick<Console, 'error'>;

/** What the server wrote into the page for this host (see the API's storefront): the boot needs no API call. */
export interface InlineBoot {
  tenantId: TenantId;
  brandConfig: LoadedBrandConfig;
  /** The `Token` header of every call (API_SHARED_TOKEN), or null when the page names none. */
  apiToken: string | null;
}

/** Logs each invalid part of a brand config: the catalogued message, then what exactly is wrong. */
export function logBrandConfigProblems(problems: BrandConfigProblem[], log: Logger): void {
  for (const problem of problems) log.error(problem.message, problem.issues.map(formatShapeIssue).join('; '));
}

/**
 * The boot configuration in the page's `<script type="application/json" id="storefront-boot">`, or null when the
 * page has none (Vite's dev server) or it is unreadable (logged); the boot then asks the API as before.
 */
export function readInlineBoot(doc: Pick<Document, 'getElementById'>, log: Logger): InlineBoot | null {
  const element = doc.getElementById(STOREFRONT_BOOT_ELEMENT_ID);
  if (!element) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent ?? '');
  } catch (error) {
    log.error('The page carries an unreadable storefront boot configuration', error);
    return null;
  }
  const record = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const { tenantId, apiToken } = record;
  if (typeof tenantId !== 'number' || !Number.isInteger(tenantId) || tenantId < 1) {
    log.error(`The page's storefront boot configuration names no valid tenant: ${JSON.stringify(tenantId)}`);
    return null;
  }
  const { brandConfig, problems } = parseBrandConfig(record.brandConfig);
  logBrandConfigProblems(problems, log);
  return {
    tenantId,
    brandConfig,
    apiToken: typeof apiToken === 'string' && apiToken.trim() ? apiToken : null,
  };
}

/**
 * The data a page the server rendered was rendered with (`<script type="application/json"
 * id="storefront-queries">`, TanStack Query's dehydrated state), or null when the page has none or it is unreadable
 * (logged; the page's queries then ask the API).
 */
export function readServerQueries(
  doc: Pick<Document, 'getElementById'>,
  log: Logger,
): DehydratedState | null {
  const text = doc.getElementById(STOREFRONT_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<DehydratedState> | null;
    if (state && Array.isArray(state.queries) && Array.isArray(state.mutations))
      return state as DehydratedState;
  } catch {
    // reported below
  }
  log.error('The page carries unreadable server-rendered data; its queries ask the API');
  return null;
}
