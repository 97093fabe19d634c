// A static file server for the floor app, delivering as the Lingon server does (apps/server
// "Delivery"): the build's precompressed brotli or gzip copy when the browser accepts it, with
// Vary, immutable caching for hashed assets and revalidation for HTML. Only for `pnpm bench`.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.data': 'text/x-script',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function resolveFile(root, pathname) {
  const clean = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [path.join(root, clean), path.join(root, clean, 'index.html')];
  for (const file of candidates) {
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return path.join(root, 'index.html');
}

/** Serves `root` on 127.0.0.1 at a free port; resolves to { url, close }. */
export function serveStatic(root) {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = resolveFile(root, pathname);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      vary: 'Accept-Encoding',
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    let body = file;
    if (/\bbr\b/.test(accepts) && fs.existsSync(`${file}.br`)) {
      body = `${file}.br`;
      headers['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accepts) && fs.existsSync(`${file}.gz`)) {
      body = `${file}.gz`;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = fs.statSync(body).size;
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else fs.createReadStream(body).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
