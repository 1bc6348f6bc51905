import { formatDate } from '@telehealth/engine';
import type { PurchaseData } from '@telehealth/schemas';

/** Role numbers as words (0 admin, 1 customer, 2 agent). */
export function roleName(role: number): string {
  switch (role) {
    case 0:
      return 'Admin';
    case 1:
      return 'Customer';
    case 2:
      return 'Agent';
    default:
      return `Role ${role}`;
  }
}

/**
 * An answer as one line of text, whatever its shape: option texts, lists, numbers, consent, height and weight,
 * uploaded files.
 */
export function formatAnswer(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value
      .map((item) =>
        item && typeof item === 'object' && 'name' in item
          ? String((item as { name: unknown }).name)
          : formatAnswer(item),
      )
      .join(', ');
  }
  if (typeof value === 'object') {
    const hw = value as { feet?: unknown; inches?: unknown; pounds?: unknown; bmi?: unknown };
    if (typeof hw.feet === 'number' && typeof hw.pounds === 'number') {
      const bmi = typeof hw.bmi === 'number' ? ` (BMI ${hw.bmi.toFixed(1)})` : '';
      return `${hw.feet} ft ${typeof hw.inches === 'number' ? hw.inches : 0} in, ${hw.pounds} lb${bmi}`;
    }
    return JSON.stringify(value);
  }
  return String(value);
}

/** The number of pages for a total; at least 1 so "page 1 of 1" shows for an empty list. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * What an order's subscription will bill, for staff: the purchase status and its next bill date, or that nothing
 * is billed. A recurring order (`originalOrderId`) is what the order system bills; its sale shows the same.
 */
export function billingText(purchaseData: PurchaseData | null): string {
  if (!purchaseData) return 'One-off order: nothing recurring';
  const next = purchaseData.nextBillDate;
  switch (purchaseData.status) {
    case 'CANCELLED':
      return 'Cancelled: nothing more is billed';
    case 'PAUSED':
      return next ? `Paused: nothing is billed while paused (was due ${formatDate(next)})` : 'Paused';
    default:
      return next ? `Active: next bill ${formatDate(next)}` : 'Active: no next bill date';
  }
}
