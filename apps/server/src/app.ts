import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { buildOpenApi } from '@lingon/contracts/openapi';
import { allContracts } from '@lingon/contracts/registry';
import type { Services, AppEnv } from './context';
import { bankidRoutes } from './routes/bankid';
import { broadbandRoutes } from './routes/broadband';
import { contentRoutes } from './routes/content';
import { mypagesRoutes } from './routes/mypages';
import { paymentsRoutes } from './routes/payments';

/** Largest accepted request body: every contract's payload is far smaller. */
export const MAX_BODY_BYTES = 64 * 1024;

export function createApp(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('db', services.db);
    c.set('config', services.config);
    c.set('services', services);
    await next();
  });
  app.use(
    '/services/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(
          [{ field: 'body', message: `Förfrågan är större än ${MAX_BODY_BYTES / 1024} kB` }],
          413,
        ),
    }),
  );

  const openApi = buildOpenApi(allContracts);
  app.get('/services/openapi.json', (c) => c.json(openApi));

  app.route('/', broadbandRoutes());
  app.route('/', mypagesRoutes());
  app.route('/', contentRoutes());
  app.route('/', paymentsRoutes());
  app.route('/', bankidRoutes());

  app.all('/services/*', (c) =>
    c.json([{ field: 'path', message: `Okänd tjänst: ${c.req.path}` }], 404),
  );

  mountSite(app, services.config.SITE_DIR);

  app.onError((error, c) => {
    console.error(`[${c.req.method} ${c.req.path}]`, error);
    return c.json([{ field: 'server', message: 'Ett oväntat fel inträffade. Försök igen.' }], 500);
  });
  return app;
}

/**
 * Serve the prerendered site: a prerendered path answers its own index.html, any other path the
 * SPA fallback (React Router's `__spa-fallback.html`), which renders the route or the 404 page.
 */
function mountSite(app: Hono<AppEnv>, siteDir: string): void {
  if (!fs.existsSync(siteDir)) {
    app.get('*', (c) =>
      c.text(`The site is not built yet (${path.basename(siteDir)} missing): run pnpm start.`, 503),
    );
    return;
  }
  const root = path.relative(process.cwd(), siteDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root }));
  app.get(
    '*',
    serveStatic({ root, rewriteRequestPath: (p) => `${p.replace(/\/$/, '')}/index.html` }),
  );
  const fallback = path.join(siteDir, '__spa-fallback.html');
  app.get('*', (c) => {
    const file = fs.existsSync(fallback) ? fallback : path.join(siteDir, 'index.html');
    return c.html(fs.readFileSync(file, 'utf8'));
  });
}
