export {
  NavigationGate,
  planNavigation,
  type NavigationOutcome,
  type NavigationPlan,
} from './navigation-gate';
export { readLandingParams, queryFromSearch, searchWithout, type LandingParams } from './landing-params';
export { readLandingQuery, readStoredCouponCode, readStoredMeds } from './landing-store';
export { useSelectedProducts } from './selected-products';
