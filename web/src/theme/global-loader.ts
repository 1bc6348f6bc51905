/** The id of the loader in index.html, shown from the first paint until the tenant's theme is applied. */
export const GLOBAL_LOADER_ID = 'global-loader';

export function removeGlobalLoader(doc: Document): void {
  doc.getElementById(GLOBAL_LOADER_ID)?.remove();
  doc.documentElement.removeAttribute('aria-busy');
}
