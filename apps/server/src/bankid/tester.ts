import { BANKID_FAILED_HINTS, BANKID_PENDING_HINTS } from '@lingon/contracts/bankid/messages';
import { personalNumberSchema } from '@lingon/contracts/personal-number';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { listIdentities, type Identity } from './identities';
import { decodeBase64Utf8 } from './sim-validate';
import { flashFromQuery, formatTime, formFields, redirectWithFlash, simPage } from './sim-page';
import {
  ControlError,
  controlSimOrder,
  listSimOrders,
  SIM_FAULT_CODES,
  type SimAction,
  type SimRow,
} from './simulator';

export const BANKID_TESTER_PATH = '/bankid-sim/';

const CALL_LABEL: Record<SimRow['call'], string> = {
  auth: 'Identifiering',
  sign: 'Underskrift',
  'phone/auth': 'Identifiering per telefon',
  'phone/sign': 'Underskrift per telefon',
};

const HINT_LABEL: Record<string, string> = {
  outstandingTransaction: 'väntar på att appen öppnas',
  noClient: 'appen hittades inte',
  started: 'appen är öppnad, söker BankID',
  userMrtd: 'läser av ID-handling',
  userCallConfirm: 'väntar på att samtalet bekräftas',
  userSign: 'väntar på säkerhetskod',
  complete: 'slutförd',
  expiredTransaction: 'gick ut',
  certificateErr: 'BankID spärrat eller för gammalt',
  userCancel: 'avbruten i appen',
  cancelled: 'avbruten (ny order för samma person)',
  startFailed: 'appen startades aldrig',
  userDeclinedCall: 'samtalet nekades',
  notSupportedByUserApp: 'stöds inte av appen',
  transactionRiskBlocked: 'stoppad av riskbedömning',
};

const actionSchema = z.discriminatedUnion('action', [
  // A tester types personal numbers like anyone else: every written form, kept as 12 digits.
  z.object({ action: z.literal('start'), personalNumber: personalNumberSchema.optional() }),
  z.object({ action: z.literal('hint'), hintCode: z.string().max(40) }),
  z.object({
    action: z.literal('approve'),
    personalNumber: personalNumberSchema,
    risk: z.enum(['low', 'moderate', 'high']).optional(),
  }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('expire') }),
  z.object({ action: z.literal('fail'), hintCode: z.string().max(40) }),
  z.object({
    action: z.literal('error'),
    errorCode: z.string().max(40),
    times: z.coerce.number().int().min(1).max(100).optional(),
  }),
]);

function formatPnr(pnr: string): string {
  return pnr.length === 12 ? `${pnr.slice(0, 8)}-${pnr.slice(8)}` : pnr;
}

function publicView(row: SimRow) {
  return {
    orderRef: row.order_ref,
    call: row.call,
    status: row.status,
    hintCode: row.hint_code,
    requiredPersonalNumber: row.required_personal_number,
    pickedUpBy: row.picked_up_by,
    userVisibleData: row.user_visible_data ? decodeBase64Utf8(row.user_visible_data) : null,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    faultCode: row.fault_count > 0 ? row.fault_code : null,
  };
}

function orderCard(row: SimRow, identities: Identity[], now: Date) {
  const ref = row.order_ref;
  const age = Math.floor((now.getTime() - row.created_at.getTime()) / 1000);
  const visible = row.user_visible_data ? decodeBase64Utf8(row.user_visible_data) : null;
  const choices = row.required_personal_number
    ? identities.filter((identity) => identity.personalNumber === row.required_personal_number)
    : row.picked_up_by
      ? identities.filter((identity) => identity.personalNumber === row.picked_up_by)
      : identities;
  const action = `${BANKID_TESTER_PATH}orders/${ref}`;
  const headingId = `order-${ref}`;
  return html`<article class="card" id="${ref}" aria-labelledby="${headingId}">
    <h3 id="${headingId}">${CALL_LABEL[row.call]} <code>${ref}</code></h3>
    <dl>
      <dt>Skapad</dt>
      <dd>${formatTime(row.created_at)} (för ${age} s sedan)</dd>
      <dt>Läge</dt>
      <dd><code>${row.hint_code}</code> – ${HINT_LABEL[row.hint_code] ?? ''}</dd>
      ${
        row.required_personal_number
          ? html`<dt>Kräver personnummer</dt>
              <dd>${formatPnr(row.required_personal_number)}</dd>`
          : ''
      }
      ${
        row.picked_up_by
          ? html`<dt>Öppnad av</dt>
              <dd>${formatPnr(row.picked_up_by)}</dd>`
          : ''
      }
      ${
        visible
          ? html`<dt>Text i appen</dt>
              <dd class="pre">${visible}</dd>`
          : ''
      }
      ${
        row.fault_count > 0
          ? html`<dt>Nästa collect</dt>
              <dd>svarar <code>${row.fault_code}</code> (${row.fault_count} gånger)</dd>`
          : ''
      }
    </dl>
    <div class="actions">
      ${choices.map(
        (identity) =>
          html`<form method="post" action="${action}">
            <input type="hidden" name="action" value="approve" />
            <input type="hidden" name="personalNumber" value="${identity.personalNumber}" />
            <button class="primary" type="submit">
              Godkänn som ${identity.name} (${formatPnr(identity.personalNumber)})
            </button>
          </form>`,
      )}
      <form method="post" action="${action}">
        <input type="hidden" name="action" value="approve" />
        <label
          >Annat personnummer
          <input
            name="personalNumber"
            autocomplete="off"
            required
            value="${row.required_personal_number ?? ''}"
            placeholder="ÅÅÅÅMMDD-NNNN"
        /></label>
        <button class="primary" type="submit">Godkänn</button>
      </form>
    </div>
    <div class="actions">
      <form method="post" action="${action}">
        <input type="hidden" name="action" value="start" />
        <button type="submit">Öppna appen (nästa steg)</button>
      </form>
      <form method="post" action="${action}">
        <input type="hidden" name="action" value="cancel" />
        <button class="danger" type="submit">Avbryt i appen</button>
      </form>
      <form method="post" action="${action}">
        <input type="hidden" name="action" value="expire" />
        <button class="danger" type="submit">Låt ordern gå ut</button>
      </form>
    </div>
    <div class="actions">
      <form method="post" action="${action}">
        <input type="hidden" name="action" value="fail" />
        <label
          >Misslyckas med
          <select name="hintCode">
            ${BANKID_FAILED_HINTS.map((hint) => html`<option value="${hint}">${hint}</option>`)}
          </select></label
        >
        <button class="danger" type="submit">Misslyckas</button>
      </form>
      <form method="post" action="${action}">
        <input type="hidden" name="action" value="hint" />
        <label
          >Väntekod
          <select name="hintCode">
            ${BANKID_PENDING_HINTS.map((hint) => html`<option value="${hint}">${hint}</option>`)}
          </select></label
        >
        <button type="submit">Sätt väntekod</button>
      </form>
      <form method="post" action="${action}">
        <input type="hidden" name="action" value="error" />
        <label
          >RP-fel vid nästa collect
          <select name="errorCode">
            ${SIM_FAULT_CODES.map((code) => html`<option value="${code}">${code}</option>`)}
          </select></label
        >
        <button type="submit">Svara med fel</button>
      </form>
    </div>
  </article>`;
}

/** The BankID tester page, its form posts and the JSON control API for automated tests. */
export function bankidTesterRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/bankid-sim', (c) => c.redirect(BANKID_TESTER_PATH, 301));
  app.get(BANKID_TESTER_PATH, async (c) => {
    const services = c.get('services');
    const now = services.now();
    const [{ open, finished }, identities] = await Promise.all([
      listSimOrders(services),
      listIdentities(services.db),
    ]);
    const body = html`<h2>Pågående ordrar (${open.length})</h2>
      ${
        open.length === 0
          ? html`<p class="muted">
              Inga pågående ordrar. Starta en inloggning eller beställning på sajten.
            </p>`
          : open.map((row) => orderCard(row, identities, now))
      }
      <p><a href="${BANKID_TESTER_PATH}">Uppdatera listan</a></p>
      <h2>Senast avslutade</h2>
      ${
        finished.length === 0
          ? html`<p class="muted">Inga avslutade ordrar ännu.</p>`
          : html`<table>
              <caption class="muted">
                De tio senaste
              </caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Typ</th>
                  <th scope="col">Resultat</th>
                  <th scope="col">Person</th>
                  <th scope="col">Avslutad</th>
                </tr>
              </thead>
              <tbody>
                ${finished.map(
                  (row) =>
                    html`<tr>
                      <td><code>${row.order_ref}</code></td>
                      <td>${CALL_LABEL[row.call]}</td>
                      <td>${row.status}: ${HINT_LABEL[row.hint_code] ?? row.hint_code}</td>
                      <td>
                        ${
                          row.completion_data
                            ? `${row.completion_data.user.name} (${formatPnr(row.completion_data.user.personalNumber)})`
                            : '–'
                        }
                      </td>
                      <td>${formatTime(row.finished_at)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }`;
    return c.html(
      simPage({
        title: 'BankID-simulator',
        intro: html`<p>
            Här spelar du personen med BankID-appen. Godkänn med valfritt giltigt personnummer,
            öppna appen steg för steg, avbryt, låt ordern gå ut eller låt den misslyckas.
          </p>
          <p class="muted">
            En order som ingen öppnar misslyckas efter 30 sekunder (startFailed) och varje order går
            ut efter 3 minuter (expiredTransaction).
          </p>`,
        flash: flashFromQuery(c.req.query()),
        body,
      }),
    );
  });

  app.post(`${BANKID_TESTER_PATH}orders/:orderRef`, async (c) => {
    const orderRef = c.req.param('orderRef');
    const parsed = actionSchema.safeParse(await formFields(c));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Ogiltig åtgärd';
      return c.redirect(redirectWithFlash(BANKID_TESTER_PATH, 'error', message, orderRef), 303);
    }
    try {
      const row = await controlSimOrder(c.get('services'), orderRef, parsed.data as SimAction);
      const text = `Order ${orderRef.slice(0, 8)}: ${row.status}, ${row.hint_code}.`;
      return c.redirect(redirectWithFlash(BANKID_TESTER_PATH, 'ok', text, orderRef), 303);
    } catch (error) {
      if (!(error instanceof ControlError)) throw error;
      return c.redirect(
        redirectWithFlash(BANKID_TESTER_PATH, 'error', error.message, orderRef),
        303,
      );
    }
  });

  app.get('/bankid-sim/control/orders', async (c) => {
    const { open, finished } = await listSimOrders(c.get('services'));
    return c.json({ open: open.map(publicView), finished: finished.map(publicView) });
  });

  app.post('/bankid-sim/control/:orderRef', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json([{ field: 'body', message: 'Ogiltig JSON' }], 400);
    }
    const parsed = actionSchema.safeParse(body);
    if (!parsed.success) {
      return c.json(
        parsed.error.issues.map((issue) => ({
          field: ['body', ...issue.path.map(String)].join('.'),
          message: issue.message,
        })),
        400,
      );
    }
    try {
      const row = await controlSimOrder(
        c.get('services'),
        c.req.param('orderRef'),
        parsed.data as SimAction,
      );
      return c.json(publicView(row));
    } catch (error) {
      if (!(error instanceof ControlError)) throw error;
      return c.json([{ field: 'params.orderRef', message: error.message }], error.status);
    }
  });

  return app;
}
