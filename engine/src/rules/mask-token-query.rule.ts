import type { NavigationQuery } from './navigation.types.js';
import {
  firstQueryValue,
  isExternalTarget,
  joinTarget,
  parseQuery,
  splitTarget,
} from './navigation-url.util.js';
import { QUERY_PARAMS } from './route-paths.constants.js';

/**
 * Spec section 2: the maskToken query parameter (agent masquerade) is "kept on every navigation". Adds the current
 * page's maskToken to a storefront target, keeping the target's other parameters and hash as written. The target
 * is returned unchanged when there is no current mask token, when it already carries one, or when it is on another
 * site (the token must not leak to it).
 */
export function withMaskToken(target: string, currentQuery: NavigationQuery): string {
  const maskToken = firstQueryValue(currentQuery, QUERY_PARAMS.maskToken);
  if (maskToken === undefined || isExternalTarget(target)) return target;
  const parts = splitTarget(target);
  if (firstQueryValue(parseQuery(parts.search), QUERY_PARAMS.maskToken) !== undefined) return target;
  const param = `${QUERY_PARAMS.maskToken}=${encodeURIComponent(maskToken)}`;
  return joinTarget({ ...parts, search: parts.search ? `${parts.search}&${param}` : param });
}
