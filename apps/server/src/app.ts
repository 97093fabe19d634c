import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { buildOpenApi } from '@lingon/contracts/openapi';
import type { AnyContract } from '@lingon/contracts/contract';
import { allContracts, servicesContracts } from '@lingon/contracts/registry';
import type { Services, AppEnv } from './context';
import { compressJson } from './lib/compress';
import { pageStatus, readRoutePatterns } from './lib/page-status';
import { contentSourceFromEnv } from './content/graphql-source';
import { LocalContentSource } from './content/local-source';
import { categoryExists, guideExists } from './content/support-store';
import { DEFAULT_LOCALE } from '@lingon/contracts/content/model';
import { hit, RateLimiter } from './lib/rate-limit';
import { requestHeader } from './lib/request-headers';
import { logError, startRequestLog } from './lib/request-log';
import { mountPublicCors } from './lib/cors';
import {
  applyAnswerHeaders,
  collectAnswerHeaders,
  CSP_REPORT_PATH,
  policyForFile,
} from './lib/security-headers';
import { swedishMessages } from './lib/zod-messages';
import { currentOffering } from './mypages/catalogue';
import { notificationsSimRoutes } from './notifications/sim-page';
import { supportAgentRoutes } from './support-agent/console';
import { bankidRoutes } from './routes/bankid';
import { broadbandRoutes } from './routes/broadband';
import { contentRoutes } from './routes/content';
import { mypagesRoutes } from './routes/mypages';
import { paymentsRoutes } from './routes/payments';
import { prepaidRoutes } from './routes/prepaid';

// The messages the contracts do not word themselves (a malformed body: a field missing, of the
// wrong type, or not known) are the services' own, in Swedish without type names
// (lib/zod-messages.ts), and zod's Swedish for anything rarer.
z.config(z.locales.sv());
z.config({ customError: swedishMessages });

/** Largest accepted request body: every contract's payload is far smaller. */
export const MAX_BODY_BYTES = 64 * 1024;

export function createApp(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const rateLimiter =
    services.rateLimiter ?? new RateLimiter(services.db, () => services.now().getTime());
  // What every request gets, in one middleware (each layer costs a cached answer a few per cent
  // of its time): the services, the headers every answer carries, and its line in the log.
  app.use('*', async (c, next) => {
    c.set('db', services.db);
    c.set('config', services.config);
    c.set('services', services);
    c.set('rateLimiter', rateLimiter);
    collectAnswerHeaders(c);
    const logged = startRequestLog(c);
    await next();
    applyAnswerHeaders(c);
    logged();
  });
  // The rest of a refused body is never read, so the connection cannot carry another request:
  // close it once this answer is sent instead of leaving the next request to fail on it.
  const tooLarge = (c: Context<AppEnv>) => {
    c.header('Connection', 'close');
    return c.json(
      [{ field: 'body', message: `Förfrågan är större än ${MAX_BODY_BYTES / 1024} kB` }],
      413,
    );
  };
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // A GET or HEAD has no body, and a declared length is checked from the header alone: asking
  // for the body first, as bodyLimit does, builds a full Request on the Node adapter for every
  // call. A body of undeclared length (chunked) is counted by bodyLimit as it is read.
  app.use('/services/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = requestHeader(c, 'content-length');
    if (length !== undefined && requestHeader(c, 'transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > MAX_BODY_BYTES ? tooLarge(c) : next();
    }
    return limitBody(c, next);
  });

  // Service answers are JSON, compressed on the fly (the site's files are precompressed).
  app.use('/services/*', compressJson());

  app.post(CSP_REPORT_PATH, cspReport);

  // Before the routes: the embeddable address check's calls answer other origins (lib/cors.ts).
  mountPublicCors(app);

  const openApi = buildOpenApi(allContracts);
  app.get('/services/openapi.json', (c) => c.json(openApi));

  app.route('/', broadbandRoutes());
  app.route('/', mypagesRoutes());
  // One content source for the content services and the site's page statuses (mountSite).
  const remoteContent = contentSourceFromEnv();
  app.route('/', contentRoutes(remoteContent ? { source: remoteContent } : {}));
  app.route('/', paymentsRoutes());
  app.route('/', prepaidRoutes());
  app.route('/', bankidRoutes());
  app.route('/', notificationsSimRoutes());
  app.route('/', supportAgentRoutes());

  // A service asked with a method it does not take is 405 with the methods it does (Allow);
  // only an address no service has is unknown.
  const methodsAt = methodsByPath(servicesContracts);
  app.all('/services/*', (c) => {
    const allowed = methodsAt(c.req.path.slice('/services/'.length));
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return c.json(
        [
          {
            field: 'method',
            message: `${c.req.method} stöds inte här, bara ${allowed.join(', ')}`,
          },
        ],
        405,
      );
    }
    return c.json([{ field: 'path', message: `Okänd tjänst: ${c.req.path}` }], 404);
  });

  mountEmbed(app, services.config.EMBED_DIR);
  const content = (c: Context<AppEnv>) => remoteContent ?? new LocalContentSource(c.get('db'));
  /** Whether the content has a dynamic page of `kind` at `slug`. */
  const dynamicPageOfKind = async (c: Context<AppEnv>, slug: string, kind: string) =>
    (await content(c).dynamicPage(slug, DEFAULT_LOCALE))?.kind === kind;
  mountSite(app, services.config.SITE_DIR, {
    contentPageExists: async (c, slug) =>
      Boolean(await content(c).staticPage(slug, DEFAULT_LOCALE)),
    recordExists: {
      // The support pages are named after FAQ categories and guides (the site's routes/support).
      'support/:view2': (c, [category = '']) => categoryExists(c.get('db'), category),
      'support/:view2/:view3': (c, [, guide = '']) => guideExists(c.get('db'), guide),
      'support/:view2/:view3/:view4/:slug': (c, [, , , guide = '']) =>
        guideExists(c.get('db'), guide),
      // The mobile guides and the country pages are dynamic pages of their kind
      // (routes/mobilguide/guide.tsx, routes/utland/country.tsx), which show the 404 page otherwise.
      'mobilguide/*': (c, [rest = '']) =>
        dynamicPageOfKind(c, `mobilguide/${rest.replace(/\/+$/, '')}`, 'guide'),
      'utland/:slug': (c, [slug = '']) => dynamicPageOfKind(c, `utland/${slug}`, 'country'),
      // A prepaid top-up category page (routes/prepaid/ladda-category.tsx) is one of the offering.
      'kontantkort/ladda/:slug': async (c, [slug = '']) =>
        (await currentOffering(c.get('db'))).offering.categories.some(
          (category) => category.slug === slug,
        ),
    },
  });

  app.onError((error, c) => {
    logError(c.get('requestId'), c.req.method, c.req.path, error);
    return c.json([{ field: 'server', message: 'Ett oväntat fel inträffade. Försök igen.' }], 500);
  });
  return app;
}

/**
 * The methods the services take at a path below /services/ (`:name` matches one segment), from
 * their contracts: for a 405's Allow header.
 */
function methodsByPath(contracts: readonly AnyContract[]): (path: string) => string[] {
  const routes = contracts.map((contract) => ({
    method: contract.method,
    pattern: new RegExp(
      `^${contract.path
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    ),
  }));
  return (path) => [
    ...new Set(routes.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method)),
  ];
}

/** Hashed build output: its name changes with its content, so it may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages, route data, manifest and icons: kept, but revalidated (ETag) before every use. */
const REVALIDATE = 'no-cache';

/** An embed script keeps its name across releases: cached briefly, then revalidated (ETag). */
const EMBED_CACHE = 'public, max-age=300, must-revalidate';

/**
 * Serve the embed scripts partners load from their own pages (`/embed/address-check.js`, built
 * by apps/embed): JavaScript that any origin may load as a module script (CORS, and
 * Cross-Origin-Resource-Policy for pages that require it), compressed, cached for five minutes
 * and then revalidated, so a release reaches partner pages within minutes. An unknown file is a
 * plain 404, never the site's page.
 */
function mountEmbed(app: Hono<AppEnv>, embedDir: string): void {
  app.use('/embed/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  app.use('/embed/*', notModified);
  // The validators are the file's, set before compression copies the answer.
  app.use('/embed/*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    const stats = fs.statSync(path.join(embedDir, c.req.path.replace(/^\/embed\//, '')));
    c.header('Cache-Control', EMBED_CACHE);
    c.header('ETag', `W/"${stats.size.toString(36)}-${stats.mtimeMs.toString(36)}"`);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
  });
  app.use('/embed/*', compress());
  if (fs.existsSync(embedDir)) {
    app.get(
      '/embed/:file{[a-z0-9-]+\\.js}',
      serveStatic({
        root: path.relative(process.cwd(), embedDir) || '.',
        rewriteRequestPath: (p) => p.replace(/^\/embed/, ''),
      }),
    );
  }
  app.get('/embed/*', (c) => c.text('Not found', 404));
}

/**
 * Serve the prerendered site: a prerendered path answers its own index.html, any other path the
 * SPA fallback (React Router's `__spa-fallback.html`), which renders the route or the 404 page.
 *
 * Delivery (docs/architecture.md "Delivery"): the build writes brotli and gzip copies of every
 * text file, sent as they are to a browser that accepts them (`Vary: Accept-Encoding`); hashed
 * assets are immutable, everything else carries a weak ETag from the file's size and time and is
 * revalidated, so a browser gets `304 Not Modified` for a page it already has.
 */
function mountSite(
  app: Hono<AppEnv>,
  siteDir: string,
  pages: {
    contentPageExists: (c: Context<AppEnv>, slug: string) => Promise<boolean>;
    recordExists: Record<string, (c: Context<AppEnv>, params: string[]) => Promise<boolean>>;
  },
): void {
  if (!fs.existsSync(siteDir)) {
    app.get('*', (c) =>
      c.text(`The site is not built yet (${path.basename(siteDir)} missing): run pnpm start.`, 503),
    );
    return;
  }
  const root = path.relative(process.cwd(), siteDir) || '.';
  const onFound = (file: string, c: Context<AppEnv>) => {
    const stats = fs.statSync(file);
    const immutable = c.req.path.startsWith('/assets/');
    c.header('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
    if (!immutable)
      c.header('ETag', `W/"${stats.size.toString(36)}-${stats.mtimeMs.toString(36)}"`);
    if (COMPRESSIBLE.test(c.res.headers.get('Content-Type') ?? '')) {
      c.header('Vary', 'Accept-Encoding');
    }
    if (/\.html(?:\.br|\.gz)?$/.test(file))
      c.header('Content-Security-Policy', policyForFile(file));
  };
  const site = { root, precompressed: true, onFound } as const;

  app.use('*', notModified);
  // The prerendered 404 page is what it says, also when asked for by its own address.
  for (const notFound of ['/404', '/404/']) {
    app.use(notFound, async (c, next) => {
      await next();
      if (c.res.status !== 200) return;
      const page = notFoundPage(c.res);
      // Hono merges the old answer's headers into an assigned one; clear it first.
      c.res = undefined;
      c.res = page;
    });
  }
  // A prerendered page asked for with capitals (/Bredband): routes match without regard to case,
  // so the app would render it under an address of its own, a duplicate to a search engine. It
  // is sent to the page's one address instead. Other paths keep their case (ids such as DOC-5002).
  app.get('*', async (c, next) => {
    const lower = c.req.path.toLowerCase();
    if (lower === c.req.path || lower.startsWith('/assets/')) return next();
    const page = path.join(siteDir, lower.replace(/\/$/, ''), 'index.html');
    if (!page.startsWith(siteDir) || !fs.existsSync(page)) return next();
    const query = new URL(c.req.url).search;
    return c.redirect(`${lower}${query}`, 301);
  });
  app.use('*', serveStatic(site));
  app.get(
    '*',
    serveStatic({ ...site, rewriteRequestPath: (p) => `${p.replace(/\/$/, '')}/index.html` }),
  );
  const fallback = fs.existsSync(path.join(siteDir, '__spa-fallback.html'))
    ? '__spa-fallback.html'
    : 'index.html';
  // The SPA fallback renders whatever the path is, the 404 page included; its status says
  // whether there is a page (lib/page-status.ts), so an unknown address is a 404 to a crawler.
  const patterns = readRoutePatterns(siteDir);
  const serveFallback = serveStatic({ ...site, path: fallback });
  app.get('*', async (c, next) => {
    const status = patterns
      ? await pageStatus(c.req.path, {
          patterns,
          // A store that cannot answer does not make a page a 404: the app decides then.
          contentPageExists: (slug) => pages.contentPageExists(c, slug).catch(() => true),
          recordExists: Object.fromEntries(
            Object.entries(pages.recordExists).map(([pattern, exists]) => [
              pattern,
              (params: string[]) => exists(c, params).catch(() => true),
            ]),
          ),
        })
      : 200;
    const answer = await serveFallback(c, next);
    if (status !== 404) return answer;
    c.header('ETag', undefined);
    return notFoundPage(answer ?? c.res);
  });
}

/** The same page with status 404 (and no ETag: a 404 is not revalidated). */
function notFoundPage(page: Response): Response {
  const headers = new Headers(page.headers);
  headers.delete('ETag');
  return new Response(page.body, { status: 404, headers });
}

/** A text field of a report: bounded, so that a report never costs more than it tells. */
const reportText = z.string().max(4096);
/** A line, column or status number of a report. */
const reportNumber = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31);

/**
 * The fields of a report-uri report (`{"csp-report": {…}}`, CSP Level 3 §5.3): every one optional,
 * as browsers differ in what they send, and anything else dropped unread.
 */
const cspReportBody = z
  .object({
    'document-uri': reportText,
    referrer: reportText,
    'blocked-uri': reportText,
    'violated-directive': reportText,
    'effective-directive': reportText,
    'original-policy': reportText,
    disposition: reportText,
    'status-code': reportNumber,
    'source-file': reportText,
    'line-number': reportNumber,
    'column-number': reportNumber,
    'script-sample': reportText,
  })
  .partial();

/** The body of a Reporting API `csp-violation` report, the same fields in their newer names. */
const cspViolationBody = z
  .object({
    documentURL: reportText,
    referrer: reportText,
    blockedURL: reportText,
    effectiveDirective: reportText,
    originalPolicy: reportText,
    disposition: reportText,
    statusCode: reportNumber,
    sourceFile: reportText,
    lineNumber: reportNumber,
    columnNumber: reportNumber,
    sample: reportText,
  })
  .partial();

/**
 * A browser's report of something the Content-Security-Policy blocked (report-uri's
 * `{"csp-report": …}` or the Reporting API's list): logged as one line for whoever runs the site.
 * Only the known fields are read, each bounded: the endpoint is public, and a report of any other
 * shape (a value nested thousands of levels deep, say) is refused, never logged as it came.
 */
const cspReportSchema = z.union([
  z.object({ 'csp-report': cspReportBody }),
  z.array(z.object({ type: z.string().max(100), body: cspViolationBody })).max(100),
]);

/** Reports one client may send a minute: a page breaking its policy reports every violation. */
const CSP_REPORT_LIMIT = { bucket: 'csp-report', limit: 60, windowMs: 60_000 } as const;

const cspReport = async (c: Context<AppEnv>) => {
  const verdict = await hit(c, CSP_REPORT_LIMIT);
  if (verdict.limited) {
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return c.json(verdict.errors, 429);
  }
  const parsed = cspReportSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) {
    return c.json([{ field: 'body', message: 'Rapporten kunde inte läsas.' }], 400);
  }
  const reports = Array.isArray(parsed.data)
    ? parsed.data.filter((r) => r.type === 'csp-violation').map((r) => r.body)
    : [parsed.data['csp-report']];
  for (const report of reports) console.warn(JSON.stringify({ cspViolation: report }));
  return c.body(null, 204);
};

/** Text types worth compressing (the ones the build precompresses). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)/;

/** Answer 304 when the browser already holds the file the ETag names. */
const notModified: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const etag = c.res.headers.get('ETag');
  const held = c.req.header('If-None-Match');
  if (!etag || !held || c.res.status !== 200) return;
  const matches = held.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  if (!matches) return;
  await c.res.body?.cancel();
  const headers = new Headers(c.res.headers);
  for (const name of ['Content-Length', 'Content-Encoding', 'Content-Type']) headers.delete(name);
  // Hono merges the old answer's headers into an assigned one; clear it first.
  c.res = undefined;
  c.res = new Response(null, { status: 304, headers });
};
