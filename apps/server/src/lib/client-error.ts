import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** The status line and words for a request Node's parser refused before any route saw it. */
function refusal(code: string | undefined): { status: string; field: string; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: '431 Request Header Fields Too Large',
      field: 'headers',
      message: 'Adressen eller rubrikerna i förfrågan är för stora',
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: '408 Request Timeout',
      field: 'request',
      message: 'Förfrågan kom inte fram i tid. Försök igen.',
    };
  }
  return { status: '400 Bad Request', field: 'request', message: 'Förfrågan kunde inte läsas' };
}

/**
 * Requests that Node's HTTP parser refuses (an address or headers over its 16 kB, a broken chunk
 * size, Content-Length beside Transfer-Encoding, an unknown method) are answered as every other
 * refusal of the services, `[{ field, message }]`, instead of Node's empty 400 or 431; the
 * connection is closed after, as the parser cannot go on reading it.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Gone already, or never a request (a reset, a port scan): nothing to answer.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, field, message } = refusal(error.code);
    const body = JSON.stringify([{ field, message }]);
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
