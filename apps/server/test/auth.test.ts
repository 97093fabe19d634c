import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const ERIK = '199001010017';
let now = new Date('2026-11-22T10:00:00.000Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe('sign-in to my pages with BankID', () => {
  const serverPromise = createTestServer({}, () => now);
  // Starting PGlite and migrating takes a while on a busy machine: wait in a hook, not a test.
  beforeAll(async () => {
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());
  beforeEach(async () => {
    advance(3_600_000);
    (await serverPromise).cookies.clear();
  });

  async function isLoggedIn() {
    const server = await serverPromise;
    const res = await server.request('/services/account/v3/isLoggedIn');
    expect(res.status).toBe(200);
    return res.json();
  }

  /** Start and complete a BankID order; answers the final status response. */
  async function signIn(purpose = 'login', personalNumber = ERIK) {
    const server = await serverPromise;
    const start = await server.request('/services/bankid/v1/start', {
      method: 'POST',
      json: { purpose },
    });
    const { orderRef } = (await start.json()) as { orderRef: string };
    await server.request(`/bankid-sim/control/${orderRef}`, {
      method: 'POST',
      json: { action: 'approve', personalNumber },
    });
    advance(2_000);
    const res = await server.request('/services/bankid/v1/status', {
      method: 'POST',
      json: { orderRef },
    });
    return { orderRef, res, body: (await res.json()) as { status: string } };
  }

  it('is logged out without a session', async () => {
    expect(await isLoggedIn()).toEqual({ isLoggedIn: false, authMethod: null });
  });

  it('creates a session cookie when a login order completes', async () => {
    const server = await serverPromise;
    const { res, body, orderRef } = await signIn();
    expect(body.status).toBe('complete');
    const cookie = res.headers.getSetCookie().find((value) => value.startsWith('lingon_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http in tests
    expect(await isLoggedIn()).toEqual({ isLoggedIn: true, authMethod: 'BANKID' });

    const sessions = await server.db.query<{ personal_number: string; name: string }>(
      'select personal_number, name from sessions where personal_number = $1',
      [ERIK],
    );
    expect(sessions).toEqual([{ personal_number: ERIK, name: 'Erik Eriksson' }]);

    // Polling again does not sign in a second time.
    advance(2_000);
    const again = await server.request('/services/bankid/v1/status', {
      method: 'POST',
      json: { orderRef },
    });
    expect(again.headers.getSetCookie().some((value) => value.startsWith('lingon_session='))).toBe(
      false,
    );
    expect(
      await server.db.query('select id from sessions where personal_number = $1', [ERIK]),
    ).toHaveLength(1);
  });

  it('marks the cookie Secure under https', async () => {
    const server = await serverPromise;
    const start = await server.app.request('https://lingon.example/services/bankid/v1/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ purpose: 'login' }),
    });
    const bankidCookie = start.headers.getSetCookie()[0] ?? '';
    expect(bankidCookie).toMatch(/Secure/);
    const { orderRef } = (await start.json()) as { orderRef: string };
    await server.request(`/bankid-sim/control/${orderRef}`, {
      method: 'POST',
      json: { action: 'approve', personalNumber: ERIK },
    });
    advance(2_000);
    const res = await server.app.request('https://lingon.example/services/bankid/v1/status', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: bankidCookie.split(';')[0] ?? '' },
      body: JSON.stringify({ orderRef }),
    });
    const session = res.headers.getSetCookie().find((value) => value.startsWith('lingon_session='));
    expect(session).toMatch(/; Secure/);
  });

  it('does not sign in on an order signature', async () => {
    const { body, res } = await signIn('order');
    expect(body.status).toBe('complete');
    expect(res.headers.getSetCookie().some((value) => value.startsWith('lingon_session='))).toBe(
      false,
    );
    expect(await isLoggedIn()).toEqual({ isLoggedIn: false, authMethod: null });
  });

  it('logs out with POST: the session ends and the answer says to go to /start', async () => {
    const server = await serverPromise;
    await signIn();
    expect((await isLoggedIn()).isLoggedIn).toBe(true);
    const sessionId = server.cookies.get('lingon_session');
    expect(
      await server.db.query('select id from sessions where id = $1', [sessionId]),
    ).toHaveLength(1);
    const res = await server.request('/oidc/logout', {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ loggedOut: true, redirectTo: '/start' });
    expect(res.headers.getSetCookie().join()).toMatch(/lingon_session=;.*Max-Age=0/i);
    expect(await isLoggedIn()).toEqual({ isLoggedIn: false, authMethod: null });
    expect(await server.db.query('select id from sessions where id = $1', [sessionId])).toEqual([]);
  });

  it('logs out with a browser navigation: 303 to /start, or a same-site return path', async () => {
    const server = await serverPromise;
    await signIn();
    // A navigation on the site (a link to the logout address): the browser says same-origin.
    const onSite = { headers: { 'sec-fetch-site': 'same-origin' } };
    const res = await server.request('/oidc/logout', onSite);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/start');
    expect(await isLoggedIn()).toEqual({ isLoggedIn: false, authMethod: null });

    const form = await server.request('/oidc/logout?post_logout_redirect_uri=%2Fmitt-lingon', {
      method: 'POST',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/mitt-lingon');
    // Browsers drop tabs and newlines from a URL, so '/<TAB>/x' would take them to //x; a
    // newline may not be in a header at all.
    const elsewhere = [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\u0000',
    ];
    for (const target of elsewhere) {
      const open = await server.request(
        `/oidc/logout?post_logout_redirect_uri=${encodeURIComponent(target)}`,
        onSite,
      );
      expect(open.status).toBe(303);
      expect(open.headers.get('location')).toBe('/start');
      const json = await server.request(
        `/oidc/logout?post_logout_redirect_uri=${encodeURIComponent(target)}`,
        { method: 'POST', headers: { accept: 'application/json' } },
      );
      expect(await json.json()).toEqual({ loggedOut: true, redirectTo: '/start' });
    }
  });

  it('gives a new session id on every sign-in', async () => {
    const server = await serverPromise;
    await signIn();
    const first = server.cookies.get('lingon_session');
    await signIn();
    const second = server.cookies.get('lingon_session');
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await server.db.query('select id from sessions where id = $1', [first])).toEqual([]);
  });
});
