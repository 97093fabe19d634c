import { formatSwedishMobile } from '@lingon/contracts/phone';
import type { Payment } from '@lingon/contracts/payments/status';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import {
  flashFromQuery,
  formatTime,
  formFields,
  redirectWithFlash,
  simPage,
} from '../bankid/sim-page';
import type { AppEnv } from '../context';
import { HttpError } from '../lib/http';
import { sameSitePath } from '../lib/return-path';
import {
  cancelPayment,
  controlPayment,
  findPayment,
  listPayments,
  setTimeoutSeconds,
  timeoutSeconds,
  TIMEOUT_LIMITS,
} from './service';

export const PAYMENT_TESTER_PATH = '/payment-sim/';

const STATUS_LABEL: Record<Payment['status'], string> = {
  pending: 'Väntar',
  paid: 'Betald',
  declined: 'Nekad',
  'timed-out': 'Tiden gick ut',
  cancelled: 'Avbruten',
};
const METHOD_LABEL: Record<Payment['method'], string> = { card: 'Kort', swish: 'Swish' };

const actionSchema = z.object({ action: z.enum(['approve', 'decline', 'timeout']) });
const SECONDS_MESSAGES = {
  number: 'Ange ett antal sekunder',
  int: 'Ange hela sekunder',
  min: `Minst ${TIMEOUT_LIMITS.min} sekunder`,
  max: `Högst ${TIMEOUT_LIMITS.max} sekunder`,
};
/** The control API's settings: a JSON number, nothing read as one. */
const settingsSchema = z.object({
  timeoutSeconds: z
    .number({ error: SECONDS_MESSAGES.number })
    .int(SECONDS_MESSAGES.int)
    .min(TIMEOUT_LIMITS.min, SECONDS_MESSAGES.min)
    .max(TIMEOUT_LIMITS.max, SECONDS_MESSAGES.max),
});
/** The tester page's settings form, whose fields are text. */
const settingsFormSchema = z.object({
  timeoutSeconds: z
    .string()
    .regex(/^\s*-?\d+(\.\d+)?\s*$/, SECONDS_MESSAGES.number)
    .pipe(z.coerce.number())
    .pipe(settingsSchema.shape.timeoutSeconds),
});

function paymentCard(payment: Payment) {
  const action = `${PAYMENT_TESTER_PATH}payments/${payment.paymentId}`;
  const headingId = `payment-${payment.paymentId}`;
  return html`<article class="card" id="${payment.paymentId}" aria-labelledby="${headingId}">
    <h3 id="${headingId}">${payment.amount} kr med ${METHOD_LABEL[payment.method]}</h3>
    <dl>
      <dt>Betalnings-id</dt>
      <dd><code>${payment.paymentId}</code></dd>
      <dt>Order</dt>
      <dd>${payment.orderReference}</dd>
      <dt>Laddas på</dt>
      <dd>${formatSwedishMobile(payment.msisdn)}</dd>
      ${
        payment.swishPhoneNumber
          ? html`<dt>Swish-nummer</dt>
              <dd>${formatSwedishMobile(payment.swishPhoneNumber)}</dd>`
          : ''
      }
      <dt>Skapad</dt>
      <dd>${formatTime(new Date(payment.createdAt))}</dd>
      <dt>Går ut</dt>
      <dd>${formatTime(new Date(payment.expiresAt))}</dd>
    </dl>
    <div class="actions">
      <form method="post" action="${action}">
        <input type="hidden" name="action" value="approve" />
        <button class="primary" type="submit">Godkänn</button>
      </form>
      <form method="post" action="${action}">
        <input type="hidden" name="action" value="decline" />
        <button class="danger" type="submit">Neka</button>
      </form>
      <form method="post" action="${action}">
        <input type="hidden" name="action" value="timeout" />
        <button class="danger" type="submit">Låt tiden gå ut</button>
      </form>
    </div>
  </article>`;
}

/** The card provider's hosted page (simulated): where a card payment is approved or not. */
export const CARD_PAGE_PATH = '/payment-sim/card/';

/** Back to the shop after the card page: a path on this site only, never another host. */
const safeReturn = (value: string | undefined) => sameSitePath(value, '/');

const cardActionSchema = z.object({
  action: z.enum(['approve', 'decline', 'cancel']),
  return: z.string().max(500).optional(),
});

function fieldErrorList(error: z.ZodError) {
  return error.issues.map((issue) => ({
    field: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/** The payment tester page, its form posts and the JSON control API. */
export function paymentTesterRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/payment-sim', (c) => c.redirect(PAYMENT_TESTER_PATH, 301));
  app.get(PAYMENT_TESTER_PATH, async (c) => {
    const services = c.get('services');
    const [{ pending, finished }, timeout] = await Promise.all([
      listPayments(services),
      timeoutSeconds(services.db),
    ]);
    const body = html`<h2>Väntande betalningar (${pending.length})</h2>
      ${
        pending.length === 0
          ? html`<p class="muted">Inga väntande betalningar. Ladda ett kontantkort på sajten.</p>`
          : pending.map(paymentCard)
      }
      <p><a href="${PAYMENT_TESTER_PATH}">Uppdatera listan</a></p>
      <h2>Inställningar</h2>
      <form method="post" action="${PAYMENT_TESTER_PATH}settings">
        <label
          >Tid innan en betalning går ut (sekunder)
          <input
            name="timeoutSeconds"
            type="number"
            inputmode="numeric"
            min="${TIMEOUT_LIMITS.min}"
            max="${TIMEOUT_LIMITS.max}"
            required
            value="${timeout}"
        /></label>
        <button type="submit">Spara</button>
      </form>
      <p class="muted">Gäller betalningar som skapas efter ändringen.</p>
      <h2>Senast avslutade</h2>
      ${
        finished.length === 0
          ? html`<p class="muted">Inga avslutade betalningar ännu.</p>`
          : html`<table>
              <caption class="muted">
                De tio senaste
              </caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Belopp</th>
                  <th scope="col">Sätt</th>
                  <th scope="col">Resultat</th>
                  <th scope="col">Avslutad</th>
                </tr>
              </thead>
              <tbody>
                ${finished.map(
                  (payment) =>
                    html`<tr>
                      <td>${payment.orderReference}</td>
                      <td>${payment.amount} kr</td>
                      <td>${METHOD_LABEL[payment.method]}</td>
                      <td>${STATUS_LABEL[payment.status]}</td>
                      <td>
                        ${formatTime(payment.finishedAt ? new Date(payment.finishedAt) : null)}
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }`;
    return c.html(
      simPage({
        title: 'Betalsimulator',
        intro: html`<p>
          Här spelar du betalaren: godkänn eller neka en kort- eller Swishbetalning, eller låt tiden
          gå ut.
        </p>`,
        flash: flashFromQuery(c.req.query()),
        body,
      }),
    );
  });

  app.post(`${PAYMENT_TESTER_PATH}payments/:paymentId`, async (c) => {
    const paymentId = c.req.param('paymentId');
    const parsed = actionSchema.safeParse(await formFields(c));
    if (!parsed.success) {
      return c.redirect(redirectWithFlash(PAYMENT_TESTER_PATH, 'error', 'Okänd åtgärd'), 303);
    }
    try {
      const payment = await controlPayment(c.get('services'), paymentId, parsed.data.action);
      const text = `${payment.orderReference}: ${STATUS_LABEL[payment.status]}.`;
      return c.redirect(redirectWithFlash(PAYMENT_TESTER_PATH, 'ok', text), 303);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const text = error.errors[0]?.message ?? 'Åtgärden gick inte att utföra';
      return c.redirect(redirectWithFlash(PAYMENT_TESTER_PATH, 'error', text), 303);
    }
  });

  app.post(`${PAYMENT_TESTER_PATH}settings`, async (c) => {
    const parsed = settingsFormSchema.safeParse(await formFields(c));
    if (!parsed.success) {
      const text = parsed.error.issues[0]?.message ?? 'Ogiltigt värde';
      return c.redirect(redirectWithFlash(PAYMENT_TESTER_PATH, 'error', text), 303);
    }
    await setTimeoutSeconds(c.get('db'), parsed.data.timeoutSeconds);
    const text = `Nya betalningar går ut efter ${parsed.data.timeoutSeconds} sekunder.`;
    return c.redirect(redirectWithFlash(PAYMENT_TESTER_PATH, 'ok', text), 303);
  });

  app.get(`${CARD_PAGE_PATH}:paymentId`, async (c) => {
    const services = c.get('services');
    const payment = await findPayment(services.db, c.req.param('paymentId'), services.now());
    const returnPath = safeReturn(c.req.query('return'));
    if (!payment || payment.method !== 'card') {
      return c.html(
        simPage({
          title: 'Kortbetalning',
          intro: html`<p>Betalningen finns inte.</p>`,
          body: html`<p><a href="${returnPath}">Tillbaka till Lingon</a></p>`,
        }),
        404,
      );
    }
    const action = `${CARD_PAGE_PATH}${payment.paymentId}`;
    const button = (value: string, label: string, kind: string) =>
      html`<form method="post" action="${action}">
        <input type="hidden" name="action" value="${value}" />
        <input type="hidden" name="return" value="${returnPath}" />
        <button class="${kind}" type="submit">${label}</button>
      </form>`;
    return c.html(
      simPage({
        title: 'Kortbetalning',
        intro: html`<p>
          Kortleverantörens betalsida (simulerad). Här godkänner eller nekar kortutgivaren
          betalningen.
        </p>`,
        body: html`<article class="card" aria-labelledby="card-heading">
          <h2 id="card-heading">Betala ${payment.amount} kr till Lingon</h2>
          <dl>
            <dt>Order</dt>
            <dd>${payment.orderReference}</dd>
            <dt>Laddas på</dt>
            <dd>${formatSwedishMobile(payment.msisdn)}</dd>
            <dt>Status</dt>
            <dd>${STATUS_LABEL[payment.status]}</dd>
          </dl>
          ${
            payment.status === 'pending'
              ? html`<div class="actions">
                  ${button('approve', `Betala ${payment.amount} kr`, 'primary')}
                  ${button('decline', 'Kortet nekas', 'danger')}
                  ${button('cancel', 'Avbryt och gå tillbaka', '')}
                </div>`
              : html`<p><a href="${returnPath}">Tillbaka till Lingon</a></p>`
          }
        </article>`,
      }),
    );
  });

  app.post(`${CARD_PAGE_PATH}:paymentId`, async (c) => {
    const parsed = cardActionSchema.safeParse(await formFields(c));
    const returnPath = safeReturn(parsed.success ? parsed.data.return : undefined);
    if (!parsed.success) return c.redirect(returnPath, 303);
    const services = c.get('services');
    const paymentId = c.req.param('paymentId');
    try {
      if (parsed.data.action === 'cancel') await cancelPayment(services, paymentId);
      else await controlPayment(services, paymentId, parsed.data.action);
    } catch (error) {
      // Already finished (or unknown): the shop reads the payment's state when the visitor returns.
      if (!(error instanceof HttpError)) throw error;
    }
    return c.redirect(returnPath, 303);
  });

  app.get('/payment-sim/control/payments', async (c) =>
    c.json(await listPayments(c.get('services'))),
  );

  app.put('/payment-sim/control/settings', async (c) => {
    const parsed = settingsSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(fieldErrorList(parsed.error), 400);
    await setTimeoutSeconds(c.get('db'), parsed.data.timeoutSeconds);
    return c.json(parsed.data);
  });

  app.post('/payment-sim/control/:paymentId', async (c) => {
    const parsed = actionSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(fieldErrorList(parsed.error), 400);
    try {
      return c.json(
        await controlPayment(c.get('services'), c.req.param('paymentId'), parsed.data.action),
      );
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return c.json(error.errors, error.status);
    }
  });

  return app;
}
