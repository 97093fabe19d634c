import type { Config } from '../config';
import type { OutboxMessage } from './outbox';

/**
 * What delivers a queued e-mail or SMS: the simulator here, an e-mail and SMS provider's client
 * in production (the spec's 'notifications' service base). `send` resolves once the provider has
 * taken the message and throws if it refused it; the outbox then keeps the message and tries
 * again (outbox.ts `deliverQueued`).
 */
export interface NotificationSender {
  /** Stored with each message it delivered. */
  readonly name: string;
  send(message: OutboxMessage): Promise<void>;
}

/**
 * The notification simulator: takes every message and sends nothing anywhere. What it took is
 * shown on its page (/notifications-sim/), where a tester reads the e-mail or SMS a customer would
 * have received.
 */
export const simulatorSender: NotificationSender = {
  name: 'simulator',
  send: async () => {},
};

/**
 * The sender these settings choose: the simulator when SIMULATORS is on. There is no provider
 * client yet; one would be chosen here from a setting of its own. Until then, with the simulators
 * off, messages are queued and wait in the outbox (null: nothing delivers them).
 */
export function notificationSender(config: Pick<Config, 'SIMULATORS'>): NotificationSender | null {
  return config.SIMULATORS ? simulatorSender : null;
}
