/** The public address of the site, for canonical links, Open Graph and the sitemap. */
export const DEFAULT_SITE_URL = 'https://www.lingon.example';
