/**
 * Every public page whose HTML does not depend on the visitor (SPEC §2). They are rendered to
 * HTML at build time; flow steps (broadband order, prepaid top-up), my pages and dynamic paths
 * are served the SPA fallback and render in the browser.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/404',
  '/ladda',
  '/surf',
  '/start',
  '/support',
  '/tyck-till',
  '/kontakta-oss',
  '/mobilguide',
  '/way-out-west',
  '/utland/priser-utomlands',
  '/utland/priser-till-utlandet',
  '/glomt-losenord',
  '/aktiveraspotify',
  '/driftstorningar',
  '/mobilforsakring',
  '/kunskap/surfinfo',
  '/kontantkort',
  '/registrera-kontantkort',
  '/dark-mode-demo',
  '/bredband',
  '/bredband/cmore',
  '/bredband/wifitogo',
] as const satisfies readonly string[];
