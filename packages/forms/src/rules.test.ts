import { describe, expect, it } from 'vitest';
import {
  between,
  createRule,
  custom,
  digit,
  email,
  float,
  formatMessage,
  greaterThan,
  greaterThanOrEqualTo,
  integer,
  isEmpty,
  isIn,
  length,
  lengthBetween,
  lessThan,
  lessThanOrEqualTo,
  match,
  maxLength,
  MESSAGES,
  minLength,
  notIn,
  number,
  regex,
  required,
  rules,
  size,
  toNumber,
  url,
  type FieldValues,
  type Rule,
} from './rules';

/** The rule's verdict: null when it passes, else the message shown. */
function check(rule: Rule, value: unknown, values: FieldValues = {}): string | null {
  const result = rule.test(value, values);
  if (result instanceof Promise) throw new Error('expected a synchronous rule');
  if (result === true) return null;
  return typeof result === 'string' ? result : rule.message;
}

const EMPTY_VALUES: unknown[] = [undefined, null, '', '   ', []];

/** Every rule except required lets an empty value through. */
function expectEmptyPasses(rule: Rule) {
  for (const value of EMPTY_VALUES) expect(check(rule, value), JSON.stringify(value)).toBeNull();
}

describe('messages', () => {
  it('are exactly the spec table', () => {
    expect(MESSAGES).toEqual({
      required: 'Required.',
      number: 'Must be a number.',
      float: 'Must be a number.',
      integer: 'Must be an integer.',
      lessThan: 'Must be less than {0}.',
      lessThanOrEqualTo: 'Must be less than or equal to {0}.',
      greaterThan: 'Must be greater than {0}.',
      greaterThanOrEqualTo: 'Must greater than or equal to {0}.',
      between: 'Must be between {0} and {1}.',
      size: 'Size must be {0}.',
      length: 'Length must be {0}.',
      minLength: 'Must have at least {0} characters.',
      maxLength: 'Must have up to {0} characters.',
      lengthBetween: 'Length must between {0} and {1}.',
      in: 'Must be {0}.',
      notIn: 'Must not be {0}.',
      match: 'Not matched.',
      regex: 'Invalid format.',
      digit: 'Must be a digit.',
      email: 'Invalid email.',
      url: 'Invalid url.',
      error: 'Error.',
    });
  });

  it('formatMessage fills placeholders and joins lists with ", "', () => {
    expect(formatMessage('Must be between {0} and {1}.', [1, 5])).toBe('Must be between 1 and 5.');
    expect(formatMessage('Must be {0}.', [['a', 'b', 3]])).toBe('Must be a, b, 3.');
    expect(formatMessage('{1}{0}{2}', ['a', 'b'])).toBe('ba{2}');
  });

  it('a message can be replaced, with placeholders still filled', () => {
    expect(check(required({ message: 'Obligatoriskt.' }), '')).toBe('Obligatoriskt.');
    expect(check(minLength(3, { message: 'Minst {0} tecken.' }), 'ab')).toBe('Minst 3 tecken.');
  });

  it('rejects a negative or non-finite debounce', () => {
    expect(() => required({ debounce: -1 })).toThrow('Invalid debounce');
    expect(() => required({ debounce: Number.NaN })).toThrow('Invalid debounce');
  });
});

describe('isEmpty and toNumber', () => {
  it('treats undefined, null, blank strings and empty arrays as empty', () => {
    for (const value of EMPTY_VALUES) expect(isEmpty(value)).toBe(true);
    for (const value of [0, false, 'a', [0], {}]) expect(isEmpty(value)).toBe(false);
  });

  it('reads numbers from numbers and decimal strings with point or comma', () => {
    expect(toNumber(3)).toBe(3);
    expect(toNumber(' -1.5 ')).toBe(-1.5);
    expect(toNumber('1,5')).toBe(1.5);
    expect(toNumber('.5')).toBe(0.5);
    expect(toNumber('1e3')).toBeUndefined();
    expect(toNumber('12a')).toBeUndefined();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(toNumber(true)).toBeUndefined();
  });
});

describe('required', () => {
  it('passes any present value, false and 0 included', () => {
    for (const value of ['a', 0, false, [1], { a: 1 }]) expect(check(required(), value)).toBeNull();
  });

  it('fails every empty value with "Required."', () => {
    for (const value of EMPTY_VALUES) expect(check(required(), value)).toBe('Required.');
  });
});

describe('number and float', () => {
  for (const rule of [number, float]) {
    it(`${rule.name} passes numbers and numeric strings`, () => {
      for (const value of [0, -2, 1.5, '42', '-3.25', '1,5'])
        expect(check(rule(), value)).toBeNull();
    });

    it(`${rule.name} fails anything else with "Must be a number."`, () => {
      for (const value of ['abc', '1.2.3', Number.NaN, {}, true]) {
        expect(check(rule(), value)).toBe('Must be a number.');
      }
    });

    it(`${rule.name} passes empty values`, () => expectEmptyPasses(rule()));
  }
});

describe('integer', () => {
  it('passes whole numbers and digit strings with a sign', () => {
    for (const value of [0, 7, -12, '42', '+3', '-0']) expect(check(integer(), value)).toBeNull();
  });

  it('fails fractions and text with "Must be an integer."', () => {
    for (const value of [1.5, '1.5', '1,0', 'x', Number.NaN]) {
      expect(check(integer(), value)).toBe('Must be an integer.');
    }
  });

  it('passes empty values', () => expectEmptyPasses(integer()));
});

describe('numeric comparisons', () => {
  it('lessThan', () => {
    expect(check(lessThan(10), 9)).toBeNull();
    expect(check(lessThan(10), '9,5')).toBeNull();
    expect(check(lessThan(10), 10)).toBe('Must be less than 10.');
    expect(check(lessThan(10), 'tio')).toBe('Must be less than 10.');
    expectEmptyPasses(lessThan(10));
  });

  it('lessThanOrEqualTo', () => {
    expect(check(lessThanOrEqualTo(10), 10)).toBeNull();
    expect(check(lessThanOrEqualTo(10), 10.01)).toBe('Must be less than or equal to 10.');
    expectEmptyPasses(lessThanOrEqualTo(10));
  });

  it('greaterThan', () => {
    expect(check(greaterThan(0), '1')).toBeNull();
    expect(check(greaterThan(0), 0)).toBe('Must be greater than 0.');
    expectEmptyPasses(greaterThan(0));
  });

  it('greaterThanOrEqualTo keeps the spec wording', () => {
    expect(check(greaterThanOrEqualTo(18), 18)).toBeNull();
    expect(check(greaterThanOrEqualTo(18), 17)).toBe('Must greater than or equal to 18.');
    expectEmptyPasses(greaterThanOrEqualTo(18));
  });

  it('between is inclusive', () => {
    expect(check(between(1, 5), 1)).toBeNull();
    expect(check(between(1, 5), '5')).toBeNull();
    expect(check(between(1, 5), 0)).toBe('Must be between 1 and 5.');
    expect(check(between(1, 5), 5.5)).toBe('Must be between 1 and 5.');
    expectEmptyPasses(between(1, 5));
  });
});

describe('size', () => {
  it('compares a number by value', () => {
    expect(check(size(3), 3)).toBeNull();
    expect(check(size(3), 4)).toBe('Size must be 3.');
  });

  it('compares strings, arrays, sets and maps by element count', () => {
    expect(check(size(3), 'abc')).toBeNull();
    expect(check(size(3), [1, 2, 3])).toBeNull();
    expect(check(size(2), new Set([1, 2]))).toBeNull();
    expect(check(size(1), new Map([[1, 1]]))).toBeNull();
    expect(check(size(3), 'ab')).toBe('Size must be 3.');
    expect(check(size(3), [1])).toBe('Size must be 3.');
  });

  it('fails values without a size', () => {
    expect(check(size(1), { a: 1 })).toBe('Size must be 1.');
  });

  it('passes empty values', () => expectEmptyPasses(size(3)));
});

describe('length rules', () => {
  it('length counts characters, array elements and a number written out', () => {
    expect(check(length(5), '12345')).toBeNull();
    expect(check(length(5), 12345)).toBeNull();
    expect(check(length(2), ['a', 'b'])).toBeNull();
    expect(check(length(5), '1234')).toBe('Length must be 5.');
    expect(check(length(5), { length: 5 })).toBe('Length must be 5.');
    expectEmptyPasses(length(5));
  });

  it('minLength', () => {
    expect(check(minLength(3), 'abc')).toBeNull();
    expect(check(minLength(3), 'ab')).toBe('Must have at least 3 characters.');
    expect(check(minLength(1), {})).toBe('Must have at least 1 characters.');
    expectEmptyPasses(minLength(3));
  });

  it('maxLength', () => {
    expect(check(maxLength(3), 'abc')).toBeNull();
    expect(check(maxLength(3), 'abcd')).toBe('Must have up to 3 characters.');
    expect(check(maxLength(3), {})).toBe('Must have up to 3 characters.');
    expectEmptyPasses(maxLength(3));
  });

  it('lengthBetween is inclusive and keeps the spec wording', () => {
    expect(check(lengthBetween(2, 4), 'ab')).toBeNull();
    expect(check(lengthBetween(2, 4), 'abcd')).toBeNull();
    expect(check(lengthBetween(2, 4), 'a')).toBe('Length must between 2 and 4.');
    expect(check(lengthBetween(2, 4), 'abcde')).toBe('Length must between 2 and 4.');
    expectEmptyPasses(lengthBetween(2, 4));
  });
});

describe('in and notIn', () => {
  it('in passes an allowed value and lists the allowed ones in its message', () => {
    const rule = isIn(['APPROVED', 'DENIED']);
    expect(rule.name).toBe('in');
    expect(check(rule, 'APPROVED')).toBeNull();
    expect(check(rule, 'MAYBE')).toBe('Must be APPROVED, DENIED.');
    expect(check(isIn([1, 2]), '1')).toBe('Must be 1, 2.');
    expectEmptyPasses(rule);
  });

  it('in requires every element of an array value to be allowed', () => {
    expect(check(isIn(['a', 'b']), ['a', 'b'])).toBeNull();
    expect(check(isIn(['a', 'b']), ['a', 'c'])).toBe('Must be a, b.');
  });

  it('notIn fails a forbidden value or array element', () => {
    const rule = notIn(['admin', 'root']);
    expect(check(rule, 'anna')).toBeNull();
    expect(check(rule, 'root')).toBe('Must not be admin, root.');
    expect(check(rule, ['anna', 'admin'])).toBe('Must not be admin, root.');
    expectEmptyPasses(rule);
  });

  it('rules.in is the same rule under its spec name', () => {
    expect(rules.in).toBe(isIn);
  });
});

describe('match', () => {
  it('passes when equal to the other field and fails with "Not matched." otherwise', () => {
    const rule = match('email');
    expect(rule.dependsOn).toEqual(['email']);
    expect(check(rule, 'a@b.se', { email: 'a@b.se' })).toBeNull();
    expect(check(rule, 'a@b.se', { email: 'c@b.se' })).toBe('Not matched.');
    expect(check(rule, 'a@b.se', {})).toBe('Not matched.');
    expectEmptyPasses(rule);
  });
});

describe('regex', () => {
  it('tests a RegExp and anchors a string pattern', () => {
    expect(check(regex(/^\d{3} ?\d{2}$/), '123 45')).toBeNull();
    expect(check(regex(/^\d{3} ?\d{2}$/), '1234')).toBe('Invalid format.');
    expect(check(regex('[a-z]+'), 'abc')).toBeNull();
    expect(check(regex('[a-z]+'), 'abc1')).toBe('Invalid format.');
    expectEmptyPasses(regex('[a-z]+'));
  });

  it('gives the same answer every time for a global pattern', () => {
    const rule = regex(/a/g);
    expect([check(rule, 'a'), check(rule, 'a'), check(rule, 'a')]).toEqual([null, null, null]);
  });
});

describe('digit', () => {
  it('passes digit strings and non-negative whole numbers', () => {
    for (const value of ['0701234567', '007', 5]) expect(check(digit(), value)).toBeNull();
  });

  it('fails anything with a non-digit with "Must be a digit."', () => {
    for (const value of ['12a', '-1', '1.5', 1.5, -3, '07 01']) {
      expect(check(digit(), value)).toBe('Must be a digit.');
    }
  });

  it('passes empty values', () => expectEmptyPasses(digit()));
});

describe('email', () => {
  it('passes ordinary addresses', () => {
    for (const value of ['anna@lingon.se', 'a.b+c@sub.example.com', ' x@y.io ']) {
      expect(check(email(), value)).toBeNull();
    }
  });

  it('fails malformed ones with "Invalid email."', () => {
    for (const value of [
      'anna',
      'anna@',
      '@lingon.se',
      'a@b',
      'a b@c.se',
      'a@@b.se',
      'a..b@c.se',
      5,
    ]) {
      expect(check(email(), value)).toBe('Invalid email.');
    }
  });

  it('passes empty values', () => expectEmptyPasses(email()));
});

describe('url', () => {
  it('passes absolute http and https addresses', () => {
    for (const value of ['https://lingon.se', 'http://lingon.se/bredband?x=1']) {
      expect(check(url(), value)).toBeNull();
    }
  });

  it('fails other text with "Invalid url."', () => {
    for (const value of [
      'lingon.se',
      'ftp://lingon.se',
      'javascript:alert(1)',
      'https://a b.se',
      3,
    ]) {
      expect(check(url(), value)).toBe('Invalid url.');
    }
  });

  it('passes empty values', () => expectEmptyPasses(url()));
});

describe('custom (the spec\'s "error" rule)', () => {
  it('fails with "Error." when the test returns false', () => {
    const rule = custom((value) => value !== 'taken');
    expect(rule).toMatchObject({ name: 'custom', message: 'Error.' });
    expect(check(rule, 'free')).toBeNull();
    expect(check(rule, 'taken')).toBe('Error.');
  });

  it('fails with the returned string as the message', () => {
    expect(
      check(
        custom(() => 'Upptagen.'),
        'x',
      ),
    ).toBe('Upptagen.');
  });

  it('passes empty values unless asked to validate them', () => {
    expectEmptyPasses(custom(() => false));
    expect(
      check(
        custom(() => false, { validatesEmpty: true }),
        '',
      ),
    ).toBe('Error.');
  });

  it('is rules.error', () => {
    expect(rules.error).toBe(custom);
  });
});

describe('createRule', () => {
  it('keeps debounce and dependsOn on the rule', () => {
    const rule = createRule({
      name: 'custom',
      template: 'x',
      options: { debounce: 250 },
      dependsOn: ['a'],
      test: () => true,
    });
    expect(rule.debounce).toBe(250);
    expect(rule.dependsOn).toEqual(['a']);
  });
});
