import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { getCookie } from '../cookies/cookies';
import { readLeadState, readLeadUser } from '../intake/lead-store';
import { readStoredMeds } from '../navigation/landing-store';
import type { CardInput } from './lib/card';
import { useHydrated } from '../ui/hydration';
import {
  CHECKOUT_STORAGE_KEY,
  emptyCheckout,
  parseStoredCheckout,
  seededCheckout,
  type StoredCheckout,
} from './lib/session-store';

const EMPTY_CARD: CardInput = { name: '', number: '', expiry: '', cvc: '' };

export interface CheckoutSession {
  /** The intake's key (the `created` cookie); null without an intake. */
  created: string | null;
  stored: StoredCheckout | null;
  update: (change: Partial<Omit<StoredCheckout, 'created'>>) => void;
  /** The card as typed, in memory only: it survives moving between the start pages, never a reload. */
  card: CardInput;
  setCard: (card: CardInput) => void;
  /** True once the payment page accepted the card. */
  cardEntered: boolean;
  setCardEntered: (entered: boolean) => void;
}

const CheckoutSessionContext = createContext<CheckoutSession | null>(null);

function readStorage(created: string): StoredCheckout {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // Blocked storage: the checkout lasts for this page only.
  }
  // Nothing stored for this intake yet: start from the landing page's ?med=, lead-qualify's state and dUser.
  const fresh = seededCheckout(created, {
    meds: readStoredMeds(),
    stateCode: readLeadState(),
    user: readLeadUser(),
  });
  return parseStoredCheckout(raw, created, fresh);
}

function writeStorage(value: StoredCheckout): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // See readStorage.
  }
}

/**
 * Holds the checkout's data for every start page below it (a layout route rendering <Outlet />). The tab's stored
 * checkout is read once the browser may (useHydrated): the server cannot see the tab's storage, so its render and
 * the browser's hydration of it start from a fresh checkout, and the stored one follows at once.
 */
export function CheckoutSessionProvider({ children }: { children?: ReactNode }) {
  const created = getCookie('created') ?? null;
  const hydrated = useHydrated();
  const [stored, setStored] = useState<StoredCheckout | null>(null);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [cardEntered, setCardEntered] = useState(false);

  // What the tab stored for this intake (a new intake, another created cookie, starts from nothing).
  const fromStorage = useMemo(
    () => (created === null ? null : hydrated ? readStorage(created) : emptyCheckout(created)),
    [created, hydrated],
  );
  const current = stored && created && stored.created === created ? stored : fromStorage;

  const update = useCallback(
    (change: Partial<Omit<StoredCheckout, 'created'>>) => {
      if (!created) return;
      setStored((previous) => {
        const base = previous && previous.created === created ? previous : readStorage(created);
        const next = { ...base, ...change, created };
        writeStorage(next);
        return next;
      });
    },
    [created],
  );

  const value = useMemo(
    () => ({ created, stored: current, update, card, setCard, cardEntered, setCardEntered }),
    [created, current, update, card, cardEntered],
  );
  return <CheckoutSessionContext value={value}>{children ?? <Outlet />}</CheckoutSessionContext>;
}

export function useCheckoutSession(): CheckoutSession {
  const session = useContext(CheckoutSessionContext);
  if (!session) throw new Error('useCheckoutSession() must be used inside <CheckoutSessionProvider>');
  return session;
}
