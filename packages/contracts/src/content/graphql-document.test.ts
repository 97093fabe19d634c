import { describe, expect, it } from 'vitest';
import { GraphqlSyntaxError, MAX_NESTING, parseOperation } from './graphql-document';

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

  it('throws typed errors in Swedish for bad documents', () => {
    expect(() => parseOperation('{ staticPage(slug: "x" }')).toThrow(GraphqlSyntaxError);
    expect(() => parseOperation('{ staticPage(slug: "x" }')).toThrow(
      'Syntaxfel: Ett namn saknas (position 23)',
    );
    expect(() => parseOperation('')).toThrow('Syntaxfel: Dokumentet är tomt (position 0)');
    expect(() => parseOperation('{ a(b: "unterminated) }')).toThrow(/Texten avslutas aldrig/);
    expect(() => parseOperation('query A { a } query B { b }', {}, 'C')).toThrow(
      'Dokumentet har ingen operation som heter "C".',
    );
    expect(() => parseOperation('query A { a } query B { b }')).toThrow(
      'Dokumentet har flera operationer: ange operationName.',
    );
    expect(() => parseOperation('query P($s: String!) { a(s: $s) }')).toThrow(
      'Variabeln "$s" av typen "String!" saknas.',
    );
    expect(() => parseOperation('{ a(s: $s) }')).toThrow(
      'Variabeln "$s" är inte deklarerad i operationen.',
    );
  });

  it(`reads values, selections and types nested ${MAX_NESTING} levels deep, and no deeper`, () => {
    const list = (levels: number) => `${'['.repeat(levels)}"x"${']'.repeat(levels)}`;
    const selection = (levels: number) =>
      `{ a ${'{ b '.repeat(levels - 1)}${'} '.repeat(levels - 1)}}`;
    const listType = (levels: number) =>
      `query Q($v: ${'['.repeat(levels - 1)}String${']'.repeat(levels - 1)}) { a(v: $v) }`;
    // The root selection set is one level of the nesting a value sits in.
    expect(parseOperation(`{ a(v: ${list(MAX_NESTING - 1)}) }`).rootFields).toHaveLength(1);
    expect(parseOperation(selection(MAX_NESTING)).rootFields).toHaveLength(1);
    expect(parseOperation(listType(MAX_NESTING), { v: null }).rootFields).toHaveLength(1);
    const tooDeep = `Syntaxfel: Frågan är nästlad i fler än ${MAX_NESTING} nivåer`;
    expect(() => parseOperation(`{ a(v: ${list(MAX_NESTING)}) }`)).toThrow(tooDeep);
    expect(() => parseOperation(selection(MAX_NESTING + 1))).toThrow(tooDeep);
    expect(() => parseOperation(listType(MAX_NESTING + 2), { v: null })).toThrow(tooDeep);
  });

  it('refuses a document nested thousands of levels deep with a syntax error, not a crash', () => {
    for (const deep of [
      `{ staticPage(slug: ${'['.repeat(2500)}${']'.repeat(2500)}) { title } }`,
      `{ staticPage(slug: ${'{a:'.repeat(2500)}1${'}'.repeat(2500)}) { title } }`,
      `{ ${'a { '.repeat(2500)}b${' }'.repeat(2500)} }`,
      `query Q($v: ${'['.repeat(2500)}String${']'.repeat(2500)}) { a }`,
    ]) {
      let thrown: unknown;
      try {
        parseOperation(deep);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(GraphqlSyntaxError);
      expect(thrown).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED' });
    }
  });
});
