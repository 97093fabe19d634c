import type {
  IncomingMessage,
  RequestListener,
  Server,
  ServerOptions,
  ServerResponse,
} from 'node:http';
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

/**
 * Node answers an HTTP/1.1 request without Host with an empty 400 of its own before any listener
 * sees it; with this option the request reaches guardRequests, which says why.
 */
export const SERVER_OPTIONS: ServerOptions = { requireHostHeader: false };

/** The methods the services and pages answer, for `OPTIONS *`. */
const SERVER_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

function refuse(response: ServerResponse, status: number, field: string, message: string): void {
  const body = JSON.stringify([{ field, message }]);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  response.end(body);
}

/**
 * The refusals `listener` (the app) never sees, answered as every other refusal: an HTTP/1.1
 * request without Host (RFC 9112 §3.2: 400), and a request for `*`, which names the server, not a
 * page (`OPTIONS *` asks what the server can do: 204 with Allow). Node's own answers to these were
 * empty 400s.
 */
export function guardRequests(listener: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.httpVersion === '1.1' && !request.headers.host) {
      refuse(response, 400, 'headers.host', 'Rubriken Host saknas');
    } else if (request.url === '*') {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { Allow: SERVER_METHODS });
        response.end();
      } else {
        refuse(response, 400, 'request', 'Förfrågan kunde inte läsas');
      }
    } else {
      listener(request, response);
    }
  };
}

/**
 * A request with an Expect other than 100-continue is answered 417 with the reason (Node's own
 * 417 has no body); the connection is closed, as the body it came with is not read.
 */
export function answerExpectations(server: Server): void {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    refuse(response, 417, 'headers.expect', 'Bara Expect: 100-continue stöds');
  });
}
