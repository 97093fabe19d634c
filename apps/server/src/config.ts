import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURE_NAMES, type FeatureName } from '@lingon/contracts/site/features';
import { z } from 'zod';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where embedded PGlite keeps its files unless DATA_DIR says otherwise: `.data` at the root. */
export const DEFAULT_DATA_DIR = path.resolve(appDir, '../../.data');
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/**
 * A comma-separated list of feature names (spaces and empty items ignored); a name that is not a
 * known feature stops the server at start rather than silently leaving the feature on.
 */
const featureList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const names = value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    for (const name of names) {
      if (!(FEATURE_NAMES as readonly string[]).includes(name)) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown feature "${name}" (known: ${FEATURE_NAMES.join(', ')})`,
        });
      }
    }
    return [...new Set(names)] as FeatureName[];
  });

/** The telemarketing keys that work out of the box (README), refused in production. */
export const DEMO_TM_KEYS = {
  support: 'support-demo-key-7f3a',
  telemarketing: 'tm-demo-key-91c2',
} as const;

/**
 * The key of hashed uids that works out of the box, refused in production: anyone with this
 * repository could recompute a customer's hashed uid from the customer id.
 */
export const DEMO_HASHED_UID_KEY = 'hasheduid-demo-key-only-for-development-4b8e';

/** Every environment setting the server reads, validated once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://… runs on PostgreSQL; unset runs embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /** The built site (React Router client build). */
  SITE_DIR: z.string().default(path.resolve(appDir, '../site/build/client')),
  /** The built embed scripts for partner pages (apps/embed), served under /embed/. */
  EMBED_DIR: z.string().default(path.resolve(appDir, '../embed/dist')),
  /** Public origin, used for absolute links (BankID return URL, logout redirect). */
  PUBLIC_URL: z.string().optional(),
  /** Telemarketing / support keys (SPEC §6). Never sent to the browser. */
  TM_KEY_SUPPORT: z.string().min(8).default(DEMO_TM_KEYS.support),
  TM_KEY_TELEMARKETING: z.string().min(8).default(DEMO_TM_KEYS.telemarketing),
  /**
   * The HMAC key of the pseudonymous customer id (`personalization/v4/hasheduid`), for analytics
   * and personalisation. A setting of its own, so that rotating the telemarketing keys leaves
   * every hashed uid as it was; changing this key changes them all. Never sent to the browser.
   */
  HASHED_UID_KEY: z
    .string()
    .min(32, 'at least 32 characters (an HMAC key)')
    .default(DEMO_HASHED_UID_KEY),
  /** BankID RP API base; unset means the simulator mounted in this server. */
  BANKID_URL: z.string().url().optional(),
  BANKID_CLIENT_CERT: z.string().optional(),
  BANKID_CLIENT_KEY: z.string().optional(),
  BANKID_CLIENT_KEY_PASSPHRASE: z.string().optional(),
  BANKID_CA_CERT: z.string().optional(),
  /** Serve the BankID, payment and notification simulators and their tester pages (default on). */
  SIMULATORS: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((value) => value === '1' || value === 'true'),
  /** Let the `x-simulate-fault` request header make a named service fail (SPEC §8). */
  SIMULATE_FAULTS: flag,
  /** Features switched off whatever the feature_toggles table says (SPEC §6 'feature-toggle'). */
  FEATURES_DISABLED: featureList,
  NODE_ENV: z.string().default('development'),
  /**
   * Behind a reverse proxy that terminates HTTPS: trust its X-Forwarded-Proto, so session cookies
   * are Secure and HSTS is sent. Off by default: a client could otherwise claim HTTPS.
   */
  TRUST_PROXY: flag,
  /** One JSON line per request on standard output (lib/request-log.ts); 0 to be quiet. */
  LOG_REQUESTS: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((value) => value === '1' || value === 'true'),
  /**
   * Multiplies every per-client rate limit (lib/rate-limit.ts); 0 switches them off. A test suite
   * that signs many customers in from one address raises it.
   */
  RATE_LIMIT_FACTOR: z.coerce.number().min(0).max(10_000).default(1),
});

/**
 * What no server may run with, in production or not: the prepaid top-up without a payment
 * provider. The payment simulator (SIMULATORS) is its only provider; without it a card payment
 * would send the customer to a page that is not there and a Swish payment could only time out.
 */
function configurationProblems(config: z.output<typeof envSchema>): string[] {
  if (config.SIMULATORS || config.FEATURES_DISABLED.includes('prepaid-top-up')) return [];
  return [
    'SIMULATORS=0 with the prepaid top-up on: the payment simulator is its only payment provider; ' +
      'switch the top-up off with FEATURES_DISABLED=prepaid-top-up',
  ];
}

/**
 * What production (NODE_ENV=production) may not run with: anything that lets a visitor sign in
 * as someone else, pay without paying, make services fail on request, or use the telemarketing
 * channel or the hashed uids with keys that are in this repository.
 */
function productionProblems(config: z.output<typeof envSchema>): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (config.SIMULATORS) {
    problems.push(
      'SIMULATORS: the BankID, payment and notification simulators must be off (SIMULATORS=0)',
    );
  }
  if (config.SIMULATE_FAULTS) problems.push('SIMULATE_FAULTS: fault injection must be off');
  if (config.RATE_LIMIT_FACTOR === 0) problems.push('RATE_LIMIT_FACTOR: rate limits must be on');
  if (!config.BANKID_URL) {
    problems.push('BANKID_URL: BankID must point at the real BankID service, not the simulator');
  }
  if (config.TM_KEY_SUPPORT === DEMO_TM_KEYS.support) {
    problems.push('TM_KEY_SUPPORT: the demo key may not be used in production');
  }
  if (config.TM_KEY_TELEMARKETING === DEMO_TM_KEYS.telemarketing) {
    problems.push('TM_KEY_TELEMARKETING: the demo key may not be used in production');
  }
  if (config.HASHED_UID_KEY === DEMO_HASHED_UID_KEY) {
    problems.push('HASHED_UID_KEY: set a secret key of its own (the demo key may not be used)');
  }
  return problems;
}

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment settings:\n${lines.join('\n')}`);
  }
  const list = (problems: string[]) => problems.map((line) => `  ${line}`).join('\n');
  const everywhere = configurationProblems(parsed.data);
  if (everywhere.length > 0) throw new Error(`Refusing to start:\n${list(everywhere)}`);
  const problems = productionProblems(parsed.data);
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production (NODE_ENV=production):\n${list(problems)}`);
  }
  return parsed.data;
}
