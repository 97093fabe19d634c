import { disturbanceFixtures, reviewFixtures } from '@lingon/contracts/fixtures/site';
import { PREPAID_REGISTRATION_BANKID_REQUIRED } from '@lingon/contracts/site/prepaid-card-registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const BASE = '/services/site/v1';
const NOW = new Date('2026-11-22T10:00:00.000Z');

describe('site services', () => {
  let serverPromise: ReturnType<typeof createTestServer>;
  beforeAll(async () => {
    serverPromise = createTestServer({}, () => NOW);
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());
  const post = async (path: string, json: unknown) =>
    (await serverPromise).request(`${BASE}${path}`, { method: 'POST', json });
  const get = async (path: string) => (await serverPromise).request(`${BASE}${path}`);

  describe('feedback', () => {
    it('stores feedback with a timestamp', async () => {
      const server = await serverPromise;
      const res = await post('/feedback', {
        topic: 'webbplatsen',
        rating: 4,
        message: '  Bra sida, men sökningen kunde vara bättre.  ',
        email: 'anna@example.se',
        contactMe: true,
        page: '/support',
      });
      expect(res.status).toBe(200);
      const { id, receivedAt } = await res.json();
      expect(receivedAt).toBe(NOW.toISOString());
      const [row] = await server.db.query<{
        message: string;
        contact_me: boolean;
        created_at: Date;
      }>('select message, contact_me, created_at from feedback where id = $1', [id]);
      expect(row?.message).toBe('Bra sida, men sökningen kunde vara bättre.');
      expect(row?.contact_me).toBe(true);
      expect(new Date(row!.created_at).toISOString()).toBe(NOW.toISOString());
    });

    it('answers field errors for bad input', async () => {
      const res = await post('/feedback', {
        topic: 'annat',
        rating: 9,
        message: 'kort',
        contactMe: true,
      });
      expect(res.status).toBe(400);
      const fields = (await res.json()).map((error: { field: string }) => error.field);
      expect(fields).toEqual(expect.arrayContaining(['body.topic', 'body.rating', 'body.message']));
      const noEmail = await post('/feedback', {
        topic: 'ovrigt',
        message: 'Ring mig gärna',
        contactMe: true,
      });
      expect(await noEmail.json()).toEqual([
        { field: 'body.email', message: 'Fyll i din e-postadress så att vi kan kontakta dig' },
      ]);
    });

    it('rejects an oversized message and an oversized body', async () => {
      // 2000 characters is the limit the form's hint and counter give (leading and trailing
      // spaces not counted), and is accepted.
      const longest = await post('/feedback', {
        topic: 'ovrigt',
        message: `  ${'x'.repeat(2000)}  `,
      });
      expect(longest.status).toBe(200);
      const long = await post('/feedback', { topic: 'ovrigt', message: 'x'.repeat(2001) });
      expect(long.status).toBe(400);
      expect(await long.json()).toEqual([
        { field: 'body.message', message: 'Meddelandet får vara högst 2\u00a0000 tecken' },
      ]);
      const huge = await post('/feedback', { topic: 'ovrigt', message: 'x'.repeat(70_000) });
      expect(huge.status).toBe(413);
    });
  });

  describe('prepaid card registration', () => {
    const valid = {
      msisdn: '076-123 45 70',
      bankidOrderRef: 'no-such-order',
      firstName: 'Sven',
      lastName: 'Svensson',
      street: 'Storgatan 1',
      zipcode: '123 45',
      city: 'Solna',
    };

    // The registration itself (BankID, the number, the holder): prepaid-card-registration.test.ts.
    it('registers nothing without the holder identified with BankID', async () => {
      const server = await serverPromise;
      const res = await post('/prepaid-card-registrations', valid);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual([
        { field: 'body.bankidOrderRef', message: PREPAID_REGISTRATION_BANKID_REQUIRED },
      ]);
      const rows = await server.db.query('select 1 from prepaid_card_registrations');
      expect(rows).toEqual([]);
    });

    it('checks the number and address, and takes no personal number', async () => {
      const res = await post('/prepaid-card-registrations', {
        ...valid,
        msisdn: '08-123 456',
        personalNumber: '198112189876',
        zipcode: '1234',
        firstName: '',
      });
      expect(res.status).toBe(400);
      const errors = (await res.json()) as { field: string; message: string }[];
      expect(errors).toEqual(
        expect.arrayContaining([
          {
            field: 'body.msisdn',
            message: 'Ange ett svenskt mobilnummer, till exempel 070-123 45 67',
          },
          { field: 'body.zipcode', message: 'Postnumret ska vara 5 siffror' },
          { field: 'body.firstName', message: 'Fyll i ditt förnamn' },
        ]),
      );
      // The personal number is BankID's: a typed one is not accepted.
      expect(errors).toContainEqual({
        field: 'body',
        message: expect.stringContaining('personalNumber'),
      });
    });
  });

  describe('disturbances and reviews', () => {
    it('lists ongoing disturbances first', async () => {
      const { disturbances } = await (await get('/disturbances')).json();
      expect(disturbances.length).toBeGreaterThanOrEqual(2);
      expect(disturbances[0].status).toBe('ongoing');
      expect(disturbances[0].resolvedAt).toBeNull();
      expect(
        disturbances.slice(1).every((item: { status: string }) => item.status === 'resolved'),
      ).toBe(true);
      const resolved = await (await get('/disturbances?status=resolved')).json();
      // Every seeded resolved disturbance, each with its time: an empty list must not pass.
      const resolvedCount = disturbanceFixtures.filter((item) => item.status === 'resolved').length;
      expect(resolvedCount).toBeGreaterThan(0);
      expect(resolved.disturbances).toHaveLength(resolvedCount);
      expect(
        resolved.disturbances.every((item: { resolvedAt: string | null }) => item.resolvedAt),
      ).toBe(true);
      expect((await get('/disturbances?status=maybe')).status).toBe(400);
    });

    it('lists reviews newest first with the average over all', async () => {
      const body = await (await get('/reviews?limit=5')).json();
      expect(body.total).toBe(12);
      expect(body.reviews).toHaveLength(5);
      expect(body.average).toBeGreaterThan(3);
      expect(body.average).toBeLessThan(5);
      const dates = body.reviews.map((review: { createdAt: string }) => review.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const good = await (await get('/reviews?minRating=5')).json();
      // Every seeded five-star review and only those: an empty list must not pass.
      const fiveStars = reviewFixtures.filter((review) => review.rating === 5).length;
      expect(fiveStars).toBeGreaterThan(0);
      expect(good.reviews).toHaveLength(fiveStars);
      expect(good.reviews.every((review: { rating: number }) => review.rating === 5)).toBe(true);
      expect((await get('/reviews?limit=51')).status).toBe(400);
    });
  });

  describe('chat', () => {
    it('starts a conversation, sets the lingon_chat cookie and greets', async () => {
      const server = await serverPromise;
      const res = await post('/chat/conversations', {});
      expect(res.status).toBe(200);
      const conversation = await res.json();
      expect(res.headers.get('set-cookie')).toMatch(
        new RegExp(`^lingon_chat=${conversation.conversationId};`),
      );
      expect(res.headers.get('set-cookie')).not.toMatch(/HttpOnly/i);
      expect(server.cookies.get('lingon_chat')).toBe(conversation.conversationId);
      expect(conversation.messages).toHaveLength(1);
      expect(conversation.messages[0].author).toBe('agent');
      expect(conversation.newMessageNumber).toBe(1);
    });

    it('answers messages with matching guides and counts new messages', async () => {
      const start = await (await post('/chat/conversations', { name: 'Eva' })).json();
      const id = start.conversationId as string;
      const sent = await (
        await post(`/chat/conversations/${id}/messages`, { text: 'Hur beställer jag eSIM?' })
      ).json();
      expect(sent.messages.map((message: { seq: number }) => message.seq)).toEqual([2, 3]);
      expect(sent.messages[1].text).toContain('/support/esim-och-sim-kort/bestall-esim');
      // One guide a line, named by its title, which the chat widget shows as the link's text.
      expect(sent.messages[1].text).toMatch(
        /^”Hur beställer jag eSIM\?” – \/support\/esim-och-sim-kort\/bestall-esim$/m,
      );
      expect(sent.newMessageNumber).toBe(2);
      // Words that many guides hold ("mitt", "fungerar", "inte") weigh less than the one that
      // names the subject: broadband guides first, not the mobile "Surfen fungerar inte".
      const broadband = await (
        await post(`/chat/conversations/${id}/messages`, {
          text: 'Hej, mitt bredband fungerar inte',
        })
      ).json();
      const suggested = (broadband.messages[1].text as string).match(/\/support\/[\w-]+/g);
      expect(suggested?.length).toBeGreaterThan(0);
      expect(new Set(suggested)).toEqual(new Set(['/support/bredband']));
      const other = await (
        await post(`/chat/conversations/${id}/messages`, { text: 'Hmm okej' })
      ).json();
      expect(other.messages[1].text).toContain('En kollega läser det');
      const polled = await (await get(`/chat/conversations/${id}/messages?after=5`)).json();
      expect(polled.messages.map((message: { seq: number }) => message.seq)).toEqual([6, 7]);
      expect(polled.newMessageNumber).toBe(4);
      const all = await (await get(`/chat/conversations/${id}/messages`)).json();
      expect(all.messages).toHaveLength(7);
    });

    it('closes a conversation, clears the cookie and refuses new messages', async () => {
      const server = await serverPromise;
      const { conversationId } = await (
        await post('/chat/conversations', { text: 'Min faktura är för hög' })
      ).json();
      const closed = await post(`/chat/conversations/${conversationId}/close`, undefined);
      expect(closed.status).toBe(200);
      expect((await closed.json()).status).toBe('closed');
      expect(server.cookies.has('lingon_chat')).toBe(false);
      const refused = await post(`/chat/conversations/${conversationId}/messages`, {
        text: 'Hallå?',
      });
      expect(refused.status).toBe(409);
    });

    it('answers 404 for unknown or expired conversations and 400 for bad input', async () => {
      const server = await serverPromise;
      const unknown = await get('/chat/conversations/AAAAAAAAAAAAAAAAAAAAAA/messages');
      expect(unknown.status).toBe(404);
      expect((await unknown.json())[0].field).toBe('params.conversationId');
      expect((await get('/chat/conversations/x/messages')).status).toBe(400);
      const { conversationId } = await (await post('/chat/conversations', {})).json();
      expect(
        (await post(`/chat/conversations/${conversationId}/messages`, { text: '' })).status,
      ).toBe(400);
      const long = await post(`/chat/conversations/${conversationId}/messages`, {
        text: 'x'.repeat(1001),
      });
      expect(await long.json()).toEqual([{ field: 'body.text', message: 'Högst 1000 tecken' }]);
      server.setClock(() => new Date(NOW.getTime() + 25 * 60 * 60 * 1000));
      try {
        expect((await get(`/chat/conversations/${conversationId}/messages`)).status).toBe(404);
      } finally {
        server.setClock(() => NOW);
      }
    });
  });
});
