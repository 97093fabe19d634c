import fs from 'node:fs';
import https from 'node:https';
import type { Config } from '../config';
import {
  RP_ERROR_CODES,
  type RpAuthRequest,
  type RpCollectResponse,
  type RpErrorCode,
  type RpOrderResponse,
  type RpPhoneRequest,
  type RpPhoneSignRequest,
  type RpSignRequest,
} from './rp-types';

/** Transport failures the RP API itself never names. */
export type RpClientErrorCode = RpErrorCode | 'network' | 'invalidResponse';

/** A failed RP call: BankID's `{errorCode, details}`, or a transport failure. */
export class RpError extends Error {
  constructor(
    readonly errorCode: RpClientErrorCode,
    readonly status: number,
    readonly details: string,
  ) {
    super(`BankID ${errorCode} (${status}): ${details}`);
    this.name = 'RpError';
  }
}

export function isRpError(error: unknown, code?: RpClientErrorCode): error is RpError {
  return error instanceof RpError && (code === undefined || error.errorCode === code);
}

export interface RpTls {
  cert?: string | Buffer;
  key?: string | Buffer;
  passphrase?: string;
  ca?: string | Buffer;
  /** A PKCS#12 bundle (BankID hands out test certificates as .p12). */
  pfx?: Buffer;
}

export interface RpClientOptions {
  /** Base URL ending in `/rp/v6.0/`. */
  baseUrl: string;
  /** Used when no client certificate is set (the simulator, tests). */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Mutual TLS against the real service; the client then uses node:https. */
  tls?: RpTls;
  timeoutMs?: number;
}

export interface RpClient {
  readonly baseUrl: string;
  auth(request: RpAuthRequest): Promise<RpOrderResponse>;
  sign(request: RpSignRequest): Promise<RpOrderResponse>;
  phoneAuth(request: RpPhoneRequest): Promise<{ orderRef: string }>;
  phoneSign(request: RpPhoneSignRequest): Promise<{ orderRef: string }>;
  collect(orderRef: string): Promise<RpCollectResponse>;
  cancel(orderRef: string): Promise<void>;
}

type RawResponse = { status: number; text: string };

function postWithHttps(
  url: string,
  body: string,
  agent: https.Agent,
  timeoutMs: number,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          accept: 'application/json',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(timeoutMs, () =>
      request.destroy(new RpError('requestTimeout', 408, 'timeout')),
    );
    request.on('error', reject);
    request.end(body);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireStrings<T>(value: unknown, keys: string[], call: string): T {
  if (!isRecord(value) || keys.some((key) => typeof value[key] !== 'string')) {
    throw new RpError('invalidResponse', 200, `Unexpected ${call} answer`);
  }
  return value as T;
}

/** A client of the BankID RP API 6.0: JSON POSTs, errors as RpError with BankID's errorCode. */
export function createRpClient(options: RpClientOptions): RpClient {
  const baseUrl = options.baseUrl.replace(/\/?$/, '/');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agent = options.tls ? new https.Agent({ ...options.tls, keepAlive: true }) : null;
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));

  async function post(endpoint: string, payload: unknown): Promise<unknown> {
    const url = new URL(endpoint, baseUrl).toString();
    const body = JSON.stringify(payload);
    let raw: RawResponse;
    try {
      if (agent) {
        raw = await postWithHttps(url, body, agent, timeoutMs);
      } else {
        const response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        raw = { status: response.status, text: await response.text() };
      }
    } catch (cause) {
      if (cause instanceof RpError) throw cause;
      if (cause instanceof DOMException && cause.name === 'TimeoutError') {
        throw new RpError('requestTimeout', 408, `No answer from ${endpoint} in ${timeoutMs} ms`);
      }
      throw new RpError('network', 0, cause instanceof Error ? cause.message : String(cause));
    }
    let json: unknown = undefined;
    try {
      json = raw.text ? JSON.parse(raw.text) : {};
    } catch {
      json = undefined;
    }
    if (raw.status < 200 || raw.status >= 300) {
      const code =
        isRecord(json) && (RP_ERROR_CODES as readonly unknown[]).includes(json['errorCode'])
          ? (json['errorCode'] as RpErrorCode)
          : errorCodeForStatus(raw.status);
      const details = isRecord(json) && typeof json['details'] === 'string' ? json['details'] : '';
      throw new RpError(code, raw.status, details || `HTTP ${raw.status} from ${endpoint}`);
    }
    if (json === undefined) throw new RpError('invalidResponse', raw.status, 'Not JSON');
    return json;
  }

  return {
    baseUrl,
    async auth(request) {
      return requireStrings(await post('auth', request), ORDER_KEYS, 'auth');
    },
    async sign(request) {
      return requireStrings(await post('sign', request), ORDER_KEYS, 'sign');
    },
    async phoneAuth(request) {
      return requireStrings(await post('phone/auth', request), ['orderRef'], 'phone/auth');
    },
    async phoneSign(request) {
      return requireStrings(await post('phone/sign', request), ['orderRef'], 'phone/sign');
    },
    async collect(orderRef) {
      const answer = requireStrings<RpCollectResponse>(
        await post('collect', { orderRef }),
        ['orderRef', 'status'],
        'collect',
      );
      if (answer.status === 'complete' && !isRecord(answer.completionData)) {
        throw new RpError('invalidResponse', 200, 'complete without completionData');
      }
      if (answer.status !== 'complete' && typeof answer.hintCode !== 'string') {
        throw new RpError('invalidResponse', 200, `${answer.status} without hintCode`);
      }
      return answer;
    },
    async cancel(orderRef) {
      await post('cancel', { orderRef });
    },
  };
}

const ORDER_KEYS = ['orderRef', 'autoStartToken', 'qrStartToken', 'qrStartSecret'];

function errorCodeForStatus(status: number): RpClientErrorCode {
  if (status === 400) return 'invalidParameters';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 405) return 'methodNotAllowed';
  if (status === 408) return 'requestTimeout';
  if (status === 415) return 'unsupportedMediaType';
  if (status === 429) return 'tooManyRequests';
  if (status === 503) return 'maintenance';
  return 'internalError';
}

/** A setting that holds either PEM/base64 text or a path to the file. */
function readMaterial(value: string): Buffer {
  if (value.includes('-----BEGIN')) return Buffer.from(value.replace(/\\n/g, '\n'));
  return fs.readFileSync(value);
}

/**
 * TLS settings from the configuration: BANKID_CLIENT_CERT is a PEM certificate (with
 * BANKID_CLIENT_KEY) or a .p12/.pfx bundle; each setting is the text itself or a file path.
 */
export function rpTlsFromConfig(config: Config): RpTls | undefined {
  const { BANKID_CLIENT_CERT: cert, BANKID_CLIENT_KEY: key, BANKID_CA_CERT: ca } = config;
  const passphrase = config.BANKID_CLIENT_KEY_PASSPHRASE;
  if (!cert) return ca ? { ca: readMaterial(ca) } : undefined;
  const tls: RpTls = {};
  if (ca) tls.ca = readMaterial(ca);
  if (passphrase) tls.passphrase = passphrase;
  if (/\.(p12|pfx)$/i.test(cert)) {
    tls.pfx = fs.readFileSync(cert);
  } else {
    tls.cert = readMaterial(cert);
    if (key) tls.key = readMaterial(key);
  }
  return tls;
}
