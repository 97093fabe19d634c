import {
  ANNA_BROADBAND_ID,
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ERIK_MSISDN,
  ERIK_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values for a contract's zod schema, for fuzzing: of the schema's shape, with strings drawn from
 * values the services know (so a request reaches the handler), strings matching the schema's own
 * patterns, and hostile ones (odd Unicode, NUL, huge, markup). Custom refinements cannot be
 * generated, which is what the known values are for.
 */

/** Strings the demo data knows: personal numbers, numbers, ids, addresses, dates. */
const KNOWN = [
  ANNA_PERSONAL_NUMBER,
  ERIK_PERSONAL_NUMBER,
  ANNA_MSISDN,
  ERIK_MSISDN,
  ANNA_BROADBAND_ID,
  '0701234567',
  '070-123 45 67',
  '+46701234567',
  'anna@example.se',
  '100000001',
  'BB-1000-1000',
  'Storgatan',
  'Storgatan 1',
  'Lund',
  '222 21',
  '1',
  'A',
  '2026-11-22',
  '2026-11-22T09:00:00Z',
  '00000000-0000-4000-8000-000000000000',
  'LINGON3FRI',
  'sv',
  'hbp',
];

/** Hostile text: lone surrogates, direction marks, NUL, zero-width, markup, SQL, traversal. */
const HOSTILE = [
  '\uD800',
  'a\uDC00b',
  '\uDBFF\uDFFF',
  '\u202Egnp.exe',
  '\u200F\u200E\u061C',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\u200B\u200C\u200D',
  '\u0301\u0301\u0301',
  '👨‍👩‍👧‍👦',
  'ǅ ß ſ İ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table sessions; --",
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\r\nSet-Cookie: x=1',
  '\\',
  '   ',
  '',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .constantFrom(...KNOWN)
    .chain((known) => fc.constantFrom(...HOSTILE).map((odd) => `${known}${odd}`)),
  // Long, but under the 64 kB body limit so the schema and handler see it.
  fc.integer({ min: 201, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function patternOf(def: Def): RegExp | null {
  if (def.pattern && def.format) return def.pattern;
  for (const check of def.checks ?? []) {
    const pattern = check._zod.def.pattern;
    if (pattern) return pattern;
  }
  return null;
}

const anyJson = fc.jsonValue({ maxDepth: 3 });

/** An arbitrary value of the schema's shape (optional parts sometimes left out). */
export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const def = defOf(schema);
  const next = (inner: z.ZodType | undefined) =>
    inner ? arbitraryOf(inner, depth + 1) : fc.constant(undefined);
  switch (def.type) {
    case 'string': {
      const pattern = patternOf(def);
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...KNOWN) },
        { weight: pattern ? 3 : 0, arbitrary: pattern ? fc.stringMatching(pattern) : fc.string() },
        { weight: 2, arbitrary: hostileString },
      );
    }
    case 'number':
    case 'bigint':
      return fc.oneof(
        fc.integer({ min: -2, max: 12 }),
        fc.constantFrom(0, -0, 1.5, -1, 2 ** 53 + 1, 1e308, -1e308, 2_147_483_648),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'never':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...Object.values(def.entries ?? { a: 'a' })) },
        { weight: 1, arbitrary: hostileString },
      );
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      if (keys.length === 0) return fc.constant({});
      const record = Object.fromEntries(keys.map((key) => [key, next(shape[key])]));
      return fc.record(record, { requiredKeys: keys.filter((key) => !isOptional(shape[key])) });
    }
    case 'array':
      return fc.array(next(def.element), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(next));
    case 'record':
      return fc.dictionary(
        fc.oneof(fc.constantFrom(...KNOWN), hostileString),
        next(def.valueType),
        {
          maxKeys: 4,
        },
      );
    case 'union':
      return fc.oneof(...(def.options ?? []).map(next));
    case 'intersection':
      return fc
        .tuple(next(def.left), next(def.right))
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left,
        );
    case 'optional':
      return fc.option(next(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(next(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(next(def.innerType), { nil: undefined, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType);
    case 'pipe':
      return next(def.in);
    case 'lazy':
      return next(def.getter?.());
    default:
      // transform, unknown, any, custom, date …: anything JSON can carry.
      return anyJson;
  }
}

function isOptional(schema: z.ZodType | undefined): boolean {
  if (!schema) return true;
  const type = defOf(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault' || type === 'undefined';
}

/** Something of the wrong kind in the place of a value. */
const wrongValue = fc.oneof(
  fc.constantFrom<unknown>(42, -1, 1.5, true, false, null, '', 'x', [], {}, [[]], { a: {} }),
  hostileString,
  fc.jsonValue({ maxDepth: 2 }),
  // Deep nesting: a thousand levels of arrays or objects.
  fc.integer({ min: 50, max: 1000 }).map((depth) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
    return value;
  }),
);

/** One change to a value: a part replaced by a wrong one, a key dropped, an extra key added. */
const mutation = fc.record({
  kind: fc.constantFrom('replace', 'drop', 'extra'),
  at: fc.nat(),
  value: wrongValue,
  key: fc.constantFrom(
    'extra',
    '__proto__',
    'constructor',
    'prototype',
    '',
    '\u0000',
    'a'.repeat(500),
  ),
});

function containers(value: unknown, out: object[] = []): object[] {
  if (value && typeof value === 'object') {
    out.push(value);
    for (const child of Object.values(value)) containers(child, out);
  }
  return out;
}

/** Mutated copies of schema-shaped values: the same shape, broken in one to three places. */
export function mutatedOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc
    .tuple(arbitraryOf(schema), fc.array(mutation, { minLength: 1, maxLength: 3 }), wrongValue)
    .map(([value, changes, replacement]) => {
      const root = structuredClone(value);
      const places = containers(root);
      if (places.length === 0) return replacement;
      for (const change of changes) {
        const place = places[change.at % places.length] as Record<string, unknown>;
        const keys = Object.keys(place);
        const key = keys[change.at % Math.max(keys.length, 1)];
        if (change.kind === 'replace' && key !== undefined) place[key] = change.value;
        else if (change.kind === 'drop' && key !== undefined) {
          if (Array.isArray(place)) place.splice(Number(key), 1);
          else delete place[key];
        } else if (Array.isArray(place)) {
          place.push(change.value);
        } else {
          // An own property even for __proto__, as JSON.parse would make it.
          Object.defineProperty(place, change.key, {
            value: change.value,
            enumerable: true,
            configurable: true,
            writable: true,
          });
        }
      }
      return root;
    });
}
