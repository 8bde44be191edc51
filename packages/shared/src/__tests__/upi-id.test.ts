import { describe, expect, it } from 'vitest';
import { maskUpiId, upiIdSchema, UPI_ID_MESSAGES } from '../schemas/upi-id';

const check = (value: unknown) => upiIdSchema.safeParse(value);

describe('the UPI ID rule', () => {
  it('takes name@handle, trimmed and in lower case', () => {
    expect(check(' Asha.Rao@OKAXIS ').data).toBe('asha.rao@okaxis');
    expect(check('9812300003@ybl').data).toBe('9812300003@ybl');
    expect(check('shop_in-01@paytm').data).toBe('shop_in-01@paytm');
  });

  it('refuses anything else with a message that shows the shape', () => {
    for (const value of [
      'asha',
      'asha@',
      '@okaxis',
      'a@okaxis',
      'as ha@okaxis',
      'asha@ok axis',
      'asha@1bank',
      'asha@@okaxis',
    ]) {
      expect(check(value).error?.issues[0]?.message, value).toBe(UPI_ID_MESSAGES.invalid);
    }
    expect(check('').error?.issues[0]?.message).toBe(UPI_ID_MESSAGES.required);
    expect(check(undefined).error?.issues[0]?.message).toBe(UPI_ID_MESSAGES.required);
  });

  it('masks the name for the shopper', () => {
    expect(maskUpiId('asha.rao@okaxis')).toBe('as••••@okaxis');
  });
});
