import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const URL_ = '/services/content/graphql';

describe('content GraphQL surface', () => {
  let serverPromise: ReturnType<typeof createTestServer>;
  beforeAll(async () => {
    serverPromise = createTestServer();
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());

  const post = async (json: unknown, query = '') =>
    (await serverPromise).request(`${URL_}${query}`, { method: 'POST', json });

  it('answers staticPage with variables and the locale query', async () => {
    const res = await post(
      {
        query: 'query StaticPage($slug: String!) { staticPage(slug: $slug) { title } }',
        variables: { slug: 'ladda' },
      },
      '?locale=sv-SE',
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.staticPage.title).toBe('Ladda kontantkort');
  });

  it('answers several root fields with aliases, literals and enum-style arguments', async () => {
    const res = await post({
      query: `# a comment
        query Start {
          start: staticPage(slug: "") { title }
          spanien: dynamicPage(slug: "utland/spanien") { ... on DynamicPage { title } }
          kort: productList(type: "short-term") { products { price } }
          navigation { main { label } }
        }`,
    });
    const body = await res.json();
    expect(Object.keys(body.data)).toEqual(['start', 'spanien', 'kort', 'navigation']);
    expect(body.data.spanien.kind).toBe('country');
    expect(body.data.kort.products).toHaveLength(3);
    expect(body.data.navigation.broadband).toHaveLength(3);
  });

  it('answers null for a missing page, as Contentful does', async () => {
    const body = await (
      await post({ query: '{ staticPage(slug: "finns-inte") { title } }' })
    ).json();
    expect(body).toEqual({ data: { staticPage: null } });
  });

  it('picks the operation by operationName and applies variable defaults', async () => {
    const body = await (
      await post({
        query:
          'query A { navigation { legal } } query B($type: String = "bundle") { productList(type: $type) { title } }',
        operationName: 'B',
      })
    ).json();
    expect(body.data).toEqual({ productList: expect.objectContaining({ type: 'bundle' }) });
  });

  it('honours @skip and @include', async () => {
    const body = await (
      await post({
        query:
          'query Q($full: Boolean!) { navigation @include(if: $full) { legal } p: staticPage(slug: "ladda") @skip(if: true) { title } }',
        variables: { full: false },
      })
    ).json();
    expect(body.data).toEqual({});
  });

  it('reports unknown fields, bad arguments and missing variables as GraphQL errors', async () => {
    const unknown = await (await post({ query: '{ products { id } }' })).json();
    expect(unknown.errors[0]).toEqual({
      message: 'Fältet "products" finns inte på typen "Query".',
      path: ['products'],
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const badType = await (
      await post({ query: '{ productList(type: "tv-only") { title } }' })
    ).json();
    expect(badType.data.productList).toBeNull();
    expect(badType.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const missing = await (
      await post({ query: 'query P($slug: String!) { staticPage(slug: $slug) { title } }' })
    ).json();
    expect(missing.data).toBeUndefined();
    expect(missing.errors[0].message).toBe('Variabeln "$slug" av typen "String!" saknas.');
    const undeclared = await (
      await post({ query: '{ staticPage(slug: $slug) { title } }' })
    ).json();
    expect(undeclared.errors[0].message).toBe(
      'Variabeln "$slug" är inte deklarerad i operationen.',
    );
  });

  it('reports syntax errors, several unnamed operations and mutations', async () => {
    const syntax = await (await post({ query: '{ staticPage(slug: "ladda" { title } }' })).json();
    expect(syntax.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(syntax.errors[0].message).toMatch(/^Syntaxfel: /);
    const many = await (
      await post({ query: 'query A { navigation { legal } } query B { navigation { legal } }' })
    ).json();
    expect(many.errors[0].message).toBe('Dokumentet har flera operationer: ange operationName.');
    const mutation = await (await post({ query: 'mutation { deletePage(slug: "ladda") }' })).json();
    expect(mutation.errors[0].message).toContain('svarar bara på query');
  });

  it('refuses a document nested thousands of levels deep as a syntax error, never a 500', async () => {
    const deep = `{ staticPage(slug: ${'['.repeat(2500)}${']'.repeat(2500)}) { title } }`;
    const res = await post({ query: deep });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      errors: [
        {
          message: expect.stringMatching(/^Syntaxfel: Frågan är nästlad i fler än 32 nivåer/),
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        },
      ],
    });
  });

  it('rejects a missing query, an oversized query and an unknown locale with 400', async () => {
    const empty = await post({ variables: {} });
    expect(empty.status).toBe(400);
    expect((await empty.json())[0].field).toBe('body.query');
    const huge = await post({ query: `{ navigation { ${'legal '.repeat(2000)} } }` });
    expect(huge.status).toBe(400);
    expect(await huge.json()).toEqual([
      { field: 'body.query', message: 'Frågan får vara högst 10000 tecken' },
    ]);
    const locale = await post({ query: '{ navigation { legal } }' }, '?locale=de-DE');
    expect(locale.status).toBe(400);
  });
});
