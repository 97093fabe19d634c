import type { Services } from '../context';
import { createRpClient, rpTlsFromConfig, type RpClient } from './rp-client';
import { SIM_RP_BASE_PATH, simulatorRpApp } from './sim-http';

const simulators = new WeakMap<Services, ReturnType<typeof simulatorRpApp>>();
const clients = new WeakMap<Services, RpClient | null>();

/** The simulator's RP API for these services (one per server). */
export function simulatorFor(services: Services) {
  let sim = simulators.get(services);
  if (!sim) {
    sim = simulatorRpApp(() => services);
    simulators.set(services, sim);
  }
  return sim;
}

/**
 * The RP client of this server: BANKID_URL (with the client certificate) when set; otherwise the
 * simulator, called in-process through its HTTP interface, so the client code path is the same.
 * Null when neither is available (BankID is then reported as unavailable).
 */
export function rpClientFor(services: Services): RpClient | null {
  if (clients.has(services)) return clients.get(services) ?? null;
  const { config } = services;
  let client: RpClient | null = null;
  if (config.BANKID_URL) {
    client = createRpClient({ baseUrl: config.BANKID_URL, tls: rpTlsFromConfig(config) });
  } else if (config.SIMULATORS) {
    const sim = simulatorFor(services);
    client = createRpClient({
      baseUrl: `http://simulator.internal${SIM_RP_BASE_PATH}`,
      fetch: async (input, init) => sim.fetch(new Request(input, init)),
    });
  }
  clients.set(services, client);
  return client;
}
