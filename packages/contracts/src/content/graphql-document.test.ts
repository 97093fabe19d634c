import { describe, expect, it } from 'vitest';
import { GraphqlSyntaxError, parseOperation } from './graphql-document';

describe('parseOperation', () => {
  it('reads root fields with aliases, variables, literals, lists and objects', () => {
    const parsed = parseOperation(
      `query Page($slug: String!, $n: Int = 3) {
        page: staticPage(slug: $slug, opts: { limit: $n, tags: ["a", "b\\u00e5"], on: true }) { title sections { ... on Hero { heading } } }
        navigation
      }
      fragment F on Page { title }`,
      { slug: 'ladda' },
    );
    expect(parsed.operationName).toBe('Page');
    expect(parsed.rootFields).toEqual([
      {
        key: 'page',
        name: 'staticPage',
        args: { slug: 'ladda', opts: { limit: 3, tags: ['a', 'bå'], on: true } },
      },
      { key: 'navigation', name: 'navigation', args: {} },
    ]);
  });

  it('accepts the shorthand query and block strings', () => {
    const parsed = parseOperation('{ staticPage(slug: """ ladda """) { title } }');
    expect(parsed.rootFields[0]?.args).toEqual({ slug: 'ladda' });
  });

  it('throws typed errors for bad documents', () => {
    expect(() => parseOperation('{ staticPage(slug: "x" }')).toThrow(GraphqlSyntaxError);
    expect(() => parseOperation('')).toThrow(/Unexpected end/);
    expect(() => parseOperation('{ a(b: "unterminated) }')).toThrow(/Unterminated string/);
    expect(() => parseOperation('query A { a } query B { b }', {}, 'C')).toThrow(
      /Unknown operation/,
    );
  });
});
