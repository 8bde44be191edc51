/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the public-site service (content pages, company settings, contacts). */
  readonly VITE_PUBLIC_SITE_API_URL?: string;
  /** Base URL of the user service (auth, users, addresses). */
  readonly VITE_USER_API_URL?: string;
  /** Base URL of the product service (catalogue, cart, orders). */
  readonly VITE_PRODUCT_API_URL?: string;
  /** Base URL of the core service (associates, business values, requests). */
  readonly VITE_CORE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** One area's English messages, or a whole language, compiled (vite-catalogue-plugin.ts). */
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}

/** A loader for each language other than English, each its own chunk. */
declare module 'virtual:catalogue-loaders' {
  import type { Messages } from '@lingui/core';
  import type { Language } from '@saathi/shared/locales';
  const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>>;
  export default loaders;
}
