/** Ports and keys of the end-to-end run; the config starts the servers with them and the tests call them. */
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 5174);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 5499);
/** The run's mail catcher (maildev): the API sends every email to its SMTP port; specs read them on its web port. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 1026);
export const E2E_MAIL_UI_PORT = Number(process.env.E2E_MAIL_UI_PORT ?? 1081);
/** Not the development default, so a run proves API_SHARED_TOKEN alone reaches the API and the page it serves. */
export const E2E_API_TOKEN = 'e2e-shared-token';
export const E2E_DEFAULT_TENANT_ID = 6;
/** The two seeded storefronts the specs visit: each host and its tenant id. */
export const STOREFRONTS = [
  { host: 'fungaid.localhost', tenantId: 6 },
  { host: 'evenwell.localhost', tenantId: 7 },
] as const;

/** The API serves the storefront, as `npm start` runs it: one server, on E2E_WEB_PORT. */
export const apiUrl = (path: string) => `http://127.0.0.1:${E2E_WEB_PORT}${path}`;
export const mailUrl = (path: string) => `http://127.0.0.1:${E2E_MAIL_UI_PORT}${path}`;
export const webUrl = (host: string, path = '/') => `http://${host}:${E2E_WEB_PORT}${path}`;
