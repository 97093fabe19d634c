// The baseline of the server bench: a bare Hono endpoint on @hono/node-server, the same stack the
// Lingon server runs on, answering a small JSON without any work. Prints its URL when listening.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/bare', (c) => c.json({ ok: true, at: 'bare' }));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`http://127.0.0.1:${info.port}`);
});
