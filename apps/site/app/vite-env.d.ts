/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by the build-info plugin: the id of this build ('dev' in the dev server). */
  readonly VITE_BUILD_ID: string;
  readonly VITE_BUILD_TIMESTAMP: string;
  /** The external phone shop's mobiltelefoner page (build-time setting). */
  readonly VITE_SHOP_URL?: string;
  /** Public origin of the site, used for canonical links (build-time setting). */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
