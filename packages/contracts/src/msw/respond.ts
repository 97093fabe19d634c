import { getResponse, type RequestHandler } from 'msw';

/**
 * Answer one request with MSW handlers, without a network or a service worker: how the parity
 * test (`apps/server/test/msw-parity.test.ts`) puts the handlers and the real server side by side.
 * A request no handler answers gets 501, so a missing handler fails the comparison loudly.
 */
export async function respondWithHandlers(
  handlers: readonly RequestHandler[],
  request: Request,
): Promise<Response> {
  const response = await getResponse([...handlers], request);
  return (
    response ?? new Response(`No MSW handler for ${request.method} ${request.url}`, { status: 501 })
  );
}
