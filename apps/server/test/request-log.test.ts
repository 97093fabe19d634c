import { afterAll, describe, expect, it, vi } from 'vitest';
import { flushRequestLog, maskPersonalData } from '../src/lib/request-log';
import { createTestServer } from './harness';

describe('personal data in logs', () => {
  it.each([
    ['/mitt-lingon?pnr=198503121231', '/mitt-lingon?pnr=[personnummer]'],
    ['pnr 850312-1231 och 19850312-1231', 'pnr [personnummer] och [personnummer]'],
    ['mejla anna.andersson@example.se nu', 'mejla [e-post] nu'],
    ['/kontantkort/ladda?nummer=0731234560', '/kontantkort/ladda?nummer=[telefon]'],
    ['ring 070-123 45 67 eller +46701234567', 'ring [telefon] eller [telefon]'],
    ['msisdn 46701234567', 'msisdn [telefon]'],
  ])('masks %s', (input, masked) => {
    expect(maskPersonalData(input)).toBe(masked);
  });

  it('leaves ids, dates and amounts alone', () => {
    const text = 'order LO-SURF-3F9A12BC 2026-11-25 349 kr status 200 in 12.5 ms';
    expect(maskPersonalData(text)).toBe(text);
  });
});

describe('the request log', () => {
  const serverPromise = createTestServer({ LOG_REQUESTS: true });
  afterAll(async () => (await serverPromise).close());

  it('writes one JSON line per request with its id, status and duration, masked', async () => {
    const server = await serverPromise;
    flushRequestLog();
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const res = await server.request('/services/okand?epost=anna@example.se', {
        headers: { 'x-request-id': 'req-0123456789' },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('X-Request-Id')).toBe('req-0123456789');
      // Lines are written together at the end of the event loop's turn.
      flushRequestLog();
      const lines = write.mock.calls
        .flatMap((call) => String(call[0]).split('\n'))
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toEqual([
        expect.objectContaining({
          requestId: 'req-0123456789',
          method: 'GET',
          path: '/services/okand?epost=[e-post]',
          status: 404,
          ms: expect.any(Number),
        }),
      ]);
      // An id that does not look like one is replaced.
      const other = await server.request('/services/openapi.json', {
        headers: { 'x-request-id': 'bad id with spaces' },
      });
      expect(other.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
      // A path that is not valid percent-encoding is logged as it came (it once made the
      // logger throw, and the answer a 500).
      flushRequestLog();
      write.mockClear();
      const malformed = await server.request('/services/okand%E0%A4%A?nummer=0731234560');
      expect(malformed.status).toBe(404);
      flushRequestLog();
      expect(JSON.parse(String(write.mock.calls[0]?.[0]))).toMatchObject({
        path: '/services/okand%E0%A4%A?nummer=[telefon]',
        status: 404,
      });
    } finally {
      write.mockRestore();
    }
  });
});
