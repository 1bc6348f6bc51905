import type { TenantId } from '@telehealth/schemas';

import type { KeyValueStorage } from './storage';

/** Where the storefront keeps the questionnaire it loaded (spec section 1). */
export const QUESTIONS_STORAGE_KEY = 'd_questions';

function storedItems(parsed: unknown): unknown[] | null {
  if (Array.isArray(parsed)) return parsed;
  // The same list wrapped in a cache entry ({value, expiresAt}).
  if (parsed !== null && typeof parsed === 'object' && Array.isArray((parsed as { value?: unknown }).value)) {
    return (parsed as { value: unknown[] }).value;
  }
  return null;
}

/**
 * Whether the stored `d_questions` were loaded for another tenant: some item's `tenant_id` differs from the
 * current one. Items without a tenant_id do not count. A value that is not a readable list counts as foreign,
 * since nothing in it can be trusted to belong to this tenant.
 */
export function storedQuestionsBelongToOtherTenant(raw: string | null, tenantId: TenantId): boolean {
  if (raw === null || raw === '') return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return true;
  }
  const items = storedItems(parsed);
  if (items === null) return true;
  return items.some((item) => {
    if (item === null || typeof item !== 'object') return false;
    const owner = (item as { tenant_id?: unknown }).tenant_id;
    return owner !== undefined && owner !== null && Number(owner) !== tenantId;
  });
}

/**
 * Clears all of local storage when it holds another tenant's questionnaire, so the store starts afresh for this
 * tenant (spec section 1). Returns whether it cleared.
 */
export function ensureStorageBelongsToTenant(storage: KeyValueStorage, tenantId: TenantId): boolean {
  if (!storedQuestionsBelongToOtherTenant(storage.getItem(QUESTIONS_STORAGE_KEY), tenantId)) return false;
  storage.clear();
  return true;
}
