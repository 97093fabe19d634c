import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../errors';
import {
  callSettingsSchemaFor,
  EXPENSE_CEILING_FORMAT_MESSAGE,
  expenseSettingsFormSchema,
  expenseSettingsSchema,
  FORWARD_TO_OWN_NUMBER_MESSAGE,
  FORWARD_TO_PREMIUM_MESSAGE,
  saveSubscriptionSettingsContract,
} from './subscription-settings';

const MSISDN = '46701234567';

describe('expenseSettingsFormSchema (the ceiling as typed)', () => {
  const ceilingOf = (text: string) => expenseSettingsFormSchema.safeParse({ ceiling: text });
  const messageOf = (text: string) => ceilingOf(text).error?.issues[0]?.message;

  it('reads whole kronor, with spaces and a closing kr, and empty as no ceiling', () => {
    expect(ceilingOf('500').data).toEqual({ ceiling: 500 });
    expect(ceilingOf(' 1 000 kr ').data).toEqual({ ceiling: 1000 });
    expect(ceilingOf('0').data).toEqual({ ceiling: 0 });
    expect(ceilingOf('   ').data).toEqual({ ceiling: null });
  });

  it('asks for whole kronor when the text is not a whole number', () => {
    for (const text of ['abc', '12,5', '12.5', '5OO', '1e3', '--5']) {
      expect(messageOf(text), text).toBe(EXPENSE_CEILING_FORMAT_MESSAGE);
    }
  });

  it('keeps the range rules for numbers', () => {
    expect(messageOf('-5')).toBe('Taket kan inte vara negativt');
    expect(messageOf('20 000')).toBe('Taket kan vara högst 10000 kr');
    expect(messageOf('99999999999999999999')).toBe('Taket kan vara högst 10000 kr');
  });

  it('answers a wrong type on the wire with the same words', () => {
    const parsed = expenseSettingsSchema.safeParse({ ceiling: 'abc' });
    expect(parsed.error?.issues[0]?.message).toBe(EXPENSE_CEILING_FORMAT_MESSAGE);
    expect(expenseSettingsSchema.safeParse({ ceiling: 12.5 }).error?.issues[0]?.message).toBe(
      EXPENSE_CEILING_FORMAT_MESSAGE,
    );
  });
});

describe('call forwarding to the subscription itself', () => {
  const call = (forwardTo: string | null, forwarding = 'ALWAYS') => ({
    voicemail: true,
    forwarding,
    forwardTo,
  });

  it('is refused in any written form and for every kind of forwarding', () => {
    for (const forwardTo of ['070-123 45 67', '0701234567', '+46 70 123 45 67', '46701234567']) {
      for (const forwarding of ['ALWAYS', 'BUSY', 'NO_ANSWER']) {
        const parsed = callSettingsSchemaFor(MSISDN).safeParse(call(forwardTo, forwarding));
        expect(parsed.error?.issues, `${forwarding} ${forwardTo}`).toEqual([
          expect.objectContaining({ path: ['forwardTo'], message: FORWARD_TO_OWN_NUMBER_MESSAGE }),
        ]);
      }
    }
  });

  it('lets another number, or no forwarding, through', () => {
    expect(callSettingsSchemaFor(MSISDN).safeParse(call('070-123 45 68')).success).toBe(true);
    expect(callSettingsSchemaFor(MSISDN).safeParse(call('08-500 123 45')).success).toBe(true);
    expect(callSettingsSchemaFor(MSISDN).safeParse(call(null, 'NONE')).success).toBe(true);
  });

  it('never forwards to a premium-rate number, in any written form', () => {
    for (const forwardTo of ['0900-12 34 56', '0939123456', '+46 944 12 34 56']) {
      const parsed = callSettingsSchemaFor(MSISDN).safeParse(call(forwardTo));
      expect(parsed.error?.issues, forwardTo).toEqual([
        expect.objectContaining({ path: ['forwardTo'], message: FORWARD_TO_PREMIUM_MESSAGE }),
      ]);
    }
    // 090… numbers that are not betalnummer (Umeå) are fine.
    expect(callSettingsSchemaFor(MSISDN).safeParse(call('090-12 34 56')).success).toBe(true);
  });

  it('is refused by the save call with the field the server answers', () => {
    const parsed = saveSubscriptionSettingsContract.body.safeParse({
      msisdn: MSISDN,
      kind: 'call',
      settings: call('070-123 45 67'),
    });
    expect(parsed.success).toBe(false);
    expect(toFieldErrors(parsed.error!, 'body')).toEqual([
      { field: 'body.settings.forwardTo', message: FORWARD_TO_OWN_NUMBER_MESSAGE },
    ]);
    expect(
      saveSubscriptionSettingsContract.body.safeParse({
        msisdn: '46701234568',
        kind: 'call',
        settings: call('070-123 45 67'),
      }).success,
    ).toBe(true);
  });
});
