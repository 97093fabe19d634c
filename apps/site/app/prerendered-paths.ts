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
  // The mobile guides and country pages in the content the server seeds (dynamic pages).
  '/mobilguide/byt-till-esim',
  '/mobilguide/flytta-nummer',
  '/mobilguide/installningar',
  '/way-out-west',
  '/utland/priser-utomlands',
  '/utland/priser-till-utlandet',
  '/utland/spanien',
  '/utland/norge',
  '/utland/thailand',
  '/utland/usa',
  '/utland/turkiet',
  '/glomt-losenord',
  '/aktiveraspotify',
  '/driftstorningar',
  '/mobilforsakring',
  '/kunskap/surfinfo',
  '/kontantkort',
  '/registrera-kontantkort',
  '/dark-mode-demo',
  '/partner',
  '/bredband',
  '/bredband/cmore',
  '/bredband/wifitogo',
] as const satisfies readonly string[];
