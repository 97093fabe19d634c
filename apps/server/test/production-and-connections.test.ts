import net from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/app';
import { DEMO_HASHED_UID_KEY, DEMO_TM_KEYS, loadConfig } from '../src/config';
import { sameSecret } from '../src/lib/auth';
import { createTestServer } from './harness';

const PRODUCTION = {
  NODE_ENV: 'production',
  SIMULATORS: '0',
  BANKID_URL: 'https://appapi2.bankid.com/rp/v6.0/',
  TM_KEY_SUPPORT: 'a-real-support-key-0001',
  TM_KEY_TELEMARKETING: 'a-real-tm-key-0002',
  HASHED_UID_KEY: 'a-real-hashed-uid-key-of-its-own-0003',
  // The payment simulator is the top-up's only payment provider.
  FEATURES_DISABLED: 'prepaid-top-up',
};

describe('production mode', () => {
  it('starts with real BankID, no simulators, no fault injection and keys of its own', () => {
    expect(loadConfig(PRODUCTION).NODE_ENV).toBe('production');
  });

  it.each([
    ['the simulators on', { SIMULATORS: '1' }, 'SIMULATORS'],
    ['fault injection on', { SIMULATE_FAULTS: '1' }, 'SIMULATE_FAULTS'],
    ['BankID on the simulator', { BANKID_URL: undefined }, 'BANKID_URL'],
    ['the demo support key', { TM_KEY_SUPPORT: DEMO_TM_KEYS.support }, 'TM_KEY_SUPPORT'],
    [
      'the demo TM key',
      { TM_KEY_TELEMARKETING: DEMO_TM_KEYS.telemarketing },
      'TM_KEY_TELEMARKETING',
    ],
    ['the demo hashed uid key', { HASHED_UID_KEY: DEMO_HASHED_UID_KEY }, 'HASHED_UID_KEY'],
    ['no hashed uid key', { HASHED_UID_KEY: undefined }, 'HASHED_UID_KEY'],
  ])('refuses to start with %s', (_name, change, setting) => {
    expect(() => loadConfig({ ...PRODUCTION, ...change })).toThrow(
      new RegExp(`Refusing to start in production[\\s\\S]*${setting}`),
    );
  });

  it('refuses to start with the prepaid top-up on and no payment simulator, in any mode', () => {
    const refusal =
      /Refusing to start:[\s\S]*payment simulator is its only payment provider[\s\S]*FEATURES_DISABLED=prepaid-top-up/;
    expect(() => loadConfig({ ...PRODUCTION, FEATURES_DISABLED: undefined })).toThrow(refusal);
    expect(() => loadConfig({ SIMULATORS: '0' })).toThrow(refusal);
    expect(loadConfig({ SIMULATORS: '0', FEATURES_DISABLED: 'prepaid-top-up' }).SIMULATORS).toBe(
      false,
    );
  });

  it('refuses a hashed uid key too short to be a key', () => {
    expect(() => loadConfig({ HASHED_UID_KEY: 'short' })).toThrow(/HASHED_UID_KEY/);
  });

  it('lets development run with everything on by default', () => {
    const config = loadConfig({});
    expect(config.SIMULATORS).toBe(true);
    expect(config.TM_KEY_SUPPORT).toBe(DEMO_TM_KEYS.support);
  });
});

describe('secrets', () => {
  it('are equal only when every character is', () => {
    expect(sameSecret('tm-demo-key-91c2', 'tm-demo-key-91c2')).toBe(true);
    expect(sameSecret('tm-demo-key-91c3', 'tm-demo-key-91c2')).toBe(false);
    expect(sameSecret('tm-demo', 'tm-demo-key-91c2')).toBe(false);
    expect(sameSecret('', 'tm-demo-key-91c2')).toBe(false);
  });
});

describe('secure cookies behind a proxy', () => {
  it('marks the session cookie Secure only when HTTPS is known: its own URL or a trusted proxy', async () => {
    const untrusted = await createTestServer();
    const trusted = await createTestServer({ TRUST_PROXY: true });
    try {
      const logout = (server: typeof untrusted) =>
        server.app.request('/services/bankid/v1/start', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
          body: JSON.stringify({ purpose: 'login', flow: 'qr', device: 'computer' }),
        });
      const plain = await logout(untrusted);
      const proxied = await logout(trusted);
      const secure = (res: Response) =>
        res.headers.getSetCookie().some((cookie) => /;\s*secure/i.test(cookie));
      expect(plain.headers.getSetCookie().length).toBeGreaterThan(0);
      expect(secure(plain)).toBe(false);
      expect(secure(proxied)).toBe(true);
      expect(proxied.headers.get('Strict-Transport-Security')).toMatch(/max-age=/);
      expect(plain.headers.get('Strict-Transport-Security')).toBeNull();
    } finally {
      await untrusted.close();
      await trusted.close();
    }
  });
});

/** Write raw HTTP on one socket and read until `done` says the answers are in. */
function exchange(port: number, payload: string | Buffer, done: (text: string) => boolean) {
  return new Promise<{ text: string; closed: boolean }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed });
    }, 10_000);
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (done(text)) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ text, closed });
      }
    });
    socket.on('end', () => {
      closed = true;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.on('error', reject);
    socket.write(payload);
  });
}

describe('a refused body and the connection it came on', () => {
  const serverPromise = createTestServer();
  let listener: ReturnType<typeof serve> | undefined;
  const portPromise = serverPromise.then(
    (server) =>
      new Promise<number>((resolve) => {
        listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
          resolve(info.port),
        );
      }),
  );
  afterAll(async () => {
    listener?.close();
    await (await serverPromise).close();
  });

  it('closes a connection whose too-large body it did not read, after answering 413', async () => {
    const port = await portPromise;
    const big = 'x'.repeat(MAX_BODY_BYTES + 1024);
    const tooLarge =
      `POST /services/lingon-broadband-service/v1/address/search HTTP/1.1\r\nHost: localhost\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${big.length}\r\nConnection: keep-alive\r\n\r\n${big}`;
    const next = `GET /services/openapi.json HTTP/1.1\r\nHost: localhost\r\n\r\n`;
    const { text, closed } = await exchange(port, tooLarge + next, (t) => t.includes('openapi'));
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text).toMatch(/connection: close/i);
    expect(closed).toBe(true);
    // The second request never reached a half-read body: it was not answered as garbage.
    expect(text).not.toMatch(/HTTP\/1\.1 400/);
  });

  it('keeps a connection whose refused body it did read, and answers the next request on it', async () => {
    const port = await portPromise;
    const body = '{"searchString": ';
    const badJson =
      `POST /services/lingon-broadband-service/v1/address/search HTTP/1.1\r\nHost: localhost\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const next = `GET /services/openapi.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
    const { text } = await exchange(port, badJson + next, (t) => /"openapi"/.test(t));
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(text).toMatch(/HTTP\/1\.1 200[\s\S]*"openapi"/);
  });

  it('reads a body however it arrives: a character split between packets, or chunked', async () => {
    const port = await portPromise;
    const json = Buffer.from(
      JSON.stringify({ searchString: 'Fjällvägen 7, Kiruna', bestHitsOnly: true, maxResults: 10 }),
    );
    const search = `POST /services/lingon-broadband-service/v1/address/search HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n`;
    // Between the two bytes of the first 'ä', sent a moment apart.
    const split = json.indexOf(Buffer.from('ä')) + 1;
    const declared = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write(
        Buffer.concat([
          Buffer.from(`${search}Content-Length: ${json.length}\r\nConnection: close\r\n\r\n`),
          json.subarray(0, split),
        ]),
      );
      setTimeout(() => socket.write(json.subarray(split)), 50);
    });
    expect(declared).toMatch(/^HTTP\/1\.1 200/);
    expect(declared).toContain('"streetName":"Fjällvägen"');

    // Whole with its headers (read at once), twice on one connection: the first body is used up.
    const whole = Buffer.from(`${search}Content-Length: ${json.length}\r\n\r\n${json}`);
    const twice = await exchange(
      port,
      Buffer.concat([whole, whole]),
      (t) => t.split('"streetName":"Fjällvägen"').length === 3,
    );
    expect(twice.text.match(/HTTP\/1\.1 200/g)).toHaveLength(2);

    const chunked = Buffer.concat([
      Buffer.from(`${search}Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n`),
      Buffer.from(`${json.length.toString(16)}\r\n`),
      json,
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    const { text } = await exchange(port, chunked, () => false);
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain('"streetName":"Fjällvägen"');
  });
});
