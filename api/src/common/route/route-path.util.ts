/**
 * Path templates between the contract's OpenAPI form (`/api/products/{medId}`, a trailing `{path}` standing for
 * the rest of the path) and the router's (`/api/products/:medId`, `/api/assets/:tenantId/*`).
 */

/** `/api/assets/{tenantId}/{path}` → `/api/assets/:tenantId/*`. */
export function routerPath(template: string): string {
  return template.replace(/\/\{path\}$/, '/*').replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** `/api/assets/:tenantId/*` → `/api/assets/{tenantId}/{path}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{path}');
}
