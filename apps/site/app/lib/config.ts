import { DEFAULT_SITE_URL } from './site-url';
/** Build-time settings of the site, with the defaults used when a setting is not given. */
export const SHOP_URL =
  import.meta.env.VITE_SHOP_URL || 'https://shop.lingon.example/mobiltelefoner';

export const SITE_URL = import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL;

/** How often an open tab asks whether a newer build was deployed (the spec leaves it open). */
export const BUILD_POLL_INTERVAL_MS = 60_000;
