import { ApiError } from '@lingon/contracts/errors';
import { describe, expect, it } from 'vitest';
import { isInvalidTelemarketingKey, telemarketingHeaders } from './telemarketing';

describe('telemarketingHeaders', () => {
  it('sends the key and the customer once the personal number is valid', () => {
    expect(telemarketingHeaders({ key: 'tm-key-123' }, ' 198503121231 ')).toEqual({
      'x-telemarketing-key': 'tm-key-123',
      tm_customer: '198503121231',
    });
  });

  it('answers null for an invalid number or an empty key', () => {
    expect(telemarketingHeaders({ key: 'tm-key-123' }, '198503121232')).toBeNull();
    expect(telemarketingHeaders({ key: '' }, '198503121231')).toBeNull();
  });
});

describe('isInvalidTelemarketingKey', () => {
  const refused = (status: number, field: string) =>
    new ApiError('forbidden', status, 'refused', {
      fieldErrors: [{ field, message: 'Ogiltig nyckel' }],
    });

  it('recognises the 403 the server answers for an unknown key', () => {
    expect(isInvalidTelemarketingKey(refused(403, 'headers.x-telemarketing-key'))).toBe(true);
  });

  it('leaves other failures to the generic errors', () => {
    expect(isInvalidTelemarketingKey(refused(400, 'headers.x-telemarketing-key'))).toBe(false);
    expect(isInvalidTelemarketingKey(refused(403, 'session'))).toBe(false);
    expect(isInvalidTelemarketingKey(new Error('network'))).toBe(false);
    expect(isInvalidTelemarketingKey(undefined)).toBe(false);
  });
});
