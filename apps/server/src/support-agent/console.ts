import { createHash } from 'node:crypto';
import { BRAND } from '@lingon/contracts/brand';
import {
  CHAT_MAX_MESSAGE_LENGTH,
  conversationIdSchema,
  type ChatMessage,
} from '@lingon/contracts/site/chat';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { z } from 'zod';
import {
  flashFromQuery,
  formatTime,
  formFields,
  redirectWithFlash,
  simPage,
} from '../bankid/sim-page';
import {
  closeConversation,
  listOpenConversations,
  readConversationForAgent,
  replyAsStaff,
  staffAuthorName,
  type AgentConversation,
  type AgentConversationSummary,
} from '../content/chat-store';
import type { AppEnv } from '../context';
import { sameSecret } from '../lib/auth';
import {
  fromOtherSite,
  OTHER_SITE_MESSAGE,
  PRIVATE_CACHE_CONTROL,
  unstorableText,
} from '../lib/http';
import { hit, RATE_LIMIT_MESSAGE } from '../lib/rate-limit';
import {
  AGENT_CONSOLE_PATH,
  signedInAgent,
  signIn,
  signOut,
  STAFF_NAME_PATTERN,
  type Agent,
} from './agent-auth';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;
type Status = 200 | 400 | 401 | 403 | 404 | 409 | 429;

const TITLE = 'Kundtjänstens chatt';
/** How much of the customer's latest message the list shows. */
const PREVIEW_LENGTH = 160;

/** Sign-in attempts one client may make a minute: the support key is not to be guessed. */
const SIGN_IN_LIMIT = { bucket: 'support-agent-sign-in', limit: 10, windowMs: 60_000 } as const;

const signInSchema = z.object({
  nyckel: z.string().min(1, 'Ange supportnyckeln').max(200, 'Ogiltig nyckel'),
  namn: z
    .string()
    .trim()
    .min(1, 'Ange ditt namn')
    .max(30, 'Högst 30 tecken')
    .regex(STAFF_NAME_PATTERN, 'Använd bara bokstäver, mellanslag och bindestreck'),
});

const replySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Skriv ett svar')
    .max(CHAT_MAX_MESSAGE_LENGTH, `Högst ${CHAT_MAX_MESSAGE_LENGTH} tecken`),
});

const conversationPath = (id: string) => `${AGENT_CONSOLE_PATH}${id}`;

/**
 * The page's Content-Security-Policy: nothing but its own inline style (by hash) and forms posted
 * to this site. The console has no scripts, images or frames, so none are allowed.
 */
export function consolePolicy(page: string): string {
  const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return [
    "default-src 'none'",
    `style-src ${styles.join(' ') || "'none'"}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** A console page: never cached (it shows customers' messages), under its own strict policy. */
async function page(
  c: Context<AppEnv>,
  options: { title?: string; intro: Html; body: Html; flash?: ReturnType<typeof flashFromQuery> },
  status: Status = 200,
) {
  const text = String(
    await simPage({
      title: options.title ?? TITLE,
      intro: options.intro,
      flash: options.flash ?? null,
      body: options.body,
    }),
  );
  c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
  c.header('Content-Security-Policy', consolePolicy(text));
  // Nothing of a conversation's address leaves for another site; 'no-referrer' would also make
  // the browser send its own form posts with `Origin: null`, which the console refuses.
  c.header('Referrer-Policy', 'same-origin');
  return c.html(text, status);
}

function signInPage(
  c: Context<AppEnv>,
  status: 200 | 400 | 401 | 403 | 429,
  error?: string,
  name = '',
) {
  return page(
    c,
    {
      title: `${TITLE}: logga in`,
      intro: html`<p>
        Här läser och besvarar kundtjänst kundernas chattar från ${BRAND.name}s webbplats. Logga in
        med supportnyckeln.
      </p>`,
      flash: error ? { kind: 'error', text: error } : null,
      body: html`<form method="post" action="${AGENT_CONSOLE_PATH}logga-in">
        <label
          >Supportnyckel
          <input name="nyckel" type="password" autocomplete="current-password" required
        /></label>
        <label
          >Ditt namn (kunden ser det vid dina svar)
          <input
            name="namn"
            type="text"
            autocomplete="given-name"
            maxlength="30"
            required
            value="${name}"
        /></label>
        <button class="primary" type="submit">Logga in</button>
      </form>`,
    },
    status,
  );
}

function signOutForm() {
  return html`<form method="post" action="${AGENT_CONSOLE_PATH}logga-ut">
    <button type="submit">Logga ut</button>
  </form>`;
}

const customerName = (name: string | null) => name ?? 'Besökare utan namn';

function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

function unansweredLabel(count: number): string {
  if (count === 0) return 'Besvarad';
  return count === 1 ? '1 obesvarat meddelande' : `${count} obesvarade meddelanden`;
}

function conversationTable(conversations: AgentConversationSummary[]) {
  return html`<table>
    <caption class="muted">
      Senaste kundmeddelande först
    </caption>
    <thead>
      <tr>
        <th scope="col">Kund</th>
        <th scope="col">Senaste meddelande från kunden</th>
        <th scope="col">Skickat</th>
        <th scope="col">Status</th>
      </tr>
    </thead>
    <tbody>
      ${conversations.map(
        (conversation) =>
          html`<tr>
            <th scope="row">
              <a href="${conversationPath(conversation.id)}">${customerName(conversation.name)}</a>
            </th>
            <td>${preview(conversation.lastCustomerText)}</td>
            <td>${formatTime(conversation.lastCustomerAt)}</td>
            <td>
              ${
                conversation.unanswered > 0
                  ? html`<strong>${unansweredLabel(conversation.unanswered)}</strong>`
                  : unansweredLabel(0)
              }
            </td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function authorLabel(read: AgentConversation, message: ChatMessage): string {
  if (message.author === 'customer') return `${customerName(read.name)} (kunden)`;
  if (message.author === 'system') return 'Systemet';
  return read.isStaffMessage(message) ? message.authorName : 'Automatiskt meddelande';
}

function conversationBody(read: AgentConversation, agent: Agent) {
  const { conversation } = read;
  const path = conversationPath(conversation.conversationId);
  const last = conversation.messages.at(-1)?.seq;
  return html`<p><a href="${AGENT_CONSOLE_PATH}">Alla öppna chattar</a></p>
    <dl>
      <dt>Kund</dt>
      <dd>${customerName(read.name)}</dd>
      <dt>Startad</dt>
      <dd>${formatTime(read.createdAt)}</dd>
      <dt>Status</dt>
      <dd>${conversation.status === 'open' ? 'Öppen' : 'Avslutad'}</dd>
    </dl>
    <h2>Meddelanden</h2>
    <ol class="messages">
      ${conversation.messages.map(
        (message) =>
          html`<li
            class="card"
            id="${message.seq === last ? 'senaste' : `meddelande-${message.seq}`}"
          >
            <p>
              <strong>${authorLabel(read, message)}</strong>
              <span class="muted">${formatTime(new Date(message.sentAt))}</span>
            </p>
            <p class="pre">${message.text}</p>
          </li>`,
      )}
    </ol>
    <p><a href="${path}#senaste">Hämta nya meddelanden</a></p>
    ${
      conversation.status === 'open'
        ? html`<h2>Svara</h2>
            <form method="post" action="${path}/svar">
              <label
                >Ditt svar till kunden (visas som ”${staffAuthorName(agent.name)}”)
                <textarea
                  name="text"
                  rows="4"
                  cols="60"
                  maxlength="${CHAT_MAX_MESSAGE_LENGTH}"
                  required
                ></textarea>
              </label>
              <button class="primary" type="submit">Skicka svaret</button>
            </form>
            <h2>Avsluta</h2>
            <p class="muted">Kunden ser att chatten är avslutad och kan inte skriva mer i den.</p>
            <form method="post" action="${path}/avsluta">
              <button class="danger" type="submit">Avsluta chatten</button>
            </form>`
        : html`<p>Chatten är avslutad.</p>`
    }`;
}

/**
 * The agent console: customer service signs in with the support key (TM_KEY_SUPPORT), sees the
 * open chats with the customer's latest message and how many messages no colleague has answered
 * yet, reads a conversation, answers in it (the customer's chat shows the answer at its next
 * poll) and closes it. Plain forms, no scripts; every post must come from this site's pages.
 */
export function supportAgentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const base = AGENT_CONSOLE_PATH.replace(/\/$/, '');

  app.get(base, (c) => c.redirect(AGENT_CONSOLE_PATH, 301));

  // Every change is taken from this site's pages only, the sign-in included; the cookie is
  // SameSite=Strict as well, so another site's form arrives signed out in any case.
  app.use(`${AGENT_CONSOLE_PATH}*`, async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && fromOtherSite(c)) {
      return page(c, { intro: html`<p>${OTHER_SITE_MESSAGE}</p>`, body: html`` }, 403);
    }
    await next();
  });

  app.post(`${AGENT_CONSOLE_PATH}logga-in`, async (c) => {
    const verdict = await hit(c, SIGN_IN_LIMIT);
    if (verdict.limited) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return signInPage(c, 429, RATE_LIMIT_MESSAGE);
    }
    const fields = await formFields(c);
    const parsed = signInSchema.safeParse(fields);
    const name = typeof fields['namn'] === 'string' ? fields['namn'] : '';
    if (!parsed.success) {
      return signInPage(c, 400, parsed.error.issues[0]?.message ?? 'Fyll i formuläret', name);
    }
    if (!sameSecret(parsed.data.nyckel, c.get('config').TM_KEY_SUPPORT)) {
      return signInPage(c, 403, 'Fel supportnyckel', name);
    }
    signIn(c, { name: parsed.data.namn });
    return c.redirect(AGENT_CONSOLE_PATH, 303);
  });

  app.post(`${AGENT_CONSOLE_PATH}logga-ut`, (c) => {
    signOut(c);
    return c.redirect(redirectWithFlash(AGENT_CONSOLE_PATH, 'ok', 'Du är utloggad.'), 303);
  });

  app.get(AGENT_CONSOLE_PATH, async (c) => {
    const agent = signedInAgent(c);
    if (!agent) return signInPage(c, 401);
    const services = c.get('services');
    const conversations = await listOpenConversations(services.db, services.now());
    const waiting = conversations.filter((conversation) => conversation.unanswered > 0).length;
    return page(c, {
      intro: html`<p>Inloggad som ${agent.name}.</p>
        ${signOutForm()}`,
      flash: flashFromQuery(c.req.query()),
      body: html`<h2>Öppna chattar (${conversations.length})</h2>
        ${
          conversations.length === 0
            ? html`<p class="muted">Inga öppna chattar just nu.</p>`
            : html`<p>${waiting} av ${conversations.length} väntar på svar.</p>
                ${conversationTable(conversations)}`
        }
        <p><a href="${AGENT_CONSOLE_PATH}">Uppdatera listan</a></p>`,
    });
  });

  /** The conversation of the address, or the console's 404 page. */
  const withConversation = async (
    c: Context<AppEnv>,
    agent: Agent,
    then: (id: string) => Promise<Response>,
  ) => {
    const id = conversationIdSchema.safeParse(c.req.param('conversationId'));
    if (!id.success) return notFound(c, agent);
    return then(id.data);
  };

  const notFound = (c: Context<AppEnv>, agent: Agent) =>
    page(
      c,
      {
        intro: html`<p>Inloggad som ${agent.name}.</p>`,
        flash: { kind: 'error', text: 'Chatten finns inte längre.' },
        body: html`<p><a href="${AGENT_CONSOLE_PATH}">Alla öppna chattar</a></p>`,
      },
      404,
    );

  app.get(`${AGENT_CONSOLE_PATH}:conversationId`, async (c) => {
    const agent = signedInAgent(c);
    if (!agent) return signInPage(c, 401);
    return withConversation(c, agent, async (id) => {
      const services = c.get('services');
      const read = await readConversationForAgent(services.db, id, services.now());
      if (!read) return notFound(c, agent);
      return page(c, {
        title: `Chatt med ${customerName(read.name)}`,
        intro: html`<p>Inloggad som ${agent.name}.</p>
          ${signOutForm()}`,
        flash: flashFromQuery(c.req.query()),
        body: conversationBody(read, agent),
      });
    });
  });

  app.post(`${AGENT_CONSOLE_PATH}:conversationId/svar`, async (c) => {
    const agent = signedInAgent(c);
    if (!agent) return signInPage(c, 401);
    return withConversation(c, agent, async (id) => {
      const path = conversationPath(id);
      const fields = await formFields(c);
      const parsed = replySchema.safeParse(fields);
      const problem = !parsed.success
        ? (parsed.error.issues[0]?.message ?? 'Skriv ett svar')
        : unstorableText(parsed.data.text, 'text')[0]?.message;
      if (problem || !parsed.success) {
        return c.redirect(redirectWithFlash(path, 'error', problem ?? 'Skriv ett svar'), 303);
      }
      const services = c.get('services');
      const result = await replyAsStaff(services.db, {
        id,
        text: parsed.data.text,
        staffName: agent.name,
        now: services.now(),
      });
      if (result === 'not-found') return notFound(c, agent);
      if (result === 'closed') {
        return c.redirect(
          redirectWithFlash(path, 'error', 'Chatten är avslutad, svaret skickades inte.'),
          303,
        );
      }
      return c.redirect(redirectWithFlash(path, 'ok', 'Svaret är skickat.', 'senaste'), 303);
    });
  });

  app.post(`${AGENT_CONSOLE_PATH}:conversationId/avsluta`, async (c) => {
    const agent = signedInAgent(c);
    if (!agent) return signInPage(c, 401);
    return withConversation(c, agent, async (id) => {
      const services = c.get('services');
      const closed = await closeConversation(services.db, { id, now: services.now() });
      if (!closed) return notFound(c, agent);
      return c.redirect(redirectWithFlash(AGENT_CONSOLE_PATH, 'ok', 'Chatten är avslutad.'), 303);
    });
  });

  return app;
}
