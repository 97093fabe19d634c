import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpClient, isRpError, RpError } from '../src/bankid/rp-client';
import { createTestServer } from './harness';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('BankID RP client against the simulator', () => {
  const serverPromise = createTestServer();
  // Starting PGlite and migrating takes a while on a busy machine: wait in a hook, not a test.
  beforeAll(async () => {
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());

  async function client() {
    const server = await serverPromise;
    return createRpClient({
      baseUrl: 'http://localhost/bankid-sim/rp/v6.0/',
      fetch: async (url, init) => server.app.request(url, init),
    });
  }

  it('runs auth → collect → complete → cancel over the HTTP interface', async () => {
    const server = await serverPromise;
    const rp = await client();
    const order = await rp.auth({ endUserIp: '192.0.2.7', userVisibleData: b64('Logga in') });
    expect(order).toEqual({
      orderRef: expect.any(String),
      autoStartToken: expect.any(String),
      qrStartToken: expect.any(String),
      qrStartSecret: expect.any(String),
    });
    expect(await rp.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    await server.request(`/bankid-sim/control/${order.orderRef}`, {
      method: 'POST',
      json: { action: 'approve', personalNumber: '199001010017' },
    });
    const done = await rp.collect(order.orderRef);
    expect(done.status).toBe('complete');
    if (done.status === 'complete') expect(done.completionData.user.name).toBe('Erik Eriksson');

    const sign = await rp.sign({ endUserIp: '192.0.2.7', userVisibleData: b64('Jag beställer') });
    await expect(rp.cancel(sign.orderRef)).resolves.toBeUndefined();
    const phone = await rp.phoneAuth({ personalNumber: '197206142387', callInitiator: 'RP' });
    expect(Object.keys(phone)).toEqual(['orderRef']);
    const phoneSign = await rp.phoneSign({
      personalNumber: '198503121231',
      callInitiator: 'user',
      userVisibleData: b64('Ja'),
    });
    expect(phoneSign.orderRef).toBeTruthy();
  });

  it('turns RP errors into RpError with errorCode', async () => {
    const rp = await client();
    const missing = await rp
      .collect('c0ffee00-0000-4000-8000-000000000000')
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(RpError);
    expect(missing).toMatchObject({
      errorCode: 'invalidParameters',
      status: 400,
      details: 'No such order',
    });

    await rp.auth({ endUserIp: '192.0.2.7', requirement: { personalNumber: '199001010017' } });
    const twice = await rp
      .auth({ endUserIp: '192.0.2.7', requirement: { personalNumber: '199001010017' } })
      .catch((error: unknown) => error);
    expect(isRpError(twice, 'alreadyInProgress')).toBe(true);
  });

  it('maps transport failures and error statuses without a body', async () => {
    const broken = createRpClient({
      baseUrl: 'http://localhost/rp/v6.0/',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(broken.collect('x')).rejects.toMatchObject({ errorCode: 'network', status: 0 });
    const maintenance = createRpClient({
      baseUrl: 'http://localhost/rp/v6.0/',
      fetch: async () => new Response('<html>down</html>', { status: 503 }),
    });
    await expect(maintenance.collect('x')).rejects.toMatchObject({
      errorCode: 'maintenance',
      status: 503,
    });
    const odd = createRpClient({
      baseUrl: 'http://localhost/rp/v6.0/',
      fetch: async () => Response.json({ unexpected: true }),
    });
    await expect(odd.auth({ endUserIp: '192.0.2.1' })).rejects.toMatchObject({
      errorCode: 'invalidResponse',
    });
  });

  const hasOpenssl = (() => {
    try {
      execFileSync('openssl', ['version']);
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(!hasOpenssl)('uses mutual TLS with the configured certificate and CA', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-tls-'));
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const pem = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
    const seen: Array<{ path: string; body: string; authorized: boolean }> = [];
    const server = https.createServer(
      { ...pem, ca: pem.cert, requestCert: true, rejectUnauthorized: true },
      (req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          seen.push({
            path: req.url ?? '',
            body,
            authorized: (req.socket as TLSSocket).authorized,
          });
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ errorCode: 'invalidParameters', details: 'No such order' }));
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const rp = createRpClient({
        baseUrl: `https://127.0.0.1:${port}/rp/v6.0/`,
        tls: { ...pem, ca: pem.cert },
      });
      await expect(rp.collect('abc')).rejects.toMatchObject({ errorCode: 'invalidParameters' });
      expect(seen).toEqual([
        { path: '/rp/v6.0/collect', body: '{"orderRef":"abc"}', authorized: true },
      ]);

      // Without the client certificate the server refuses the connection.
      const anonymous = createRpClient({
        baseUrl: `https://127.0.0.1:${port}/rp/v6.0/`,
        tls: { ca: pem.cert },
      });
      await expect(anonymous.collect('abc')).rejects.toMatchObject({ errorCode: 'network' });
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
