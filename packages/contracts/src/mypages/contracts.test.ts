import { describe, expect, it } from 'vitest';
import { contractUrl } from '../client';
import { ANNA_MSISDN } from '../fixtures/mypages';
import { addonChangeRequestSchema } from './addon-change';
import { mypagesContracts } from './contracts';
import { emailChangeRequestSchema } from './email-change';
import { invoicesContract } from './invoices';
import { permissionAnswersSchema } from './gdpr';
import { msisdnIdSchema } from '../phone';

describe('my-pages contracts', () => {
  it('cover the calls of SPEC §7 with unique ids', () => {
    const calls = mypagesContracts.map((c) => `${c.method} ${c.path}`);
    expect(new Set(mypagesContracts.map((c) => c.id)).size).toBe(mypagesContracts.length);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET subscriptions/v9/getSubscriptions',
        'POST subscriptions/v6/subscriptionDetails',
        'POST subscriptions/v6/addons',
        'GET mypages/invoices/v4',
        'GET account/v3/customer/info',
        'POST account/v3/email',
        'GET personalization/v4/hasheduid',
        'GET lingon-order-service/v3/order/history',
        'GET aggregation/v2/documents',
        'GET aggregation/v2/broadband/availableChangesAndCampaigns',
        'GET gdpr/v3/consents',
        'POST gdpr/v3/consents',
        'GET gdpr/v3/opt-outs',
        'POST gdpr/v3/opt-outs',
        'POST lingon-mobile-subscription-order/v2/surfsim/validate',
        'GET lingon-offering-service/v1/offering/products',
        'GET subscriptions/v8/getMsisdnFromUid',
      ]),
    );
  });

  it('need a session, except the public prepaid offering', () => {
    const publicIds = mypagesContracts.filter((c) => c.auth !== 'session').map((c) => c.id);
    expect(publicIds).toEqual(['mypages.offeringProducts']);
  });

  it('adds customerScope=hbp to the invoices call', () => {
    expect(contractUrl(invoicesContract)).toBe('/services/mypages/invoices/v4?customerScope=hbp');
  });
});

describe('request schemas', () => {
  it('accept only 467XXXXXXXX numbers', () => {
    expect(msisdnIdSchema.safeParse(ANNA_MSISDN).success).toBe(true);
    expect(msisdnIdSchema.safeParse('0701234567').success).toBe(false);
    expect(msisdnIdSchema.safeParse('4670123456').success).toBe(false);
    expect(msisdnIdSchema.safeParse('46850012345').success).toBe(false);
  });

  it('trim e-mail addresses and reject invalid or long ones', () => {
    expect(emailChangeRequestSchema.parse({ email: ' a@example.se ' })).toEqual({
      email: 'a@example.se',
    });
    expect(emailChangeRequestSchema.safeParse({ email: 'a@' }).success).toBe(false);
    expect(
      emailChangeRequestSchema.safeParse({ email: `${'a'.repeat(250)}@example.se` }).success,
    ).toBe(false);
  });

  it('need an option to activate an addon, none to deactivate', () => {
    const base = { msisdn: ANNA_MSISDN, addonName: 'EXTRA_SURF' };
    expect(addonChangeRequestSchema.safeParse({ ...base, activate: true }).success).toBe(false);
    expect(
      addonChangeRequestSchema.safeParse({ ...base, activate: true, optionName: 'EXTRA_SURF_1GB' })
        .success,
    ).toBe(true);
    expect(addonChangeRequestSchema.safeParse({ ...base, activate: false }).success).toBe(true);
  });

  it('take each consent question once, with APPROVED or DENIED', () => {
    expect(permissionAnswersSchema.safeParse([{ id: 'A', status: 'APPROVED' }]).success).toBe(true);
    expect(permissionAnswersSchema.safeParse([]).success).toBe(false);
    expect(permissionAnswersSchema.safeParse([{ id: 'A', status: 'YES' }]).success).toBe(false);
    expect(
      permissionAnswersSchema.safeParse([
        { id: 'A', status: 'APPROVED' },
        { id: 'A', status: 'DENIED' },
      ]).success,
    ).toBe(false);
  });
});
