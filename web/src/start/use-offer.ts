import { asOfForCreated, type KnownCalculatedValue, type Offer } from '@telehealth/engine';
import { useEffect, useMemo, useState } from 'react';

import { useIntakeOutline } from '../intake/intake-flow';
import { isLoginRequired } from '../intake/order-api';
import { useProducts } from '../products/use-products';
import { useCheckoutSession } from './checkout-session';
import { useOrder } from './use-start-data';

export type OfferRules = typeof import('./offer-rules');

let loaded: OfferRules | undefined;
let loading: Promise<OfferRules> | undefined;

function loadOfferRules(): Promise<OfferRules> {
  loading ??= import('./offer-rules').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed load (a deploy replaced the build: stale-build.ts reloads the tab) may be tried again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * What the intake's answers allow of the tenant's products (the engine's `offerFor`: which are offered or excluded by
 * which rule, the limits of one order, where a titrated product starts), from the order's answers and the flow
 * version it is pinned to (the order and flow queries the checkout guard and the question page use), with the rules'
 * code (`offer-rules.ts`, loaded on the first page that asks, while those are fetched). Undefined until all are in.
 * `values` are what the answers give beside them (the engine's `calculatedValuesOf`: the BMI, the flow's
 * calculations), which the review shows.
 */
export function useOffer(): {
  offer: Offer | undefined;
  rules: OfferRules | undefined;
  values: KnownCalculatedValue[] | undefined;
  error: unknown;
} {
  const { created } = useCheckoutSession();
  const order = useOrder(created);
  const resume = order.data && !isLoginRequired(order.data) ? order.data : undefined;
  const { outline, error } = useIntakeOutline(resume?.flowVersion, Boolean(resume));
  const products = useProducts();
  const [rules, setRules] = useState(loaded);
  const [loadError, setLoadError] = useState<unknown>(undefined);
  useEffect(() => {
    if (rules) return;
    let current = true;
    loadOfferRules().then(
      (module) => {
        if (current) setRules(module);
      },
      (failure: unknown) => {
        if (current) setLoadError(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [rules]);
  // The intake's day, as the question page and the API read its rules (the created value's timestamp).
  const [nowMs] = useState(() => Date.now());
  const offer = useMemo(
    () =>
      rules && outline && resume && created && products.data
        ? rules.offerFor(outline.index, resume.startData, asOfForCreated(created, nowMs), products.data)
        : undefined,
    [rules, outline, resume, created, products.data, nowMs],
  );
  // The machine's answers are the path's (going back takes an answer off), as the API walks them for staff.
  const values = useMemo(
    () =>
      rules && outline && resume && created
        ? rules.calculatedValuesOf(outline.index, resume.startData, asOfForCreated(created, nowMs))
        : undefined,
    [rules, outline, resume, created, nowMs],
  );
  return { offer, rules, values, error: error ?? order.error ?? products.error ?? loadError };
}
