import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerClientErrors,
  answerExpectations,
  guardRequests,
  SERVER_OPTIONS,
} from '../src/lib/client-error';

let server: http.Server;
let port = 0;

beforeAll(async () => {
  // Reads the whole body before answering, as the services do.
  server = http.createServer(
    SERVER_OPTIONS,
    guardRequests((request, response) => {
      request.resume();
      request.on('end', () => response.end('ok'));
    }),
  );
  answerClientErrors(server);
  answerExpectations(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** What the server answers to `raw`, the whole exchange until it closes the connection. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(raw));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it.each([
    [
      'an address over 16 kB',
      '431',
      'headers',
      `GET /services/site/v1/reviews?limit=${'1'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ],
    [
      'a broken chunk size',
      '400',
      'request',
      'POST /services/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ],
    [
      'Content-Length beside Transfer-Encoding',
      '400',
      'request',
      'POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['an unknown method', '400', 'request', 'BREW /x HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['an HTTP/1.1 request without Host', '400', 'headers.host', 'GET /start HTTP/1.1\r\n\r\n'],
    ['a GET of the whole server', '400', 'request', 'GET * HTTP/1.1\r\nHost: x\r\n\r\n'],
    [
      'an expectation other than 100-continue',
      '417',
      'headers.expect',
      'POST /x HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\n{}',
    ],
  ])('answers %s with %s and a field error', async (_what, status, field, raw) => {
    const answer = await exchange(raw);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head).toContain('Content-Type: application/json; charset=utf-8');
    const errors = JSON.parse(body ?? '') as { field: string; message: string }[];
    expect(errors).toHaveLength(1);
    expect(errors[0]?.field).toBe(field);
    expect(errors[0]?.message).toMatch(/^[A-ZÅÄÖ]/);
  });

  it('says what the server answers to OPTIONS *', async () => {
    const answer = await exchange('OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 204 /);
    expect(answer).toContain('Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it('still serves a request it can read, also an HTTP/1.0 one without Host', async () => {
    expect(await exchange('GET / HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1.1 200 /);
    expect(await exchange('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1.1 200 /,
    );
  });
});
