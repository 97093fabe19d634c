import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createValidator } from './validator';
import {
  validateWithZod,
  validateWithZodAsync,
  zodFormRules,
  zodIssuesToErrors,
  zodRule,
  zodRules,
} from './zod';

const customer = z.object({
  name: z.string().min(1, 'Ange ditt namn.'),
  email: z.email('Ange en giltig e-postadress.'),
  mobile: z
    .string()
    .regex(/^07\d{8}$/, 'Ange ett mobilnummer.')
    .optional(),
  invoiceAddress: z.object({
    zipcode: z.string().regex(/^\d{5}$/, 'Ange ett postnummer med fem siffror.'),
  }),
});

describe('zodRule', () => {
  it('passes a valid value and fails with the first issue message', () => {
    const rule = zodRule(z.string().min(3, 'För kort.').max(5, 'För lång.'));
    expect(rule.test('abcd', {})).toBe(true);
    expect(rule.test('ab', {})).toBe('För kort.');
    expect(rule.name).toBe('zod');
  });

  it('lets zod decide about empty values', () => {
    expect(zodRule(z.string().min(1, 'Obligatoriskt.')).test('', {})).toBe('Obligatoriskt.');
    expect(zodRule(z.string().optional()).test(undefined, {})).toBe(true);
  });

  it('can read a blank input as undefined so optional fields accept it', () => {
    const schema = z.email('Ogiltig.').optional();
    expect(zodRule(schema).test('', {})).toBe('Ogiltig.');
    expect(zodRule(schema, { emptyAsUndefined: true }).test('', {})).toBe(true);
  });

  it('falls back to async parsing for async refinements', async () => {
    const rule = zodRule(
      z.string().refine(async (value) => value !== 'upptagen', 'Namnet är upptaget.'),
    );
    await expect(rule.test('ledig', {})).resolves.toBe(true);
    await expect(rule.test('upptagen', {})).resolves.toBe('Namnet är upptaget.');
  });

  it('keeps a debounce', () => {
    expect(zodRule(z.string(), { debounce: 200 }).debounce).toBe(200);
  });
});

describe('zodRules with the validator', () => {
  it('turns each key of an object schema into field rules', async () => {
    const rules = zodRules(customer);
    expect(Object.keys(rules)).toEqual(['name', 'email', 'mobile', 'invoiceAddress']);
    const form = createValidator({
      initialValues: {
        name: '',
        email: 'anna',
        mobile: undefined,
        invoiceAddress: { zipcode: '1' },
      },
      rules,
    });
    expect(await form.validate()).toBe(false);
    expect(form.errors()).toEqual([
      { field: 'name', message: 'Ange ditt namn.' },
      { field: 'email', message: 'Ange en giltig e-postadress.' },
      { field: 'invoiceAddress', message: 'Ange ett postnummer med fem siffror.' },
    ]);
  });
});

describe('validateWithZod', () => {
  it('returns the data when valid', () => {
    const values = { name: 'Anna', email: 'anna@lingon.se', invoiceAddress: { zipcode: '11122' } };
    expect(validateWithZod(customer, values)).toEqual({ success: true, data: values, errors: [] });
  });

  it('returns field/message pairs with dotted paths, first message per field', () => {
    const result = validateWithZod(customer, {
      name: '',
      email: 'x',
      mobile: '123',
      invoiceAddress: { zipcode: 'abc' },
    });
    expect(result.success).toBe(false);
    expect(result.errors).toEqual([
      { field: 'name', message: 'Ange ditt namn.' },
      { field: 'email', message: 'Ange en giltig e-postadress.' },
      { field: 'mobile', message: 'Ange ett mobilnummer.' },
      { field: 'invoiceAddress.zipcode', message: 'Ange ett postnummer med fem siffror.' },
    ]);
  });

  it('reports cross-field refinements on their path, and form-level issues under ""', () => {
    const schema = z
      .object({ email: z.string(), repeat: z.string() })
      .refine((v) => v.email === v.repeat, { message: 'Not matched.', path: ['repeat'] })
      .refine((v) => v.email !== 'spärrad@lingon.se', { message: 'Spärrad.' });
    expect(validateWithZod(schema, { email: 'a', repeat: 'b' }).errors).toEqual([
      { field: 'repeat', message: 'Not matched.' },
    ]);
    expect(
      validateWithZod(schema, { email: 'spärrad@lingon.se', repeat: 'spärrad@lingon.se' }).errors,
    ).toEqual([{ field: '', message: 'Spärrad.' }]);
  });

  it('feeds the validator through setErrors', () => {
    const form = createValidator({ initialValues: { name: '', email: '' } });
    form.setErrors(
      validateWithZod(customer.pick({ name: true, email: true }), form.getState().values).errors,
    );
    expect(form.getError('name')).toBe('Ange ditt namn.');
    expect(form.getError('email')).toBe('Ange en giltig e-postadress.');
  });

  it('has an async variant for async refinements', async () => {
    const schema = z.object({
      user: z.string().refine(async (value) => value !== 'upptagen', 'Upptagen.'),
    });
    await expect(validateWithZodAsync(schema, { user: 'upptagen' })).resolves.toMatchObject({
      success: false,
      errors: [{ field: 'user', message: 'Upptagen.' }],
    });
    await expect(validateWithZodAsync(schema, { user: 'ledig' })).resolves.toMatchObject({
      success: true,
      data: { user: 'ledig' },
    });
  });

  it('zodIssuesToErrors keeps the first message per path', () => {
    const result = z.string().min(5, 'Kort.').regex(/^\d+$/, 'Siffror.').safeParse('ab');
    expect(result.success).toBe(false);
    expect(zodIssuesToErrors(result.error?.issues ?? [])).toEqual([
      { field: '', message: 'Kort.' },
    ]);
  });
});

describe('zodFormRules', () => {
  const account = z
    .object({
      clearing: z.string().regex(/^\d{4,5}$/, 'Fyra siffror.'),
      account: z.string().regex(/^\d{7,10}$/, 'Sju till tio siffror.'),
      signature: z.string().min(1, 'Skriv under.'),
    })
    .superRefine((value, context) => {
      if (value.clearing.startsWith('0')) {
        context.addIssue({ code: 'custom', path: ['clearing'], message: 'Okänd bank.' });
      }
    });
  const rules = zodFormRules(account, ['clearing', 'account'], (values) => ({
    ...values,
    signature: 'pending',
  }));

  it('says a refinement across the form at its field', async () => {
    const validator = createValidator({
      initialValues: { clearing: '0999', account: '1234567' },
      rules,
    });
    expect(await validator.validate()).toBe(false);
    expect(validator.errors()).toEqual([{ field: 'clearing', message: 'Okänd bank.' }]);
  });

  it("says each field's own issue there, and nothing about the filled-in rest", async () => {
    const validator = createValidator({ initialValues: { clearing: '12', account: '12' }, rules });
    expect(await validator.validate()).toBe(false);
    expect(validator.errors()).toEqual([
      { field: 'clearing', message: 'Fyra siffror.' },
      { field: 'account', message: 'Sju till tio siffror.' },
    ]);
    validator.setValue('clearing', '6123');
    validator.setValue('account', '1234567');
    expect(await validator.validate()).toBe(true);
  });

  it('reads a schema that depends on the values, and nested paths', async () => {
    const forwarding = (values: Record<string, unknown>) =>
      z.object({
        call: z.object({
          to: z.string().refine((to) => to !== values['own'], 'Inte ditt eget nummer.'),
        }),
      });
    const validator = createValidator({
      initialValues: { own: '0701234567', 'call.to': '0701234567' },
      rules: zodFormRules(forwarding, ['call.to'], (values) => ({
        call: { to: values['call.to'] },
      })),
    });
    expect(await validator.validate()).toBe(false);
    expect(validator.errors()).toEqual([{ field: 'call.to', message: 'Inte ditt eget nummer.' }]);
    validator.setValue('call.to', '0812345678');
    expect(await validator.validate()).toBe(true);
  });
});
