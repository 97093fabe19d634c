import { MY_PAGES_NAME } from '@lingon/contracts/brand';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { formatTime, simPage, simulatorsOnly } from '../bankid/sim-page';
import type { AppEnv } from '../context';
import { deliverQueued, listNotifications, type OutboxMessage } from './outbox';
import { simulatorSender } from './sender';
import { TRANSFER_INVITATION_KIND } from './transfer-invitation';

export const NOTIFICATIONS_SIM_PATH = '/notifications-sim/';

/** Messages the page shows. */
const SHOWN = 50;

const KIND_LABEL: Record<string, string> = {
  [TRANSFER_INVITATION_KIND]: 'Inbjudan till överlåtelse',
};

function messageCard(message: OutboxMessage) {
  const headingId = `meddelande-${message.id}`;
  const channel = message.channel === 'email' ? 'E-post' : 'SMS';
  return html`<article class="card" id="${message.id}" aria-labelledby="${headingId}">
    <h3 id="${headingId}">${channel} till ${message.recipient}</h3>
    <dl>
      ${
        message.subject === null
          ? ''
          : html`<dt>Ämne</dt>
              <dd>${message.subject}</dd>`
      }
      <dt>Typ</dt>
      <dd>${KIND_LABEL[message.kind] ?? message.kind}</dd>
      <dt>Gäller</dt>
      <dd><code>${message.reference}</code></dd>
      <dt>Skapat</dt>
      <dd>${formatTime(message.createdAt)}</dd>
      <dt>Skickat</dt>
      <dd>
        ${
          message.sentAt
            ? formatTime(message.sentAt)
            : `Inte ännu${message.lastError ? ` (${message.lastError})` : ''}`
        }
      </dd>
    </dl>
    <p class="pre">${message.body}</p>
  </article>`;
}

/**
 * The notification simulator's page: the e-mail and SMS the site has sent, newest first. Opening
 * it first delivers what is waiting in the outbox to the simulator, as a provider would take it.
 * Served only when SIMULATORS is on (404 otherwise).
 */
export function notificationsSimRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/notifications-sim', simulatorsOnly);
  app.use(`${NOTIFICATIONS_SIM_PATH}*`, simulatorsOnly);

  app.get('/notifications-sim', (c) => c.redirect(NOTIFICATIONS_SIM_PATH, 301));
  app.get(NOTIFICATIONS_SIM_PATH, async (c) => {
    const services = c.get('services');
    await deliverQueued(services.db, simulatorSender, services.now);
    const messages = await listNotifications(services.db, SHOWN);
    const body = html`<h2>Meddelanden (${messages.length})</h2>
      ${
        messages.length === 0
          ? html`<p class="muted">
              Inga meddelanden ännu. Starta till exempel en överlåtelse på ${MY_PAGES_NAME}, så
              kommer inbjudan hit.
            </p>`
          : html`${
              messages.length === SHOWN ? html`<p class="muted">De ${SHOWN} senaste visas.</p>` : ''
            }
            ${messages.map(messageCard)}`
      }
      <p><a href="${NOTIFICATIONS_SIM_PATH}">Uppdatera listan</a></p>`;
    c.header('Cache-Control', 'no-store');
    return c.html(
      simPage({
        title: 'E-post- och SMS-simulator',
        intro: html`<p>
          Här hamnar e-post och SMS som sajten skickar till kunder, till exempel inbjudan till en
          överlåtelse. Inget skickas på riktigt: simulatorn tar emot meddelandena i stället för en
          e-post- eller SMS-leverantör.
        </p>`,
        body,
      }),
    );
  });
  return app;
}
