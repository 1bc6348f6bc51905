import type { CheckoutResponse } from '@telehealth/schemas';

import { EMPTY_SHIPPING, type ShippingInput } from '../../ui/shipping';

/**
 * What the start pages remember between pages and reloads, per intake (created value), in sessionStorage: the
 * state, the chosen products and strengths, the shipping form, whether an identity check was started and the paid
 * order's receipt. The card is NOT here:
 * it lives in memory only (see checkout-session.tsx).
 */
export interface StoredCheckout {
  created: string;
  stateCode: string | null;
  meds: number[];
  /** Preferred starting strength by med, for products that offer several. */
  strengths: Record<string, string>;
  shipping: ShippingInput;
  shippingDone: boolean;
  /** An identity check was started (POST /api/verification) and has not failed. */
  identitySubmitted: boolean;
  receipt: Pick<
    CheckoutResponse,
    'orderId' | 'price' | 'payment' | 'selectedProduct' | 'transactionId'
  > | null;
}

export const CHECKOUT_STORAGE_KEY = 'start:checkout';

export function emptyCheckout(created: string): StoredCheckout {
  return {
    created,
    stateCode: null,
    meds: [],
    strengths: {},
    shipping: { ...EMPTY_SHIPPING },
    shippingDone: false,
    identitySubmitted: false,
    receipt: null,
  };
}

/** What the earlier pages already know: the landing page's `?med=`, lead-qualify's state, the lead's dUser. */
export interface CheckoutSeed {
  meds: readonly number[];
  stateCode?: string;
  user?: { firstName: string; lastName: string; email: string; phone: string };
}

/** A fresh checkout that starts from what the visitor already told us. */
export function seededCheckout(created: string, seed: CheckoutSeed): StoredCheckout {
  const empty = emptyCheckout(created);
  const stateCode = seed.stateCode && /^[A-Z]{2}$/.test(seed.stateCode) ? seed.stateCode : null;
  return {
    ...empty,
    stateCode,
    meds: [...new Set(seed.meds)],
    shipping: { ...empty.shipping, ...(seed.user ?? {}), state: stateCode ?? '' },
  };
}

/** The stored checkout of this intake; a fresh one when nothing (or another intake's data) is stored. */
export function parseStoredCheckout(
  raw: string | null,
  created: string,
  fresh: StoredCheckout = emptyCheckout(created),
): StoredCheckout {
  const empty = fresh;
  if (!raw) return empty;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredCheckout>;
    if (parsed.created !== created) return empty;
    return {
      created,
      stateCode: typeof parsed.stateCode === 'string' ? parsed.stateCode : null,
      meds: Array.isArray(parsed.meds) ? parsed.meds.filter((m): m is number => Number.isInteger(m)) : [],
      strengths: parsed.strengths && typeof parsed.strengths === 'object' ? { ...parsed.strengths } : {},
      shipping: { ...EMPTY_SHIPPING, ...(parsed.shipping ?? {}) },
      shippingDone: parsed.shippingDone === true,
      identitySubmitted: parsed.identitySubmitted === true,
      receipt: parsed.receipt ?? null,
    };
  } catch {
    return empty;
  }
}
