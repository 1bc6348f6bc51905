import { CheckoutLayout } from '../layouts/checkout-layout';
import { CHECKOUT_STEPS } from './lib/steps';

/** The checkout layout with the steps before paying listed. */
export function StartCheckoutLayout() {
  return <CheckoutLayout steps={CHECKOUT_STEPS} />;
}
