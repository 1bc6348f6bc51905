/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The storefront's shared client key, sent as the `Token` header on every API call. */
  readonly VITE_API_TOKEN?: string;
  /** Tenant served on plain `localhost` / `127.0.0.1` and on hosts the API does not know. */
  readonly VITE_DEFAULT_TENANT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
