import { SERVICES_BASE } from '@lingon/contracts/brand';
import { getResponse, http, type RequestHandler } from 'msw';
import type { z } from 'zod';

/**
 * A POST to `contract` whose valid body `matches` is answered by `handlers`; any other request
 * goes on to the next handler. Lets one story show several server answers at once, one per input.
 */
export function whenBody<Body>(
  contract: { path: string; body: z.ZodType<Body> },
  matches: (body: Body) => boolean,
  handlers: RequestHandler[],
) {
  return http.post(`*${SERVICES_BASE}${contract.path}`, async ({ request }) => {
    const body = contract.body.safeParse(
      await request
        .clone()
        .json()
        .catch(() => undefined),
    );
    if (!body.success || !matches(body.data)) return undefined;
    return getResponse(handlers, request);
  });
}
