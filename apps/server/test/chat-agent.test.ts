import { CHAT_AGENT_NAME } from '@lingon/contracts/fixtures/site';
import {
  CHAT_CLOSED_MESSAGE,
  CHAT_CLOSED_TEXT,
  CHAT_FALLBACK_ANSWER,
  type ChatConversation,
} from '@lingon/contracts/site/chat';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/context';
import { AGENT_COOKIE } from '../src/support-agent/agent-auth';
import { supportAgentRoutes } from '../src/support-agent/console';
import { createTestServer } from './harness';

const CHAT = '/services/site/v1/chat/conversations';
const CONSOLE = '/kundtjanst/chatt/';
const ORIGIN = 'http://localhost';
const NOW = new Date('2026-11-22T10:00:00.000Z');

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/**
 * The server's app with the agent console in front of it, as app.ts mounts it: the console's
 * paths reach supportAgentRoutes with the same services, everything else the server itself.
 * Cookies persist between calls like a browser's, per client.
 */
function browser(server: TestServer) {
  const app = new Hono<AppEnv>();
  const services = { db: server.db, config: server.config, now: () => NOW };
  app.use('*', async (c, next) => {
    c.set('db', services.db);
    c.set('config', services.config);
    c.set('services', services);
    await next();
  });
  app.route('/', supportAgentRoutes());
  app.all('*', (c) => server.app.fetch(c.req.raw));
  const cookies = new Map<string, string>();
  return {
    cookies,
    async request(
      path: string,
      init: {
        method?: string;
        json?: unknown;
        form?: Record<string, string>;
        origin?: string;
      } = {},
    ) {
      const headers = new Headers();
      let body: string | undefined;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      } else if (init.form) {
        headers.set('content-type', 'application/x-www-form-urlencoded');
        body = new URLSearchParams(init.form).toString();
      }
      if (init.method === 'POST') headers.set('origin', init.origin ?? ORIGIN);
      if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await app.request(path, { method: init.method ?? 'GET', headers, body });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at);
        const value = pair.slice(at + 1);
        if (!value || /max-age=0/i.test(cookie)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return res;
    },
  };
}

describe('the chat agent console', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({}, () => NOW);
  });
  afterAll(async () => server.close());

  /** A customer's conversation, started and written in through the public chat calls. */
  async function customerChat(name: string, text: string) {
    const customer = browser(server);
    const started = await customer.request(CHAT, { method: 'POST', json: { name } });
    expect(started.status).toBe(200);
    const { conversationId } = (await started.json()) as ChatConversation;
    const sent = await customer.request(`${CHAT}/${conversationId}/messages`, {
      method: 'POST',
      json: { text },
    });
    expect(sent.status).toBe(200);
    return { customer, conversationId };
  }

  async function signedInAgent(name = 'Anna') {
    const agent = browser(server);
    const res = await agent.request(`${CONSOLE}logga-in`, {
      method: 'POST',
      form: { nyckel: server.config.TM_KEY_SUPPORT, namn: name },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(CONSOLE);
    return agent;
  }

  it('lists nothing and answers nothing without the support key', async () => {
    const { conversationId } = await customerChat('Nils', 'Mitt SIM-kort är hemligt 123');
    const stranger = browser(server);

    const list = await stranger.request(CONSOLE);
    expect(list.status).toBe(401);
    const page = await list.text();
    expect(page).toContain('name="nyckel"');
    expect(page).not.toContain('Nils');
    expect(page).not.toContain(conversationId);
    expect(list.headers.get('cache-control')).toBe('no-store, private');

    const read = await stranger.request(`${CONSOLE}${conversationId}`);
    expect(read.status).toBe(401);
    expect(await read.text()).not.toContain('hemligt');

    const reply = await stranger.request(`${CONSOLE}${conversationId}/svar`, {
      method: 'POST',
      form: { text: 'Hej!' },
    });
    expect(reply.status).toBe(401);
    const close = await stranger.request(`${CONSOLE}${conversationId}/avsluta`, {
      method: 'POST',
      form: {},
    });
    expect(close.status).toBe(401);

    // The telemarketing key is not the support key, and a wrong key signs no one in.
    for (const nyckel of [server.config.TM_KEY_TELEMARKETING, 'fel-nyckel-123']) {
      const refused = await stranger.request(`${CONSOLE}logga-in`, {
        method: 'POST',
        form: { nyckel, namn: 'Eve' },
      });
      expect(refused.status).toBe(403);
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    // A forged cookie is no sign-in either.
    stranger.cookies.set(AGENT_COOKIE, 'eyJuIjoiRXZlIiwiZSI6OTk5OTk5OTk5OTk5OX0.AAAA');
    expect((await stranger.request(CONSOLE)).status).toBe(401);

    const [messages] = await server.db.query<{ count: number }>(
      "select count(*)::int as count from chat_messages where conversation_id = $1 and text = 'Hej!'",
      [conversationId],
    );
    expect(messages?.count).toBe(0);
  });

  it('signs in with the support key into an HttpOnly, SameSite=Strict cookie of its own', async () => {
    const agent = browser(server);
    const res = await agent.request(`${CONSOLE}logga-in`, {
      method: 'POST',
      form: { nyckel: server.config.TM_KEY_SUPPORT, namn: 'Anna' },
    });
    expect(res.status).toBe(303);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${AGENT_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/kundtjanst\/chatt\//i);
    // The key itself is not what the cookie carries.
    expect(cookie).not.toContain(server.config.TM_KEY_SUPPORT);

    const list = await agent.request(CONSOLE);
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('Inloggad som Anna.');

    const out = await agent.request(`${CONSOLE}logga-ut`, { method: 'POST', form: {} });
    expect(out.status).toBe(303);
    expect(agent.cookies.has(AGENT_COOKIE)).toBe(false);
    expect((await agent.request(CONSOLE)).status).toBe(401);
  });

  it('refuses a sign-in or a reply posted from another site', async () => {
    const outsider = browser(server);
    const signIn = await outsider.request(`${CONSOLE}logga-in`, {
      method: 'POST',
      form: { nyckel: server.config.TM_KEY_SUPPORT, namn: 'Anna' },
      origin: 'https://evil.example',
    });
    expect(signIn.status).toBe(403);
    expect(outsider.cookies.has(AGENT_COOKIE)).toBe(false);

    const { conversationId } = await customerChat('Olle', 'Hej');
    const agent = await signedInAgent();
    const reply = await agent.request(`${CONSOLE}${conversationId}/svar`, {
      method: 'POST',
      form: { text: 'Från en annan sida' },
      origin: 'https://evil.example',
    });
    expect(reply.status).toBe(403);
    const page = await (await agent.request(`${CONSOLE}${conversationId}`)).text();
    expect(page).not.toContain('Från en annan sida');
  });

  it('lists a customer’s conversation, and the reply reaches the customer’s poll', async () => {
    const { customer, conversationId } = await customerChat(
      'Eva',
      'Varför kan jag inte ringa utomlands?',
    );
    const agent = await signedInAgent('Anna');

    const list = await agent.request(CONSOLE);
    expect(list.status).toBe(200);
    const listed = await list.text();
    expect(listed).toContain(`href="${CONSOLE}${conversationId}"`);
    expect(listed).toContain('Eva');
    expect(listed).toContain('Varför kan jag inte ringa utomlands?');
    expect(listed).toContain('1 obesvarat meddelande');

    const opened = await agent.request(`${CONSOLE}${conversationId}`);
    expect(opened.status).toBe(200);
    const read = await opened.text();
    expect(read).toContain('<h1>Chatt med Eva</h1>');
    expect(read).toContain('Varför kan jag inte ringa utomlands?');
    expect(read).toContain('<label');
    expect(read).toContain('name="text"');

    // What the customer's widget has seen so far: it polls with `after` = the last seq it holds.
    const before = (await (
      await customer.request(`${CHAT}/${conversationId}/messages`)
    ).json()) as ChatConversation;
    const seen = before.messages.at(-1)?.seq ?? 0;

    const replied = await agent.request(`${CONSOLE}${conversationId}/svar`, {
      method: 'POST',
      form: { text: '  Hej Eva! Jag har slagit på utlandssamtal åt dig.  ' },
    });
    expect(replied.status).toBe(303);
    expect(replied.headers.get('location')).toMatch(
      new RegExp(`^${CONSOLE}${conversationId}\\?.*#senaste$`),
    );

    const polled = (await (
      await customer.request(`${CHAT}/${conversationId}/messages?after=${seen}`)
    ).json()) as ChatConversation;
    expect(polled.messages).toEqual([
      {
        seq: seen + 1,
        author: 'agent',
        authorName: `Anna, ${CHAT_AGENT_NAME}`,
        text: 'Hej Eva! Jag har slagit på utlandssamtal åt dig.',
        sentAt: NOW.toISOString(),
      },
    ]);
    // The widget's unread count grows with newMessageNumber.
    expect(polled.newMessageNumber).toBe(before.newMessageNumber + 1);

    const answered = await (await agent.request(CONSOLE)).text();
    expect(answered).toContain('Besvarad');

    // Once a colleague answers, the customer's next message waits for them, not for the robot.
    const next = (await (
      await customer.request(`${CHAT}/${conversationId}/messages`, {
        method: 'POST',
        json: { text: 'Tack, fungerar nu!' },
      })
    ).json()) as ChatConversation;
    expect(next.messages.map((message) => message.author)).toEqual(['customer']);
    expect(await (await agent.request(CONSOLE)).text()).toContain('1 obesvarat meddelande');
  });

  it('answers with guide suggestions or the promise of a colleague before anyone has replied', async () => {
    const { customer, conversationId } = await customerChat('Per', 'Hmm okej');
    const all = (await (
      await customer.request(`${CHAT}/${conversationId}/messages`)
    ).json()) as ChatConversation;
    expect(all.messages.at(-1)?.text).toBe(CHAT_FALLBACK_ANSWER);
  });

  it('closes a conversation: the customer sees it, the list drops it, no more replies', async () => {
    const { customer, conversationId } = await customerChat('Lisa', 'Kan ni ringa mig?');
    const agent = await signedInAgent();

    const closed = await agent.request(`${CONSOLE}${conversationId}/avsluta`, {
      method: 'POST',
      form: {},
    });
    expect(closed.status).toBe(303);
    expect(closed.headers.get('location')).toMatch(new RegExp(`^${CONSOLE}\\?`));

    const polled = (await (
      await customer.request(`${CHAT}/${conversationId}/messages`)
    ).json()) as ChatConversation;
    expect(polled.status).toBe('closed');
    expect(polled.messages.at(-1)).toMatchObject({ author: 'system', text: CHAT_CLOSED_TEXT });
    const refused = await customer.request(`${CHAT}/${conversationId}/messages`, {
      method: 'POST',
      json: { text: 'Hallå?' },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual([
      { field: 'params.conversationId', message: CHAT_CLOSED_MESSAGE },
    ]);

    expect(await (await agent.request(CONSOLE)).text()).not.toContain(conversationId);
    const page = await (await agent.request(`${CONSOLE}${conversationId}`)).text();
    expect(page).toContain('Chatten är avslutad.');
    expect(page).not.toContain('name="text"');

    const late = await agent.request(`${CONSOLE}${conversationId}/svar`, {
      method: 'POST',
      form: { text: 'För sent' },
    });
    expect(late.status).toBe(303);
    const told = await (await agent.request(late.headers.get('location') ?? '')).text();
    expect(told).toMatch(/role="alert"\s*>\s*Chatten är avslutad, svaret skickades inte\./);
    expect(told).not.toContain('För sent');
  });

  it('escapes HTML in customer messages and names, and allows no scripts', async () => {
    const { conversationId } = await customerChat(
      '<b>Mallory</b>',
      '<script>alert("x")</script><img src=x onerror=alert(1)>',
    );
    const agent = await signedInAgent();
    for (const path of [CONSOLE, `${CONSOLE}${conversationId}`]) {
      const res = await agent.request(path);
      const page = await res.text();
      expect(page).not.toContain('<script>alert');
      expect(page).not.toContain('<img src=x');
      expect(page).not.toContain('<b>Mallory</b>');
      expect(page).toContain('&lt;b&gt;Mallory&lt;/b&gt;');
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'none'");
      expect(policy).not.toContain('script-src');
      expect(policy).not.toContain('unsafe-inline');
    }
    const page = await (await agent.request(`${CONSOLE}${conversationId}`)).text();
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('answers 404 for a conversation that is not there', async () => {
    const agent = await signedInAgent();
    expect((await agent.request(`${CONSOLE}AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await agent.request(`${CONSOLE}inte-ett-id`)).status).toBe(404);
  });
});
